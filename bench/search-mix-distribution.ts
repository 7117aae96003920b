/**
 * The distribution of the distinct search mix (docs/bench-search-mix.md; keep the two in step):
 * which filters a visitor's search carries, how often, and with which values, as weighted
 * tables that `search-mix.ts` draws from.
 */

/** A table of values and their weights (any scale: a draw divides by the total). */
export type Weighted<T> = ReadonlyArray<readonly [T, number]>

/** Shares of a draw, in %. */
export const SHARES = {
  bad: 2.5,
  words: 6,
  operation: [
    ['rent', 55],
    ['sale', 38],
    ['none', 7],
  ] as Weighted<'rent' | 'sale' | 'none'>,
  place: [
    ['municipality', 78],
    ['department', 8],
    ['none', 14],
  ] as Weighted<'municipality' | 'department' | 'none'>,
  /** With a municipality, the department is sent too (the form's place picker). */
  municipalityWithDepartment: 85,
  /** With a municipality that has barrios: one, two or three of them. */
  barrios: [
    [0, 65],
    [1, 28],
    [2, 5],
    [3, 2],
  ] as Weighted<number>,
  estrato: 18,
  bedrooms: 35,
  bathrooms: 14,
  parking: 12,
  features: [
    [0, 86],
    [1, 10],
    [2, 3],
    [3, 1],
  ] as Weighted<number>,
  area: [
    ['none', 88],
    ['min', 6],
    ['max', 3],
    ['both', 3],
  ] as Weighted<'none' | 'min' | 'max' | 'both'>,
  rentPrice: [
    ['none', 38],
    ['max', 45],
    ['range', 12],
    ['min', 5],
  ] as Weighted<'none' | 'max' | 'range' | 'min'>,
  salePrice: [
    ['none', 40],
    ['max', 40],
    ['range', 15],
    ['min', 5],
  ] as Weighted<'none' | 'max' | 'range' | 'min'>,
  /** A price without an operation (it matches either price). */
  anyPrice: 25,
  /** "Solo anunciantes verificados" (verified=true, issue 33), drawn apart from the rest (search-mix.ts). */
  verified: 3,
}

/** DANE code → weight: the Valle de Aburrá (and Rionegro) ≈ 77 %, then the big cities, then a tail. */
export const MUNICIPALITY_WEIGHTS: Weighted<string> = [
  ['05001', 40], // Medellín
  ['05266', 11], // Envigado
  ['05631', 7], // Sabaneta
  ['05360', 6], // Itagüí
  ['05088', 6], // Bello
  ['05380', 3], // La Estrella
  ['05615', 2], // Rionegro
  ['05212', 1], // Copacabana
  ['05129', 0.7], // Caldas
  ['05308', 0.3], // Girardota
  ['11001', 9], // Bogotá
  ['76001', 4.5], // Cali
  ['13001', 3], // Cartagena
  ['08001', 2.5], // Barranquilla
  ['68001', 0.8], // Bucaramanga
  ['66001', 0.6], // Pereira
  ['17001', 0.5], // Manizales
  ['47001', 0.5], // Santa Marta
  ['25175', 0.4], // Chía
  ['63001', 0.4], // Armenia
  ['50001', 0.4], // Villavicencio
  ['73001', 0.4], // Ibagué
]

/** Department code → weight, for searches by department only. */
export const DEPARTMENT_WEIGHTS: Weighted<string> = [
  ['05', 60], // Antioquia
  ['11', 12], // Bogotá D.C.
  ['76', 9], // Valle del Cauca
  ['25', 5], // Cundinamarca
  ['13', 5], // Bolívar
  ['08', 5], // Atlántico
  ['68', 2], // Santander
  ['66', 2], // Risaralda
]

/** Barrios visitors ask for by name far more than the rest (weight 8; other barrios 1, veredas 0.3). */
export const POPULAR_BARRIOS: Record<string, readonly string[]> = {
  '05001': [
    'el-poblado',
    'laureles',
    'belen',
    'la-america',
    'manila',
    'castropol',
    'los-balsos-no-1',
    'el-tesoro',
    'la-aguacatala',
    'patio-bonito',
    'astorga',
    'los-conquistadores',
    'el-estadio',
    'calasanz',
    'robledo',
    'la-floresta',
    'simon-bolivar',
    'san-diego',
    'boston',
    'prado',
    'florida-nueva',
    'las-acacias',
    'santa-monica',
  ],
  '05266': ['zuniga', 'el-portal', 'la-magnolia', 'alcala', 'zona-centro', 'loma-de-las-brujas', 'jardines'],
  '05631': ['aliadas-del-sur', 'calle-larga', 'prados-de-sabaneta', 'vegas-de-la-doctora', 'la-barquerena'],
  '05360': ['santa-maria-no-1', 'calatrava', 'loma-linda', 'san-pio-x', 'balcones-de-sevilla'],
  '05088': ['niquia-bifamiliares', 'la-navarra', 'la-cabanita', 'centro', 'pachelly'],
  '05380': ['centro', 'la-ospina', 'san-agustin'],
}

/** Property type slug → weight, per operation ('none' = every type). */
export const TYPE_WEIGHTS: Record<'rent' | 'sale' | 'none', Weighted<string | null>> = {
  rent: [
    [null, 26],
    ['apartment', 44],
    ['studio', 7],
    ['house', 7],
    ['office', 5],
    ['local-shop', 5],
    ['warehouse', 1.5],
    ['consulting-room', 1.5],
    ['commercial-house', 0.5],
    ['farm', 0.5],
    ['lot', 0.2],
  ],
  sale: [
    [null, 26],
    ['apartment', 40],
    ['house', 14],
    ['lot', 4],
    ['farm', 4],
    ['studio', 3],
    ['office', 3],
    ['local-shop', 3],
    ['warehouse', 1.5],
    ['commercial-house', 1],
    ['consulting-room', 0.5],
  ],
  none: [
    [null, 50],
    ['apartment', 35],
    ['house', 10],
    ['office', 3],
    ['lot', 2],
  ],
}
/** Of the searches with a type, this share (in %) ticks a second, related one. */
export const SECOND_TYPE = 6
export const RELATED_TYPES: Record<string, string> = {
  apartment: 'studio',
  studio: 'apartment',
  house: 'apartment',
  office: 'consulting-room',
  'consulting-room': 'office',
  'local-shop': 'commercial-house',
  'commercial-house': 'local-shop',
  warehouse: 'local-shop',
  lot: 'farm',
  farm: 'lot',
}
export const HOMES = new Set(['apartment', 'house', 'studio', 'farm'])

/** Monthly rent, COP: a visitor's ceiling (the ladder of the budget picker and typed values). */
export const RENT_BUDGETS: Weighted<number> = [
  [800_000, 3],
  [1_000_000, 6],
  [1_200_000, 7],
  [1_500_000, 10],
  [1_800_000, 8],
  [2_000_000, 12],
  [2_500_000, 11],
  [3_000_000, 11],
  [3_500_000, 7],
  [4_000_000, 7],
  [5_000_000, 6],
  [6_000_000, 4],
  [7_000_000, 2],
  [8_000_000, 2],
  [10_000_000, 2],
  [12_000_000, 1],
  [15_000_000, 1],
]

/** Sale price, COP. */
export const SALE_BUDGETS: Weighted<number> = [
  [120_000_000, 2],
  [150_000_000, 3],
  [180_000_000, 4],
  [200_000_000, 6],
  [250_000_000, 8],
  [300_000_000, 10],
  [350_000_000, 9],
  [400_000_000, 10],
  [450_000_000, 7],
  [500_000_000, 9],
  [600_000_000, 8],
  [700_000_000, 6],
  [800_000_000, 5],
  [1_000_000_000, 5],
  [1_200_000_000, 3],
  [1_500_000_000, 3],
  [2_000_000_000, 2],
  [2_500_000_000, 1],
  [3_000_000_000, 1],
]
/** Share (in %) of budgets typed by hand rather than picked: the ladder value moved a few steps. */
export const TYPED_BUDGET = 30

export const ESTRATO_CENTRE: Weighted<number> = [
  [1, 2],
  [2, 8],
  [3, 25],
  [4, 30],
  [5, 22],
  [6, 13],
]
export const BEDROOMS: Weighted<number> = [
  [1, 12],
  [2, 33],
  [3, 42],
  [4, 10],
  [5, 3],
]
export const BATHROOMS: Weighted<number> = [
  [1, 20],
  [2, 60],
  [3, 18],
  [4, 2],
]
export const PARKING: Weighted<number> = [
  [1, 78],
  [2, 20],
  [3, 2],
]
export const AREA_MIN = [40, 50, 60, 70, 80, 90, 100, 120, 150, 200, 300] as const
export const AREA_MAX = [35, 40, 50, 60, 70, 80, 100, 120, 150, 200] as const

export const FEATURE_WEIGHTS: Weighted<string> = [
  ['pool', 14],
  ['balcony', 12],
  ['elevator', 10],
  ['gym', 8],
  ['doorman-24h', 8],
  ['pets-allowed', 8],
  ['furnished', 7],
  ['covered-parking', 6],
  ['gated-community', 6],
  ['terrace', 5],
  ['bbq-area', 4],
  ['panoramic-view', 4],
  ['near-public-transport', 3],
  ['air-conditioning', 3],
  ['laundry-area', 2],
  ['storage-room', 2],
  ['green-areas', 2],
  ['study', 2],
  ['walk-in-closet', 1],
  ['fireplace', 1],
  ['playground', 1],
  ['social-hall', 1],
  ['natural-gas', 1],
  ['garden', 1],
]

/** core/search/search-sorts.constants.ts; relevance is the default and never in the address. */
export const SORTS: Weighted<string> = [
  ['relevance', 60],
  ['newest', 12],
  ['price_asc', 15],
  ['price_desc', 4],
  ['area_desc', 2],
  ['price_m2_asc', 3],
  ['monthly_total_asc', 4],
]
export const PAGES: Weighted<number> = [
  [1, 80],
  [2, 11],
  [3, 5],
  [4, 2.5],
  [5, 1.5],
]

/** Word searches: what kind of words. */
export const WORD_KINDS: Weighted<'barrio' | 'amenity' | 'combo' | 'code'> = [
  ['barrio', 45],
  ['amenity', 30],
  ['combo', 15],
  ['code', 10],
]
export const AMENITY_WORDS = [
  'balcón',
  'piscina',
  'parqueadero',
  'terraza',
  'amoblado',
  'gimnasio',
  'vista',
  'chimenea',
  'cerca al metro',
  'unidad cerrada',
  'estudio',
  'duplex',
  'penthouse',
  'jardín',
  'ascensor',
] as const
export const COMBO_WORDS = [
  'apartamento',
  'casa',
  'apartaestudio',
  'aparta',
  'local',
  'oficina',
  'finca',
  'lote',
  'casa campestre',
] as const

/** What a bad request gets wrong. */
export const BAD_KINDS: Weighted<'price' | 'area' | 'id' | 'range'> = [
  ['price', 35],
  ['area', 15],
  ['id', 30],
  ['range', 20],
]
