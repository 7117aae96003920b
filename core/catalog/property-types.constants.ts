/**
 * The 10 property types of the specification, in the order the search box lists them.
 * Slugs are stable identifiers (English); names are what visitors read.
 */
export interface PropertyTypeDefinition {
  slug: string
  nameEs: string
  nameEn: string
  pluralEs: string
  pluralEn: string
}

export const PROPERTY_TYPES = [
  { slug: 'apartment', nameEs: 'Apartamento', nameEn: 'Apartment', pluralEs: 'Apartamentos', pluralEn: 'Apartments' },
  { slug: 'house', nameEs: 'Casa', nameEn: 'House', pluralEs: 'Casas', pluralEn: 'Houses' },
  {
    slug: 'commercial-house',
    nameEs: 'Casa comercial',
    nameEn: 'Commercial house',
    pluralEs: 'Casas comerciales',
    pluralEn: 'Commercial houses',
  },
  { slug: 'office', nameEs: 'Oficina', nameEn: 'Office', pluralEs: 'Oficinas', pluralEn: 'Offices' },
  { slug: 'warehouse', nameEs: 'Bodega', nameEn: 'Warehouse', pluralEs: 'Bodegas', pluralEn: 'Warehouses' },
  { slug: 'lot', nameEs: 'Lote', nameEn: 'Lot', pluralEs: 'Lotes', pluralEn: 'Lots' },
  { slug: 'farm', nameEs: 'Finca', nameEn: 'Farm', pluralEs: 'Fincas', pluralEn: 'Farms' },
  {
    slug: 'studio',
    nameEs: 'Apartaestudio',
    nameEn: 'Studio apartment',
    pluralEs: 'Apartaestudios',
    pluralEn: 'Studio apartments',
  },
  {
    slug: 'consulting-room',
    nameEs: 'Consultorio',
    nameEn: 'Consulting room',
    pluralEs: 'Consultorios',
    pluralEn: 'Consulting rooms',
  },
  { slug: 'local-shop', nameEs: 'Local', nameEn: 'Retail space', pluralEs: 'Locales', pluralEn: 'Retail spaces' },
] as const satisfies readonly PropertyTypeDefinition[]

export type PropertyTypeSlug = (typeof PROPERTY_TYPES)[number]['slug']
