/**
 * The demo floor plans (issue 32): a small pool of apartment plans drawn as SVG, one per
 * number of bedrooms (1–4) and variant, rendered once through the photo pipeline into media
 * storage as the demo photos are. Unit types refer to them by key, so 40 projects (or 4,000)
 * render eight pictures. Deterministic: the same plan on every run.
 */
import sharp from 'sharp'
import { processPhoto } from '#core/media/image-pipeline.infra'
import type { MediaStorage } from '#core/media/storage.infra'
import { ellipse, rect, rrect, svgDocument } from './svg'

export const PLAN_PREFIX = 'demo/plans'
export const PLAN_VARIANTS = 2
export const PLAN_SIZE = { width: 1200, height: 800, widths: '480,800,1200' } as const

const WALL = '#2f3437'
const FLOOR = { social: '#f3ead9', private: '#e6eef3', wet: '#dfe9e4', outside: '#e9f1dc' }

interface Room {
  x: number
  y: number
  w: number
  h: number
  label: string
  fill: string
  furniture?: 'bed' | 'sofa' | 'counter' | 'toilet' | 'table'
}

/** The storage key of a plan for a number of bedrooms (clamped to 1–4) and a variant. */
export function floorPlanKey(bedrooms: number, variant: number): string {
  const b = Math.min(4, Math.max(1, Math.round(bedrooms)))
  return `${PLAN_PREFIX}/plan-${b}-${(Math.abs(variant) % PLAN_VARIANTS) + 1}`
}

export function floorPlanKeys(): { key: string; bedrooms: number; variant: number }[] {
  return [1, 2, 3, 4].flatMap((bedrooms) =>
    Array.from({ length: PLAN_VARIANTS }, (_, variant) => ({
      key: floorPlanKey(bedrooms, variant),
      bedrooms,
      variant,
    })),
  )
}

function furniture(room: Room): string {
  const cx = room.x + room.w / 2
  const cy = room.y + room.h / 2
  switch (room.furniture) {
    case 'bed':
      return (
        rect(cx - 55, cy - 50, 110, 140, '#ffffff', `stroke="${WALL}" stroke-width="2"`) +
        rect(cx - 45, cy - 40, 90, 26, '#d7dde2')
      )
    case 'sofa':
      return rrect(cx - 110, cy + 40, 220, 50, 10, '#d9c7a7', `stroke="${WALL}" stroke-width="2"`)
    case 'table':
      return ellipse(cx, cy + 50, 60, 40, '#ffffff', `stroke="${WALL}" stroke-width="2"`)
    case 'counter':
      return rect(room.x + 10, room.y + room.h - 50, room.w - 20, 40, '#ffffff', `stroke="${WALL}" stroke-width="2"`)
    case 'toilet':
      return ellipse(room.x + room.w - 40, cy + 20, 18, 24, '#ffffff', `stroke="${WALL}" stroke-width="2"`)
    default:
      return ''
  }
}

function label(room: Room): string {
  return `<text x="${room.x + room.w / 2}" y="${room.y + 40}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="${WALL}">${room.label}</text>`
}

/** The rooms of a plan: the social zone on the left, bedrooms and bathrooms around a corridor on the right. */
function rooms(bedrooms: number, variant: number): Room[] {
  const [left, top, right, bottom] = [100, 80, 1100, 680]
  const split = left + (right - left) * (variant === 0 ? 0.46 : 0.52)
  const kitchenH = (bottom - top) * 0.36
  const out: Room[] = [
    { x: left, y: top, w: split - left, h: kitchenH, label: 'Cocina', fill: FLOOR.wet, furniture: 'counter' },
    {
      x: left,
      y: top + kitchenH,
      w: split - left,
      h: bottom - top - kitchenH,
      label: 'Sala comedor',
      fill: FLOOR.social,
      furniture: variant === 0 ? 'sofa' : 'table',
    },
    { x: left, y: bottom, w: (split - left) * 0.8, h: 80, label: 'Balcón', fill: FLOOR.outside },
  ]
  const corridor = 90
  const rowH = (bottom - top - corridor) / 2
  const upper = Math.ceil(bedrooms / 2)
  const lower = bedrooms - upper
  const row = (y: number, count: number, extra: string, first: number) => {
    const bathW = 150
    const bedW = (right - split - bathW) / Math.max(1, count)
    for (let i = 0; i < count; i++)
      out.push({
        x: split + i * bedW,
        y,
        w: bedW,
        h: rowH,
        label: `Alcoba ${first + i}`,
        fill: FLOOR.private,
        furniture: 'bed',
      })
    const fill = extra === 'Estudio' ? FLOOR.private : FLOOR.wet
    out.push({
      x: split + count * bedW,
      y,
      w: right - split - count * bedW,
      h: rowH,
      label: extra,
      fill,
      furniture: extra === 'Baño' ? 'toilet' : undefined,
    })
  }
  row(top, upper, 'Baño', 1)
  row(top + rowH + corridor, lower, bedrooms === 1 ? 'Estudio' : bedrooms >= 3 ? 'Baño' : 'Ropas', upper + 1)
  out.push({ x: split, y: top + rowH, w: right - split, h: corridor, label: '', fill: FLOOR.social })
  return out
}

/** The SVG of one plan. */
export function drawFloorPlan(bedrooms: number, variant: number): string {
  const body = [rect(0, 0, PLAN_SIZE.width, PLAN_SIZE.height, '#fbfaf6')]
  for (const room of rooms(bedrooms, variant)) {
    body.push(rect(room.x, room.y, room.w, room.h, room.fill, `stroke="${WALL}" stroke-width="6"`))
    body.push(furniture(room))
    if (room.label) body.push(label(room))
  }
  return svgDocument(PLAN_SIZE.width, PLAN_SIZE.height, [], body)
}

/** Renders the plans not yet in storage; returns how many were drawn. */
export async function renderFloorPlans(storage: MediaStorage): Promise<number> {
  let rendered = 0
  for (const plan of floorPlanKeys()) {
    if (await storage.exists(`${plan.key}-og.jpg`)) continue
    const { data, info } = await sharp(Buffer.from(drawFloorPlan(plan.bedrooms, plan.variant)))
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    await processPhoto({ data, width: info.width, height: info.height, channels: info.channels }, plan.key, {
      storage,
      quality: 78,
      effort: 0,
    })
    rendered++
  }
  return rendered
}
