/**
 * The demo new-homes projects (issue 32 point 6), planned without a database so the same
 * seed gives the same projects: 40 by default across the Valle de Aburrá, Bogotá, Cali,
 * Barranquilla and Cartagena, priced per m² from the listings' market model (seed/demo/market.ts)
 * with a premium for new construction; VIS and VIP projects under their caps (150 and 90 SMMLV
 * of 2026, core/mortgage); stages and deliveries over the next three years; 1–4 unit types with
 * a drawn floor plan; progress updates; photos from the drawn pool.
 */
import { VIP_PRICE_CAP, VIS_PRICE_CAP } from '#core/mortgage/mortgage.constants'
import type { ProjectStage } from '#db/schema/column-values'
import { DEMO_BUILDERS } from './builders'
import { floorPlanKey } from './floor-plans'
import { address, cumulative, load, offset, pickCumulative, sectorAnchor } from './listing-places'
import { CITIES, roundSale, type Estrato } from './market'
import { PHOTO_POOL_PREFIX, SCENE_COUNTS, type SceneKind } from './photo-scenes'
import { Random } from './random'
import { amenitiesFor, projectDescription, projectName, PROGRESS_NOTES } from './project-texts'

/** New construction asks this much over the used-apartment price per m² of its estrato. */
const NEW_BUILD_PREMIUM = 1.12

/** Where the demo projects are, in order (the list repeats for more than 40). */
export const PROJECT_CITIES: readonly string[] = [
  ...Array<string>(8).fill('05001'), // Medellín
  ...Array<string>(4).fill('05266'), // Envigado
  ...Array<string>(4).fill('05088'), // Bello
  ...Array<string>(4).fill('05360'), // Itagüí
  ...Array<string>(4).fill('05631'), // Sabaneta
  ...Array<string>(6).fill('11001'), // Bogotá
  ...Array<string>(4).fill('76001'), // Cali
  ...Array<string>(3).fill('08001'), // Barranquilla
  ...Array<string>(3).fill('13001'), // Cartagena
]
export const DEFAULT_DEMO_PROJECTS = PROJECT_CITIES.length

export interface DemoUnitType {
  name: string
  builtArea: number
  privateArea: number
  bedrooms: number
  bathrooms: number
  parking: number
  priceFrom: number
  unitsAvailable: number
  floorPlanKey: string
}

export interface DemoProgress {
  percent: number
  note: string
  monthsAgo: number
  photoKey: string | null
}

export interface DemoProject {
  builderIndex: number
  name: string
  description: string
  municipalityCode: string
  sectorSlug: string | null
  lat: number
  lon: number
  stratum: Estrato
  stage: ProjectStage
  deliveryYear: number
  deliveryMonth: number
  progressPercent: number
  vis: boolean
  vip: boolean
  status: 'published' | 'draft'
  amenities: string[]
  salesRoom: { address: string; hours: string; phone: string }
  unitTypes: DemoUnitType[]
  progress: DemoProgress[]
  photoKeys: string[]
  publishedMonthsAgo: number
}

const poolKey = (rng: Random, kind: SceneKind) =>
  `${PHOTO_POOL_PREFIX}/${kind}-${String(rng.int(1, SCENE_COUNTS[kind])).padStart(2, '0')}`

/** The unit types' bedrooms and private areas for a segment. */
function unitShapes(rng: Random, stratum: Estrato, social: 'vip' | 'vis' | null): [number, number][] {
  const count = rng.weightedInt({ 1: 1, 2: 3, 3: 3, 4: 2 })
  const options: [number, number][] =
    social === 'vip'
      ? [
          [2, 38],
          [2, 42],
          [3, 45],
        ]
      : social === 'vis'
        ? [
            [2, 44],
            [2, 50],
            [3, 54],
            [3, 58],
          ]
        : stratum <= 4
          ? [
              [1, 42],
              [2, 58],
              [2, 66],
              [3, 78],
              [3, 88],
            ]
          : [
              [1, 55],
              [2, 82],
              [3, 110],
              [3, 135],
              [4, 170],
            ]
  const start = rng.int(0, Math.max(0, options.length - count))
  return options.slice(start, start + count).map(([bedrooms, area]) => [bedrooms, area + rng.int(-3, 4)])
}

function unitTypes(rng: Random, stratum: Estrato, social: 'vip' | 'vis' | null, perM2: number): DemoUnitType[] {
  const cap = social === 'vip' ? VIP_PRICE_CAP : social === 'vis' ? VIS_PRICE_CAP : Infinity
  return unitShapes(rng, stratum, social).map(([bedrooms, privateArea], i) => {
    const asked = roundSale(privateArea * perM2 * rng.float(0.96, 1.05))
    // A social-interest unit is priced at most at the cap, in whole millions below it.
    const priceFrom = Math.min(asked, Math.floor(cap / 1_000_000) * 1_000_000)
    return {
      name: `Tipo ${String.fromCharCode(65 + i)}`,
      builtArea: Math.round(privateArea * 1.09),
      privateArea,
      bedrooms,
      bathrooms: bedrooms >= 3 || privateArea > 60 ? 2 : 1,
      parking: social ? 0 : stratum <= 3 ? rng.int(0, 1) : stratum === 4 ? 1 : rng.int(1, 2) + (bedrooms >= 3 ? 1 : 0),
      priceFrom,
      unitsAvailable: rng.int(2, social ? 60 : 24),
      floorPlanKey: floorPlanKey(bedrooms, rng.int(0, 1)),
    }
  })
}

/** Stage, delivery and progress from the months left until delivery (0 = ready to move in). */
function schedule(rng: Random, now: Date, monthsLeft: number) {
  const stage: ProjectStage =
    monthsLeft === 0 ? 'entrega_inmediata' : monthsLeft > 20 ? 'sobre_planos' : 'en_construccion'
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsLeft, 1))
  const percent =
    stage === 'entrega_inmediata'
      ? 100
      : stage === 'sobre_planos'
        ? rng.int(0, 8)
        : Math.min(95, Math.max(15, 100 - monthsLeft * 4 - rng.int(0, 6)))
  return { stage, deliveryYear: at.getUTCFullYear(), deliveryMonth: at.getUTCMonth() + 1, percent }
}

/** Dated updates rising to the project's percent, oldest first; building sites have a photo. */
function progressUpdates(rng: Random, stage: ProjectStage, percent: number): DemoProgress[] {
  const steps = stage === 'sobre_planos' ? [percent] : [Math.round(percent * 0.35), Math.round(percent * 0.7), percent]
  return steps.map((p, i) => ({
    percent: p,
    note: rng.pick(
      PROGRESS_NOTES[stage === 'sobre_planos' ? 'launch' : p >= 100 ? 'done' : p < 35 ? 'early' : 'structure'],
    ),
    monthsAgo: (steps.length - 1 - i) * rng.int(2, 4),
    photoKey: stage === 'sobre_planos' ? null : poolKey(rng, p < 35 ? 'land' : 'tower'),
  }))
}

function planOne(index: number, seed: number, now: Date): DemoProject {
  const rng = new Random(seed * 7919 + index * 104_729)
  const { municipalities, sectorsByCity } = load()
  const code = PROJECT_CITIES[index % PROJECT_CITIES.length]
  const city = CITIES.find((c) => c.code === code)!
  const centre = municipalities.get(code)!
  const social: 'vip' | 'vis' | null =
    index % 13 === 5 ? 'vip' : rng.chance(code === '05088' || code === '76001' ? 0.55 : 0.25) ? 'vis' : null
  const stratumWanted = (social ? rng.int(2, 3) : rng.weightedInt({ 3: 2, 4: 4, 5: 3, 6: 2 })) as Estrato
  let stratum = stratumWanted
  let sector = null
  let point: [number, number]
  if (city.hasSectors) {
    const all = (sectorsByCity.get(code) ?? []).filter((s) => !s.isRural)
    const near = all.filter((s) => Math.abs(s.estrato - stratumWanted) <= (social ? 0 : 1))
    const choices = near.length ? near : all
    sector = choices[pickCumulative(rng, cumulative(choices.map((s) => s.weight)))]
    stratum = social ? (Math.min(3, sector.estrato) as Estrato) : sector.estrato
    const [lat, lon] = sectorAnchor(sector, centre)
    point = offset(lat, lon, rng.float(-0.3, 0.3), rng.float(-0.3, 0.3))
  } else {
    const km = rng.float(1, city.radiusKm ?? 5)
    const angle = rng.float(0, Math.PI * 2)
    point = offset(centre.lat, centre.lon, km * Math.cos(angle), km * Math.sin(angle))
  }
  const premium = (city.priceFactor ?? 1) * (sector?.premium.sale ?? 1)
  const perM2 = city.prices.sale[stratum] * premium * NEW_BUILD_PREMIUM
  const builders = DEMO_BUILDERS.flatMap((b, i) => (b.cities.includes(code) ? [i] : []))
  const builderIndex = builders[index % builders.length]
  const builder = DEMO_BUILDERS[builderIndex]
  // Deliveries spread over the next three years; one project in eight ready to move in.
  const monthsLeft = index % 8 === 3 ? 0 : 2 + ((index * 11 + rng.int(0, 4)) % 35)
  const plan = schedule(rng, now, monthsLeft)
  const name = projectName(rng, index, sector?.name ?? null, code)
  const units = unitTypes(rng, stratum, social, perM2)
  const amenities = amenitiesFor(rng, stratum, social !== null)
  const placeName = [sector?.name, centre.displayName].filter(Boolean).join(', ')
  return {
    builderIndex,
    name,
    description: projectDescription({
      name,
      place: placeName,
      stage: plan.stage,
      units,
      social,
      city: centre.displayName,
    }),
    municipalityCode: code,
    sectorSlug: sector?.slug ?? null,
    lat: point[0],
    lon: point[1],
    stratum,
    stage: plan.stage,
    deliveryYear: plan.deliveryYear,
    deliveryMonth: plan.deliveryMonth,
    progressPercent: plan.percent,
    vis: social !== null,
    vip: social === 'vip',
    // Two of the demo builder's projects wait as drafts in its back-office.
    status: builderIndex === 0 && index % 10 === 9 ? 'draft' : 'published',
    amenities,
    salesRoom: {
      address: address(rng, false, null),
      hours: rng.pick(SALES_ROOM_HOURS),
      phone: builder.phones[0],
    },
    unitTypes: units,
    progress: progressUpdates(rng, plan.stage, plan.percent),
    photoKeys: [
      poolKey(rng, 'tower'),
      poolKey(rng, stratum >= 4 ? 'pool' : 'view'),
      poolKey(rng, 'living'),
      poolKey(rng, 'kitchen'),
      poolKey(rng, 'bedroom'),
    ],
    publishedMonthsAgo: rng.int(0, 10),
  }
}

const SALES_ROOM_HOURS = [
  'Lunes a domingo, 9 a. m. a 6 p. m.',
  'Lunes a sábado, 10 a. m. a 6 p. m.; domingos y festivos, 10 a. m. a 5 p. m.',
  'Todos los días de 9 a. m. a 5 p. m.',
]

/** The demo projects: `count` of them (40 by default), the same for the same seed and day. */
export function planProjects(count: number, options: { seed: number; now: Date }): DemoProject[] {
  return Array.from({ length: count }, (_, i) => planOne(i, options.seed, options.now))
}
