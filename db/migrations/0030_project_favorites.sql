-- Written by hand (issue 32: a visitor can favourite and compare projects). One table holds both
-- of a visitor's project lists, told apart by "list" ('favorites' or 'compare'), in the shape of
-- favorites / compare_items for listings; projects are never mixed with listings.
CREATE TABLE IF NOT EXISTS "project_visitor_lists" (
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_visitor_lists_user_id_list_project_id_pk" PRIMARY KEY("user_id","list","project_id"),
	CONSTRAINT "project_visitor_lists_list_check" CHECK ("list" IN ('favorites', 'compare'))
);
--> statement-breakpoint
ALTER TABLE "project_visitor_lists" ADD CONSTRAINT "project_visitor_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visitor_lists" ADD CONSTRAINT "project_visitor_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_visitor_lists_project_idx" ON "project_visitor_lists" ("project_id");
