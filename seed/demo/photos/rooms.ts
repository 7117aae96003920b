/**
 * Rooms seen from their doorway (one-point perspective): walls, ceiling and a floor of wood,
 * tile or concrete, windows with the view and the daylight they throw on the floor, and the
 * furniture as lit solids with soft contact shadows.
 */
import type { Random } from '../random'
import { darken, ellipse, lighten, mix, path, poly, type Canvas, type Point } from '../svg'
import { box, Camera, normalize, solid, type Box, type Light, type Vec3 } from './camera'
import { city, mountains, pottedPlant, sky, type Mood } from './nature'

export type FloorKind = 'wood' | 'tile' | 'porcelain' | 'concrete'

export interface RoomOptions {
  width: number
  depth: number
  height: number
  wall: string
  /** The side walls' colour when one is an accent wall. */
  left?: string
  right?: string
  floor: string
  floorKind: FloorKind
  /** Camera position across the room (0..1) and height, field of view, slight turn. */
  across?: number
  eyeHeight?: number
  fov?: number
  yaw?: number
  /** Moves the horizon down the picture by this fraction of its height (up when negative). */
  shift?: number
  /** Side the daylight comes from. */
  sunSide: -1 | 1
}

export interface Room {
  c: Canvas
  rng: Random
  cam: Camera
  light: Light
  o: RoomOptions
  /** The outdoor light seen through the windows. */
  outside: Mood
  floorOutline: Point[]
}

export function room(c: Canvas, rng: Random, o: RoomOptions, outside: Mood): Room {
  const cam = new Camera({
    eye: [o.width * (o.across ?? 0.5), o.eyeHeight ?? 1.35, 0.15],
    yaw: o.yaw ?? 0,
    shift: o.shift ?? 0,
    fov: o.fov ?? 74,
    width: c.width,
    height: c.height,
  })
  const light: Light = { sun: normalize([-o.sunSide * 0.9, 0.55, -0.2]), ambient: 0.62, shade: '#8a8178' }
  const { width: w, depth: d, height: h } = o
  const floorPts: Vec3[] = [
    [0, 0, 0],
    [w, 0, 0],
    [w, 0, d],
    [0, 0, d],
  ]
  const r: Room = { c, rng, cam, light, o, outside, floorOutline: cam.project(floorPts) }
  const fromSun = (side: -1 | 1) => (side === o.sunSide ? 0.02 : 0.1)
  // Ceiling, side walls and back wall, each with the falloff of light across it.
  const ceiling = lighten(o.wall, 0.35)
  c.add(
    cam.face(
      [
        [0, h, 0],
        [w, h, 0],
        [w, h, d],
        [0, h, d],
      ],
      c.linear(cam.at([w / 2, h, 0.5]), cam.at([w / 2, h, d]), [
        [0, darken(ceiling, 0.1)],
        [1, darken(ceiling, 0.02)],
      ]),
    ),
  )
  for (const side of [-1, 1] as const) {
    const x = side < 0 ? 0 : w
    const colour = (side < 0 ? o.left : o.right) ?? o.wall
    c.add(
      cam.face(
        [
          [x, 0, 0],
          [x, 0, d],
          [x, h, d],
          [x, h, 0],
        ],
        c.linear(cam.at([x, h / 2, 0.4]), cam.at([x, h / 2, d]), [
          [0, darken(colour, fromSun(side) + 0.08)],
          [1, darken(colour, fromSun(side))],
        ]),
      ),
    )
  }
  c.add(
    cam.face(
      [
        [0, 0, d],
        [w, 0, d],
        [w, h, d],
        [0, h, d],
      ],
      c.linear(cam.at([0, h, d]), cam.at([0, 0, d]), [
        [0, lighten(o.wall, 0.06)],
        [1, darken(o.wall, 0.05)],
      ]),
    ),
  )
  // Soft shading in the corners, where walls and ceiling meet.
  for (const [a, b] of [
    [
      [0, h, d],
      [w, h, d],
    ],
    [
      [0, 0, d],
      [0, h, d],
    ],
    [
      [w, 0, d],
      [w, h, d],
    ],
  ] as Array<[Vec3, Vec3]>)
    c.add(cam.lines([[a, b]], '#000', 5, 'opacity="0.05"'), cam.lines([[a, b]], '#000', 2, 'opacity="0.05"'))
  floor(r)
  return r
}

function floor(r: Room) {
  const { c, cam, o, rng } = r
  const { width: w, depth: d } = o
  const base = o.floor
  c.add(
    cam.face(
      [
        [0, 0, 0],
        [w, 0, 0],
        [w, 0, d],
        [0, 0, d],
      ],
      c.linear(cam.at([w / 2, 0, d]), cam.at([w / 2, 0, 0.4]), [
        [0, darken(base, 0.05)],
        [1, darken(base, 0.18)],
      ]),
    ),
  )
  if (o.floorKind === 'wood') {
    const plank = rng.float(0.14, 0.2)
    const length = rng.float(1.1, 1.8)
    for (let x = 0, col = 0; x < w; x += plank, col++) {
      let z = -rng.float(0, length)
      while (z < d) {
        const z1 = Math.min(d, z + length)
        const shade = rng.float(-0.09, 0.09)
        c.add(
          cam.face(
            [
              [x, 0, Math.max(0, z)],
              [Math.min(w, x + plank), 0, Math.max(0, z)],
              [Math.min(w, x + plank), 0, z1],
              [x, 0, z1],
            ],
            shade > 0 ? lighten(base, shade) : darken(base, -shade),
            'opacity="0.55"',
          ),
        )
        z = z1
      }
    }
    const seams: Array<[Vec3, Vec3]> = []
    for (let x = plank; x < w; x += plank)
      seams.push([
        [x, 0, 0],
        [x, 0, d],
      ])
    c.add(cam.lines(seams, darken(base, 0.4), 1.1, 'opacity="0.45"'))
    c.add(poly(r.floorOutline, c.noise(false), 'opacity="0.12"'))
  } else if (o.floorKind === 'concrete') {
    c.add(poly(r.floorOutline, c.noise(false), 'opacity="0.12"'))
  } else {
    const size = o.floorKind === 'porcelain' ? 0.8 : 0.45
    for (let x = 0; x < w; x += size)
      for (let z = 0; z < d; z += size) {
        const shade = rng.float(-0.035, 0.035)
        c.add(
          cam.face(
            [
              [x, 0, z],
              [Math.min(w, x + size), 0, z],
              [Math.min(w, x + size), 0, Math.min(d, z + size)],
              [x, 0, Math.min(d, z + size)],
            ],
            shade > 0 ? lighten(base, shade) : darken(base, -shade),
            'opacity="0.6"',
          ),
        )
      }
    const grout: Array<[Vec3, Vec3]> = []
    for (let x = size; x < w; x += size)
      grout.push([
        [x, 0, 0],
        [x, 0, d],
      ])
    for (let z = size; z < d; z += size)
      grout.push([
        [0, 0, z],
        [w, 0, z],
      ])
    c.add(cam.lines(grout, lighten(base, 0.25), 1.3, 'opacity="0.7"'))
    c.add(cam.lines(grout, darken(base, 0.3), 0.6, 'opacity="0.4" transform="translate(0 1)"'))
  }
}

/** Skirting along the three walls. */
export function skirting(r: Room, colour = '#f4f2ee') {
  const { c, cam, o, light } = r
  const { width: w, depth: d } = o
  c.add(solid(cam, box(0, w, 0, 0.09, d - 0.015, d), colour, light))
  c.add(solid(cam, box(0, 0.015, 0, 0.09, 0, d), colour, light))
  c.add(solid(cam, box(w - 0.015, w, 0, 0.09, 0, d), colour, light))
}

export interface WindowSpec {
  /** 'back' (u across the back wall) or a side wall (u along its depth). */
  wall: Wall
  u0: number
  u1: number
  v0: number
  v1: number
  frame?: string
  /** Vertical bars between panes. */
  panes?: number
}

export type Wall = 'back' | 'left' | 'right'

/** A point `inset` metres in front of a wall: `u` along it (x on the back wall, z on a side), `v` up. */
export function wallPoint(r: Room, wall: Wall, u: number, v: number, inset = 0): Vec3 {
  const { width: w, depth: d } = r.o
  if (wall === 'back') return [u, v, d - inset]
  return wall === 'left' ? [inset, v, u] : [w - inset, v, u]
}

/** A box against a wall. */
export function wallBox(
  r: Room,
  wall: Wall,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  out0: number,
  out1: number,
) {
  const a = wallPoint(r, wall, u0, v0, out0)
  const b = wallPoint(r, wall, u1, v1, out1)
  return box(a[0], b[0], a[1], b[1], a[2], b[2])
}

/** A window with the view through it, its glare and the light it lays on the floor. */
export function windowOn(r: Room, s: WindowSpec, view: 'city' | 'green' | 'sky' = 'city') {
  const { c, cam, rng, outside } = r
  const corners: Vec3[] = [
    wallPoint(r, s.wall, s.u0, s.v0),
    wallPoint(r, s.wall, s.u1, s.v0),
    wallPoint(r, s.wall, s.u1, s.v1),
    wallPoint(r, s.wall, s.u0, s.v1),
  ]
  const outline = cam.project(corners)
  if (outline.length < 3) return
  const xs = outline.map((p) => p[0])
  const ys = outline.map((p) => p[1])
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  // The view: drawn on its own canvas region, clipped to the opening.
  c.add(c.clipOpen(outline))
  const hz = minY + (maxY - minY) * rng.float(0.55, 0.75)
  sky(c, rng, outside, hz, maxY + 2)
  if (view !== 'sky') {
    mountains(c, rng, outside, { base: hz + 6, height: (maxY - minY) * 0.35, layers: 2, barrios: view === 'city' })
    if (view === 'city') city(c, rng, outside, { base: maxY + 4, depth: maxY - hz + 6, rows: 2 })
    else
      c.add(
        poly(
          [
            [minX, hz + 4],
            [maxX, hz + 4],
            [maxX, maxY + 4],
            [minX, maxY + 4],
          ],
          mix('#5d8a45', outside.haze, 0.3),
        ),
      )
  }
  // Seen from a lit room, the outside is brighter than the walls: a camera blows it out a little.
  c.add(poly(outline, '#ffffff', 'opacity="0.12"'), '</g>')
  // Frame and mullions.
  const frame = s.frame ?? '#f2f2f0'
  const bars: Array<[Vec3, Vec3]> = [
    [corners[0], corners[1]],
    [corners[1], corners[2]],
    [corners[2], corners[3]],
    [corners[3], corners[0]],
  ]
  const panes = s.panes ?? Math.max(1, Math.round(Math.abs(s.u1 - s.u0) / 0.9))
  for (let i = 1; i < panes; i++) {
    const u = s.u0 + ((s.u1 - s.u0) * i) / panes
    bars.push([wallPoint(r, s.wall, u, s.v0, 0.01), wallPoint(r, s.wall, u, s.v1, 0.01)])
  }
  const px = cam.scale(corners[0])
  c.add(cam.lines(bars, frame, Math.max(2, px * 0.05), 'stroke-linejoin="round"'))
  // Glare around the opening.
  c.add(poly(outline, 'none', 'stroke="#ffffff" stroke-width="26" stroke-opacity="0.07" stroke-linejoin="round"'))
  c.add(poly(outline, 'none', 'stroke="#ffffff" stroke-width="12" stroke-opacity="0.1" stroke-linejoin="round"'))
  // Sunlight on the floor: the opening projected along the sun's rays.
  const ray = normalize([r.o.sunSide * -0.55, -0.75, s.wall === 'back' ? -0.45 : rng.float(-0.2, 0.2)])
  const dir: Vec3 =
    s.wall === 'left'
      ? [Math.abs(ray[0]), ray[1], ray[2]]
      : s.wall === 'right'
        ? [-Math.abs(ray[0]), ray[1], ray[2]]
        : ray
  const patch = corners.map((p): Vec3 => {
    const t = -p[1] / dir[1]
    return [p[0] + dir[0] * t, 0, p[2] + dir[2] * t]
  })
  if (outside.name !== 'soft') {
    c.add(c.clipOpen(r.floorOutline))
    c.add(cam.face(patch, lighten(outside.warm, 0.3), `opacity="${outside.name === 'golden' ? 0.34 : 0.26}"`))
    c.add('</g>')
  }
  // Reflection of the bright opening on a glossy floor.
  if (r.o.floorKind === 'porcelain' || r.o.floorKind === 'tile' || r.o.floorKind === 'wood') {
    const mirrored = corners.map((p): Vec3 => [p[0], -p[1] * 0.9, p[2]])
    c.add(c.clipOpen(r.floorOutline))
    c.add(cam.face(mirrored, '#ffffff', `opacity="${r.o.floorKind === 'wood' ? 0.08 : 0.15}"`))
    c.add('</g>')
  }
}

/** Curtains hung at both sides of a window. */
export function curtains(r: Room, s: WindowSpec, colour: string) {
  const { c, cam } = r
  for (const [a, b] of [
    [s.u0 - 0.25, s.u0 + 0.12],
    [s.u1 - 0.12, s.u1 + 0.25],
  ]) {
    const folds = 5
    for (let i = 0; i < folds; i++) {
      const ua = a + ((b - a) * i) / folds
      const ub = a + ((b - a) * (i + 1)) / folds
      c.add(
        cam.face(
          [
            wallPoint(r, s.wall, ua, 0.02, 0.06),
            wallPoint(r, s.wall, ub, 0.02, 0.06),
            wallPoint(r, s.wall, ub, r.o.height - 0.05, 0.06),
            wallPoint(r, s.wall, ua, r.o.height - 0.05, 0.06),
          ],
          i % 2 ? colour : darken(colour, 0.12),
          'opacity="0.92"',
        ),
      )
    }
  }
}

/** A soft contact shadow under a piece of furniture. */
export function contactShadow(r: Room, b: Box, strength = 1) {
  const { c, cam } = r
  for (const [grow, opacity] of [
    [0.12, 0.07],
    [0.05, 0.1],
    [0.01, 0.14],
  ] as const)
    c.add(
      cam.face(
        [
          [b.x[0] - grow, 0.002, b.z[0] - grow],
          [b.x[1] + grow, 0.002, b.z[0] - grow],
          [b.x[1] + grow, 0.002, b.z[1] + grow],
          [b.x[0] - grow, 0.002, b.z[1] + grow],
        ],
        '#000',
        `opacity="${opacity * strength}"`,
      ),
    )
}

/** Lit solids, sorted far to near so nearer pieces cover farther ones. */
export function furniture(
  r: Room,
  pieces: Array<{ b: Box; colour: string; shadow?: boolean; top?: string }>,
  others: Array<{ at: Vec3; draw: () => void }> = [],
) {
  const { cam, c, light } = r
  const centre = (b: Box): Vec3 => [(b.x[0] + b.x[1]) / 2, (b.y[0] + b.y[1]) / 2, (b.z[0] + b.z[1]) / 2]
  const items = [
    ...pieces.map((p) => ({
      depth: cam.depth(centre(p.b)),
      draw: () => {
        if (p.shadow && p.b.y[0] < 0.05) contactShadow(r, p.b)
        c.add(solid(cam, p.b, p.colour, light, p.top ? { top: p.top } : {}))
      },
    })),
    ...others.map((o) => ({ depth: cam.depth(o.at), draw: o.draw })),
  ]
  for (const item of items.sort((a, b) => b.depth - a.depth)) item.draw()
}

/** A picture on a wall (abstract, photographic or a mirror). */
export function artwork(r: Room, wall: 'back' | 'left' | 'right', u: number, v: number, w: number, h: number) {
  const { c, cam, rng } = r
  const corners = (inset: number, du = 0, dv = 0): Vec3[] => [
    wallPoint(r, wall, u - du, v - dv, inset),
    wallPoint(r, wall, u + w + du, v - dv, inset),
    wallPoint(r, wall, u + w + du, v + h + dv, inset),
    wallPoint(r, wall, u - du, v + h + dv, inset),
  ]
  c.add(cam.face(corners(0.005, 0.03, 0.03), '#000', 'opacity="0.12"'))
  c.add(cam.face(corners(0.02, 0.025, 0.025), rng.pick(['#2b2b2b', '#c9a66b', '#f5f5f2', '#6b4f3a'])))
  const palette = rng.pick([
    ['#d9c9a8', '#7d9a8a', '#c0714f'],
    ['#e8e4dc', '#2e4057', '#d9a441'],
    ['#c6d4d9', '#5b7b8a', '#e8d9c0'],
    ['#efe6d8', '#b5654a', '#3c475b'],
  ])
  const outline = cam.project(corners(0.021))
  c.add(poly(outline, palette[0]))
  c.add(c.clipOpen(outline))
  const [x0, y0] = outline[3]
  const [x1, y1] = outline[1]
  for (let i = 0; i < 4; i++) {
    const t = rng.next()
    c.add(
      ellipse(
        x0 + (x1 - x0) * rng.float(0.1, 0.9),
        y0 + (y1 - y0) * (0.4 + t * 0.5),
        Math.abs(x1 - x0) * rng.float(0.15, 0.45),
        Math.abs(y1 - y0) * rng.float(0.1, 0.3),
        palette[1 + (i % 2)],
        'opacity="0.8"',
      ),
    )
  }
  c.add('</g>')
}

/** Recessed lights in the ceiling. */
export function downlights(r: Room, rows: number, cols: number) {
  const { c, cam, o } = r
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const p: Vec3 = [(o.width * (j + 0.5)) / cols, o.height - 0.001, (o.depth * (i + 0.6)) / (rows + 0.2)]
      const [x, y] = cam.at(p)
      const s = cam.scale(p)
      c.add(
        ellipse(x, y, s * 0.07, s * 0.07 * (Math.abs(o.height - cam.eye[1]) / Math.max(0.5, cam.depth(p))), '#fffdf5'),
      )
    }
}

/** A pendant lamp hanging from the ceiling. */
export function pendant(r: Room, x: number, z: number, drop: number, colour: string) {
  const { c, cam, o } = r
  const top: Vec3 = [x, o.height, z]
  const bottom: Vec3 = [x, o.height - drop, z]
  c.add(cam.lines([[top, bottom]], '#333', 1.5))
  const [bx, by] = cam.at(bottom)
  const s = cam.scale(bottom)
  c.add(
    path(`M${bx - s * 0.18} ${by + s * 0.2} Q${bx} ${by - s * 0.08} ${bx + s * 0.18} ${by + s * 0.2} Z`, colour),
    ellipse(bx, by + s * 0.2, s * 0.17, s * 0.035, '#fff6d8'),
    ellipse(
      bx,
      by + s * 0.2,
      s * 0.5,
      s * 0.3,
      c.radial(bx, by + s * 0.2, s * 0.5, [
        [0, '#fff3c8', 0.35],
        [1, '#fff3c8', 0],
      ]),
    ),
  )
}

/** A plant standing on the floor at a point of the room. */
export function plantAt(r: Room, x: number, z: number, height: number) {
  const p: Vec3 = [x, 0, z]
  return {
    at: p,
    draw: () => {
      const [sx, sy] = r.cam.at(p)
      pottedPlant(r.c, r.rng, sx, sy, r.cam.scale(p) * height)
    },
  }
}

export function woodTone(rng: Random) {
  return rng.pick(['#b48a60', '#a2784f', '#c29a6b', '#8d6a4a', '#caa57a', '#9b7656'])
}

export const WALLS = ['#f1ede6', '#ebe6de', '#f4f1ec', '#e7e3dc', '#eeeae2', '#e4e2dc']
export const ACCENT_WALLS = ['#7d8f86', '#c9b9a1', '#5f6f7d', '#b98f76', '#d8cdbd', '#8c9a7a']
export const FABRICS = [
  '#8d99a6',
  '#d8cbb8',
  '#5f6b73',
  '#b9a58f',
  '#6f7d6a',
  '#a3a9b5',
  '#c9b79c',
  '#4f5d6b',
  '#e2ddd3',
]
