/**
 * The demo agencies: names, NITs with a valid check digit, advisers with Colombian mobile
 * numbers, social links, microsite settings, and a logo and banner drawn here.
 */
import sharp from 'sharp'
import { formatNit } from '#core/shared/nit.rules'
import type { MediaStorage } from '#core/media/storage.infra'
import type { SocialLinks } from '#db/schema/customers'
import { Random } from './random'
import { darken, ellipse, lighten, linear, path, poly, rect, rrect, svgDocument } from './svg'

export interface DemoAgency {
  name: string
  slug: string
  /** NIT without check digit; stored formatted with it. */
  nitBase: string
  /** Prefix of the agency's own listing codes. */
  codePrefix: string
  municipalityCode: string
  address: string
  phones: string[]
  whatsapp: string
  email: string
  website: string
  description: string
  socialLinks: SocialLinks
  logoAlignment: 'left' | 'center'
  hideMainMenu: boolean
  colors: [string, string]
  initials: string
  advisers: Array<{ name: string; phone: string }>
  /** Share of the demo listings. */
  share: number
}

export const DEMO_AGENCIES: DemoAgency[] = [
  {
    name: 'Aburrá Hogar Inmobiliaria',
    slug: 'aburra-hogar',
    nitBase: '901245873',
    codePrefix: 'AH',
    municipalityCode: '05001',
    address: 'Carrera 43A # 7-50, oficina 1204, El Poblado',
    phones: ['6043221144', '3104567890'],
    whatsapp: '573104567890',
    email: 'contacto@aburrahogar.com.co',
    website: 'https://aburrahogar.com.co',
    description:
      'Somos una inmobiliaria de Medellín con más de 15 años acompañando a familias y empresas en el arriendo y la venta de vivienda en el Valle de Aburrá. Administramos más de 800 inmuebles y respondemos cada solicitud el mismo día.',
    socialLinks: {
      facebook: 'https://www.facebook.com/aburrahogar',
      instagram: 'https://www.instagram.com/aburrahogar',
      whatsapp: 'https://wa.me/573104567890',
      youtube: 'https://www.youtube.com/@aburrahogar',
    },
    logoAlignment: 'left',
    hideMainMenu: false,
    colors: ['#2f7f7a', '#fecc2d'],
    initials: 'AH',
    advisers: [
      { name: 'Laura Restrepo Gómez', phone: '3104567890' },
      { name: 'Santiago Ochoa Vélez', phone: '3157788123' },
      { name: 'Daniela Zapata Arango', phone: '3006214587' },
      { name: 'Juan Camilo Posada', phone: '3218845120' },
      { name: 'Valentina Cardona Ríos', phone: '3012239876' },
    ],
    share: 40,
  },
  {
    name: 'Propiedades del Sur',
    slug: 'propiedades-del-sur',
    nitBase: '900876412',
    codePrefix: 'PS',
    municipalityCode: '05266',
    address: 'Calle 37 Sur # 43A-30, Envigado',
    phones: ['6043319870', '3128834455'],
    whatsapp: '573128834455',
    email: 'hola@propiedadesdelsur.co',
    website: 'https://propiedadesdelsur.co',
    description:
      'Inmobiliaria familiar de Envigado especializada en Envigado, Sabaneta, Itagüí y La Estrella. Te ayudamos a encontrar apartamento o casa cerca del metro, con estudio de arrendamiento en 24 horas.',
    socialLinks: {
      facebook: 'https://www.facebook.com/propiedadesdelsur',
      instagram: 'https://www.instagram.com/propiedadesdelsur',
      whatsapp: 'https://wa.me/573128834455',
      tiktok: 'https://www.tiktok.com/@propiedadesdelsur',
    },
    logoAlignment: 'center',
    hideMainMenu: false,
    colors: ['#c8643b', '#3c475b'],
    initials: 'PS',
    advisers: [
      { name: 'Carolina Mejía Toro', phone: '3128834455' },
      { name: 'Andrés Felipe Gil', phone: '3046671209' },
      { name: 'Mariana Londoño Henao', phone: '3185512364' },
      { name: 'Sebastián Duque Marín', phone: '3113390781' },
    ],
    share: 25,
  },
  {
    name: 'Montaña Verde Finca Raíz',
    slug: 'montana-verde',
    nitBase: '901532608',
    codePrefix: 'MV',
    municipalityCode: '05631',
    address: 'Carrera 45 # 70 Sur-20, local 105, Sabaneta',
    phones: ['6042887766', '3226647382'],
    whatsapp: '573226647382',
    email: 'asesoria@montanaverde.com.co',
    website: 'https://montanaverde.com.co',
    description:
      'Fincas, lotes y casas campestres en el sur del Valle de Aburrá y el oriente antioqueño, además de apartamentos para estrenar. Te acompañamos con avalúo, estudio de títulos y trámites notariales.',
    socialLinks: {
      facebook: 'https://www.facebook.com/montanaverdefr',
      instagram: 'https://www.instagram.com/montanaverdefr',
      whatsapp: 'https://wa.me/573226647382',
    },
    logoAlignment: 'left',
    hideMainMenu: true,
    colors: ['#4f7a52', '#f2e6d0'],
    initials: 'MV',
    advisers: [
      { name: 'Alejandro Montoya Ruiz', phone: '3226647382' },
      { name: 'Paula Andrea Echeverri', phone: '3147720915' },
      { name: 'Esteban Rendón Castaño', phone: '3009981432' },
    ],
    share: 20,
  },
  {
    name: 'Capital Caribe Inmobiliaria',
    slug: 'capital-caribe',
    nitBase: '900394157',
    codePrefix: 'CC',
    municipalityCode: '11001',
    address: 'Calle 93 # 13-45, piso 6, Bogotá',
    phones: ['6017456120', '3173345566'],
    whatsapp: '573173345566',
    email: 'info@capitalcaribe.com.co',
    website: 'https://capitalcaribe.com.co',
    description:
      'Inmuebles residenciales y comerciales en Bogotá, Cali, Barranquilla y Cartagena. Un equipo en cada ciudad para mostrarte el inmueble el mismo día y acompañarte hasta la firma.',
    socialLinks: {
      facebook: 'https://www.facebook.com/capitalcaribe',
      instagram: 'https://www.instagram.com/capitalcaribe',
      linkedin: 'https://www.linkedin.com/company/capitalcaribe',
      whatsapp: 'https://wa.me/573173345566',
    },
    logoAlignment: 'center',
    hideMainMenu: false,
    colors: ['#3c475b', '#5fb6cf'],
    initials: 'CC',
    advisers: [
      { name: 'Natalia Rodríguez Pardo', phone: '3173345566' },
      { name: 'Felipe Martínez Suárez', phone: '3164458820' },
      { name: 'Isabella Vargas Peña', phone: '3052217734' },
      { name: 'Camilo Herrera Ospina', phone: '3118896541' },
    ],
    share: 15,
  },
]

export const formattedNit = (agency: DemoAgency) => formatNit(agency.nitBase)

export const adviserEmail = (agency: DemoAgency, name: string) => {
  const [first, last] = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
  return `${first}.${last}@${new URL(agency.website).hostname}`
}

function logoSvg(agency: DemoAgency): string {
  const [main, accent] = agency.colors
  const defs = [
    linear('lg', [
      [0, lighten(main, 0.1)],
      [1, darken(main, 0.15)],
    ]),
  ]
  const body = [
    rrect(16, 16, 480, 480, 96, 'url(#lg)'),
    // A roof over the initials, with a window in the accent colour.
    poly(
      [
        [116, 236],
        [256, 116],
        [396, 236],
        [366, 236],
        [256, 146],
        [146, 236],
      ],
      accent,
    ),
    rect(236, 176, 40, 40, accent),
    `<text x="256" y="380" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="150" fill="#ffffff" letter-spacing="4">${agency.initials}</text>`,
  ]
  return svgDocument(512, 512, defs, body)
}

function bannerSvg(agency: DemoAgency): string {
  const [main, accent] = agency.colors
  const rng = new Random(agency.nitBase.length * 7919 + agency.initials.charCodeAt(0))
  const defs = [
    linear(
      'bg',
      [
        [0, darken(main, 0.1)],
        [1, lighten(main, 0.15)],
      ],
      false,
    ),
    linear('sun', [
      [0, lighten(accent, 0.3)],
      [1, accent],
    ]),
  ]
  const body = [rect(0, 0, 1600, 400, 'url(#bg)'), ellipse(1300, 150, 90, 90, 'url(#sun)', 'opacity="0.9"')]
  for (const [shade, base] of [
    [0.25, 250],
    [0.45, 300],
  ] as const) {
    let d = `M0 400 L0 ${base}`
    for (let x = 0; x <= 1600; x += 200) d += ` L${x} ${base - rng.float(20, 110)}`
    d += ' L1600 400 Z'
    body.push(path(d, darken(main, shade)))
  }
  let x = 40
  while (x < 1560) {
    const w = rng.float(40, 90)
    const h = rng.float(60, 190)
    body.push(rect(x, 400 - h, w - 8, h, darken(main, 0.6), 'opacity="0.85"'))
    for (let wy = 400 - h + 12; wy < 390; wy += 20)
      body.push(rect(x + 8, wy, w - 24, 6, accent, `opacity="${rng.float(0.2, 0.7).toFixed(2)}"`))
    x += w
  }
  return svgDocument(1600, 400, defs, body)
}

export interface AgencyImages {
  logoPath: string
  bannerPath: string
}

/** Draws the agency's logo (PNG, transparent corners) and banner (WebP) into the media storage. */
export async function renderAgencyImages(agency: DemoAgency, storage: MediaStorage): Promise<AgencyImages> {
  const logoPath = `agencies/${agency.slug}/logo.png`
  const bannerPath = `agencies/${agency.slug}/banner.webp`
  const [logo, banner] = await Promise.all([
    sharp(Buffer.from(logoSvg(agency)))
      .resize(256, 256)
      .png({ compressionLevel: 9 })
      .toBuffer(),
    sharp(Buffer.from(bannerSvg(agency)))
      .webp({ quality: 82 })
      .toBuffer(),
  ])
  await Promise.all([storage.put(logoPath, logo, 'image/png'), storage.put(bannerPath, banner, 'image/webp')])
  return { logoPath, bannerPath }
}
