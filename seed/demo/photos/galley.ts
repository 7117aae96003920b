/**
 * The narrow kitchen of many Colombian apartments, seen down its length: wall and base
 * cabinets on both sides with their doors and handles, a hob under its hood on one counter,
 * the sink on the other, the fridge at the end and the window beyond.
 */
import type { Random } from '../random'
import { Canvas } from '../svg'
import { CHROME } from './bath-fixtures'
import { roomOptions, SIZE } from './interiors'
import { baseRun, fridge, fruit, hob, kettle, sink, splashback, upperRun, type Finish } from './kitchen-fixtures'
import { finish, pottedPlant, type Mood } from './nature'
import { downlights, room, wallPoint, windowOn, type Wall } from './rooms'

export function galley(rng: Random, outside: Mood, f: Finish): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind: rng.pick(['porcelain', 'tile'] as const),
      floor: rng.pick(['#d9d3c9', '#cfc8bc', '#e2ddd4', '#bfb8ae', '#a9a49c']),
      width: rng.float(2.5, 2.9),
      depth: rng.float(4.4, 5.4),
      fov: rng.float(72, 78),
      across: rng.float(0.46, 0.54),
      // Just under the wall cabinets, so their undersides and the lit splashback show.
      eyeHeight: 1.42,
      shift: -0.04,
      yaw: rng.float(-3, 3),
    }),
    outside,
  )
  const { width: w, depth: d, height: h } = r.o
  // The hob on one side, the sink and the fridge on the other.
  const hobSide: Wall = rng.chance(0.5) ? 'left' : 'right'
  const sinkSide: Wall = hobSide === 'left' ? 'right' : 'left'
  const start = rng.float(0.9, 1.2)
  const fridgeFrom = d - 0.75
  const runs: Array<{ wall: Wall; to: number }> = [
    { wall: hobSide, to: d },
    { wall: sinkSide, to: fridgeFrom },
  ]
  for (const run of runs) splashback(r, run.wall, start, run.to, f.splash)
  windowOn(r, { wall: 'back', u0: 0.55, u1: w - 0.55, v0: 1.05, v1: h - 0.3 }, 'city')
  fridge(r, sinkSide, fridgeFrom, d - 0.03)
  for (const run of runs) {
    baseRun(r, run.wall, start, run.to, f)
    upperRun(r, run.wall, start, run.wall === sinkSide ? run.to : d, f)
  }
  const hobAt = start + (d - start) * rng.float(0.45, 0.6)
  hob(r, hobSide, hobAt, rng.chance(0.5))
  const sinkAt = start + (fridgeFrom - start) * rng.float(0.35, 0.55)
  sink(r, sinkSide, sinkAt)
  // Something on each counter: a kettle by the hob, a plant or a bowl of fruit by the sink.
  kettle(r, hobSide, hobAt - 0.75, rng.pick(['#c8643b', '#2f2f2f', '#e8e2d6', CHROME]))
  const by = wallPoint(r, sinkSide, sinkAt - 0.7, 0.9, 0.3)
  if (rng.chance(0.5)) {
    const [x, y] = r.cam.at(by)
    pottedPlant(c, rng, x, y, r.cam.scale(by) * 0.4)
  } else fruit(r, by)
  downlights(r, 2, 1)
  finish(c, outside, 0.9)
  return c.svg()
}
