/** Kitchens: a run along the back wall, an L with an island, or a galley between two runs. */
import type { Random } from '../random'
import { Canvas, darken } from '../svg'
import { box } from './camera'
import { daylight, roomOptions, SIZE, type Piece, type Side } from './interiors'
import { finish } from './nature'
import { galley } from './galley'
import { downlights, furniture, pendant, room, windowOn, woodTone } from './rooms'

export function kitchen(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant + 2)
  const layout = variant % 3
  if (layout === 2) return galley(rng, outside)
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
