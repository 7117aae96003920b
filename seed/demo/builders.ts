/**
 * The demo builders (constructoras, issue 32): agency records of kind builder, drawn and
 * inserted as the demo agencies are (logo, banner, sales advisers), with no listings of their
 * own. The first one's Admin is the demo account constructora@example.com.
 */
import type { DemoAgency } from './agencies'

/** Where a builder sells: the municipalities its projects are drawn in. */
export interface DemoBuilder extends DemoAgency {
  cities: string[]
}

const builder = (b: Omit<DemoBuilder, 'logoAlignment' | 'hideMainMenu' | 'share'>): DemoBuilder => ({
  ...b,
  logoAlignment: 'left',
  hideMainMenu: false,
  share: 0,
})

export const DEMO_BUILDERS: DemoBuilder[] = [
  builder({
    name: 'Constructora Cumbres de Aburrá',
    slug: 'cumbres-de-aburra',
    nitBase: '900871236',
    codePrefix: 'CA',
    municipalityCode: '05001',
    address: 'Carrera 43A # 14-109, oficina 801, Medellín',
    phones: ['6043114200', '3104456789'],
    whatsapp: '573104456789',
    email: 'ventas@cumbresdeaburra.com.co',
    website: 'https://cumbresdeaburra.com.co',
    description:
      'Construimos vivienda nueva en el Valle de Aburrá desde 1998: apartamentos VIS y No VIS en Medellín, Envigado, Sabaneta, Itagüí y Bello, con salas de ventas abiertas todos los días.',
    socialLinks: { instagram: 'https://www.instagram.com/cumbresdeaburra', whatsapp: 'https://wa.me/573104456789' },
    colors: ['#8a4b2a', '#f0c987'],
    initials: 'CA',
    advisers: [
      { name: 'Laura Cristina Gaviria', phone: '3104456789' },
      { name: 'Julián Andrés Posada', phone: '3015562718' },
    ],
    cities: ['05001', '05266', '05631', '05360', '05088'],
  }),
  builder({
    name: 'Habitat Andino Constructores',
    slug: 'habitat-andino',
    nitBase: '901106584',
    codePrefix: 'HA',
    municipalityCode: '11001',
    address: 'Avenida Carrera 9 # 113-52, oficina 1204, Bogotá',
    phones: ['6016214400', '3157781203'],
    whatsapp: '573157781203',
    email: 'salas@habitatandino.com.co',
    website: 'https://habitatandino.com.co',
    description:
      'Proyectos de vivienda en Bogotá y el Valle de Aburrá: torres con zonas comunes completas, unidades VIS con subsidio y apartamentos de lujo en el norte de la ciudad.',
    socialLinks: { facebook: 'https://www.facebook.com/habitatandino', whatsapp: 'https://wa.me/573157781203' },
    colors: ['#1f4e79', '#9fc5e8'],
    initials: 'HA',
    advisers: [
      { name: 'Diana Marcela Cárdenas', phone: '3157781203' },
      { name: 'Sebastián Forero Rincón', phone: '3186623491' },
    ],
    cities: ['11001', '05001', '05088'],
  }),
  builder({
    name: 'Costa y Valle Urbanizadora',
    slug: 'costa-y-valle',
    nitBase: '900664219',
    codePrefix: 'CV',
    municipalityCode: '76001',
    address: 'Avenida 6N # 28N-102, oficina 502, Cali',
    phones: ['6026608800', '3128894410'],
    whatsapp: '573128894410',
    email: 'ventas@costayvalle.com.co',
    website: 'https://costayvalle.com.co',
    description:
      'Urbanizamos y construimos en Cali, Barranquilla y Cartagena: vivienda de interés social en las zonas de expansión y apartamentos frente al mar.',
    socialLinks: { instagram: 'https://www.instagram.com/costayvalle', whatsapp: 'https://wa.me/573128894410' },
    colors: ['#2e7d6b', '#f6d365'],
    initials: 'CV',
    advisers: [
      { name: 'María José Caicedo', phone: '3128894410' },
      { name: 'Andrés Felipe Barrios', phone: '3004418827' },
    ],
    cities: ['76001', '08001', '13001'],
  }),
]
