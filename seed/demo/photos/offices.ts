/** Offices and consulting rooms: an open floor of desks, or a private office with its desk. */
import type { Random } from '../random'
import { Canvas, darken } from '../svg'
import { box, solid, type Vec3 } from './camera'
import { daylight, roomOptions, SIZE, table, type Piece } from './interiors'
import { finish } from './nature'
import {
  artwork,
  contactShadow,
  furniture,
  plantAt,
  room,
  wallBox,
  wallPoint,
  windowOn,
  woodTone,
  type Room,
  type Wall,
} from './rooms'
import { CHAIR_COLOURS, taskChair } from './task-chair'

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
      depth: open ? rng.float(9, 12) : rng.float(5, 5.8),
      height: open ? 2.8 : 2.5,
      fov: open ? 78 : 76,
      // A private room from a little lower, its lens shifted so the visitors' chairs stand whole.
      eyeHeight: open ? 1.55 : 1.4,
      shift: open ? 0 : -0.08,
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
  const seat = rng.pick(CHAIR_COLOURS)
  const pieces: Piece[] = []
  const screens: Piece[] = []
  const chairs: Array<{ at: Vec3; draw: () => void }> = []
  if (open) {
    for (let z = 2.7; z < d - 1.5; z += 2.2)
      for (const x0 of [1, w / 2 + 0.4]) {
        const x1 = x0 + w / 2 - 1.6
        pieces.push(...table(x0, x1, z, z + 1.4, 0.74, desk, '#6a6d70'))
        for (let x = x0 + 0.5; x < x1 - 0.3; x += 1.2) {
          screens.push(...monitor(x, z + 0.7, true))
          // Pushed back and turned a little, as people leave them.
          chairs.push(taskChair(r, x + rng.float(-0.1, 0.1), z - rng.float(0.3, 0.55), 180 + rng.float(-35, 35), seat))
        }
      }
  } else {
    // A consulting room or private office: the desk across the room with its chair behind,
    // the monitor at one end so the chair shows, and two visitors' chairs turned toward it.
    const cx = w / 2 + rng.float(-0.25, 0.25)
    const [front, back] = [d - 2.05, d - 1.35]
    pieces.push(...table(cx - 0.8, cx + 0.8, front, back, 0.75, desk, '#3a3a3a'))
    pieces.push({ b: box(cx - 0.74, cx + 0.74, 0.3, 0.71, front + 0.06, front + 0.08), colour: desk })
    const end = side === 'left' ? -1 : 1
    screens.push(...monitor(cx + end * 0.55, back - 0.2, false))
    const visitor = rng.pick(CHAIR_COLOURS)
    chairs.push(
      taskChair(r, cx - end * 0.1, back + 0.35, -end * rng.float(35, 50), seat),
      taskChair(r, cx - 0.62, front - 0.5, 180 - rng.float(25, 40), visitor),
      taskChair(r, cx + 0.62, front - 0.5, 180 + rng.float(25, 40), visitor),
    )
    const shelfWall = side === 'left' ? 'right' : 'left'
    const wood = woodTone(rng)
    chairs.push({
      at: wallPoint(r, shelfWall, d - 2.1, 1, 0.2),
      draw: () => bookcase(r, shelfWall, d - 3, d - 1.2, wood),
    })
    artwork(r, 'back', w / 2 - 0.6, 1.35, 1.2, 0.7)
  }
  furniture(r, [...pieces, ...screens], [...chairs, plantAt(r, side === 'left' ? w - 0.5 : 0.5, d - 0.5, 1.4)])
  finish(c, outside, 0.85)
  return c.svg()
}

/** A monitor on its stand, standing on a desk at `z`; its lit screen shows when it faces the camera. */
function monitor(x: number, z: number, facingCamera: boolean): Piece[] {
  const dz = facingCamera ? -1 : 1
  const pieces: Piece[] = [
    { b: box(x - 0.1, x + 0.1, 0.75, 0.765, z - 0.08, z + 0.08), colour: '#3a3d42' },
    { b: box(x - 0.02, x + 0.02, 0.76, 0.92, z + 0.03, z + 0.06), colour: '#3a3d42' },
    { b: box(x - 0.28, x + 0.28, 0.88, 1.2, z + 0.005, z + 0.03), colour: '#1c1d20' },
  ]
  if (facingCamera)
    pieces.push({ b: box(x - 0.265, x + 0.265, 0.9, 1.185, z + 0.003 * dz, z + 0.004 * dz), colour: '#3b4a5c' })
  return pieces
}

/** Open shelves against a wall, with rows of books and a box or two on them. */
function bookcase(r: Room, wall: Wall, u0: number, u1: number, wood: string) {
  const { c, cam, light, rng } = r
  const depth = 0.36
  contactShadow(r, wallBox(r, wall, u0, u1, 0, 0.1, 0, depth))
  c.add(solid(cam, wallBox(r, wall, u0, u1, 0, 2, 0, depth), wood, light))
  const at = (u: number, v: number) => wallPoint(r, wall, u, v, depth + 0.002)
  for (let v = 0.1; v < 1.9; v += 0.45) {
    // The shelf's shaded inside, then the books standing on it.
    c.add(
      cam.face(
        [at(u0 + 0.03, v), at(u1 - 0.03, v), at(u1 - 0.03, v + 0.4), at(u0 + 0.03, v + 0.4)],
        darken(wood, 0.45),
      ),
    )
    for (let u = u0 + 0.05; u < u1 - 0.08;) {
      const thick = rng.float(0.03, 0.06)
      if (rng.chance(0.12)) {
        u += rng.float(0.15, 0.3)
        continue
      }
      const tall = rng.float(0.24, 0.36)
      c.add(cam.face([at(u, v), at(u + thick, v), at(u + thick, v + tall), at(u, v + tall)], rng.pick(BOOKS)))
      u += thick + 0.004
    }
  }
}

const BOOKS = ['#8c3b2f', '#2e4057', '#d9c9a8', '#5f7d74', '#c9a66b', '#3a3d42', '#efe9df', '#7d5a44']
