-- Issue 14: what a tenant must bring (rental requirements as data) and the filters Colombians
-- use (private area, floor, age, administración, guarantees). Pets and furnished stay the
-- features 'pets-allowed' and 'furnished': one truth for the filter, the card and the editor.
ALTER TABLE "properties" ADD COLUMN "private_area" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rental_guarantees" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rental_documents" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rental_min_term_months" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rental_guarantees_ck"
  CHECK ("rental_guarantees" <@ ARRAY['fiador', 'poliza', 'deposito', 'none']::text[]);--> statement-breakpoint
-- The search index now reads the floor, the age, the private area and the guarantees too.
CREATE OR REPLACE FUNCTION search_changes_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (property_id) SELECT id FROM new_rows WHERE status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (property_id) SELECT id FROM old_rows WHERE status = 'published';
  ELSE
    -- Only what the search reads: a view count or a photo is not a change of the search.
    INSERT INTO search_changes (property_id)
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.status = 'published' OR o.status = 'published')
       AND (n.status, n.deleted_at, n.customer_id, n.property_type_id, n.business_type, n.rent_price, n.sale_price,
            n.admin_price, n.build_area, n.stratum, n.bedrooms, n.bathrooms, n.parking, n.department_id,
            n.municipality_id, n.sector_id, n.published_at, n.search_document, n.code,
            n.floor, n.age, n.private_area, n.rental_guarantees)
           IS DISTINCT FROM
           (o.status, o.deleted_at, o.customer_id, o.property_type_id, o.business_type, o.rent_price, o.sale_price,
            o.admin_price, o.build_area, o.stratum, o.bedrooms, o.bathrooms, o.parking, o.department_id,
            o.municipality_id, o.sector_id, o.published_at, o.search_document, o.code,
            o.floor, o.age, o.private_area, o.rental_guarantees);
  END IF;
  RETURN NULL;
END
$$;
