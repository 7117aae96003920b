/**
 * The 8 home tiles in the specification's order, by DANE code. Their pictures are static
 * files drawn by scripts/city-art.tsx.
 */
export const HOME_CITIES: Array<{ code: string; name: string; department: string }> = [
  { code: '05266', name: 'Envigado', department: 'Antioquia' },
  { code: '05088', name: 'Bello', department: 'Antioquia' },
  { code: '05360', name: 'Itagüí', department: 'Antioquia' },
  { code: '05001', name: 'Medellín', department: 'Antioquia' },
  { code: '11001', name: 'Bogotá', department: 'Bogotá, D.C.' },
  { code: '13001', name: 'Cartagena', department: 'Bolívar' },
  { code: '76001', name: 'Cali', department: 'Valle del Cauca' },
  { code: '08001', name: 'Barranquilla', department: 'Atlántico' },
]

/** The tile picture of a home city. */
export const cityArtSrc = (code: string) => `/art/cities/${code}.svg`
