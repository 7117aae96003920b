/** Offices and consulting rooms: an open floor of desks, or a private office with its desk. */
import type { Random } from '../random'
import { Canvas } from '../svg'
import { box } from './camera'
import { daylight, roomOptions, SIZE, table, type Piece } from './interiors'
import { finish } from './nature'
import { artwork, furniture, plantAt, room, windowOn, woodTone } from './rooms'
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
  const seat = rng.pick(CHAIR_COLOURS)
  const pieces: Piece[] = []
  const screens: Piece[] = []
  const chairs: Array<ReturnType<typeof taskChair>> = []
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
    // A consulting room or private office: desk facing the camera, shelves behind.
    pieces.push(...table(w / 2 - 0.8, w / 2 + 0.8, d - 2.4, d - 1.6, 0.75, desk, '#3a3a3a'))
    screens.push(...monitor(w / 2, d - 1.85, false))
    const visitor = rng.pick(CHAIR_COLOURS)
    chairs.push(
      taskChair(r, w / 2, d - 1.25, rng.float(-15, 15), seat),
      taskChair(r, w / 2 - 0.5, d - 2.85, 180 + rng.float(-35, 0), visitor),
      taskChair(r, w / 2 + 0.5, d - 2.85, 180 + rng.float(0, 35), visitor),
    )
    const sx = side === 'left' ? [w - 0.4, w - 0.02] : [0.02, 0.4]
    pieces.push({ b: box(sx[0], sx[1], 0, 2, d - 3, d - 1.2), colour: woodTone(rng), shadow: true })
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
