/**
 * Buildings seen from the street in two-point perspective: brick, plaster, concrete or glass
 * façades with windows that mirror the sky, slab edges, balconies, pitched clay-tile roofs,
 * and the shadows they cast.
 */
import type { Random } from '../random'
import { darken, lighten, mix, path, pathData, poly, r, type Canvas, type Point } from '../svg'
import {
  box,
  facesCamera,
  lit,
  normalOf,
  shadowOf,
  solid,
  visibleSides,
  type Box,
  type Camera,
  type Vec3,
} from './camera'
import type { Mood } from './nature'

export type Material = 'brick' | 'plaster' | 'concrete' | 'glass'

export interface Facade {
  b: Box
  material: Material
  colour: string
  floorHeight: number
  /** Window bay width, metres. */
  bay: number
  /** Fraction of a bay the window takes. */
  glazing: number
  balconies?: 'glass' | 'bars' | 'none'
  /** The ground floor as a lobby or shops (taller glass). */
  lobby?: boolean
  frame?: string
  /** Fraction of windows lit (dusk). */
  lights?: number
  /** Window grilles (rejas), as on Colombian houses. */
  grilles?: boolean
}

interface Side {
  origin: Vec3
  axis: Vec3
  normal: Vec3
  length: number
}

function sidesOf(f: Facade, cam: Camera): Side[] {
  const { b } = f
  const out: Side[] = []
  for (const s of visibleSides(cam, b)) {
    if (s === 'front')
      out.push({ origin: [b.x[0], 0, b.z[0]], axis: [1, 0, 0], normal: [0, 0, -1], length: b.x[1] - b.x[0] })
    if (s === 'back')
      out.push({ origin: [b.x[1], 0, b.z[1]], axis: [-1, 0, 0], normal: [0, 0, 1], length: b.x[1] - b.x[0] })
    if (s === 'left')
      out.push({ origin: [b.x[0], 0, b.z[1]], axis: [0, 0, -1], normal: [-1, 0, 0], length: b.z[1] - b.z[0] })
    if (s === 'right')
      out.push({ origin: [b.x[1], 0, b.z[0]], axis: [0, 0, 1], normal: [1, 0, 0], length: b.z[1] - b.z[0] })
  }
  return out
}

const at = (s: Side, u: number, v: number, out = 0): Vec3 => [
  s.origin[0] + s.axis[0] * u + s.normal[0] * out,
  v + s.origin[1],
  s.origin[2] + s.axis[2] * u + s.normal[2] * out,
]

const quad = (s: Side, u0: number, u1: number, v0: number, v1: number, out = 0): Vec3[] => [
  at(s, u0, v0, out),
  at(s, u1, v0, out),
  at(s, u1, v1, out),
  at(s, u0, v1, out),
]

/** The shadow a box casts on the ground, soft-edged. */
export function castShadow(c: Canvas, cam: Camera, m: Mood, b: Box) {
  const outline = shadowOf(b, m.sun)
  const opacity = m.name === 'soft' ? 0.12 : 0.3
  c.add(cam.face(outline, mix('#1d2740', m.shade, 0.4), `opacity="${opacity}"`))
}

export function building(c: Canvas, rng: Random, cam: Camera, m: Mood, f: Facade) {
  const { b } = f
  const height = b.y[1]
  const floors = Math.max(1, Math.round(height / f.floorHeight))
  const fh = height / floors
  const frame = f.frame ?? (f.material === 'brick' ? '#3a3430' : '#e8e8e6')
  const later: Array<() => void> = []
  for (const s of sidesOf(f, cam)) {
    const wall = lit(f.colour, s.normal, m)
    const outline = cam.project(quad(s, 0, s.length, 0, height))
    c.add(poly(outline, wall))
    // Light falls off toward the ground (and the sky lights the top).
    c.add(
      poly(
        outline,
        c.linear(cam.at(at(s, s.length / 2, height)), cam.at(at(s, s.length / 2, 0)), [
          [0, '#ffffff', 0.06],
          [0.7, '#000000', 0],
          [1, '#000000', 0.18],
        ]),
      ),
    )
    if (f.material === 'brick') {
      const courses: Array<[Vec3, Vec3]> = []
      const step = cam.scale(at(s, 0, 0)) > 40 ? 0.075 : 0.22
      for (let v = step; v < height; v += step) courses.push([at(s, 0, v, 0.005), at(s, s.length, v, 0.005)])
      c.add(cam.lines(courses, lighten(f.colour, 0.35), 0.8, 'opacity="0.35"'))
      c.add(poly(outline, c.noise(true), 'opacity="0.35"'))
    } else {
      c.add(poly(outline, c.noise(false), `opacity="${f.material === 'concrete' ? 0.3 : 0.14}"`))
    }
    // Glass mirrors the sky: pale at the top of the building, darker and bluer low down.
    const sunny = Math.max(0, s.normal[0] * m.sun[0] + s.normal[2] * m.sun[2])
    const glass = c.linear(cam.at(at(s, 0, height)), cam.at(at(s, s.length * 0.3, 0)), [
      [0, mix(m.skyHorizon, '#ffffff', 0.2 + sunny * 0.3)],
      [0.45, mix(m.skyTop, '#4a5866', 0.35)],
      [1, mix('#2c3540', m.skyTop, 0.2)],
    ])
    if (f.material === 'glass') {
      c.add(poly(outline, glass, 'opacity="0.9"'))
      const mullions: Array<[Vec3, Vec3]> = []
      for (let u = f.bay; u < s.length; u += f.bay) mullions.push([at(s, u, 0, 0.01), at(s, u, height, 0.01)])
      for (let k = 1; k < floors; k++) mullions.push([at(s, 0, k * fh, 0.01), at(s, s.length, k * fh, 0.01)])
      c.add(cam.lines(mullions, mix(f.colour, '#1c2228', 0.5), 1.2, 'opacity="0.8"'))
    }
    const bays = Math.max(1, Math.round(s.length / f.bay))
    const bw = s.length / bays
    // All the panes of a side as one shape, so the sky's reflection is painted once.
    const panes: Point[][] = []
    const lamps: Point[][] = []
    const veils: Point[][] = []
    const reveals: Point[][] = []
    const bars: Array<[Vec3, Vec3]> = []
    const slabs: Point[][] = []
    for (let k = f.lobby ? 1 : 0; k < floors; k++) {
      const v0 = k * fh
      if (f.material !== 'glass' && k > 0) slabs.push(cam.project(quad(s, 0, s.length, v0 - 0.12, v0 + 0.12, 0.02)))
      if (f.material === 'glass') continue
      for (let i = 0; i < bays; i++) {
        const u0 = i * bw + (bw * (1 - f.glazing)) / 2
        const u1 = u0 + bw * f.glazing
        const wv0 = v0 + fh * (f.grilles ? 0.32 : 0.25)
        const wv1 = v0 + fh * 0.85
        const pts = cam.project(quad(s, u0, u1, wv0, wv1, 0.01))
        if (f.lights && rng.chance(f.lights)) lamps.push(pts)
        else {
          panes.push(pts)
          if (rng.chance(0.25))
            veils.push(cam.project(quad(s, u0, u1, wv0, wv0 + (wv1 - wv0) * rng.float(0.4, 1), 0.012)))
        }
        reveals.push(cam.project(quad(s, u0, u1, wv1 - (wv1 - wv0) * 0.12, wv1, 0.013)))
        if (f.grilles && cam.scale(at(s, u0, wv0)) > 25) {
          for (let u = u0 + 0.12; u < u1; u += 0.12) bars.push([at(s, u, wv0, 0.04), at(s, u, wv1, 0.04)])
          bars.push([at(s, u0, (wv0 + wv1) / 2, 0.04), at(s, u1, (wv0 + wv1) / 2, 0.04)])
        }
        if (f.balconies && f.balconies !== 'none' && k > 0 && s.normal[2] < 0 && i % 2 === 0)
          later.push(() => balcony(c, cam, m, s, u0 - 0.3, u1 + 0.3, v0, f.balconies === 'glass'))
      }
    }
    const closed = (list: Point[][]) => `${pathData(list.map((p) => [...p, p[0]]))}`
    const frameWidth = Math.max(0.8, cam.scale(at(s, s.length / 2, height / 2)) * 0.06)
    c.add(path(closed(slabs), lighten(lit('#cfcbc4', s.normal, m), 0.05)))
    c.add(path(closed(panes), glass, `stroke="${frame}" stroke-width="${r(frameWidth)}"`))
    c.add(path(closed(lamps), '#ffd98f', `stroke="${frame}" stroke-width="${r(frameWidth)}"`))
    c.add(path(closed(veils), '#efe6d6', 'opacity="0.5"'))
    c.add(path(closed(reveals), '#000', 'opacity="0.25"'))
    if (bars.length) c.add(cam.lines(bars, '#2a2a2a', Math.max(1, frameWidth * 0.3)))
    if (f.lobby) {
      const pts = cam.project(quad(s, 0.4, s.length - 0.4, 0.05, fh * 0.92, 0.01))
      c.add(poly(pts, glass, `stroke="${frame}" stroke-width="2"`))
      c.add(poly(pts, '#ffe9c0', `opacity="${f.lights ? 0.45 : 0.12}"`))
    }
  }
  // Balconies far to near.
  later.reverse().forEach((draw) => draw())
  // Roof parapet.
  c.add(
    solid(
      cam,
      box(b.x[0] - 0.1, b.x[1] + 0.1, height, height + 0.5, b.z[0] - 0.1, b.z[1] + 0.1),
      lighten(f.colour, 0.1),
      m,
    ),
  )
}

function balcony(c: Canvas, cam: Camera, m: Mood, s: Side, u0: number, u1: number, v: number, glass: boolean) {
  const depth = 1.1
  const a = at(s, u0, v, 0)
  const b = at(s, u1, v, depth)
  const slab = box(a[0], b[0], v - 0.15, v, a[2], b[2])
  c.add(solid(cam, slab, '#d8d4cc', m))
  const rail = [at(s, u0, v, depth), at(s, u1, v, depth), at(s, u1, v + 1.05, depth), at(s, u0, v + 1.05, depth)]
  if (glass) {
    c.add(cam.face(rail, mix(m.skyHorizon, '#9fb8c8', 0.5), 'opacity="0.45"'))
    c.add(cam.lines([[rail[3], rail[2]]], '#b9bdc2', Math.max(1, cam.scale(rail[2]) * 0.04)))
  } else {
    const bars: Array<[Vec3, Vec3]> = [[rail[3], rail[2]]]
    for (let u = u0; u <= u1; u += 0.25) bars.push([at(s, u, v, depth), at(s, u, v + 1.05, depth)])
    c.add(cam.lines(bars, '#2d2d2d', Math.max(0.8, cam.scale(rail[2]) * 0.025)))
  }
}

/** A gable roof along x over a box: clay tiles, eaves and gables. */
export function gableRoof(c: Canvas, cam: Camera, m: Mood, b: Box, rise: number, tile: string, wall: string) {
  const o = 0.6
  const [x0, x1] = b.x
  const [z0, z1] = b.z
  const y = b.y[1]
  const zm = (z0 + z1) / 2
  const front: Vec3[] = [
    [x0 - o, y - 0.2, z0 - o],
    [x1 + o, y - 0.2, z0 - o],
    [x1 + o, y + rise, zm],
    [x0 - o, y + rise, zm],
  ]
  const back: Vec3[] = [
    [x1 + o, y - 0.2, z1 + o],
    [x0 - o, y - 0.2, z1 + o],
    [x0 - o, y + rise, zm],
    [x1 + o, y + rise, zm],
  ]
  for (const [gx, pts] of [
    [
      x0,
      [
        [x0, y, z1],
        [x0, y, z0],
        [x0, y + rise, zm],
      ],
    ],
    [
      x1,
      [
        [x1, y, z0],
        [x1, y, z1],
        [x1, y + rise, zm],
      ],
    ],
  ] as Array<[number, Vec3[]]>) {
    if (gx === x0 ? cam.eye[0] < x0 : cam.eye[0] > x1) c.add(cam.face(pts, lit(wall, [gx === x0 ? -1 : 1, 0, 0], m)))
  }
  for (const slope of [back, front]) {
    if (!facesCamera(cam, slope)) continue
    const n = normalOf(slope)
    c.add(cam.face(slope, lit(tile, n, m)))
    const lines: Array<[Vec3, Vec3]> = []
    for (let x = x0 - o; x < x1 + o; x += 0.22)
      lines.push([
        [x, slope[0][1], slope[0][2]],
        [x, slope[2][1], slope[2][2]],
      ])
    c.add(cam.lines(lines, darken(tile, 0.35), 1, 'opacity="0.5"'))
    const courses: Array<[Vec3, Vec3]> = []
    for (let t = 0.08; t < 1; t += 0.08) {
      const yy = slope[0][1] + (slope[2][1] - slope[0][1]) * t
      const zz = slope[0][2] + (slope[2][2] - slope[0][2]) * t
      courses.push([
        [x0 - o, yy, zz],
        [x1 + o, yy, zz],
      ])
    }
    c.add(cam.lines(courses, darken(tile, 0.25), 1.2, 'opacity="0.45"'))
    c.add(cam.face(slope, c.noise(true), 'opacity="0.3"'))
  }
  // The eaves' shadow on the walls.
  c.add(
    cam.face(
      [
        [x0, y - 0.5, z0],
        [x1, y - 0.5, z0],
        [x1, y, z0],
        [x0, y, z0],
      ],
      '#000',
      'opacity="0.2"',
    ),
  )
}

export function door(
  c: Canvas,
  cam: Camera,
  m: Mood,
  x0: number,
  x1: number,
  z: number,
  height: number,
  colour: string,
) {
  c.add(
    cam.face(
      [
        [x0, 0, z - 0.02],
        [x1, 0, z - 0.02],
        [x1, height, z - 0.02],
        [x0, height, z - 0.02],
      ],
      lit(colour, [0, 0, -1], m),
      'stroke="#2a2420" stroke-width="1.5"',
    ),
  )
}

export const BRICKS = ['#a85a3a', '#b5653f', '#9c5236', '#b86e4b', '#a0583c']
export const PLASTERS = ['#f1eee8', '#e9e4dc', '#f3efe6', '#e3e2de', '#efe6d6', '#dcd8d0']
