/**
 * The demo photo pool: about 60 pictures drawn as SVG (façades, living rooms, kitchens,
 * bedrooms, bathrooms, views, offices, shops, warehouses, land and farms), each from its
 * own seed so the pool is the same on every run. Listings reference these pictures by
 * key, so seeding thousands of listings renders only the pool.
 */
import type { PropertyTypeSlug } from '#core/catalog/property-types.constants'
import { Random } from './random'
import {
  darken,
  ellipse,
  lighten,
  line,
  linear,
  mix,
  path,
  poly,
  radial,
  rect,
  rrect,
  svgDocument,
  type Point,
} from './svg'

export const SCENE_WIDTH = 1200
export const SCENE_HEIGHT = 800
const W = SCENE_WIDTH
const H = SCENE_HEIGHT

export type SceneKind =
  | 'tower'
  | 'house'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'view'
  | 'pool'
  | 'office'
  | 'shop'
  | 'warehouse'
  | 'land'
  | 'farm'

export const SCENE_COUNTS: Record<SceneKind, number> = {
  tower: 6,
  house: 6,
  living: 7,
  kitchen: 6,
  bedroom: 6,
  bathroom: 5,
  view: 5,
  pool: 3,
  office: 5,
  shop: 3,
  warehouse: 3,
  land: 3,
  farm: 4,
}

export const SCENE_ALT: Record<SceneKind, string> = {
  tower: 'Fachada del edificio',
  house: 'Fachada de la casa',
  living: 'Sala comedor',
  kitchen: 'Cocina',
  bedroom: 'Alcoba',
  bathroom: 'Baño',
  view: 'Vista desde el inmueble',
  pool: 'Piscina y zonas comunes',
  office: 'Espacio de trabajo',
  shop: 'Fachada del local',
  warehouse: 'Bodega',
  land: 'Terreno',
  farm: 'Finca',
}

export interface Scene {
  kind: SceneKind
  /** Storage key prefix of its files ("demo/photos/living-03"). */
  key: string
  seed: number
}

export const PHOTO_POOL_PREFIX = 'demo/photos'

export function scenePool(): Scene[] {
  const scenes: Scene[] = []
  let seed = 1000
  for (const [kind, count] of Object.entries(SCENE_COUNTS) as Array<[SceneKind, number]>) {
    for (let i = 1; i <= count; i++)
      scenes.push({ kind, key: `${PHOTO_POOL_PREFIX}/${kind}-${String(i).padStart(2, '0')}`, seed: seed++ })
  }
  return scenes
}

/** Which pictures a listing of each type shows, cover first. */
export const PHOTO_PLAN: Record<PropertyTypeSlug, SceneKind[]> = {
  apartment: ['living', 'kitchen', 'bedroom', 'view', 'bathroom', 'tower', 'pool', 'bedroom'],
  studio: ['living', 'kitchen', 'bathroom', 'view', 'tower', 'pool'],
  house: ['house', 'living', 'kitchen', 'bedroom', 'bathroom', 'bedroom', 'land', 'pool'],
  'commercial-house': ['house', 'office', 'living', 'bathroom', 'kitchen'],
  office: ['office', 'view', 'office', 'tower', 'bathroom'],
  'consulting-room': ['office', 'bathroom', 'tower', 'view'],
  'local-shop': ['shop', 'shop', 'tower', 'office'],
  warehouse: ['warehouse', 'warehouse', 'land', 'office'],
  lot: ['land', 'land', 'view', 'farm'],
  farm: ['farm', 'land', 'living', 'pool', 'bedroom', 'kitchen', 'farm', 'bathroom'],
}

// ---------------------------------------------------------------- palettes

const WALLS = ['#f4efe6', '#ece6dc', '#e9e4dd', '#f2ede4', '#e3e6e1', '#efe9e1', '#dfe3e6', '#f5f1ea']
const FLOORS = ['#c49a6c', '#b98a5e', '#d2b48c', '#a87b51', '#cfc6bb', '#bdb4aa', '#c7a27c', '#9c7a5b']
const ACCENTS = ['#fecc2d', '#2f7f7a', '#c8643b', '#3c475b', '#7a8b4a', '#b5485d', '#4a6fa5', '#d99a3d']
const SOFAS = ['#8d99a6', '#d8cbb8', '#5f6b73', '#b9a58f', '#6f7d6a', '#a3a9b5', '#c9b79c', '#4f5d6b']
const SKIES: Array<[string, string]> = [
  ['#7fb8e6', '#d8ecf8'],
  ['#9cc7e8', '#f4e7d0'],
  ['#5d8fc7', '#bcd9ef'],
  ['#f6b47b', '#fde7c7'],
  ['#86b5dc', '#eaf3fa'],
]

// ---------------------------------------------------------------- shared pieces

function skyAndHills(
  rng: Random,
  defs: string[],
  top: number,
  bottom: number,
  x0: number,
  x1: number,
  options: { city?: boolean } = {},
) {
  const sky = rng.pick(SKIES)
  const id = `sky${rng.int(0, 1e6)}`
  defs.push(
    linear(id, [
      [0, sky[0]],
      [1, sky[1]],
    ]),
  )
  const out = [rect(x0, top, x1 - x0, bottom - top, `url(#${id})`)]
  // Two ranges of mountains, the far one paler: the Aburrá valley is never flat.
  for (const [shade, amp, base] of [
    [0.55, 0.35, 0.62],
    [0.25, 0.25, 0.78],
  ] as const) {
    const y0 = top + (bottom - top) * base
    const pts: Point[] = [[x0, bottom]]
    const steps = 8
    for (let i = 0; i <= steps; i++) pts.push([x0 + ((x1 - x0) * i) / steps, y0 - rng.float(0, (bottom - top) * amp)])
    pts.push([x1, bottom])
    out.push(poly(pts, mix('#4f7a5a', sky[1], shade)))
  }
  if (options.city) {
    let x = x0
    while (x < x1) {
      const bw = rng.float(18, 46)
      const bh = rng.float((bottom - top) * 0.08, (bottom - top) * 0.32)
      out.push(rect(x, bottom - bh, bw - 3, bh, mix('#8a94a3', sky[1], rng.float(0.2, 0.5))))
      x += bw
    }
  }
  return out
}

function room(
  rng: Random,
  defs: string[],
  options: { wall?: string; floor?: string; back?: [number, number, number, number] } = {},
) {
  const wall = options.wall ?? rng.pick(WALLS)
  const floor = options.floor ?? rng.pick(FLOORS)
  const shift = rng.float(-120, 120)
  const [bx1, by1, bx2, by2] = options.back ?? [250 + shift, 120, 950 + shift, 560]
  const floorId = `floor${rng.int(0, 1e6)}`
  const wallId = `wall${rng.int(0, 1e6)}`
  defs.push(
    linear(floorId, [
      [0, darken(floor, 0.12)],
      [1, lighten(floor, 0.08)],
    ]),
  )
  defs.push(
    linear(wallId, [
      [0, lighten(wall, 0.15)],
      [1, darken(wall, 0.04)],
    ]),
  )
  const body = [
    poly(
      [
        [0, 0],
        [W, 0],
        [bx2, by1],
        [bx1, by1],
      ],
      lighten(wall, 0.35),
    ),
    poly(
      [
        [0, 0],
        [bx1, by1],
        [bx1, by2],
        [0, H],
      ],
      darken(wall, 0.07),
    ),
    poly(
      [
        [W, 0],
        [bx2, by1],
        [bx2, by2],
        [W, H],
      ],
      darken(wall, 0.1),
    ),
    rect(bx1, by1, bx2 - bx1, by2 - by1, `url(#${wallId})`),
    poly(
      [
        [0, H],
        [bx1, by2],
        [bx2, by2],
        [W, H],
      ],
      `url(#${floorId})`,
    ),
  ]
  // Planks (or tiles) converging to the back wall.
  const planks = rng.int(9, 16)
  for (let i = 1; i < planks; i++) {
    const t = i / planks
    body.push(line(bx1 + (bx2 - bx1) * t, by2, -500 + (W + 1000) * t, H, darken(floor, 0.25), 1.5, 'opacity="0.35"'))
  }
  if (rng.chance(0.5)) {
    for (let i = 1; i < 5; i++) {
      const t = Math.pow(i / 5, 1.6)
      const y = by2 + (H - by2) * t
      const xl = bx1 - bx1 * t
      const xr = bx2 + (W - bx2) * t
      body.push(line(xl, y, xr, y, darken(floor, 0.2), 1.2, 'opacity="0.25"'))
    }
  }
  // Skirting and ceiling line.
  body.push(line(bx1, by2, bx2, by2, darken(wall, 0.25), 3))
  body.push(line(bx1, by1, bx2, by1, darken(wall, 0.08), 2))
  return { body, back: { x1: bx1, y1: by1, x2: bx2, y2: by2 }, wall, floor }
}

function windowOnWall(
  rng: Random,
  defs: string[],
  x: number,
  y: number,
  w: number,
  h: number,
  options: { city?: boolean } = {},
) {
  const out = [rect(x - 8, y - 8, w + 16, h + 16, '#f8f8f6')]
  out.push(`<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}">`)
  out.push(...skyAndHills(rng, defs, y, y + h, x, x + w, { city: options.city ?? true }))
  out.push('</svg>')
  const panes = Math.max(2, Math.round(w / 160))
  for (let i = 1; i < panes; i++) out.push(rect(x + (w * i) / panes - 3, y, 6, h, '#f8f8f6'))
  out.push(rect(x, y + h * 0.62, w, 5, '#f8f8f6', 'opacity="0.9"'))
  const lightId = `light${rng.int(0, 1e6)}`
  defs.push(
    linear(lightId, [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]),
  )
  return {
    out,
    light: poly(
      [
        [x, y + h],
        [x + w, y + h],
        [x + w * 1.5, H],
        [x - w * 0.3, H],
      ],
      `url(#${lightId})`,
    ),
  }
}

function plant(rng: Random, x: number, baseY: number, size: number) {
  const pot = rng.pick(['#d9d4cc', '#c8643b', '#3c475b', '#f2f2f2', '#b08d6d'])
  const leaf = rng.pick(['#4f7a52', '#5d8a5b', '#3f6b4a', '#6b8f4e'])
  const out = [ellipse(x, baseY + 2, size * 0.5, size * 0.08, '#000', 'opacity="0.12"')]
  for (let i = 0; i < 9; i++) {
    const angle = -Math.PI / 2 + rng.float(-1.1, 1.1)
    const len = size * rng.float(0.7, 1.3)
    const cx = x + Math.cos(angle) * len * 0.5
    const cy = baseY - size * 0.55 + Math.sin(angle) * len * 0.5
    out.push(
      ellipse(
        cx,
        cy,
        size * 0.16,
        len * 0.32,
        i % 2 ? leaf : darken(leaf, 0.15),
        `transform="rotate(${Math.round((angle * 180) / Math.PI + 90)} ${Math.round(cx)} ${Math.round(cy)})"`,
      ),
    )
  }
  out.push(
    path(
      `M${x - size * 0.28} ${baseY - size * 0.5} L${x + size * 0.28} ${baseY - size * 0.5} L${x + size * 0.2} ${baseY} L${x - size * 0.2} ${baseY} Z`,
      pot,
    ),
  )
  return out
}

function artwork(rng: Random, x: number, y: number, w: number, h: number, accent: string) {
  const out = [
    rect(x - 6, y - 6, w + 12, h + 12, rng.pick(['#2b2b2b', '#c9a66b', '#f5f5f5'])),
    rect(x, y, w, h, '#faf7f2'),
  ]
  for (let i = 0; i < 3; i++) {
    const c = i === 0 ? accent : rng.pick(ACCENTS)
    if (rng.chance(0.5))
      out.push(
        ellipse(
          x + rng.float(0.2, 0.8) * w,
          y + rng.float(0.3, 0.7) * h,
          w * rng.float(0.12, 0.28),
          w * rng.float(0.12, 0.28),
          c,
          'opacity="0.85"',
        ),
      )
    else
      out.push(
        rect(
          x + rng.float(0.1, 0.5) * w,
          y + rng.float(0.1, 0.5) * h,
          w * rng.float(0.2, 0.45),
          h * rng.float(0.2, 0.45),
          c,
          'opacity="0.85"',
        ),
      )
  }
  return out
}

function pendant(x: number, top: number, drop: number, color: string) {
  return [
    line(x, top, x, top + drop, '#333', 2),
    path(`M${x - 28} ${top + drop + 26} Q${x} ${top + drop - 14} ${x + 28} ${top + drop + 26} Z`, color),
    ellipse(x, top + drop + 28, 16, 5, '#fff7d6', 'opacity="0.9"'),
  ]
}

function vignette(defs: string[]) {
  defs.push(
    radial(
      'vig',
      [
        [0.55, '#000', 0],
        [1, '#000', 0.28],
      ],
      0.5,
      0.5,
      0.75,
    ),
  )
  return rect(0, 0, W, H, 'url(#vig)')
}

// ---------------------------------------------------------------- interiors

function living(rng: Random): string {
  const defs: string[] = []
  const r = room(rng, defs)
  const { x1, y1, x2, y2 } = r.back
  const accent = rng.pick(ACCENTS)
  const sofa = rng.pick(SOFAS)
  const body = [...r.body]
  const win = windowOnWall(rng, defs, x1 + (x2 - x1) * 0.52, y1 + 50, (x2 - x1) * 0.4, 260)
  body.push(...win.out, win.light)
  body.push(...artwork(rng, x1 + 60, y1 + 70, 150, 110, accent))
  // Rug, sofa, cushions, coffee table.
  body.push(
    poly(
      [
        [x1 - 80, 690],
        [x2 + 60, 690],
        [x2 - 40, 585],
        [x1 + 40, 585],
      ],
      mix(rng.pick(['#d9cbb5', '#c2c7cc', '#e3d9c6', '#a9a29a']), r.floor, 0.2),
    ),
  )
  body.push(ellipse((x1 + x2) / 2 - 40, 640, 330, 24, '#000', 'opacity="0.12"'))
  const sx = x1 + 10
  const sw = (x2 - x1) * 0.62
  body.push(rrect(sx, 440, sw, 100, 18, darken(sofa, 0.08)))
  body.push(rrect(sx - 30, 500, sw + 60, 110, 20, sofa))
  body.push(
    rrect(sx - 40, 470, 60, 140, 20, darken(sofa, 0.12)),
    rrect(sx + sw - 20, 470, 60, 140, 20, darken(sofa, 0.12)),
  )
  for (let i = 0; i < 3; i++) body.push(rrect(sx + 30 + i * (sw / 3), 505, sw / 3 - 20, 40, 12, lighten(sofa, 0.1)))
  body.push(
    rrect(sx + 40, 455, 90, 70, 16, accent),
    rrect(sx + sw - 140, 455, 90, 70, 16, rng.pick(['#f2efe9', lighten(accent, 0.4)])),
  )
  const table = rng.pick(['#6b4f3a', '#2f2f2f', '#d7c3a3', '#8a6e55'])
  body.push(ellipse(sx + sw / 2, 712, 170, 14, '#000', 'opacity="0.14"'))
  body.push(
    line(sx + sw / 2 - 120, 660, sx + sw / 2 - 130, 708, darken(table, 0.3), 6),
    line(sx + sw / 2 + 120, 660, sx + sw / 2 + 130, 708, darken(table, 0.3), 6),
  )
  body.push(
    rrect(sx + sw / 2 - 160, 644, 320, 20, 6, table),
    rrect(sx + sw / 2 - 60, 630, 70, 14, 4, rng.pick(ACCENTS)),
  )
  body.push(...plant(rng, x2 - 40, y2 + 30, 130))
  // Floor lamp.
  body.push(
    line(x1 - 60, 620, x1 - 60, 330, '#2f2f2f', 5),
    path(`M${x1 - 105} 330 L${x1 - 15} 330 L${x1 - 35} 270 L${x1 - 85} 270 Z`, lighten(accent, 0.5)),
  )
  if (rng.chance(0.6)) body.push(...pendant((x1 + x2) / 2, 0, y1 + 40, accent))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function bedroom(rng: Random): string {
  const defs: string[] = []
  const r = room(rng, defs)
  const { x1, y1, x2, y2 } = r.back
  const accent = rng.pick(ACCENTS)
  const body = [...r.body]
  const win = windowOnWall(rng, defs, rng.chance(0.5) ? x1 + 30 : x2 - 250, y1 + 40, 220, 240)
  body.push(...win.out, win.light)
  const cx = (x1 + x2) / 2 + rng.float(-40, 40)
  // Headboard, bed, blanket and pillows.
  body.push(rrect(cx - 230, y2 - 230, 460, 200, 14, rng.pick(['#8a6e55', '#c9b79c', '#5f6b73', '#d8cbb8', '#3c475b'])))
  body.push(ellipse(cx, 720, 330, 40, '#000', 'opacity="0.15"'))
  body.push(
    poly(
      [
        [cx - 220, y2 - 60],
        [cx + 220, y2 - 60],
        [cx + 300, 700],
        [cx - 300, 700],
      ],
      '#fbfaf7',
    ),
  )
  body.push(
    poly(
      [
        [cx - 250, 600],
        [cx + 250, 600],
        [cx + 300, 700],
        [cx - 300, 700],
      ],
      accent,
    ),
  )
  body.push(
    poly(
      [
        [cx - 300, 700],
        [cx + 300, 700],
        [cx + 300, 730],
        [cx - 300, 730],
      ],
      darken(accent, 0.25),
    ),
  )
  body.push(rrect(cx - 190, y2 - 95, 170, 60, 18, '#ffffff'), rrect(cx + 20, y2 - 95, 170, 60, 18, '#f4f2ee'))
  body.push(rrect(cx - 120, y2 - 70, 240, 40, 14, lighten(accent, 0.45)))
  // Nightstands with lamps.
  for (const side of [-1, 1]) {
    const nx = cx + side * 300 - 45
    body.push(rect(nx, y2 - 40, 90, 90, rng.pick(['#6b4f3a', '#e9e4dd', '#2f2f2f'])))
    body.push(
      line(nx + 45, y2 - 40, nx + 45, y2 - 90, '#555', 4),
      path(
        `M${nx + 15} ${y2 - 90} L${nx + 75} ${y2 - 90} L${nx + 62} ${y2 - 135} L${nx + 28} ${y2 - 135} Z`,
        '#fff3d1',
      ),
    )
  }
  body.push(...artwork(rng, cx - 90, y1 + 40, 180, 100, accent))
  if (rng.chance(0.5)) body.push(...plant(rng, x1 - 40, 740, 150))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function kitchen(rng: Random): string {
  const defs: string[] = []
  const r = room(rng, defs, { floor: rng.pick(['#cfc6bb', '#bdb4aa', '#d9d4cc', '#c49a6c', '#e4ddd2']) })
  const { x1, y1, x2, y2 } = r.back
  const cabinet = rng.pick(['#f3f1ec', '#3c475b', '#6f7d6a', '#d8cbb8', '#2f2f2f', '#b9a58f'])
  const counter = rng.pick(['#f7f7f5', '#2b2b2b', '#d9d4cc', '#e9e4dd'])
  const accent = rng.pick(ACCENTS)
  const body = [...r.body]
  // Backsplash tiles.
  const tile = rng.pick(['#e8eef0', '#f4efe6', '#dfe7e2', '#f1e4d6'])
  body.push(rect(x1, y2 - 230, x2 - x1, 90, tile))
  for (let x = x1; x < x2; x += 30) body.push(line(x, y2 - 230, x, y2 - 140, darken(tile, 0.1), 1))
  for (let y = y2 - 230; y < y2 - 140; y += 15) body.push(line(x1, y, x2, y, darken(tile, 0.1), 1))
  // Upper and lower cabinets.
  body.push(rect(x1, y1 + 30, x2 - x1, 150, cabinet))
  for (let x = x1; x < x2; x += 100) body.push(line(x, y1 + 30, x, y1 + 180, darken(cabinet, 0.2), 2))
  body.push(rect(x1, y2 - 140, x2 - x1, 140, cabinet), rect(x1 - 10, y2 - 150, x2 - x1 + 20, 14, counter))
  for (let x = x1; x < x2; x += 100)
    body.push(line(x, y2 - 136, x, y2, darken(cabinet, 0.2), 2), rect(x + 42, y2 - 120, 16, 4, '#9a9a9a'))
  // Hood and window.
  const hx = x1 + (x2 - x1) * 0.3
  body.push(
    path(`M${hx - 60} ${y2 - 235} L${hx + 60} ${y2 - 235} L${hx + 25} ${y1 + 60} L${hx - 25} ${y1 + 60} Z`, '#b7bcc2'),
  )
  const win = windowOnWall(rng, defs, x1 + (x2 - x1) * 0.58, y2 - 225, (x2 - x1) * 0.3, 75)
  body.push(...win.out)
  // Island with stools.
  body.push(ellipse(W / 2, 740, 380, 30, '#000', 'opacity="0.15"'))
  body.push(rect(W / 2 - 330, 560, 660, 170, darken(cabinet, 0.06)), rect(W / 2 - 350, 545, 700, 22, counter))
  for (const dx of [-200, 0, 200]) {
    body.push(
      rrect(W / 2 + dx - 40, 620, 80, 20, 8, accent),
      line(W / 2 + dx - 30, 640, W / 2 + dx - 40, 780, '#333', 4),
      line(W / 2 + dx + 30, 640, W / 2 + dx + 40, 780, '#333', 4),
    )
  }
  body.push(...plant(rng, W / 2 + 250, 547, 70))
  body.push(...pendant(W / 2 - 150, 0, y1 + 70, '#2f2f2f'), ...pendant(W / 2 + 150, 0, y1 + 70, '#2f2f2f'))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function bathroom(rng: Random): string {
  const defs: string[] = []
  const tile = rng.pick(['#eef1f2', '#e6e2da', '#dfe7e2', '#f4f1ec', '#d5dde3'])
  const r = room(rng, defs, {
    wall: tile,
    floor: rng.pick(['#bdb4aa', '#8f969c', '#d9d4cc', '#a9a29a']),
    back: [240, 100, 960, 590],
  })
  const { x1, y1, x2, y2 } = r.back
  const body = [...r.body]
  for (let x = x1; x < x2; x += 50) body.push(line(x, y1, x, y2, darken(tile, 0.08), 1.2))
  for (let y = y1; y < y2; y += 50) body.push(line(x1, y, x2, y, darken(tile, 0.08), 1.2))
  const wood = rng.pick(['#8a6e55', '#c9b79c', '#3c475b', '#f3f1ec', '#6f7d6a'])
  // Vanity, basin, mirror, tap.
  body.push(rect(x1 + 40, y2 - 190, 300, 150, wood), rect(x1 + 30, y2 - 205, 320, 18, '#f7f7f5'))
  body.push(ellipse(x1 + 190, y2 - 210, 80, 16, '#ffffff'), line(x1 + 190, y2 - 250, x1 + 190, y2 - 222, '#9a9a9a', 6))
  body.push(
    rrect(x1 + 80, y1 + 40, 220, 200, rng.chance(0.5) ? 120 : 12, '#cfe0e8', 'stroke="#b0b4b8" stroke-width="8"'),
  )
  body.push(
    path(`M${x1 + 110} ${y1 + 70} L${x1 + 170} ${y1 + 70} L${x1 + 120} ${y1 + 180} Z`, '#ffffff', 'opacity="0.4"'),
  )
  // Shower with glass panel.
  const sx = x2 - 230
  body.push(rect(sx, y1 + 40, 200, y2 - y1 - 40, darken(tile, 0.05)))
  body.push(line(sx + 140, y1 + 70, sx + 140, y1 + 110, '#9a9a9a', 6), ellipse(sx + 120, y1 + 115, 34, 8, '#9a9a9a'))
  body.push(
    rect(sx - 10, y1 + 30, 12, y2 - y1 - 30, '#c0c4c8'),
    rect(sx, y1 + 30, 200, y2 - y1 - 30, '#dff1f7', 'opacity="0.25"'),
  )
  body.push(line(sx + 40, y1 + 60, sx + 90, y1 + 180, '#ffffff', 6, 'opacity="0.5"'))
  // Towel and plant.
  body.push(
    rect(x1 + 380, y1 + 200, 80, 6, '#9a9a9a'),
    rect(x1 + 390, y1 + 206, 60, 120, rng.pick(ACCENTS), 'opacity="0.9"'),
  )
  body.push(...plant(rng, x1 + 290, y2 - 206, 70))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function office(rng: Random): string {
  const defs: string[] = []
  const r = room(rng, defs, {
    wall: rng.pick(['#eef0f2', '#e9e4dd', '#f4f4f2']),
    floor: rng.pick(['#8f969c', '#a9a29a', '#bdb4aa', '#b98a5e']),
  })
  const { x1, y1, x2 } = r.back
  const body = [...r.body]
  const win = windowOnWall(rng, defs, x1 + 20, y1 + 30, x2 - x1 - 40, 300)
  body.push(...win.out, win.light)
  // Ceiling light strips.
  for (let i = 0; i < 3; i++)
    body.push(
      poly(
        [
          [W / 2 - 200 + i * 150, 20 + i * 30],
          [W / 2 - 120 + i * 150, 20 + i * 30],
          [W / 2 - 130 + i * 150, 35 + i * 30],
          [W / 2 - 210 + i * 150, 35 + i * 30],
        ],
        '#ffffff',
        'opacity="0.9"',
      ),
    )
  const desk = rng.pick(['#f3f1ec', '#c49a6c', '#e9e4dd', '#2f2f2f'])
  const chair = rng.pick(['#2f2f2f', '#3c475b', '#fecc2d', '#2f7f7a'])
  for (const [dx, dy, s] of [
    [-280, 540, 0.8],
    [120, 540, 0.8],
    [-330, 650, 1],
    [170, 650, 1],
  ] as const) {
    const x = W / 2 + dx
    body.push(ellipse(x + 130 * s, dy + 95 * s, 170 * s, 16 * s, '#000', 'opacity="0.12"'))
    body.push(
      rect(x, dy, 260 * s, 16 * s, desk),
      line(x + 10, dy + 16 * s, x + 10, dy + 95 * s, '#555', 4),
      line(x + 250 * s, dy + 16 * s, x + 250 * s, dy + 95 * s, '#555', 4),
    )
    body.push(
      rect(x + 70 * s, dy - 80 * s, 120 * s, 72 * s, '#1f2630'),
      rect(x + 76 * s, dy - 74 * s, 108 * s, 60 * s, mix('#4a6fa5', '#9cc7e8', rng.next())),
      rect(x + 122 * s, dy - 8 * s, 16 * s, 8 * s, '#555'),
    )
    body.push(rrect(x + 90 * s, dy + 30 * s, 80 * s, 70 * s, 12, chair))
  }
  body.push(...plant(rng, x2 + 60, 700, 160))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function view(rng: Random): string {
  const defs: string[] = []
  const body = [...skyAndHills(rng, defs, 0, 640, 0, W, { city: true })]
  // Closer towers of the city below.
  let x = -20
  while (x < W) {
    const bw = rng.float(60, 130)
    const bh = rng.float(120, 320)
    const c = mix('#6f7a88', '#dfe6ee', rng.float(0.1, 0.4))
    body.push(rect(x, 640 - bh, bw - 8, bh, c))
    for (let wy = 640 - bh + 12; wy < 630; wy += 22)
      body.push(rect(x + 8, wy, bw - 24, 8, lighten(c, 0.3), 'opacity="0.6"'))
    x += bw
  }
  body.push(rect(0, 620, W, 40, '#4f7a5a'))
  // Balcony: floor, glass railing, a chair and a plant.
  body.push(rect(0, 660, W, 140, rng.pick(['#c49a6c', '#bdb4aa', '#a87b51'])))
  body.push(rect(0, 560, W, 100, '#dff1f7', 'opacity="0.28"'), rect(0, 556, W, 8, '#9aa3ab'))
  for (let i = 0; i <= 6; i++) body.push(rect((W / 6) * i - 3, 556, 6, 104, '#9aa3ab'))
  body.push(...plant(rng, 140, 760, 170))
  const accent = rng.pick(ACCENTS)
  body.push(rrect(880, 640, 160, 40, 10, accent), rect(890, 600, 16, 120, '#333'), rect(1010, 600, 16, 120, '#333'))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

// ---------------------------------------------------------------- exteriors

function ground(rng: Random, defs: string[], y: number) {
  const id = `grass${rng.int(0, 1e6)}`
  const green = rng.pick(['#6b8f4e', '#5d8a5b', '#7a9a55'])
  defs.push(
    linear(id, [
      [0, green],
      [1, darken(green, 0.25)],
    ]),
  )
  return rect(0, y, W, H - y, `url(#${id})`)
}

function tree(rng: Random, x: number, baseY: number, size: number) {
  const leaf = rng.pick(['#3f6b4a', '#4f7a52', '#5d8a5b', '#2f5a3f'])
  const out = [
    ellipse(x, baseY, size * 0.5, size * 0.08, '#000', 'opacity="0.15"'),
    rect(x - size * 0.05, baseY - size * 0.7, size * 0.1, size * 0.7, '#6b4f3a'),
  ]
  for (let i = 0; i < 5; i++)
    out.push(
      ellipse(
        x + rng.float(-0.3, 0.3) * size,
        baseY - size * rng.float(0.8, 1.2),
        size * rng.float(0.28, 0.4),
        size * rng.float(0.25, 0.35),
        i % 2 ? leaf : lighten(leaf, 0.1),
      ),
    )
  return out
}

function palm(x: number, baseY: number, size: number) {
  const out = [
    path(
      `M${x - 6} ${baseY} Q${x + size * 0.15} ${baseY - size * 0.5} ${x + size * 0.05} ${baseY - size} L${x + size * 0.09} ${baseY - size} Q${x + size * 0.2} ${baseY - size * 0.5} ${x + 6} ${baseY} Z`,
      '#8a6e55',
    ),
  ]
  const top: Point = [x + size * 0.07, baseY - size]
  for (let i = 0; i < 7; i++) {
    const a = (Math.PI * (i + 0.5)) / 7
    out.push(
      path(
        `M${top[0]} ${top[1]} Q${top[0] + Math.cos(a) * size * 0.3} ${top[1] - size * 0.25} ${top[0] + Math.cos(a) * size * 0.5} ${top[1] + Math.sin(a) * size * 0.05 + size * 0.1}`,
        'none',
        `stroke="#3f6b4a" stroke-width="${Math.max(6, size * 0.05)}" stroke-linecap="round"`,
      ),
    )
  }
  return out
}

function tower(rng: Random): string {
  const defs: string[] = []
  const body = [...skyAndHills(rng, defs, 0, 700, 0, W)]
  const facade = rng.pick(['#e9e4dd', '#d8cbb8', '#f3f1ec', '#c9b79c', '#b5654a', '#dfe3e6'])
  const glass = rng.pick(['#7fa7c7', '#9cc7e8', '#6b8fb0', '#8fb3a8'])
  const x = rng.float(300, 520)
  const w = rng.float(300, 380)
  const top = rng.float(40, 140)
  body.push(rect(x + 20, top + 20, w, 700 - top, '#000', 'opacity="0.12"'), rect(x, top, w, 700 - top, facade))
  body.push(rect(x + w, top + 30, 110, 700 - top - 30, darken(facade, 0.18)))
  const floors = Math.floor((700 - top - 40) / 46)
  for (let f = 0; f < floors; f++) {
    const fy = top + 20 + f * 46
    body.push(rect(x + 16, fy, w - 32, 28, glass, rng.chance(0.15) ? 'opacity="0.75"' : ''))
    body.push(rect(x + 8, fy + 28, w - 16, 7, lighten(facade, 0.3)))
    if (f % 2 === 0) body.push(rect(x + 8, fy + 14, w - 16, 3, '#ffffff', 'opacity="0.35"'))
    for (let c = 1; c < 4; c++) body.push(rect(x + 16 + ((w - 32) * c) / 4 - 2, fy, 4, 28, darken(facade, 0.1)))
    body.push(rect(x + w + 12, fy + 4, 86, 20, darken(glass, 0.2)))
  }
  body.push(rect(x - 40, top - 12, w + 80, 14, darken(facade, 0.25)))
  body.push(ground(rng, defs, 690))
  body.push(rect(0, 720, W, 80, '#b9b4ac'), rect(0, 716, W, 6, '#d9d4cc'))
  for (let i = 0; i < 5; i++)
    body.push(...tree(rng, rng.float(30, 260) + (i % 2) * rng.float(700, 900), 730, rng.float(110, 190)))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function house(rng: Random): string {
  const defs: string[] = []
  const body = [...skyAndHills(rng, defs, 0, 620, 0, W)]
  body.push(ground(rng, defs, 600))
  const wall = rng.pick(['#f3f1ec', '#f2e6d0', '#e9e4dd', '#f4efe6', '#dfe3e6'])
  const roof = rng.pick(['#b5654a', '#9c4f3b', '#3c475b', '#6b4f3a'])
  const x = rng.float(260, 380)
  const w = rng.float(480, 560)
  const y = 300
  body.push(rect(x + 16, y + 16, w, 320, '#000', 'opacity="0.12"'), rect(x, y, w, 320, wall))
  body.push(
    poly(
      [
        [x - 40, y + 4],
        [x + w / 2, y - 150],
        [x + w + 40, y + 4],
      ],
      roof,
    ),
    rect(x - 40, y, w + 80, 14, darken(roof, 0.2)),
  )
  const trim = rng.pick(['#3c475b', '#2f2f2f', '#6b4f3a', '#ffffff'])
  for (const [wx, wy] of [
    [x + 50, y + 50],
    [x + w - 170, y + 50],
    [x + 50, y + 190],
  ] as const) {
    body.push(
      rect(wx - 6, wy - 6, 132, 102, trim),
      rect(wx, wy, 120, 90, '#9cc7e8'),
      line(wx + 60, wy, wx + 60, wy + 90, trim, 4),
      line(wx, wy + 45, wx + 120, wy + 45, trim, 4),
    )
  }
  body.push(
    rect(x + w - 170, y + 190, 110, 130, rng.pick(['#6b4f3a', '#3c475b', '#2f7f7a', '#8a6e55'])),
    ellipse(x + w - 75, y + 260, 5, 5, '#d9c27a'),
  )
  body.push(rect(x + w / 2 - 60, y + 30, 120, 110, '#9cc7e8'), rect(x + w / 2 - 66, y + 138, 132, 10, trim))
  body.push(
    rect(0, 620, W, 10, '#d9d4cc'),
    path(`M${x + w - 150} 620 L${x + w - 80} 620 L${x + w + 20} ${H} L${x + w - 250} ${H} Z`, '#cfc6bb'),
  )
  body.push(...tree(rng, x - 120, 640, 220), ...tree(rng, x + w + 150, 650, 200))
  for (let i = 0; i < 8; i++)
    body.push(
      ellipse(
        x + 20 + i * (w / 8),
        622,
        40,
        22,
        rng.pick(['#4f7a52', '#5d8a5b', '#b5485d', '#fecc2d']),
        'opacity="0.95"',
      ),
    )
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function pool(rng: Random): string {
  const defs: string[] = []
  const body = [...skyAndHills(rng, defs, 0, 450, 0, W)]
  const building = rng.pick(['#e9e4dd', '#d8cbb8', '#f3f1ec'])
  body.push(rect(80, 120, 460, 340, building), rect(620, 180, 420, 280, darken(building, 0.05)))
  for (let fy = 150; fy < 440; fy += 42) {
    body.push(rect(100, fy, 420, 24, '#8fb3c7'))
    if (fy > 200) body.push(rect(640, fy, 380, 24, '#8fb3c7'))
  }
  body.push(rect(0, 450, W, 350, rng.pick(['#e4ddd2', '#d9d4cc', '#cfc6bb'])))
  defs.push(
    linear('water', [
      [0, '#5fc3d6'],
      [1, '#2f8fb0'],
    ]),
  )
  body.push(
    poly(
      [
        [160, 520],
        [1040, 520],
        [1140, 740],
        [60, 740],
      ],
      'url(#water)',
    ),
  )
  for (let i = 0; i < 7; i++)
    body.push(
      path(
        `M${200 + i * 120} ${560 + (i % 3) * 50} q30 -10 60 0 t60 0`,
        'none',
        'stroke="#ffffff" stroke-width="4" opacity="0.45"',
      ),
    )
  body.push(
    poly(
      [
        [160, 520],
        [1040, 520],
        [1048, 512],
        [152, 512],
      ],
      '#f3f1ec',
    ),
  )
  for (const lx of [200, 420])
    body.push(
      poly(
        [
          [lx, 470],
          [lx + 160, 470],
          [lx + 150, 500],
          [lx - 10, 500],
        ],
        rng.pick(['#ffffff', '#fecc2d', '#2f7f7a']),
      ),
    )
  body.push(...palm(960, 500, 300), ...palm(70, 470, 260))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function shop(rng: Random): string {
  const defs: string[] = []
  const facade = rng.pick(['#f3f1ec', '#e9e4dd', '#3c475b', '#b5654a', '#dfe3e6'])
  const awning = rng.pick(ACCENTS)
  const body = [rect(0, 0, W, H, facade), rect(0, 0, W, 90, darken(facade, 0.12))]
  for (let i = 0; i < 3; i++) body.push(rect(80 + i * 360, 20, 300, 50, '#9cc7e8', 'opacity="0.6"'))
  body.push(rect(120, 160, 960, 70, darken(facade, 0.3)), rect(140, 175, 280, 40, lighten(awning, 0.2)))
  for (let i = 0; i < 12; i++)
    body.push(
      poly(
        [
          [120 + i * 80, 230],
          [200 + i * 80, 230],
          [200 + i * 80, 300],
          [120 + i * 80, 300],
        ],
        i % 2 ? awning : '#ffffff',
      ),
    )
  for (let i = 0; i < 12; i++) body.push(path(`M${120 + i * 80} 300 q40 30 80 0 Z`, i % 2 ? awning : '#ffffff'))
  defs.push(
    linear('shopglass', [
      [0, '#cfe0e8'],
      [1, '#8fb3c7'],
    ]),
  )
  body.push(
    rect(140, 330, 920, 380, '#2f2f2f'),
    rect(156, 346, 600, 348, 'url(#shopglass)'),
    rect(780, 346, 264, 348, darken('#8fb3c7', 0.2)),
  )
  body.push(
    line(200, 380, 320, 600, '#ffffff', 10, 'opacity="0.35"'),
    line(260, 380, 380, 600, '#ffffff', 5, 'opacity="0.25"'),
  )
  for (let i = 0; i < 3; i++)
    body.push(rect(210 + i * 170, 560, 120, 134, lighten(rng.pick(ACCENTS), 0.3), 'opacity="0.8"'))
  body.push(rect(0, 710, W, 90, '#b9b4ac'), rect(0, 706, W, 8, '#d9d4cc'))
  body.push(...plant(rng, 90, 720, 120), ...plant(rng, 1110, 720, 120))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function warehouse(rng: Random): string {
  const defs: string[] = []
  const body = [...skyAndHills(rng, defs, 0, 560, 0, W)]
  const metal = rng.pick(['#c0c4c8', '#b7bcc2', '#d5d8db', '#9aa3ab'])
  body.push(
    rect(100, 240, 1000, 360, metal),
    poly(
      [
        [80, 250],
        [600, 150],
        [1120, 250],
      ],
      darken(metal, 0.2),
    ),
  )
  for (let x = 110; x < 1100; x += 24) body.push(line(x, 250, x, 600, darken(metal, 0.12), 2))
  for (const dx of [180, 480, 780])
    body.push(
      rect(dx, 380, 240, 220, '#8a9199'),
      ...Array.from({ length: 10 }, (_, i) => line(dx, 392 + i * 21, dx + 240, 392 + i * 21, '#6f767d', 2)),
    )
  body.push(rect(100, 230, 1000, 14, '#fecc2d'))
  body.push(rect(0, 600, W, 200, '#9a9590'), rect(0, 596, W, 8, '#cfc6bb'))
  for (let x = 40; x < W; x += 160) body.push(rect(x, 690, 80, 8, '#f3f1ec'))
  // A truck at the dock.
  const truck = rng.pick(['#ffffff', '#c8643b', '#3c475b'])
  body.push(
    rect(500, 470, 300, 160, truck),
    rect(800, 520, 100, 110, darken(truck, 0.1)),
    rect(820, 535, 60, 40, '#9cc7e8'),
  )
  for (const wx of [560, 740, 860]) body.push(ellipse(wx, 635, 28, 28, '#222'), ellipse(wx, 635, 12, 12, '#888'))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function land(rng: Random): string {
  const defs: string[] = []
  const body = [...skyAndHills(rng, defs, 0, 520, 0, W)]
  const green = rng.pick(['#7a9a55', '#6b8f4e', '#8fa85f'])
  for (let i = 0; i < 4; i++) {
    const y = 480 + i * 80
    const pts: Point[] = [[0, H]]
    for (let s = 0; s <= 6; s++) pts.push([(W * s) / 6, y + Math.sin(s + i * 2 + rng.next()) * 30])
    pts.push([W, H])
    body.push(poly(pts, mix(green, '#3f6b4a', i * 0.18)))
  }
  // Fence posts and wire.
  for (let x = 40; x < W; x += 90) body.push(rect(x, 610 + (x % 3) * 4, 10, 90, '#6b4f3a'))
  body.push(line(0, 630, W, 640, '#5a4636', 2), line(0, 665, W, 675, '#5a4636', 2))
  for (let i = 0; i < 4; i++) body.push(...tree(rng, rng.float(80, W - 80), rng.float(500, 560), rng.float(80, 150)))
  if (rng.chance(0.5))
    body.push(rect(900, 560, 140, 90, '#f3f1ec'), rect(930, 540, 8, 30, '#6b4f3a'), rect(890, 560, 160, 10, '#b5654a'))
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

function farm(rng: Random): string {
  const defs: string[] = []
  const body = [...skyAndHills(rng, defs, 0, 560, 0, W)]
  body.push(ground(rng, defs, 520))
  const x = rng.float(300, 460)
  const w = 520
  const y = 340
  const wall = '#f7f3ea'
  const trim = rng.pick(['#2f7f7a', '#b5485d', '#3c475b', '#7a8b4a', '#c8643b'])
  // Antioquia country house: white walls, tile roof, coloured balcony and doors.
  body.push(rect(x + 14, y + 14, w, 220, '#000', 'opacity="0.12"'), rect(x, y, w, 220, wall))
  body.push(
    poly(
      [
        [x - 50, y + 6],
        [x + 60, y - 90],
        [x + w - 60, y - 90],
        [x + w + 50, y + 6],
      ],
      '#b5654a',
    ),
  )
  for (let i = 1; i < 14; i++)
    body.push(
      line(x - 50 + (i * (w + 100)) / 14, y + 4, x + 60 + (i * (w - 120)) / 14, y - 88, '#9c4f3b', 2, 'opacity="0.6"'),
    )
  body.push(rect(x, y + 100, w, 12, trim))
  for (let i = 0; i < 5; i++)
    body.push(rect(x + 30 + i * 100, y + 130, 60, 90, trim), rect(x + 30 + i * 100, y + 20, 60, 60, trim))
  for (let i = 0; i <= 20; i++) body.push(rect(x + i * (w / 20), y + 84, 4, 28, trim))
  for (let i = 0; i < 10; i++)
    body.push(
      ellipse(
        x + 20 + i * 52,
        y + 224,
        26,
        18,
        rng.pick(['#b5485d', '#fecc2d', '#d9534f', '#f08a9b']),
        'opacity="0.95"',
      ),
    )
  body.push(...tree(rng, x - 150, 600, 230), ...tree(rng, x + w + 140, 590, 200), ...palm(x + w + 40, 620, 280))
  body.push(
    path(
      `M${x + w / 2 - 40} ${y + 220} Q${x + w / 2} 700 ${x + w / 2 - 200} ${H} L${x + w / 2 + 100} ${H} Q${x + w / 2 + 60} 700 ${x + w / 2 + 40} ${y + 220} Z`,
      '#cdb48f',
    ),
  )
  body.push(vignette(defs))
  return svgDocument(W, H, defs, body)
}

const DRAW: Record<SceneKind, (rng: Random) => string> = {
  tower,
  house,
  living,
  kitchen,
  bedroom,
  bathroom,
  view,
  pool,
  office,
  shop,
  warehouse,
  land,
  farm,
}

/** The SVG of one pool picture. */
export function drawScene(scene: Scene): string {
  return DRAW[scene.kind](new Random(scene.seed))
}
