/**
 * Kitchens: a run along the back wall (fridge at one end, the sink under the window, a hob
 * under a chimney hood), an L with an island and stools, or a galley between two runs; each
 * kitchen of the pool in its own finish.
 */
import type { Random } from '../random'
import { Canvas } from '../svg'
import { CHROME } from './bath-fixtures'
import type { Vec3 } from './camera'
import { galley } from './galley'
import { daylight, roomOptions, SIZE } from './interiors'
import { island, stool } from './island'
import {
  baseRun,
  fridge,
  fruit,
  hob,
  kettle,
  kitchenFinish,
  sink,
  splashback,
  upperRun,
  type Finish,
} from './kitchen-fixtures'
import { finish, pottedPlant } from './nature'
import { downlights, pendant, room, wallPoint, windowOn, woodTone, type Room, type Wall } from './rooms'

const FLOORS = ['#d9d3c9', '#cfc8bc', '#e2ddd4', '#bfb8ae', '#a9a49c']
const KETTLES = ['#c8643b', '#2f2f2f', '#e8e2d6', CHROME]

export function kitchen(rng: Random, variant: number): string {
  const outside = daylight(rng, variant + 2)
  const f = kitchenFinish(rng, variant)
  const layout = variant % 3
  if (layout === 2) return galley(rng, outside, f)
  const c = new Canvas(SIZE.width, SIZE.height)
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind: rng.pick(['porcelain', 'tile'] as const),
      floor: rng.pick(FLOORS),
      width: layout === 0 ? rng.float(3.4, 4) : rng.float(4.2, 4.8),
      depth: layout === 0 ? rng.float(3.3, 3.8) : rng.float(4.8, 5.4),
      fov: layout === 0 ? rng.float(70, 76) : rng.float(74, 80),
      across: rng.float(0.42, 0.58),
      eyeHeight: 1.45,
      shift: -0.04,
      yaw: rng.float(-3, 3),
    }),
    outside,
  )
  if (layout === 0) backRun(r, f)
  else withIsland(r, f)
  finish(c, outside, 0.9)
  return c.svg()
}

/** One run along the back wall: fridge, counter, the sink under the window, the hob under its hood. */
function backRun(r: Room, f: Finish) {
  const { rng } = r
  const { width: w, height: h } = r.o
  // Drawn with the fridge on the left; `flip` mirrors the run.
  const flip = rng.chance(0.5)
  const span = (u0: number, u1: number): [number, number] => (flip ? [w - u1, w - u0] : [u0, u1])
  const U = (u: number) => (flip ? w - u : u)
  const start = 0.8
  const sinkAt = start + rng.float(0.85, 1)
  const hobAt = Math.min(w - 0.5, sinkAt + rng.float(1, 1.3))
  splashback(r, 'back', ...span(start, w), f.splash)
  windowOn(r, { wall: 'back', u0: U(sinkAt - 0.55), u1: U(sinkAt + 0.55), v0: 1.1, v1: h - 0.35 }, 'city')
  fridge(r, 'back', ...span(0.03, start - 0.02), flip ? 'u0' : 'u1')
  baseRun(r, 'back', ...span(start, w), f)
  for (const [a, b] of [
    [start, sinkAt - 0.65],
    [sinkAt + 0.65, hobAt - 0.42],
    [hobAt + 0.42, w],
  ])
    if (b - a > 0.3) upperRun(r, 'back', ...span(a, b), f)
  sink(r, 'back', U(sinkAt))
  hob(r, 'back', U(hobAt), rng.chance(0.6), 'chimney')
  kettle(r, 'back', U(hobAt - 0.55), rng.pick(KETTLES))
  counterThing(r, wallPoint(r, 'back', U(start + 0.3), 0.9, 0.3))
  downlights(r, 1, 2)
}

/** An L of cabinets on the back and a side wall, and an island with stools under pendants. */
function withIsland(r: Room, f: Finish) {
  const { c, rng } = r
  const { width: w, depth: d, height: h } = r.o
  const side: Wall = rng.chance(0.5) ? 'left' : 'right'
  // Across the room, measured from the side run's wall.
  const X = (x: number) => (side === 'left' ? x : w - x)
  const span = (u0: number, u1: number): [number, number] => (side === 'left' ? [u0, u1] : [w - u1, w - u0])
  const sideFrom = d - rng.float(2.4, 2.9)
  const sinkAt = w * 0.5
  splashback(r, 'back', 0, w, f.splash)
  splashback(r, side, sideFrom, d, f.splash)
  windowOn(r, { wall: 'back', u0: X(sinkAt - 0.6), u1: X(sinkAt + 0.6), v0: 1.1, v1: h - 0.3 }, 'city')
  fridge(r, 'back', ...span(w - 0.8, w - 0.03), side === 'left' ? 'u0' : 'u1')
  baseRun(r, 'back', ...span(0.6, w - 0.8), f)
  upperRun(r, 'back', ...span(0.35, sinkAt - 0.7), f)
  upperRun(r, 'back', ...span(sinkAt + 0.7, w - 0.8), f)
  baseRun(r, side, sideFrom, d, f)
  const hobAt = sideFrom + rng.float(0.8, 1.1)
  upperRun(r, side, hobAt + 0.4, d, f)
  sink(r, 'back', X(sinkAt))
  hob(r, side, hobAt, rng.chance(0.6), 'chimney')
  kettle(r, side, hobAt + 0.6, rng.pick(KETTLES))
  counterThing(r, wallPoint(r, 'back', X(sinkAt + 0.75), 0.9, 0.3))
  // The island, clear of the runs by a passage, its stools toward the camera.
  const x0 = 0.6 + 1
  const x1 = Math.min(w - 0.7, x0 + rng.float(1.7, 2.1))
  const [ix0, ix1] = side === 'left' ? [x0, x1] : [w - x1, w - x0]
  const z1 = d - 0.6 - 1.05
  const z0 = z1 - rng.float(0.9, 1.05)
  island(r, ix0, ix1, z0, z1, f, rng.chance(0.45))
  const cx = (ix0 + ix1) / 2
  if (rng.chance(0.5)) fruit(r, [cx + 0.3, 0.92, (z0 + z1) / 2])
  else {
    const p: Vec3 = [cx + 0.3, 0.92, (z0 + z1) / 2]
    const [px, py] = r.cam.at(p)
    pottedPlant(c, rng, px, py, r.cam.scale(p) * 0.35)
  }
  const seat = rng.pick(['#2f2f2f', woodTone(rng), '#d9a441', '#e8e2d6', '#5f6b73'])
  const legs = rng.pick(['#1f2023', '#2f2f2f', '#c9a66b', woodTone(rng)])
  const seats = Math.max(2, Math.floor((ix1 - ix0) / 0.6))
  for (let i = 0; i < seats; i++) stool(r, ix0 + ((ix1 - ix0) * (i + 0.5)) / seats, z0 + 0.06, seat, legs)
  for (const x of [cx - 0.45, cx + 0.45])
    pendant(r, x, (z0 + z1) / 2, h - 1.65, rng.pick(['#2f2f2f', '#c9a66b', '#efe9df']))
}

/** A plant or a bowl of fruit standing on a counter. */
function counterThing(r: Room, at: Vec3) {
  if (r.rng.chance(0.5)) {
    const [x, y] = r.cam.at(at)
    pottedPlant(r.c, r.rng, x, y, r.cam.scale(at) * 0.4)
  } else fruit(r, at)
}
