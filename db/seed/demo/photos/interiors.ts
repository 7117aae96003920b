/** Living rooms, bedrooms, kitchens and bathrooms of apartments, houses and fincas. */
import type { Random } from '../random'
import { Canvas, darken, lighten, mix } from '../svg'
import { box, type Box } from './camera'
import { finish, mood, type Mood } from './nature'
import {
  ACCENT_WALLS,
  artwork,
  contactShadow,
  curtains,
  downlights,
  FABRICS,
  furniture,
  pendant,
  plantAt,
  room,
  skirting,
  WALLS,
  windowOn,
  woodTone,
  type FloorKind,
  type Room,
  type WindowSpec,
} from './rooms'

export const SIZE = { width: 1200, height: 800 }

type Piece = { b: Box; colour: string; shadow?: boolean; top?: string }
type Side = 'left' | 'right' | 'back'

function daylight(rng: Random, variant: number): Mood {
  const names: Mood['name'][] = ['clear', 'morning', 'golden', 'soft', 'clear', 'morning']
  return mood(names[variant % names.length], rng.chance(0.5) ? 1 : -1)
}

/** A sofa with its back to a wall, between two points of the floor. */
function sofa(x0: number, x1: number, z0: number, z1: number, back: Side, colour: string, pillow: string): Piece[] {
  const seat = box(x0, x1, 0.05, 0.42, z0, z1)
  const p: Piece[] = [{ b: seat, colour: darken(colour, 0.05), shadow: true }]
  const t = 0.2
  if (back === 'back') {
    p.push({ b: box(x0, x1, 0.05, 0.82, z1 - t, z1), colour })
    p.push({ b: box(x0, x0 + 0.18, 0.05, 0.62, z0, z1), colour }, { b: box(x1 - 0.18, x1, 0.05, 0.62, z0, z1), colour })
    const n = Math.max(2, Math.round((x1 - x0 - 0.36) / 0.7))
    const step = (x1 - x0 - 0.36) / n
    for (let i = 0; i < n; i++)
      p.push({
        b: box(x0 + 0.19 + i * step, x0 + 0.17 + (i + 1) * step, 0.42, 0.52, z0 + 0.02, z1 - t),
        colour: lighten(colour, 0.06),
      })
    p.push({ b: box(x0 + 0.25, x0 + 0.7, 0.5, 0.85, z1 - t - 0.15, z1 - t - 0.02), colour: pillow })
  } else {
    const wallX = back === 'left' ? x0 : x1
    const inX = back === 'left' ? x0 + t : x1 - t
    p.push({ b: box(wallX, inX, 0.05, 0.82, z0, z1), colour })
    p.push({ b: box(x0, x1, 0.05, 0.62, z0, z0 + 0.18), colour }, { b: box(x0, x1, 0.05, 0.62, z1 - 0.18, z1), colour })
    const n = Math.max(2, Math.round((z1 - z0 - 0.36) / 0.7))
    const step = (z1 - z0 - 0.36) / n
    const cx0 = back === 'left' ? inX : x0 + 0.02
    const cx1 = back === 'left' ? x1 - 0.02 : inX
    for (let i = 0; i < n; i++)
      p.push({
        b: box(cx0, cx1, 0.42, 0.52, z0 + 0.19 + i * step, z0 + 0.17 + (i + 1) * step),
        colour: lighten(colour, 0.06),
      })
    const px = back === 'left' ? [inX + 0.02, inX + 0.17] : [inX - 0.17, inX - 0.02]
    p.push({ b: box(px[0], px[1], 0.5, 0.85, z1 - 0.7, z1 - 0.25), colour: pillow })
  }
  return p
}

function table(x0: number, x1: number, z0: number, z1: number, height: number, top: string, legs = '#2f2f2f'): Piece[] {
  const l = 0.05
  return [
    { b: box(x0, x1, height - 0.04, height, z0, z1), colour: top, shadow: false },
    ...[
      [x0 + 0.04, z0 + 0.04],
      [x1 - 0.04 - l, z0 + 0.04],
      [x0 + 0.04, z1 - 0.04 - l],
      [x1 - 0.04 - l, z1 - 0.04 - l],
    ].map(([x, z]) => ({ b: box(x, x + l, 0, height - 0.04, z, z + l), colour: legs })),
  ]
}

function chair(x: number, z: number, facing: 'left' | 'right' | 'back' | 'front', colour: string): Piece[] {
  const s = 0.22
  const seat = box(x - s, x + s, 0.42, 0.47, z - s, z + s)
  const back =
    facing === 'front'
      ? box(x - s, x + s, 0.47, 0.92, z + s - 0.04, z + s)
      : facing === 'back'
        ? box(x - s, x + s, 0.47, 0.92, z - s, z - s + 0.04)
        : facing === 'left'
          ? box(x + s - 0.04, x + s, 0.47, 0.92, z - s, z + s)
          : box(x - s, x - s + 0.04, 0.47, 0.92, z - s, z + s)
  return [
    { b: seat, colour },
    { b: back, colour },
    ...[
      [x - s, z - s],
      [x + s - 0.03, z - s],
      [x - s, z + s - 0.03],
      [x + s - 0.03, z + s - 0.03],
    ].map(([lx, lz]) => ({ b: box(lx, lx + 0.03, 0, 0.42, lz, lz + 0.03), colour: darken(colour, 0.3) })),
  ]
}

function rug(r: Room, x0: number, x1: number, z0: number, z1: number, colour: string) {
  const { c, cam, rng } = r
  c.add(
    cam.face(
      [
        [x0, 0.006, z0],
        [x1, 0.006, z0],
        [x1, 0.006, z1],
        [x0, 0.006, z1],
      ],
      colour,
    ),
  )
  if (rng.chance(0.6)) {
    const m = 0.15
    c.add(
      cam.lines(
        [
          [
            [x0 + m, 0.008, z0 + m],
            [x1 - m, 0.008, z0 + m],
          ],
          [
            [x1 - m, 0.008, z0 + m],
            [x1 - m, 0.008, z1 - m],
          ],
          [
            [x1 - m, 0.008, z1 - m],
            [x0 + m, 0.008, z1 - m],
          ],
          [
            [x0 + m, 0.008, z1 - m],
            [x0 + m, 0.008, z0 + m],
          ],
        ],
        darken(colour, 0.25),
        2,
      ),
    )
  }
}

function tv(r: Room, side: Side, at: number, width: number) {
  const { o } = r
  const h = width * 0.56
  const y0 = 1.0
  const b =
    side === 'back'
      ? box(at, at + width, y0, y0 + h, o.depth - 0.06, o.depth - 0.02)
      : side === 'left'
        ? box(0.02, 0.06, y0, y0 + h, at, at + width)
        : box(o.width - 0.06, o.width - 0.02, y0, y0 + h, at, at + width)
  return { b, colour: '#1c1d20' }
}

function roomOptions(rng: Random, o: Partial<Parameters<typeof room>[2]> & { floorKind: FloorKind; floor: string }) {
  return {
    width: rng.float(4, 5.4),
    depth: rng.float(5.6, 7.4),
    height: rng.float(2.4, 2.65),
    wall: rng.pick(WALLS),
    across: rng.float(0.32, 0.68),
    fov: rng.float(70, 80),
    yaw: rng.float(-6, 6),
    sunSide: (rng.chance(0.5) ? 1 : -1) as 1 | -1,
    ...o,
  }
}

// ---------------------------------------------------------------- living rooms

export function living(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant)
  const layout = variant % 4
  const floorKind: FloorKind = layout === 1 ? 'porcelain' : layout === 3 ? 'tile' : 'wood'
  const floor = floorKind === 'wood' ? woodTone(rng) : rng.pick(['#d9d3c9', '#cfc8bc', '#e2ddd4', '#bfb8ae'])
  const accentSide = rng.pick(['left', 'right'] as const)
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind,
      floor,
      [accentSide]: rng.chance(0.5) ? rng.pick(ACCENT_WALLS) : undefined,
    }),
    outside,
  )
  const { width: w, depth: d, height: h } = r.o
  const fabric = rng.pick(FABRICS)
  const pillow = rng.pick(['#c8643b', '#2f7f7a', '#d9a441', '#3c475b', '#b5485d', '#e8e2d6'])
  const wood = woodTone(rng)
  const pieces: Piece[] = []
  const windows: WindowSpec[] = []
  if (layout === 0) {
    // A wall of glass at the back onto the valley; sofa on the left facing the TV on the right.
    windows.push({ wall: 'back', u0: 0.15, u1: w - 0.15, v0: 0.08, v1: h - 0.12, frame: '#3a3c40', panes: 4 })
    pieces.push(...sofa(0.05, 0.95, 2.2, 4.4, 'left', fabric, pillow))
    pieces.push(...table(1.4, 2.2, 2.8, 3.8, 0.4, wood))
    pieces.push({
      b: box(w - 0.45, w - 0.02, 0, 0.45, 2.4, 4.2),
      colour: rng.pick(['#2f2f2f', wood, '#f2f0ea']),
      shadow: true,
    })
    pieces.push(tv(r, 'right', 2.7, 1.3))
  } else if (layout === 1) {
    // Window on one side; sofa with its back to the camera-facing wall; dining at the back.
    const side = rng.pick(['left', 'right'] as const)
    windows.push({ wall: side, u0: 2, u1: d - 0.6, v0: 0.9, v1: h - 0.25 })
    pieces.push(...sofa(w * 0.3, w * 0.85, 2.9, 3.75, 'back', fabric, pillow))
    pieces.push(...table(w / 2 - 1, w / 2 + 0.9, d - 1.9, d - 0.9, 0.75, wood))
    for (const x of [w / 2 - 0.6, w / 2 + 0.5])
      pieces.push(...chair(x, d - 2.2, 'back', '#2f2f2f'), ...chair(x, d - 0.6, 'front', '#2f2f2f'))
  } else if (layout === 2) {
    // Balcony door at the back, armchairs and a sofa facing the room, a bookcase.
    windows.push({ wall: 'back', u0: w * 0.45, u1: w - 0.3, v0: 0.02, v1: 2.2, frame: '#f2f2f0', panes: 2 })
    pieces.push(...sofa(w - 1, w - 0.05, 2.4, 4.6, 'right', fabric, pillow))
    pieces.push(...chair(1.2, 3.4, 'left', rng.pick(['#c8643b', '#d9a441', '#6f7d6a'])))
    pieces.push(...table(1.8, 2.6, 3, 3.9, 0.42, wood))
    pieces.push({ b: box(0.02, 0.4, 0, 2.1, d - 2.6, d - 0.6), colour: wood, shadow: true })
  } else {
    // Dining first, the living beyond: a house with high ceilings and a window at each side.
    windows.push(
      { wall: 'left', u0: 2.5, u1: 4.6, v0: 0.9, v1: h - 0.3 },
      { wall: 'back', u0: w * 0.3, u1: w * 0.7, v0: 0.9, v1: h - 0.3 },
    )
    pieces.push(...table(w / 2 - 0.8, w / 2 + 0.8, 2.2, 3.1, 0.75, wood))
    for (const x of [w / 2 - 0.45, w / 2 + 0.45])
      pieces.push(...chair(x, 1.95, 'back', rng.pick(['#6b4f3a', '#efe9df', '#2f2f2f'])))
    pieces.push(...sofa(w * 0.25, w * 0.85, d - 1.1, d - 0.1, 'back', fabric, pillow))
  }
  skirting(r)
  for (const s of windows) windowOn(r, s, outside.name === 'soft' ? 'green' : 'city')
  if (layout !== 0 && rng.chance(0.7)) curtains(r, windows[0], rng.pick(['#efe9df', '#d8cbb8', '#c9c3b8']))
  if (layout !== 2)
    artwork(r, layout === 0 ? 'left' : 'back', layout === 0 ? 4.6 : w * 0.12, 1.35, layout === 0 ? 1 : 0.9, 0.7)
  downlights(r, 2, 2)
  const rugColour = rng.pick(['#d9cbb5', '#c2c7cc', '#e3d9c6', '#a9a29a', '#8d99a6'])
  if (layout === 0) rug(r, 0.9, 2.9, 2.3, 4.3, rugColour)
  else if (layout === 2) rug(r, 1.2, w - 1.1, 2.6, 4.4, rugColour)
  const plants = [plantAt(r, layout === 0 ? w - 0.5 : 0.5, d - 0.6, 1.3)]
  if (rng.chance(0.5)) plants.push(plantAt(r, layout === 0 ? 0.5 : w - 0.45, 2.4, 0.9))
  furniture(r, pieces, plants)
  if (rng.chance(0.5)) pendant(r, w / 2, d - 1.4, 0.7, rng.pick(['#2f2f2f', '#d9a441', '#efe9df']))
  finish(c, outside, 0.9)
  return c.svg()
}

// ---------------------------------------------------------------- bedrooms

export function bedroom(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant + 1)
  const layout = variant % 3
  const floorKind: FloorKind = layout === 2 ? 'porcelain' : 'wood'
  const floor = floorKind === 'wood' ? woodTone(rng) : rng.pick(['#d9d3c9', '#e2ddd4'])
  const headWall = rng.pick(ACCENT_WALLS)
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind,
      floor,
      width: rng.float(3.4, 4.2),
      depth: rng.float(4.2, 5),
      fov: rng.float(76, 84),
      across: rng.float(0.4, 0.6),
    }),
    outside,
  )
  const { width: w, depth: d, height: h } = r.o
  const linen = rng.pick(['#f7f5f0', '#eeeae2', '#f3f3f1'])
  const duvet = rng.pick(['#d8cbb8', '#8d99a6', '#c9b79c', '#e8e2d6', '#6f7d6a', '#b98f76', '#3c475b'])
  const wood = woodTone(rng)
  const pieces: Piece[] = []
  let bedBox: Box
  if (layout === 1) {
    // Bed against the side wall, window at the back.
    const side = rng.pick(['left', 'right'] as const)
    const x0 = side === 'left' ? 0.02 : w - 2.02
    bedBox = box(x0 + (side === 'left' ? 0.08 : 0), x0 + 2 - (side === 'left' ? 0 : 0.08), 0, 0.55, d - 2.2, d - 0.05)
    pieces.push({
      b: box(side === 'left' ? 0.02 : w - 0.1, side === 'left' ? 0.1 : w - 0.02, 0, 1.15, d - 2.2, d - 0.05),
      colour: headWall,
    })
    r.c.add('')
    windowOn(
      r,
      { wall: 'back', u0: side === 'left' ? w - 1.6 : 0.3, u1: side === 'left' ? w - 0.3 : 1.6, v0: 0.9, v1: h - 0.3 },
      'green',
    )
  } else {
    // Bed centred against the back wall, window to one side.
    const cx = w / 2 + rng.float(-0.2, 0.2)
    bedBox = box(cx - 0.85, cx + 0.85, 0, 0.55, d - 2.15, d - 0.08)
    pieces.push({ b: box(cx - 1, cx + 1, 0, 1.2, d - 0.1, d - 0.02), colour: headWall })
    const side = rng.pick(['left', 'right'] as const)
    windowOn(r, { wall: side, u0: d - 2.6, u1: d - 0.9, v0: 0.9, v1: h - 0.25 }, layout === 2 ? 'city' : 'green')
    if (rng.chance(0.6))
      curtains(r, { wall: side, u0: d - 2.6, u1: d - 0.9, v0: 0.9, v1: h - 0.25 }, rng.pick(['#efe9df', '#d8cbb8']))
    for (const s of [-1, 1]) {
      const nx = s < 0 ? cx - 1.45 : cx + 1
      pieces.push({
        b: box(nx, nx + 0.45, 0, 0.5, d - 0.5, d - 0.05),
        colour: rng.pick([wood, '#f2f0ea', '#2f2f2f']),
        shadow: true,
      })
      pieces.push({ b: box(nx + 0.15, nx + 0.3, 0.5, 0.8, d - 0.35, d - 0.2), colour: '#fff4d6' })
    }
  }
  skirting(r)
  // Wardrobe on the near wall.
  if (layout !== 1 && rng.chance(0.6)) {
    const side = r.o.sunSide > 0 ? 'left' : 'right'
    const x = side === 'left' ? [0.02, 0.62] : [w - 0.62, w - 0.02]
    pieces.push({ b: box(x[0], x[1], 0, 2.3, 0.6, 2.1), colour: rng.pick(['#f2f0ea', wood, '#d8d2c8']) })
  }
  furniture(r, pieces)
  // The bed itself: frame, mattress, duvet folded back, pillows.
  const [bx0, bx1] = bedBox.x
  const [bz0, bz1] = bedBox.z
  const along = layout === 1
  contactShadow(r, bedBox)
  furniture(r, [
    { b: box(bx0, bx1, 0.05, 0.32, bz0, bz1), colour: rng.pick([wood, '#d8cbb8', '#5f6b73']) },
    { b: box(bx0 + 0.02, bx1 - 0.02, 0.32, 0.55, bz0 + 0.02, bz1 - 0.02), colour: linen },
  ])
  furniture(r, [
    {
      b: along
        ? box(bx0 + 0.6, bx1 + 0.04, 0.2, 0.6, bz0 - 0.04, bz1 + 0.04)
        : box(bx0 - 0.04, bx1 + 0.04, 0.2, 0.6, bz0 - 0.04, bz1 - 0.55),
      colour: duvet,
    },
  ])
  const pillows: Piece[] = along
    ? [
        { b: box(bx0 + 0.08, bx0 + 0.5, 0.55, 0.72, bz0 + 0.1, bz0 + 0.9), colour: linen },
        { b: box(bx0 + 0.08, bx0 + 0.5, 0.55, 0.72, bz0 + 1, bz0 + 1.8), colour: linen },
      ]
    : [
        { b: box(bx0 + 0.1, bx0 + 0.8, 0.55, 0.72, bz1 - 0.5, bz1 - 0.1), colour: linen },
        { b: box(bx1 - 0.8, bx1 - 0.1, 0.55, 0.72, bz1 - 0.5, bz1 - 0.1), colour: linen },
        { b: box(bx0 + 0.5, bx1 - 0.5, 0.6, 0.75, bz1 - 0.62, bz1 - 0.5), colour: lighten(duvet, 0.2) },
      ]
  furniture(r, pillows)
  if (layout !== 1) artwork(r, 'back', w / 2 - 0.5, 1.45, 1, 0.55)
  if (rng.chance(0.6)) furniture(r, [], [plantAt(r, layout === 1 ? w - 0.4 : 0.35, 1.6, 0.9)])
  downlights(r, 1, 2)
  finish(c, outside, 0.95)
  return c.svg()
}

// ---------------------------------------------------------------- kitchens

export function kitchen(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant + 2)
  const layout = variant % 3
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind: rng.pick(['porcelain', 'tile'] as const),
      floor: rng.pick(['#d9d3c9', '#cfc8bc', '#e2ddd4', '#bfb8ae', '#a9a49c']),
      width: layout === 2 ? rng.float(2.6, 3) : rng.float(3.6, 4.6),
      depth: rng.float(4.2, 5.4),
      fov: rng.float(74, 82),
      across: 0.5,
      eyeHeight: 1.6,
      yaw: rng.float(-4, 4),
    }),
    outside,
  )
  const { width: w, depth: d, height: h } = r.o
  const { c: cv, cam } = r
  const cabinet = rng.pick(['#f3f1ec', '#3c475b', '#6f7d6a', '#d8cbb8', '#2f3237', '#b9a58f', woodTone(rng)])
  const upper = rng.chance(0.5) ? cabinet : rng.pick(['#f3f1ec', woodTone(rng)])
  const counter = rng.pick(['#f7f7f5', '#2b2b2b', '#d9d4cc', '#e9e4dd', '#8a8580'])
  const splash = rng.pick(['#e8eef0', '#f4efe6', '#dfe7e2', '#f1e4d6', '#ffffff', '#c9d3d6'])
  const runs: Array<{ side: Side; from: number; to: number }> =
    layout === 0
      ? [{ side: 'back', from: 0, to: w }]
      : layout === 1
        ? [
            { side: 'back', from: 0, to: w },
            { side: rng.pick(['left', 'right'] as const), from: 1.6, to: d - 0.62 },
          ]
        : [
            { side: 'left', from: 1.2, to: d },
            { side: 'right', from: 1.2, to: d - 1 },
          ]
  // Splashback tiles between the counter and the wall cabinets.
  for (const run of runs) {
    const pts = (u: number, v: number): [number, number, number] =>
      run.side === 'back' ? [u, v, d - 0.005] : run.side === 'left' ? [0.005, v, u] : [w - 0.005, v, u]
    cv.add(cam.face([pts(run.from, 0.9), pts(run.to, 0.9), pts(run.to, 1.5), pts(run.from, 1.5)], splash))
    const lines: Array<[[number, number, number], [number, number, number]]> = []
    for (let v = 0.975; v < 1.5; v += 0.075) lines.push([pts(run.from, v), pts(run.to, v)])
    for (let u = run.from; u < run.to; u += 0.15) lines.push([pts(u, 0.9), pts(u, 1.5)])
    cv.add(cam.lines(lines, darken(splash, 0.15), 0.8, 'opacity="0.7"'))
  }
  if (layout === 2) windowOn(r, { wall: 'back', u0: 0.5, u1: w - 0.5, v0: 1, v1: h - 0.3 }, 'city')
  else if (layout === 0)
    windowOn(r, { wall: rng.pick(['left', 'right'] as const), u0: 2, u1: 3.4, v0: 1, v1: h - 0.3 }, 'green')
  else windowOn(r, { wall: 'back', u0: w * 0.55, u1: w - 0.3, v0: 1.05, v1: 1.5 + 0.5 }, 'city')
  const pieces: Piece[] = []
  const doors: Array<[[number, number, number], [number, number, number]]> = []
  for (const run of runs) {
    const base =
      run.side === 'back'
        ? box(run.from, run.to, 0, 0.86, d - 0.6, d)
        : run.side === 'left'
          ? box(0, 0.6, 0, 0.86, run.from, run.to)
          : box(w - 0.6, w, 0, 0.86, run.from, run.to)
    pieces.push({ b: base, colour: cabinet })
    const top =
      run.side === 'back'
        ? box(run.from, run.to, 0.86, 0.9, d - 0.63, d)
        : run.side === 'left'
          ? box(0, 0.63, 0.86, 0.9, run.from, run.to)
          : box(w - 0.63, w, 0.86, 0.9, run.from, run.to)
    pieces.push({ b: top, colour: counter })
    if (!(layout === 2 && run.side !== 'back')) {
      const up =
        run.side === 'back'
          ? box(run.from, run.to, 1.5, 2.2, d - 0.35, d)
          : run.side === 'left'
            ? box(0, 0.35, 1.5, 2.2, run.from, run.to)
            : box(w - 0.35, w, 1.5, 2.2, run.from, run.to)
      if (!(run.side === 'back' && layout !== 1)) pieces.push({ b: up, colour: upper })
      else if (layout === 0)
        pieces.push(
          { b: box(run.from, w * 0.35, 1.5, 2.2, d - 0.35, d), colour: upper },
          { b: box(w * 0.65, run.to, 1.5, 2.2, d - 0.35, d), colour: upper },
        )
    }
    // Door joints of the base cabinets.
    for (let u = run.from + 0.6; u < run.to - 0.1; u += 0.6)
      doors.push(
        run.side === 'back'
          ? [
              [u, 0.1, d - 0.605],
              [u, 0.84, d - 0.605],
            ]
          : run.side === 'left'
            ? [
                [0.605, 0.1, u],
                [0.605, 0.84, u],
              ]
            : [
                [w - 0.605, 0.1, u],
                [w - 0.605, 0.84, u],
              ],
      )
  }
  if (layout === 0) {
    // Fridge at one end, hood over the hob in the middle.
    pieces.push({ b: box(w - 0.8, w - 0.02, 0, 1.9, d - 0.7, d - 0.02), colour: '#c7cacd' })
    pieces.push({ b: box(w * 0.42, w * 0.58, 1.55, 2.3, d - 0.45, d - 0.05), colour: '#b7bcc2' })
  }
  if (layout === 1 || (layout === 0 && rng.chance(0.7))) {
    // An island with stools.
    const ix0 = w * 0.25
    const ix1 = w * 0.75
    const iz = d - 1.65
    pieces.push({ b: box(ix0, ix1, 0, 0.88, iz - 0.8, iz), colour: darken(cabinet, 0.05), shadow: true })
    pieces.push({ b: box(ix0 - 0.05, ix1 + 0.05, 0.88, 0.92, iz - 0.85, iz + 0.05), colour: counter })
    const stool = rng.pick(['#2f2f2f', woodTone(rng), '#d9a441'])
    for (let x = ix0 + 0.3; x < ix1 - 0.15; x += 0.55) {
      pieces.push({ b: box(x - 0.15, x + 0.15, 0.64, 0.68, iz - 1.15, iz - 0.9), colour: stool })
      pieces.push({ b: box(x - 0.02, x + 0.02, 0, 0.64, iz - 1.04, iz - 1), colour: '#3a3a3a' })
    }
  }
  furniture(r, pieces)
  cv.add(cam.lines(doors, darken(cabinet, 0.35), 1.2, 'opacity="0.8"'))
  // Hob and sink on the counter.
  if (layout !== 2) {
    cv.add(
      cam.face(
        [
          [w * 0.43, 0.905, d - 0.55],
          [w * 0.57, 0.905, d - 0.55],
          [w * 0.57, 0.905, d - 0.1],
          [w * 0.43, 0.905, d - 0.1],
        ],
        '#1c1d20',
      ),
    )
    cv.add(
      cam.face(
        [
          [0.3, 0.905, d - 0.5],
          [0.9, 0.905, d - 0.5],
          [0.9, 0.905, d - 0.15],
          [0.3, 0.905, d - 0.15],
        ],
        '#9aa0a6',
      ),
    )
  }
  if (layout !== 2)
    for (const x of [w * 0.38, w * 0.62]) pendant(r, x, d - 2.15, 0.75, rng.pick(['#2f2f2f', '#c9a66b', '#efe9df']))
  else downlights(r, 2, 1)
  finish(c, outside, 0.9)
  return c.svg()
}

// ---------------------------------------------------------------- bathrooms

export function bathroom(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant + 3)
  const tile = rng.pick(['#eef1f2', '#e6e2da', '#dfe7e2', '#f4f1ec', '#d5dde3', '#cfcac2', '#b9bcbf'])
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind: 'tile',
      floor: rng.pick(['#bdb4aa', '#8f969c', '#d9d4cc', '#a9a29a', '#6f7276']),
      wall: tile,
      width: rng.float(2.2, 2.8),
      depth: rng.float(2.6, 3.4),
      height: 2.4,
      fov: rng.float(84, 90),
      across: rng.float(0.35, 0.65),
      eyeHeight: 1.4,
    }),
    outside,
  )
  const { width: w, depth: d, height: h } = r.o
  const { c: cv, cam } = r
  // Wall tiles: large format or small, on the three walls.
  const size = rng.pick([0.3, 0.6, 0.2])
  const joints: Array<[[number, number, number], [number, number, number]]> = []
  for (let v = size; v < h; v += size / (size < 0.3 ? 1 : 2))
    joints.push(
      [
        [0.001, v, 0],
        [0.001, v, d],
      ],
      [
        [0.001, v, d - 0.001],
        [w - 0.001, v, d - 0.001],
      ],
      [
        [w - 0.001, v, d],
        [w - 0.001, v, 0],
      ],
    )
  for (let u = size; u < w; u += size)
    joints.push([
      [u, 0, d - 0.001],
      [u, h, d - 0.001],
    ])
  for (let u = size; u < d; u += size)
    joints.push(
      [
        [0.001, 0, u],
        [0.001, h, u],
      ],
      [
        [w - 0.001, 0, u],
        [w - 0.001, h, u],
      ],
    )
  cv.add(cam.lines(joints, darken(tile, 0.3), 1.5, 'opacity="0.85"'))
  const showerSide = rng.pick(['left', 'right'] as const)
  const sx = showerSide === 'left' ? [0, 0.95] : [w - 0.95, w]
  // Shower: a darker tile niche and a glass screen.
  cv.add(
    cam.face(
      [
        [sx[0], 0.001, d - 1],
        [sx[1], 0.001, d - 1],
        [sx[1], 0.001, d],
        [sx[0], 0.001, d],
      ],
      darken(r.o.floor, 0.1),
    ),
  )
  const head: [number, number, number] = [(sx[0] + sx[1]) / 2, 2.05, d - 0.05]
  cv.add(cam.lines([[head, [head[0], 2.05, d - 0.3]]], '#a0a4a8', 3))
  const glassX = showerSide === 'left' ? sx[1] : sx[0]
  cv.add(
    cam.face(
      [
        [glassX, 0, d - 1],
        [glassX, 0, d],
        [glassX, 2.0, d],
        [glassX, 2.0, d - 1],
      ],
      '#dff1f7',
      'opacity="0.28"',
    ),
    cam.lines(
      [
        [
          [glassX, 0, d - 1],
          [glassX, 2, d - 1],
        ],
        [
          [glassX, 2, d - 1],
          [glassX, 2, d],
        ],
      ],
      '#b9bec3',
      2.5,
    ),
    cam.lines(
      [
        [
          [glassX, 0.6, d - 0.7],
          [glassX, 1.6, d - 0.4],
        ],
      ],
      '#ffffff',
      5,
      'opacity="0.45"',
    ),
  )
  // Vanity, basin, mirror; toilet.
  const vanity = rng.pick([woodTone(rng), '#f3f1ec', '#3c475b', '#2f2f2f', '#8a8580'])
  const along = showerSide === 'left' ? 'right' : 'left'
  const mx = along === 'left' ? 0.005 : w - 0.005
  cv.add(
    cam.face(
      [
        [mx, 1.05, d - 1.6],
        [mx, 1.05, d - 0.5],
        [mx, 1.95, d - 0.5],
        [mx, 1.95, d - 1.6],
      ],
      cv.linear(cam.at([mx, 1.95, d - 1.6]), cam.at([mx, 1.05, d - 0.5]), [
        [0, '#e9eef0'],
        [0.5, '#b7c4cc'],
        [1, '#dfe6ea'],
      ]),
      'stroke="#8f9499" stroke-width="3"',
    ),
  )
  const vb =
    along === 'left' ? box(0, 0.5, 0.35, 0.82, d - 1.7, d - 0.4) : box(w - 0.5, w, 0.35, 0.82, d - 1.7, d - 0.4)
  furniture(r, [
    { b: vb, colour: vanity },
    {
      b:
        along === 'left'
          ? box(0, 0.52, 0.82, 0.86, d - 1.72, d - 0.38)
          : box(w - 0.52, w, 0.82, 0.86, d - 1.72, d - 0.38),
      colour: '#f7f7f5',
    },
  ])
  const basin = cam.at([along === 'left' ? 0.28 : w - 0.28, 0.87, d - 1.05])
  const bs = cam.scale([along === 'left' ? 0.28 : w - 0.28, 0.87, d - 1.05])
  cv.add(
    `<ellipse cx="${basin[0]}" cy="${basin[1]}" rx="${bs * 0.2}" ry="${bs * 0.06}" fill="#e3e6e8" stroke="#ffffff" stroke-width="3"/>`,
  )
  // Toilet near the camera on the vanity side.
  const tx = along === 'left' ? 0.35 : w - 0.35
  furniture(r, [
    { b: box(tx - 0.2, tx + 0.2, 0, 0.4, 0.9, 1.55), colour: '#f5f5f3', shadow: true },
    { b: box(along === 'left' ? 0 : w - 0.18, along === 'left' ? 0.18 : w, 0.4, 0.8, 0.85, 1.6), colour: '#f5f5f3' },
  ])
  if (rng.chance(0.5)) windowOn(r, { wall: 'back', u0: w * 0.35, u1: w * 0.65, v0: 1.6, v1: 2.2 }, 'sky')
  // Towel on a bar.
  const towel = rng.pick(['#f2efe9', '#c8643b', '#2f7f7a', '#d9a441', '#8d99a6'])
  furniture(r, [
    {
      b: box(along === 'left' ? 0 : w - 0.05, along === 'left' ? 0.05 : w, 0.95, 1.45, d - 0.35, d - 0.05),
      colour: towel,
    },
  ])
  cv.add(rect0(c))
  finish(c, { warm: mix('#fff6e6', outside.warm, 0.5) }, 0.9)
  return c.svg()
}

const rect0 = (c: Canvas) => `<rect width="${c.width}" height="${c.height}" fill="#fffaf0" opacity="0.05"/>`

// ---------------------------------------------------------------- offices and consulting rooms

export function office(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant + 4)
  const open = variant % 2 === 0
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind: open ? rng.pick(['concrete', 'porcelain'] as const) : 'wood',
      floor: open ? rng.pick(['#a9a49c', '#8f969c', '#bfb8ae']) : woodTone(rng),
      wall: rng.pick(['#eef0f2', '#e9e4dd', '#f4f4f2']),
      width: open ? rng.float(7, 9) : rng.float(3.6, 4.4),
      depth: open ? rng.float(9, 12) : rng.float(4.5, 5.5),
      height: open ? 2.8 : 2.5,
      fov: open ? 78 : 76,
      eyeHeight: 1.55,
    }),
    outside,
  )
  const { width: w, depth: d, height: h } = r.o
  const side = rng.pick(['left', 'right'] as const)
  windowOn(
    r,
    { wall: side, u0: 1, u1: d - 0.3, v0: 0.4, v1: h - 0.2, frame: '#4a4d52', panes: Math.round(d / 1.5) },
    'city',
  )
  if (open)
    windowOn(r, { wall: 'back', u0: 0.3, u1: w - 0.3, v0: 0.4, v1: h - 0.2, frame: '#4a4d52', panes: 5 }, 'city')
  // Ceiling light panels.
  const panels: string[] = []
  for (let z = 2; z < d - 0.5; z += 2.4)
    for (let x = 1.2; x < w - 0.5; x += 2.4)
      panels.push(
        r.cam.face(
          [
            [x, h - 0.002, z],
            [x + 1.2, h - 0.002, z],
            [x + 1.2, h - 0.002, z + 0.3],
            [x, h - 0.002, z + 0.3],
          ],
          '#fdfcf7',
        ),
      )
  c.add(...panels)
  const desk = rng.pick(['#f3f1ec', '#c49a6c', '#e9e4dd', '#d8cbb8'])
  const seat = rng.pick(['#2f2f2f', '#3c475b', '#5f6b73', '#2f7f7a'])
  const pieces: Piece[] = []
  const screens: Piece[] = []
  if (open) {
    for (let z = 2.2; z < d - 1.5; z += 2.2)
      for (const x0 of [1, w / 2 + 0.4]) {
        const x1 = x0 + w / 2 - 1.6
        pieces.push(...table(x0, x1, z, z + 1.4, 0.74, desk, '#6a6d70'))
        for (let x = x0 + 0.5; x < x1 - 0.3; x += 1.2) {
          screens.push({ b: box(x - 0.28, x + 0.28, 0.82, 1.15, z + 0.68, z + 0.72), colour: '#1c1d20' })
          pieces.push(...chair(x, z - 0.35, 'front', seat))
        }
      }
  } else {
    // A consulting room or private office: desk facing the camera, shelves behind.
    pieces.push(...table(w / 2 - 0.8, w / 2 + 0.8, d - 2.4, d - 1.6, 0.75, desk, '#3a3a3a'))
    screens.push({ b: box(w / 2 - 0.3, w / 2 + 0.3, 0.85, 1.2, d - 1.85, d - 1.8), colour: '#1c1d20' })
    pieces.push(
      ...chair(w / 2, d - 1.2, 'back', seat),
      ...chair(w / 2 - 0.45, d - 3, 'front', '#8d99a6'),
      ...chair(w / 2 + 0.45, d - 3, 'front', '#8d99a6'),
    )
    const sx = side === 'left' ? [w - 0.4, w - 0.02] : [0.02, 0.4]
    pieces.push({ b: box(sx[0], sx[1], 0, 2, d - 3, d - 1.2), colour: woodTone(rng), shadow: true })
    artwork(r, 'back', w / 2 - 0.6, 1.35, 1.2, 0.7)
  }
  furniture(r, [...pieces, ...screens], [plantAt(r, side === 'left' ? w - 0.5 : 0.5, d - 0.5, 1.4)])
  finish(c, outside, 0.85)
  return c.svg()
}
