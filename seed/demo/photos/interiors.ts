/**
 * Living rooms of apartments, houses and fincas, and the furniture and room
 * settings that kitchens, bathrooms and offices share.
 */
import type { Random } from '../random'
import { Canvas, darken, lighten } from '../svg'
import { box, type Box } from './camera'
import { finish, mood, type Mood } from './nature'
import {
  ACCENT_WALLS,
  artwork,
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

export type Piece = { b: Box; colour: string; shadow?: boolean; top?: string }
export type Side = 'left' | 'right' | 'back'

/** The outdoor light through a room's windows, cycling so neighbouring pictures differ. */
export function daylight(rng: Random, variant: number): Mood {
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

export function table(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  height: number,
  top: string,
  legs = '#2f2f2f',
): Piece[] {
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

export function chair(x: number, z: number, facing: 'left' | 'right' | 'back' | 'front', colour: string): Piece[] {
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

export function rug(r: Room, x0: number, x1: number, z0: number, z1: number, colour: string) {
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

/** A room's size, camera and light drawn from the seed; `o` overrides any of them. */
export function roomOptions(
  rng: Random,
  o: Partial<Parameters<typeof room>[2]> & { floorKind: FloorKind; floor: string },
) {
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
