/**
 * What a bathroom is recognised by, each against a wall: wall tiles with their grout, a vanity
 * with its basin, tap and mirror, a toilet, a shower behind a glass screen, a towel, bottles.
 * Positions are in wall coordinates: `u` along the wall, `v` up, `out` away from it.
 */
import { darken, lighten, luminance, mix, poly, type Point } from '../svg'
import { solid, type Box, type Vec3 } from './camera'
import { pottedPlant } from './nature'
import { wallBox, wallPoint, type Room, type Wall } from './rooms'
import { disc, hull, ring, turned } from './shapes'

export const CHROME = '#c4c9ce'
const PORCELAIN = '#f7f7f5'

/** The radii across x and along z of an ellipse `along` wide on the wall and `out` deep. */
const radii = (wall: Wall, along: number, out: number): [number, number] =>
  wall === 'back' ? [along, out] : [out, along]

/** A rectangle on a wall, `out` in front of it. */
const panel = (r: Room, wall: Wall, u0: number, u1: number, v0: number, v1: number, out = 0.003): Vec3[] => [
  wallPoint(r, wall, u0, v0, out),
  wallPoint(r, wall, u1, v0, out),
  wallPoint(r, wall, u1, v1, out),
  wallPoint(r, wall, u0, v1, out),
]

/** A gradient across a shape from its bright side to its shaded side, lit from the room's window. */
function sheen(r: Room, points: readonly Point[], colour: string) {
  const xs = points.map((p) => p[0])
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)]
  const fromLeft = r.light.sun[0] < 0
  return r.c.linear(
    [fromLeft ? x0 : x1, 0],
    [fromLeft ? x1 : x0, 0],
    [
      [0, lighten(colour, 0.5)],
      [0.55, colour],
      [1, darken(colour, 0.2)],
    ],
  )
}

// ---------------------------------------------------------------- tiles

export interface TileFinish {
  colour: string
  /** Size of one tile along the wall and up it, in metres. */
  width: number
  height: number
  /** Rows offset by half a tile, as bricks. */
  stagger?: boolean
  /** Porcelain that looks like wood: vertical planks of varying tone. */
  wood?: boolean
}

/** Tiles over a part of a wall, with their grout (darker on light tiles, lighter on dark ones). */
export function tileArea(r: Room, wall: Wall, u0: number, u1: number, v0: number, v1: number, t: TileFinish) {
  const { c, cam, rng } = r
  const corners = panel(r, wall, u0, u1, v0, v1, 0.002)
  const shade = wall === 'back' ? 0 : (wall === 'left') === r.light.sun[0] < 0 ? 0.02 : 0.08
  const base = darken(t.colour, shade)
  c.add(
    cam.face(
      corners,
      c.linear(cam.at(corners[3]), cam.at(corners[0]), [
        [0, lighten(base, 0.05)],
        [1, darken(base, 0.05)],
      ]),
    ),
  )
  const joints: Array<[Vec3, Vec3]> = []
  const at = (u: number, v: number) => wallPoint(r, wall, u, v, 0.003)
  if (t.wood) {
    for (let u = u0; u < u1 - 0.01; u += t.width) {
      const tone = rng.float(-0.1, 0.1)
      c.add(
        cam.face(
          panel(r, wall, u, Math.min(u1, u + t.width), v0, v1, 0.0025),
          tone > 0 ? lighten(base, tone) : darken(base, -tone),
          'opacity="0.6"',
        ),
      )
      if (u > u0) joints.push([at(u, v0), at(u, v1)])
    }
  } else {
    for (let v = v0 + t.height; v < v1 - 0.01; v += t.height) joints.push([at(u0, v), at(u1, v)])
    const rows = Math.ceil((v1 - v0) / t.height - 0.01)
    for (let row = 0; row < rows; row++) {
      const offset = t.stagger && row % 2 ? t.width / 2 : 0
      const [a, b] = [v0 + row * t.height, Math.min(v1, v0 + (row + 1) * t.height)]
      for (let u = u0 + offset + t.width; u < u1 - 0.01; u += t.width) joints.push([at(u, a), at(u, b)])
      if (offset && u0 + offset < u1) joints.push([at(u0 + offset, a), at(u0 + offset, b)])
    }
  }
  c.add(
    cam.lines(
      joints,
      luminance(t.colour) > 0.7 ? darken(t.colour, 0.22) : lighten(t.colour, 0.3),
      1.6,
      'opacity="0.85"',
    ),
  )
}

// ---------------------------------------------------------------- vanity

export interface VanitySpec {
  wall: Wall
  u0: number
  u1: number
  cabinet: string
  top: string
  basin: 'inset' | 'vessel'
  mirror: 'strip' | 'backlit' | 'round'
  handles: string
}

/** The mirror and its light, drawn with the wall (before anything stands in front of it). */
export function mirror(r: Room, s: VanitySpec) {
  const { c, cam } = r
  const mid = (s.u0 + s.u1) / 2
  const half = Math.min(0.45, (s.u1 - s.u0) / 2 - 0.04)
  let outline: Point[]
  if (s.mirror === 'round') {
    const radius = Math.min(0.36, half)
    const centre = 1.55
    const points: Vec3[] = Array.from({ length: 28 }, (_, i) => {
      const a = (i / 28) * Math.PI * 2
      return wallPoint(r, s.wall, mid + Math.cos(a) * radius, centre + Math.sin(a) * radius, 0.02)
    })
    outline = cam.project(points)
    // Two wall lights either side of a round mirror.
    for (const side of [-1, 1]) {
      const u = mid + side * (radius + 0.14)
      const lamp = cam.at(wallPoint(r, s.wall, u, 1.62, 0.06))
      const px = cam.scale(wallPoint(r, s.wall, u, 1.62, 0.06))
      c.add(
        poly(
          [
            [lamp[0] - px * 0.6, lamp[1] - px * 0.6],
            [lamp[0] + px * 0.6, lamp[1] - px * 0.6],
            [lamp[0] + px * 0.6, lamp[1] + px * 0.6],
            [lamp[0] - px * 0.6, lamp[1] + px * 0.6],
          ],
          c.radial(lamp[0], lamp[1], px * 0.6, [
            [0, '#fff3d6', 0.55],
            [1, '#fff3d6', 0],
          ]),
        ),
        cam.lines([[wallPoint(r, s.wall, u, 1.54, 0.005), wallPoint(r, s.wall, u, 1.7, 0.005)]], '#fff8e8', px * 0.07),
      )
    }
  } else {
    outline = cam.project(panel(r, s.wall, mid - half, mid + half, 1.05, 1.92, 0.02))
  }
  if (outline.length < 3) return
  if (s.mirror === 'backlit')
    c.add(poly(outline, 'none', 'stroke="#fff6df" stroke-width="22" stroke-opacity="0.35" stroke-linejoin="round"'))
  const ys = outline.map((p) => p[1])
  const xs = outline.map((p) => p[0])
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  // A mirror shows the room behind the camera: paler at the top, the far wall's tone below.
  c.add(
    poly(
      outline,
      c.linear(
        [x0, y0],
        [x1, y1],
        [
          [0, '#eef3f5'],
          [0.45, '#c9d3d8'],
          [0.5, '#dfe6e9'],
          [1, '#aab6bd'],
        ],
      ),
      s.mirror === 'round' ? `stroke="${s.handles}" stroke-width="3"` : 'stroke="#8f969c" stroke-width="1.5"',
    ),
  )
  c.add(c.clipOpen(outline))
  const w = x1 - x0
  const h = y1 - y0
  c.add(
    poly(
      [
        [x0 + w * 0.15, y1],
        [x0 + w * 0.45, y0],
        [x0 + w * 0.58, y0],
        [x0 + w * 0.28, y1],
      ],
      '#ffffff',
      'opacity="0.35"',
    ),
    // The reflected doorway behind the camera.
    poly(
      [
        [x0 + w * 0.62, y0 + h * 0.25],
        [x0 + w * 0.86, y0 + h * 0.25],
        [x0 + w * 0.86, y1],
        [x0 + w * 0.62, y1],
      ],
      '#8d8780',
      'opacity="0.35"',
    ),
    '</g>',
  )
  if (s.mirror === 'strip') {
    const bar = panel(r, s.wall, mid - half * 0.8, mid + half * 0.8, 1.97, 2.01, 0.05)
    const glow = cam.at(wallPoint(r, s.wall, mid, 1.95, 0))
    const px = cam.scale(wallPoint(r, s.wall, mid, 1.95, 0))
    c.add(
      poly(
        [
          [glow[0] - px * half * 1.3, glow[1] - px * 0.35],
          [glow[0] + px * half * 1.3, glow[1] - px * 0.35],
          [glow[0] + px * half * 1.3, glow[1] + px * 0.45],
          [glow[0] - px * half * 1.3, glow[1] + px * 0.45],
        ],
        c.radial(
          glow[0],
          glow[1],
          px * half * 1.3,
          [
            [0, '#fff5dc', 0.5],
            [1, '#fff5dc', 0],
          ],
          px * 0.45,
        ),
      ),
      cam.face(bar, '#fffaf0'),
    )
  }
}

/** The cabinet, its counter, the basin and tap, and a few things on the counter. */
export function vanity(r: Room, s: VanitySpec, things: string[]) {
  const { c, cam, light, rng } = r
  const depth = 0.48
  const cabinet = wallBox(r, s.wall, s.u0, s.u1, 0.36, 0.84, 0, depth)
  // A floating cabinet: its shadow on the floor below, then the cabinet.
  c.add(cam.face(floorBelow(cabinet, 0.08), '#000', 'opacity="0.04"'))
  c.add(cam.face(floorBelow(cabinet, -0.04), '#000', 'opacity="0.05"'))
  c.add(solid(cam, cabinet, s.cabinet, light))
  const front = (u: number, v: number) => wallPoint(r, s.wall, u, v, depth + 0.002)
  const mid = (s.u0 + s.u1) / 2
  const joints: Array<[Vec3, Vec3]> = [[front(s.u0, 0.6), front(s.u1, 0.6)]]
  if (s.u1 - s.u0 > 0.7) joints.push([front(mid, 0.37), front(mid, 0.6)])
  c.add(cam.lines(joints, darken(s.cabinet, 0.4), 1.4))
  const pulls: Array<[Vec3, Vec3]> = [[front(mid - 0.12, 0.8), front(mid + 0.12, 0.8)]]
  if (s.u1 - s.u0 > 0.7)
    pulls.push([front(mid - 0.18, 0.55), front(mid - 0.05, 0.55)], [front(mid + 0.05, 0.55), front(mid + 0.18, 0.55)])
  else pulls.push([front(mid - 0.12, 0.56), front(mid + 0.12, 0.56)])
  c.add(cam.lines(pulls, s.handles, Math.max(2, cam.scale(front(mid, 0.8)) * 0.015), 'stroke-linecap="round"'))
  c.add(solid(cam, wallBox(r, s.wall, s.u0 - 0.01, s.u1 + 0.01, 0.84, 0.87, 0, depth + 0.02), s.top, light))
  // Basin, then the tap behind it.
  const centre = wallPoint(r, s.wall, mid, 0.87, 0.27)
  const [rx, rz] = radii(s.wall, 0.21, 0.15)
  if (s.basin === 'vessel') {
    const top: Vec3 = [centre[0], 1.0, centre[2]]
    const outline = cam.project(ring(top, rx, rz))
    c.add(turned(cam, centre, radii(s.wall, 0.11, 0.08), top, [rx, rz], sheen(r, outline, '#eceeee')))
    c.add(disc(cam, top, rx * 0.9, rz * 0.88, '#dadfe2', 'stroke="#ffffff" stroke-width="2"'))
  } else {
    c.add(disc(cam, [centre[0], 0.872, centre[2]], rx, rz, '#e4e8ea', 'stroke="#ffffff" stroke-width="2"'))
    c.add(disc(cam, [centre[0], 0.873, centre[2]], rx * 0.7, rz * 0.6, '#ccd2d6'))
  }
  const base = wallPoint(r, s.wall, mid, 0.87, 0.06)
  const px = cam.scale(base)
  const high = s.basin === 'vessel' ? 1.22 : 1.08
  c.add(
    cam.lines(
      [
        [base, wallPoint(r, s.wall, mid, high, 0.06)],
        [wallPoint(r, s.wall, mid, high, 0.06), wallPoint(r, s.wall, mid, high - 0.02, 0.2)],
      ],
      CHROME,
      Math.max(2.5, px * 0.03),
      'stroke-linecap="round" stroke-linejoin="round"',
    ),
    cam.lines([[base, wallPoint(r, s.wall, mid, high, 0.06)]], '#ffffff', Math.max(1, px * 0.008), 'opacity="0.7"'),
  )
  // Soap, a bottle or two, a small plant, at the ends of the counter.
  const ends = [s.u0 + 0.1, s.u1 - 0.1]
  things.forEach((thing, i) => {
    const u = ends[i % 2] + (i >= 2 ? (i % 2 ? -0.12 : 0.12) : 0)
    const at = wallPoint(r, s.wall, u, 0.87, 0.16 + (i >= 2 ? 0.12 : 0))
    if (thing === 'plant') {
      const [x, y] = cam.at(at)
      pottedPlant(c, rng, x, y, cam.scale(at) * 0.32, rng.pick(['#efeeea', '#d9d4cc', '#3c475b']))
    } else bottle(r, at, thing, rng.float(0.14, 0.22))
  })
}

/** A bottle (soap, lotion): a cylinder with its pump. */
export function bottle(r: Room, at: Vec3, colour: string, height: number) {
  const { cam } = r
  const top: Vec3 = [at[0], at[1] + height, at[2]]
  const outline = cam.project(ring(top, 0.03, 0.03, 10))
  r.c.add(turned(cam, at, [0.03, 0.03], top, [0.03, 0.03], sheen(r, outline, colour)))
  r.c.add(cam.lines([[top, [top[0], top[1] + 0.04, top[2]]]], '#2b2b2b', Math.max(1.5, cam.scale(top) * 0.015)))
}

/** The floor under a box, grown a little: where its shadow falls. */
function floorBelow(b: Box, grow: number): Vec3[] {
  return [
    [b.x[0] - grow, 0.002, b.z[0] - grow],
    [b.x[1] + grow, 0.002, b.z[0] - grow],
    [b.x[1] + grow, 0.002, b.z[1] + grow],
    [b.x[0] - grow, 0.002, b.z[1] + grow],
  ]
}

// ---------------------------------------------------------------- toilet

/** A toilet against a wall: cistern, bowl on its pedestal, seat and lid. */
export function toilet(r: Room, wall: Wall, u: number) {
  const { c, cam, light } = r
  const foot = wallPoint(r, wall, u, 0, 0.36)
  c.add(disc(cam, [foot[0], 0.003, foot[2]], ...radii(wall, 0.22, 0.3), '#000', 'opacity="0.12"'))
  c.add(solid(cam, wallBox(r, wall, u - 0.18, u + 0.18, 0.4, 0.76, 0.01, 0.18), PORCELAIN, light))
  c.add(solid(cam, wallBox(r, wall, u - 0.19, u + 0.19, 0.76, 0.79, 0, 0.19), PORCELAIN, light))
  const pedestal = wallPoint(r, wall, u, 0, 0.34)
  const rim = wallPoint(r, wall, u, 0.39, 0.43)
  const [rx, rz] = radii(wall, 0.18, 0.25)
  const outline = cam.project(ring(rim, rx, rz))
  // The bowl's outline: its foot, its rounded belly, its rim.
  const belly = wallPoint(r, wall, u, 0.24, 0.42)
  const body = [
    ...cam.project(ring(pedestal, ...radii(wall, 0.12, 0.16))),
    ...cam.project(ring(belly, ...radii(wall, 0.17, 0.24))),
    ...outline,
  ]
  c.add(poly(hull(body), sheen(r, outline, '#e9ebeb')))
  // The closed lid, a shade lighter, and the seat's edge under it.
  c.add(turned(cam, rim, [rx, rz], [rim[0], 0.42, rim[2]], [rx, rz], '#cfd3d5'))
  c.add(
    disc(
      cam,
      [rim[0], 0.42, rim[2]],
      rx * 0.97,
      rz * 0.97,
      sheen(r, outline, '#fbfbfa'),
      'stroke="#c3c8cb" stroke-width="1.5"',
    ),
  )
  const button = wallPoint(r, wall, u, 0.792, 0.1)
  c.add(disc(cam, button, ...radii(wall, 0.03, 0.03), CHROME))
}

// ---------------------------------------------------------------- shower

/** Shower head on its arm and the mixer, on the wall inside the shower. */
export function showerHead(r: Room, wall: Wall, u: number) {
  const { c, cam } = r
  const head = wallPoint(r, wall, u, 2.05, 0.36)
  const px = cam.scale(head)
  c.add(
    cam.lines(
      [
        [wallPoint(r, wall, u, 2.12, 0), wallPoint(r, wall, u, 2.12, 0.36)],
        [wallPoint(r, wall, u, 2.12, 0.36), head],
        [wallPoint(r, wall, u, 0.6, 0.03), wallPoint(r, wall, u, 1.15, 0.03)],
      ],
      CHROME,
      Math.max(2, px * 0.025),
      'stroke-linecap="round"',
    ),
  )
  const [rx, rz] = radii(wall, 0.12, 0.12)
  c.add(turned(cam, [head[0], 2.03, head[2]], [rx, rz], [head[0], 2.06, head[2]], [rx, rz], '#9aa1a7'))
  c.add(disc(cam, [head[0], 2.03, head[2]], rx * 0.9, rz * 0.9, '#d9dde0'))
  const mixer = cam.at(wallPoint(r, wall, u, 1.1, 0.01))
  const mp = cam.scale(wallPoint(r, wall, u, 1.1, 0.01))
  c.add(
    `<ellipse cx="${mixer[0]}" cy="${mixer[1]}" rx="${mp * 0.07 * (wall === 'back' ? 1 : 0.45)}" ry="${mp * 0.07}" fill="${CHROME}" stroke="#8c9298" stroke-width="1"/>`,
    cam.lines([[wallPoint(r, wall, u, 1.1, 0.03), wallPoint(r, wall, u + 0.1, 1.1, 0.06)]], '#9aa1a7', mp * 0.02),
  )
}

/** A recess in the shower wall with bottles in it. */
export function niche(r: Room, wall: Wall, u0: number, u1: number, colours: string[]) {
  const { c, cam } = r
  c.add(cam.face(panel(r, wall, u0, u1, 1.15, 1.45, 0.004), '#000', 'opacity="0.18"'))
  c.add(cam.face(panel(r, wall, u0 + 0.02, u1, 1.15, 1.43, 0.005), '#000', 'opacity="0.1"'))
  colours.forEach((colour, i) => {
    const u = u0 + ((u1 - u0) * (i + 0.7)) / (colours.length + 0.4)
    bottle(r, wallPoint(r, wall, u, 1.15, 0.06), colour, 0.16 + (i % 2) * 0.05)
  })
}

/** A glass screen standing on the floor: faint tint, a bright sheen, its top rail and edge. */
export function glassScreen(r: Room, corners: readonly [Vec3, Vec3], height: number, door: boolean) {
  const { c, cam } = r
  const [a, b] = corners
  const at = (t: number, y: number): Vec3 => [a[0] + (b[0] - a[0]) * t, y, a[2] + (b[2] - a[2]) * t]
  const pane = [at(0, 0.02), at(1, 0.02), at(1, height), at(0, height)]
  const outline = cam.project(pane)
  if (outline.length < 3) return
  const xs = outline.map((p) => p[0])
  const ys = outline.map((p) => p[1])
  c.add(
    poly(outline, '#d5ecf0', 'opacity="0.2"'),
    poly(
      outline,
      c.linear(
        [Math.min(...xs), Math.min(...ys)],
        [Math.max(...xs), Math.max(...ys)],
        [
          [0, '#ffffff', 0.3],
          [0.35, '#ffffff', 0.04],
          [0.6, '#ffffff', 0.18],
          [1, '#ffffff', 0.02],
        ],
      ),
    ),
  )
  const px = cam.scale(at(0.5, height / 2))
  c.add(
    cam.lines(
      [
        [at(0.15, 0.5), at(0.45, 1.7)],
        [at(0.25, 0.35), at(0.5, 1.35)],
      ],
      '#ffffff',
      px * 0.012,
      'opacity="0.3"',
    ),
  )
  const rails: Array<[Vec3, Vec3]> = [
    [at(0, height), at(1, height)],
    [at(1, 0), at(1, height)],
    [at(0, 0), at(0, height)],
  ]
  if (door) rails.push([at(0.5, 0.02), at(0.5, height)])
  c.add(cam.lines(rails, CHROME, Math.max(2, px * 0.02)))
  c.add(cam.lines([[at(1, 0.05), at(1, height)]], mix('#9fc9c2', '#ffffff', 0.3), Math.max(1, px * 0.008)))
  if (door) {
    const handle = [at(0.44, 0.95), at(0.44, 1.25)] as [Vec3, Vec3]
    c.add(cam.lines([handle], '#9aa1a7', Math.max(2, px * 0.018), 'stroke-linecap="round"'))
  }
}

// ---------------------------------------------------------------- textiles

/**
 * A towel folded over a bar on a wall: its shadow, the long back half and the shorter front
 * half in soft light (no hard box edges, which read as boards from the side), the rounded
 * fold over the bar, the pile's grain and the woven band near the hem.
 */
export function towel(r: Room, wall: Wall, u: number, colour: string, width = 0.38) {
  const { c, cam } = r
  c.add(cam.face(panel(r, wall, u + 0.03, u + width + 0.04, 0.74, 1.3, 0.004), '#000', 'opacity="0.1"'))
  const bar = (out: number): [Vec3, Vec3] => [
    wallPoint(r, wall, u - 0.05, 1.36, out),
    wallPoint(r, wall, u + width + 0.05, 1.36, out),
  ]
  c.add(cam.lines([bar(0.07)], CHROME, 3, 'stroke-linecap="round"'))
  const half = (v0: number, out: number, tone: string) => {
    const corners = panel(r, wall, u, u + width, v0, 1.36, out)
    const [top, bottom] = [cam.at(corners[3]), cam.at(corners[0])]
    c.add(
      cam.face(
        corners,
        c.linear(top, bottom, [
          [0, lighten(tone, 0.12)],
          [0.7, tone],
          [1, darken(tone, 0.18)],
        ]),
      ),
      cam.face(corners, c.noise(true), 'opacity="0.16"'),
    )
  }
  half(0.8, 0.05, darken(colour, 0.12))
  half(1.02, 0.09, colour)
  const px = cam.scale(wallPoint(r, wall, u + width / 2, 1.36, 0.07))
  c.add(cam.lines([bar(0.07)], lighten(colour, 0.1), Math.max(3, px * 0.045), 'stroke-linecap="round"'))
  const hem = (v: number): [Vec3, Vec3] => [wallPoint(r, wall, u, v, 0.091), wallPoint(r, wall, u + width, v, 0.091)]
  c.add(cam.lines([hem(1.08), hem(1.1)], lighten(colour, 0.35), 2, 'opacity="0.8"'))
}

/** A bath mat on the floor. */
export function mat(r: Room, x0: number, x1: number, z0: number, z1: number, colour: string) {
  const { c, cam } = r
  const corners: Vec3[] = [
    [x0, 0.01, z0],
    [x1, 0.01, z0],
    [x1, 0.01, z1],
    [x0, 0.01, z1],
  ]
  c.add(cam.face(corners, colour), cam.face(corners, c.noise(true), 'opacity="0.12"'))
}
