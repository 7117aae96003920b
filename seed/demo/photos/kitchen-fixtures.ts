/**
 * What a kitchen is recognised by, each against a wall: base cabinets on their plinth with
 * door and drawer joints and handles, wall cabinets with the light strip under them, a lit
 * tiled splashback, a hob under its hood, a steel sink with its tap, a fridge, and what stands
 * on the counter. Positions are in wall coordinates: `u` along the wall, `v` up, `out` away.
 */
import type { Random } from '../random'
import { darken, ellipse, lighten, luminance, path, r as round } from '../svg'
import { CHROME } from './bath-fixtures'
import { solid, type Vec3 } from './camera'
import { wallBox, wallPoint, woodTone, type Room, type Wall } from './rooms'
import { disc, turned } from './shapes'

const BASE_DEPTH = 0.6
const UPPER = { v0: 1.5, v1: 2.2, depth: 0.35 }

export interface Finish {
  cabinet: string
  upper: string
  counter: string
  handles: string
  splash: string
}

/**
 * Finishes seen in Colombian apartment kitchens, one per picture in turn so that no two
 * kitchens of the pool share theirs: white or wood melamine, a painted colour, two tones.
 */
const FINISHES: ReadonlyArray<(rng: Random) => Finish> = [
  () => ({ cabinet: '#f3f1ec', upper: '#f3f1ec', counter: '#2b2b2b', handles: CHROME, splash: '#e8eef0' }),
  (rng) => {
    const wood = woodTone(rng)
    return { cabinet: wood, upper: wood, counter: '#f2f0eb', handles: '#2b2b2b', splash: '#f4efe6' }
  },
  () => ({ cabinet: '#3a3d42', upper: '#e9e4dd', counter: '#d9d4cc', handles: CHROME, splash: '#ffffff' }),
  () => ({ cabinet: '#3c475b', upper: '#f3f1ec', counter: '#f2f0eb', handles: '#c9a66b', splash: '#dfe7e2' }),
  (rng) => ({ cabinet: '#6f7d6a', upper: '#f3f1ec', counter: woodTone(rng), handles: '#c9a66b', splash: '#f1e4d6' }),
  (rng) => ({ cabinet: woodTone(rng), upper: '#f3f1ec', counter: '#8a8580', handles: '#2b2b2b', splash: '#5f7d74' }),
  () => ({ cabinet: '#d8cbb8', upper: '#d8cbb8', counter: '#f7f7f5', handles: '#2b2b2b', splash: '#c9d3d6' }),
  () => ({ cabinet: '#c9cdd0', upper: '#ecebe7', counter: '#4a4d52', handles: '#2b2b2b', splash: '#f4efe6' }),
  (rng) => ({ cabinet: '#2f3237', upper: woodTone(rng), counter: '#e9e4dd', handles: CHROME, splash: '#e8eef0' }),
]

/** The finish of the `variant`-th kitchen of the pool. */
export function kitchenFinish(rng: Random, variant: number): Finish {
  return FINISHES[variant % FINISHES.length](rng)
}

/** Tiles between the counter and the wall cabinets, lit from the strip under the cabinets. */
export function splashback(r: Room, wall: Wall, u0: number, u1: number, colour: string) {
  const { c, cam } = r
  const at = (u: number, v: number) => wallPoint(r, wall, u, v, 0.004)
  const corners = [at(u0, 0.9), at(u1, 0.9), at(u1, UPPER.v0), at(u0, UPPER.v0)]
  c.add(
    cam.face(
      corners,
      c.linear(cam.at(at(u0, UPPER.v0)), cam.at(at(u0, 0.9)), [
        [0, lighten(colour, 0.35)],
        [0.4, colour],
        [1, darken(colour, 0.06)],
      ]),
    ),
  )
  const joints: Array<[Vec3, Vec3]> = []
  for (let v = 0.975; v < UPPER.v0; v += 0.075) joints.push([at(u0, v), at(u1, v)])
  for (let u = u0 + 0.15; u < u1; u += 0.15) joints.push([at(u, 0.9), at(u, UPPER.v0)])
  c.add(cam.lines(joints, luminance(colour) > 0.6 ? darken(colour, 0.2) : lighten(colour, 0.3), 1, 'opacity="0.7"'))
}

/** Base cabinets: plinth, carcass, a drawer over each door, handles, the counter on top. */
export function baseRun(r: Room, wall: Wall, u0: number, u1: number, f: Finish) {
  const { c, cam, light } = r
  c.add(solid(cam, wallBox(r, wall, u0, u1, 0, 0.1, 0, BASE_DEPTH - 0.06), '#2a2a2a', light))
  c.add(solid(cam, wallBox(r, wall, u0, u1, 0.1, 0.86, 0, BASE_DEPTH), f.cabinet, light))
  fronts(r, wall, u0, u1, 0.1, 0.86, BASE_DEPTH, f, 'base')
  c.add(solid(cam, wallBox(r, wall, u0 - 0.02, u1, 0.86, 0.9, 0, BASE_DEPTH + 0.03), f.counter, light))
  // The counter's lit front edge.
  const edge = (u: number) => wallPoint(r, wall, u, 0.9, BASE_DEPTH + 0.031)
  c.add(cam.lines([[edge(u0), edge(u1)]], lighten(f.counter, 0.4), 1.5, 'opacity="0.7"'))
}

/** Wall cabinets with the light strip under them. */
export function upperRun(r: Room, wall: Wall, u0: number, u1: number, f: Finish) {
  const { c, cam, light } = r
  c.add(solid(cam, wallBox(r, wall, u0, u1, UPPER.v0, UPPER.v1, 0, UPPER.depth), f.upper, light))
  fronts(r, wall, u0, u1, UPPER.v0, UPPER.v1, UPPER.depth, f, 'upper')
  const strip = [0.06, 0.1].map((out) => [
    wallPoint(r, wall, u0, UPPER.v0 - 0.002, out),
    wallPoint(r, wall, u1, UPPER.v0 - 0.002, out),
  ])
  c.add(cam.face([strip[0][0], strip[0][1], strip[1][1], strip[1][0]], '#fffaf0'))
}

/** Door and drawer joints and the handles on the fronts of a run of cabinets. */
function fronts(
  r: Room,
  wall: Wall,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  out: number,
  f: Finish,
  kind: 'base' | 'upper',
) {
  const { c, cam } = r
  const at = (u: number, v: number) => wallPoint(r, wall, u, v, out + 0.002)
  const count = Math.max(1, Math.round((u1 - u0) / 0.5))
  const step = (u1 - u0) / count
  const joints: Array<[Vec3, Vec3]> = []
  const handles: Array<[Vec3, Vec3]> = []
  const drawer = v1 - 0.2
  if (kind === 'base') joints.push([at(u0, drawer), at(u1, drawer)])
  for (let i = 0; i <= count; i++) {
    const u = u0 + i * step
    if (i > 0 && i < count) joints.push([at(u, v0), at(u, v1)])
    if (i === count) continue
    const mid = u + step / 2
    if (kind === 'base') {
      handles.push([at(mid - 0.1, v1 - 0.07), at(mid + 0.1, v1 - 0.07)])
      handles.push([at(u + step - 0.06, drawer - 0.06), at(u + step - 0.06, drawer - 0.26)])
    } else handles.push([at(u + step - 0.06, v0 + 0.06), at(u + step - 0.06, v0 + 0.22)])
  }
  const dark = luminance(f.cabinet) < 0.35
  c.add(cam.lines(joints, dark ? lighten(f.cabinet, 0.18) : darken(f.cabinet, 0.35), 1.3, 'opacity="0.85"'))
  const px = cam.scale(at((u0 + u1) / 2, v0))
  c.add(cam.lines(handles, f.handles, Math.max(2, px * 0.018), 'stroke-linecap="round"'))
}

/**
 * A hob on the counter (gas burners under grates, or black glass) and the hood above it: a
 * steel box under the wall cabinets, or a canopy with its chimney up to the ceiling.
 */
export function hob(r: Room, wall: Wall, u: number, gas: boolean, hood: 'under' | 'chimney' = 'under') {
  const { c, cam, light } = r
  const plate = [
    wallPoint(r, wall, u - 0.3, 0.902, 0.06),
    wallPoint(r, wall, u + 0.3, 0.902, 0.06),
    wallPoint(r, wall, u + 0.3, 0.902, 0.54),
    wallPoint(r, wall, u - 0.3, 0.902, 0.54),
  ]
  c.add(cam.face(plate, gas ? '#3a3b3d' : '#141517', 'stroke="#6b6e72" stroke-width="1.5"'))
  for (const du of [-0.15, 0.15])
    for (const out of [0.18, 0.42]) {
      const centre = wallPoint(r, wall, u + du, 0.905, out)
      if (gas) {
        c.add(
          disc(cam, centre, 0.08, 0.08, '#1c1c1e'),
          disc(cam, [centre[0], 0.92, centre[2]], 0.036, 0.036, '#5a5d61'),
        )
      } else c.add(disc(cam, centre, 0.08, 0.08, 'none', 'stroke="#5e6166" stroke-width="1.5"'))
    }
  if (gas) {
    const grate: Array<[Vec3, Vec3]> = []
    for (const du of [-0.29, 0, 0.29])
      grate.push([wallPoint(r, wall, u + du, 0.93, 0.07), wallPoint(r, wall, u + du, 0.93, 0.53)])
    for (const out of [0.07, 0.3, 0.53])
      grate.push([wallPoint(r, wall, u - 0.29, 0.93, out), wallPoint(r, wall, u + 0.29, 0.93, out)])
    c.add(cam.lines(grate, '#1a1a1a', Math.max(2, cam.scale(plate[0]) * 0.012)))
  }
  if (hood === 'chimney')
    c.add(
      solid(cam, wallBox(r, wall, u - 0.14, u + 0.14, UPPER.v0, r.o.height, 0, 0.26), '#c2c7cc', light),
      solid(cam, wallBox(r, wall, u - 0.36, u + 0.36, UPPER.v0 - 0.08, UPPER.v0, 0, 0.5), '#b7bcc2', light),
    )
  else c.add(solid(cam, wallBox(r, wall, u - 0.32, u + 0.32, UPPER.v0 - 0.12, UPPER.v0, 0, 0.5), '#b7bcc2', light))
  const lamp = wallPoint(r, wall, u, UPPER.v0 - (hood === 'chimney' ? 0.081 : 0.121), 0.3)
  c.add(disc(cam, lamp, 0.04, 0.04, '#fff6dc'))
}

/** A steel sink set into the counter, and its tap. */
export function sink(r: Room, wall: Wall, u: number) {
  const { c, cam } = r
  const at = (du: number, out: number, v = 0.902) => wallPoint(r, wall, u + du, v, out)
  c.add(
    cam.face(
      [at(-0.38, 0.08), at(0.38, 0.08), at(0.38, 0.52), at(-0.38, 0.52)],
      '#c2c7cc',
      'stroke="#8e949a" stroke-width="1.5"',
    ),
  )
  const opening = [at(-0.33, 0.12), at(0.33, 0.12), at(0.33, 0.48), at(-0.33, 0.48)]
  c.add(cam.face(opening, '#8a9096'))
  // Inside the bowl, the lit wall on the wall's side, seen over the near rim.
  c.add(c.clipOpen(cam.project(opening)))
  c.add(cam.face([at(-0.33, 0.12), at(0.33, 0.12), at(0.33, 0.12, 0.7), at(-0.33, 0.12, 0.7)], '#b3b9be'), '</g>')
  const px = cam.scale(at(0, 0.06))
  // A gooseneck tap: up from the counter, then curving over the bowl.
  const [foot, rise, bend, spout] = [at(0, 0.05), at(0, 0.05, 1.22), at(0, 0.2, 1.26), at(0, 0.3, 1.12)]
    .map((p) => cam.at(p))
    .map(([x, y]) => `${round(x)} ${round(y)}`)
  c.add(
    path(
      `M${foot}L${rise}Q${bend} ${spout}`,
      'none',
      `stroke="${CHROME}" stroke-width="${round(Math.max(2.5, px * 0.028))}" stroke-linecap="round"`,
    ),
  )
}

/** A tall steel fridge at the end of a run, its door seam and handles (at `u0`, or at `u1`). */
export function fridge(r: Room, wall: Wall, u0: number, u1: number, handles: 'u0' | 'u1' = 'u0') {
  const { c, cam, light } = r
  const body = wallBox(r, wall, u0, u1, 0.01, 1.9, 0.02, 0.7)
  c.add(solid(cam, body, '#c9cdd1', light))
  c.add(solid(cam, wallBox(r, wall, u0, u1, 1.92, UPPER.v1, 0, UPPER.depth + 0.25), '#d8d4cc', light))
  const at = (u: number, v: number) => wallPoint(r, wall, u, v, 0.702)
  const px = cam.scale(at(u0, 1))
  const hu = handles === 'u0' ? u0 + 0.06 : u1 - 0.06
  c.add(cam.lines([[at(u0, 1.22), at(u1, 1.22)]], '#7d8389', 1.5))
  c.add(
    cam.lines(
      [
        [at(hu, 1.3), at(hu, 1.7)],
        [at(hu, 0.6), at(hu, 1.12)],
      ],
      '#8e949a',
      Math.max(2.5, px * 0.03),
      'stroke-linecap="round"',
    ),
  )
}

export function kettle(r: Room, wall: Wall, u: number, colour: string) {
  const { c, cam } = r
  const base = wallPoint(r, wall, u, 0.9, 0.3)
  const top: Vec3 = [base[0], 1.1, base[2]]
  c.add(turned(cam, base, [0.09, 0.09], top, [0.065, 0.065], colour))
  c.add(disc(cam, top, 0.065, 0.065, darken(colour, 0.15)))
  c.add(
    cam.lines(
      [
        [
          [base[0], 1.12, base[2]],
          [base[0], 1.14, base[2]],
        ],
      ],
      '#2b2b2b',
      3,
    ),
  )
}

export function fruit(r: Room, at: Vec3) {
  const { c, cam } = r
  c.add(turned(cam, at, [0.07, 0.07], [at[0], 0.98, at[2]], [0.14, 0.14], '#e8e2d6'))
  for (const [dx, dz, colour] of [
    [-0.05, 0, '#d9a441'],
    [0.05, 0.02, '#c8643b'],
    [0, -0.04, '#7a9a3a'],
  ] as const) {
    const p = cam.at([at[0] + dx, 1.0, at[2] + dz])
    const s = cam.scale([at[0] + dx, 1.0, at[2] + dz]) * 0.045
    c.add(ellipse(p[0], p[1], s, s, colour))
  }
}
