/**
 * Bedrooms as Colombian apartments have them: the main bedroom with a double bed between two
 * bedside tables, a guest room with the bed along a wall, a child's room with a desk under the
 * window; each with a built-in wardrobe, curtains and the city or the mountains outside.
 */
import type { Random } from '../random'
import { Canvas, darken, ellipse, lighten } from '../svg'
import type { Vec3 } from './camera'
import { bed, nightstand, wardrobe, type Bedding } from './bed'
import { chair, daylight, roomOptions, rug, SIZE, table, type Piece } from './interiors'
import { finish } from './nature'
import {
  ACCENT_WALLS,
  artwork,
  curtains,
  downlights,
  furniture,
  plantAt,
  room,
  skirting,
  wallPoint,
  WALLS,
  windowOn,
  woodTone,
  type Room,
  type WindowSpec,
} from './rooms'

type Layout = 'main' | 'guest' | 'child'

export function bedroom(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant + 1)
  const layout: Layout = (['main', 'guest', 'child'] as const)[variant % 3]
  const wood = rng.chance(0.65)
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind: wood ? 'wood' : 'porcelain',
      floor: wood ? woodTone(rng) : rng.pick(['#d9d3c9', '#e2ddd4', '#cfc8bc']),
      wall: rng.pick(WALLS),
      width: layout === 'main' ? rng.float(3.7, 4.3) : rng.float(3.1, 3.6),
      depth: layout === 'main' ? rng.float(4.8, 5.3) : rng.float(4.3, 5),
      fov: rng.float(78, 84),
      across: rng.float(0.42, 0.58),
      eyeHeight: 1.45,
      shift: -0.04,
    }),
    outside,
  )
  const { width: w, depth: d, height: h } = r.o
  const frameWood = woodTone(rng)
  const bedding: Bedding = {
    frame: rng.pick([frameWood, '#d8cbb8', '#5f6b73', '#3a3a3a']),
    headboard: rng.pick(['#d8cbb8', '#8d99a6', '#5f6b73', '#c9b79c', '#6f7d6a', frameWood]),
    linen: rng.pick(['#f7f5f0', '#eeeae2', '#f3f3f1']),
    duvet:
      layout === 'child'
        ? rng.pick(['#7fb3d5', '#f2b5a0', '#9bc59d', '#f3d27a'])
        : rng.pick(['#f4f1ea', '#d8cbb8', '#8d99a6', '#e8e2d6', '#b9c4c9', '#c9b79c']),
    throw: rng.chance(0.75) ? rng.pick(['#c8643b', '#3c475b', '#6f7d6a', '#b5485d', '#d9a441', '#8c6d58']) : undefined,
    cushion: layout !== 'child' && rng.chance(0.7) ? rng.pick(['#2f7f7a', '#d9a441', '#c8643b', '#5f6b73']) : undefined,
  }
  // The wall behind the bed: painted in an accent colour in about half the rooms.
  if (rng.chance(0.5))
    accentBackWall(r, layout === 'child' ? rng.pick(['#bcd3df', '#e9c9b4', '#c8d8c0']) : rng.pick(ACCENT_WALLS))

  const bedSide = rng.pick(['left', 'right'] as const)
  const openSide = bedSide === 'left' ? 'right' : 'left'
  const others: Array<{ at: Vec3; draw: () => void }> = []
  const pieces: Piece[] = []
  const tableColour = rng.pick([frameWood, '#f2f0ea', '#3a3a3a', '#d8cbb8'])
  const shade = rng.pick(['#efe6d2', '#f6f3ec', '#d9c7a6'])
  let window: WindowSpec
  let bedX: [number, number]
  if (layout === 'main') {
    // The double bed centred on the back wall, a table and lamp each side, the window on a side wall.
    const half = rng.pick([0.7, 0.8])
    const cx = w / 2 + rng.float(-0.12, 0.12)
    bedX = [cx - half, cx + half]
    others.push(
      nightstand(r, cx - half - 0.35, tableColour, shade),
      nightstand(r, cx + half + 0.35, tableColour, shade),
    )
    window = { wall: openSide, u0: d - 2.7, u1: d - 0.6, v0: 0.9, v1: h - 0.25 }
  } else {
    // A single or semi-double bed along a side wall; the window on the back wall beside it.
    const width = layout === 'child' ? 1 : 1.2
    bedX = bedSide === 'left' ? [0.06, 0.06 + width] : [w - 0.06 - width, w - 0.06]
    const free = bedSide === 'left' ? [bedX[1] + 0.55, w - 0.25] : [0.25, bedX[0] - 0.55]
    window = { wall: 'back', u0: free[0], u1: free[1], v0: 0.95, v1: h - 0.3 }
    const beside = bedSide === 'left' ? bedX[1] + 0.3 : bedX[0] - 0.3
    if (layout === 'guest') others.push(nightstand(r, beside, tableColour, shade))
    else {
      // The child's desk under the window, its chair pulled out toward the room.
      const x0 = free[0] + 0.05
      const x1 = Math.min(free[1], x0 + 1.2)
      pieces.push(...table(x0, x1, d - 0.6, d - 0.02, 0.74, rng.pick(['#f2f0ea', frameWood]), '#f2f0ea'))
      pieces.push(...chair((x0 + x1) / 2, d - 0.95, 'front', rng.pick(['#7fb3d5', '#f3d27a', '#f2f0ea'])))
    }
  }
  windowOn(r, window, rng.chance(0.6) ? 'city' : 'green')
  curtains(r, window, rng.pick(['#efe9df', '#d8cbb8', '#c9c3b8', '#e4e0d8', '#9aa6a0']))
  skirting(r)
  const bedLength = layout === 'main' ? 2.05 : 1.95
  if (layout === 'main' || rng.chance(0.5)) artwork(r, 'back', (bedX[0] + bedX[1]) / 2 - 0.5, 1.5, 1, 0.6)
  else artwork(r, bedSide, d - bedLength + 0.2, 1.3, 0.7, 0.55)
  // A rug under the foot of the bed, spilling out into the room.
  const rugColour = rng.pick(['#d9cbb5', '#c2c7cc', '#e3d9c6', '#a9a29a', '#8d99a6', '#c9b3a0'])
  if (layout === 'main') rug(r, bedX[0] - 0.5, bedX[1] + 0.5, d - bedLength - 0.9, d - 0.7, rugColour)
  else rug(r, Math.max(0.3, bedX[0] - 0.6), Math.min(w - 0.3, bedX[1] + 0.6), d - bedLength - 0.7, d - 1.2, rugColour)
  others.push(bed(r, bedX[0], bedX[1], bedLength, bedding))
  // The wardrobe on the side wall nearest the door, as most apartments have it.
  const closetWall = layout === 'main' ? bedSide : openSide
  const closetEnd = layout === 'main' ? Math.min(d - 2.6, 2.4) : d - (layout === 'child' ? 1.5 : 1.1)
  others.push(
    wardrobe(
      r,
      closetWall,
      0.2,
      Math.max(1.4, closetEnd),
      rng.pick(['#f2f0ea', frameWood, '#d8d2c8', '#e9e4dd', '#8c7a66']),
      rng.pick(['#9aa1a7', '#2f2f2f', '#c9a66b']),
    ),
  )
  if (rng.chance(0.6) && layout !== 'child') {
    const px = openSide === 'left' ? 0.4 : w - 0.4
    others.push(plantAt(r, px, Math.min(d - 0.5, window.wall === 'back' ? d - 0.5 : window.u0 - 0.4), 1))
  }
  if (layout === 'child') {
    // A ball left on the rug.
    const p: Vec3 = [w / 2 + rng.float(-0.3, 0.3), 0.11, d - bedLength - 0.1]
    const colour = rng.pick(['#d94f3d', '#3c7fc0', '#e0a030'])
    others.push({
      at: p,
      draw: () => {
        const [x, y] = r.cam.at(p)
        const s = r.cam.scale(p) * 0.11
        c.add(ellipse(x, y + s * 0.9, s * 1.1, s * 0.3, '#000', 'opacity="0.15"'))
        c.add(
          ellipse(
            x,
            y,
            s,
            s,
            c.radial(x - s * 0.3, y - s * 0.3, s * 1.4, [
              [0, lighten(colour, 0.3)],
              [1, darken(colour, 0.35)],
            ]),
          ),
        )
      },
    })
  }
  furniture(r, pieces, others)
  downlights(r, 1, 2)
  finish(c, outside, 0.95)
  return c.svg()
}

/** Paints the back wall in another colour, keeping the room's fall of light down it. */
function accentBackWall(r: Room, colour: string) {
  const { c, cam, o } = r
  const corners = [
    wallPoint(r, 'back', 0, 0),
    wallPoint(r, 'back', o.width, 0),
    wallPoint(r, 'back', o.width, o.height),
    wallPoint(r, 'back', 0, o.height),
  ]
  c.add(
    cam.face(
      corners,
      c.linear(cam.at(corners[3]), cam.at(corners[0]), [
        [0, lighten(colour, 0.04)],
        [1, darken(colour, 0.08)],
      ]),
    ),
  )
}
