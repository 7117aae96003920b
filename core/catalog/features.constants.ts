/**
 * The amenities a listing may have, grouped for the listing page and the filters.
 * Slugs are stable identifiers; names are what visitors read.
 */
export const FEATURE_CATEGORIES = ['building', 'security', 'interior', 'exterior', 'services'] as const
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number]

export interface FeatureDefinition {
  slug: string
  nameEs: string
  nameEn: string
  category: FeatureCategory
}

export const FEATURES = [
  // Building and shared areas
  { slug: 'elevator', nameEs: 'Ascensor', nameEn: 'Elevator', category: 'building' },
  { slug: 'pool', nameEs: 'Piscina', nameEn: 'Swimming pool', category: 'building' },
  { slug: 'gym', nameEs: 'Gimnasio', nameEn: 'Gym', category: 'building' },
  { slug: 'bbq-area', nameEs: 'Zona BBQ', nameEn: 'BBQ area', category: 'building' },
  { slug: 'social-hall', nameEs: 'Salón social', nameEn: 'Party room', category: 'building' },
  { slug: 'playground', nameEs: 'Juegos infantiles', nameEn: 'Playground', category: 'building' },
  { slug: 'sports-court', nameEs: 'Cancha deportiva', nameEn: 'Sports court', category: 'building' },
  { slug: 'covered-parking', nameEs: 'Parqueadero cubierto', nameEn: 'Covered parking', category: 'building' },
  { slug: 'visitor-parking', nameEs: 'Parqueadero de visitantes', nameEn: 'Visitor parking', category: 'building' },
  { slug: 'power-plant', nameEs: 'Planta eléctrica', nameEn: 'Backup generator', category: 'building' },
  { slug: 'green-areas', nameEs: 'Zonas verdes', nameEn: 'Green areas', category: 'building' },
  { slug: 'coworking', nameEs: 'Coworking', nameEn: 'Co-working space', category: 'building' },
  // Security
  { slug: 'doorman-24h', nameEs: 'Portería 24 h', nameEn: '24-hour doorman', category: 'security' },
  { slug: 'gated-community', nameEs: 'Unidad cerrada', nameEn: 'Gated community', category: 'security' },
  { slug: 'surveillance', nameEs: 'Vigilancia', nameEn: 'Security guard', category: 'security' },
  { slug: 'intercom', nameEs: 'Citófono', nameEn: 'Intercom', category: 'security' },
  { slug: 'cctv', nameEs: 'Circuito cerrado de TV', nameEn: 'CCTV', category: 'security' },
  // Inside
  { slug: 'balcony', nameEs: 'Balcón', nameEn: 'Balcony', category: 'interior' },
  { slug: 'fireplace', nameEs: 'Chimenea', nameEn: 'Fireplace', category: 'interior' },
  { slug: 'study', nameEs: 'Estudio', nameEn: 'Study', category: 'interior' },
  { slug: 'storage-room', nameEs: 'Cuarto útil', nameEn: 'Storage room', category: 'interior' },
  { slug: 'integrated-kitchen', nameEs: 'Cocina integral', nameEn: 'Fitted kitchen', category: 'interior' },
  { slug: 'open-kitchen', nameEs: 'Cocina abierta', nameEn: 'Open kitchen', category: 'interior' },
  { slug: 'laundry-area', nameEs: 'Zona de ropas', nameEn: 'Laundry area', category: 'interior' },
  { slug: 'air-conditioning', nameEs: 'Aire acondicionado', nameEn: 'Air conditioning', category: 'interior' },
  { slug: 'water-heater', nameEs: 'Calentador', nameEn: 'Water heater', category: 'interior' },
  { slug: 'wood-floors', nameEs: 'Pisos en madera', nameEn: 'Wooden floors', category: 'interior' },
  { slug: 'walk-in-closet', nameEs: 'Vestier', nameEn: 'Walk-in closet', category: 'interior' },
  { slug: 'furnished', nameEs: 'Amoblado', nameEn: 'Furnished', category: 'interior' },
  // Outside
  { slug: 'terrace', nameEs: 'Terraza', nameEn: 'Terrace', category: 'exterior' },
  { slug: 'patio', nameEs: 'Patio', nameEn: 'Patio', category: 'exterior' },
  { slug: 'garden', nameEs: 'Jardín', nameEn: 'Garden', category: 'exterior' },
  { slug: 'panoramic-view', nameEs: 'Vista panorámica', nameEn: 'Panoramic view', category: 'exterior' },
  // Services and rules
  { slug: 'natural-gas', nameEs: 'Gas natural', nameEn: 'Natural gas', category: 'services' },
  { slug: 'pets-allowed', nameEs: 'Acepta mascotas', nameEn: 'Pets allowed', category: 'services' },
  {
    slug: 'near-public-transport',
    nameEs: 'Cerca al transporte público',
    nameEn: 'Near public transport',
    category: 'services',
  },
] as const satisfies readonly FeatureDefinition[]
