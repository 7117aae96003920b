/**
 * A bedroom's furniture: a made bed (headboard, pillows, a duvet with its folds and a throw at
 * the foot), bedside tables with lit lamps, and a built-in wardrobe along a wall.
 */
import { darken, ellipse, lighten, path, r as round, type Canvas, type Point } from '../svg'
import { box, solid, type Box, type Vec3 } from './camera'
import { contactShadow, wallBox, wallPoint, type Room, type Wall } from './rooms'
import { turned } from './shapes'

export interface Bedding {
  frame: string
  headboard: string
  linen: string
  duvet: string
  throw?: string
  cushion?: string
}

/** A bed with its head against the back wall, `x0..x1` across the room, `length` long. */
export function bed(r: Room, x0: number, x1: number, length: number, k: Bedding) {
  const d = r.o.depth
  const at: Vec3 = [(x0 + x1) / 2, 0.4, d - length / 2]
  return { at, draw: () => drawBed(r, x0, x1, d - length - 0.02, d - 0.02, k) }
}

function drawBed(r: Room, x0: number, x1: number, z0: number, z1: number, k: Bedding) {
  const { c, cam, light } = r
  const base = box(x0, x1, 0.04, 0.3, z0, z1 - 0.06)
  contactShadow(r, base, 1.2)
  c.add(solid(cam, box(x0 - 0.05, x1 + 0.05, 0, 1.15, z1 - 0.06, z1), k.headboard, light))
  // Upholstered channels: the seams of the headboard show as faint vertical lines.
  const seams: Array<[Vec3, Vec3]> = []
  for (let x = x0 + 0.2; x < x1 - 0.1; x += 0.22)
    seams.push([
      [x, 0.62, z1 - 0.061],
      [x, 1.1, z1 - 0.061],
    ])
  c.add(cam.lines(seams, darken(k.headboard, 0.25), 1.2, 'opacity="0.5"'))
  c.add(solid(cam, base, k.frame, light))
  c.add(solid(cam, box(x0 + 0.02, x1 - 0.02, 0.3, 0.55, z0 + 0.02, z1 - 0.08), k.linen, light))
  // Pillows leaning on the headboard, then a smaller cushion in front of them.
  const width = x1 - x0
  const pairs = width > 1.3 ? 2 : 1
  for (let i = 0; i < pairs; i++) {
    const a = x0 + 0.08 + (i * (width - 0.16)) / pairs
    const b = x0 + 0.08 + ((i + 1) * (width - 0.16)) / pairs - 0.04
    pillow(r, [a, b], 0.55, 0.82, z1 - 0.2, k.linen)
  }
  if (k.cushion) pillow(r, [x0 + width * 0.32, x1 - width * 0.32], 0.58, 0.8, z1 - 0.34, k.cushion)
  // The duvet: over the mattress, hanging down its sides and foot, turned back below the pillows.
  const top = 0.6
  const duvet = box(x0 - 0.03, x1 + 0.03, 0.22, top, z0 - 0.03, z1 - 0.55)
  c.add(solid(cam, duvet, k.duvet, light))
  c.add(
    solid(cam, box(x0 - 0.03, x1 + 0.03, top - 0.04, top + 0.01, z1 - 0.75, z1 - 0.55), lighten(k.duvet, 0.25), light),
  )
  // Folds: soft creases across the top and down the sides, darker in their hollows.
  const { rng } = r
  const folds: Point[][] = []
  for (let i = 0; i < 4; i++) {
    const z = z0 + 0.15 + ((z1 - z0 - 0.9) * (i + rng.float(0.2, 0.8))) / 4
    const xa = x0 + rng.float(0.05, width * 0.3)
    const xb = x1 - rng.float(0.05, width * 0.3)
    const sag = rng.float(-0.12, 0.12)
    folds.push([
      cam.at([xa, top + 0.002, z]),
      cam.at([(xa + xb) / 2, top + 0.002, z + sag]),
      cam.at([xb, top + 0.002, z + rng.float(-0.1, 0.1)]),
    ])
  }
  for (const x of [x0 - 0.031, x1 + 0.031])
    for (let z = z0 + 0.15; z < z1 - 0.7; z += rng.float(0.25, 0.45))
      folds.push([cam.at([x, top - 0.02, z]), cam.at([x, 0.24, z + rng.float(-0.06, 0.06)])])
  for (let x = x0 + 0.1; x < x1 - 0.05; x += rng.float(0.2, 0.35))
    folds.push([cam.at([x, top - 0.02, z0 - 0.031]), cam.at([x + rng.float(-0.04, 0.04), 0.24, z0 - 0.031])])
  const curves = folds
    .map((f) => (f.length === 3 ? `M${pt(f[0])}Q${pt(f[1])} ${pt(f[2])}` : `M${pt(f[0])}L${pt(f[1])}`))
    .join('')
  const px = cam.scale([x0, top, z0])
  c.add(
    path(
      curves,
      'none',
      `stroke="${darken(k.duvet, 0.3)}" stroke-width="${round(Math.max(1, px * 0.018))}" stroke-linecap="round" opacity="0.22"`,
    ),
  )
  // A throw folded across the bed near its foot.
  if (k.throw) {
    c.add(solid(cam, box(x0 - 0.05, x1 + 0.05, 0.4, top + 0.03, z0 + 0.2, z0 + 0.62), k.throw, light))
    c.add(
      cam.lines(
        [0.3, 0.52].map((dz): [Vec3, Vec3] => [
          [x0 - 0.05, top + 0.032, z0 + dz],
          [x1 + 0.05, top + 0.032, z0 + dz],
        ]),
        lighten(k.throw, 0.35),
        Math.max(1, px * 0.02),
      ),
    )
  }
}

const pt = (p: Point) => `${round(p[0])} ${round(p[1])}`

/** A pillow standing on its long side: its face bulges, so the outline curves between the corners. */
function pillow(r: Room, [x0, x1]: [number, number], y0: number, y1: number, z: number, colour: string) {
  const { c, cam } = r
  const corners = cam.project([
    [x0, y0, z],
    [x1, y0, z + 0.02],
    [x1, y1, z + 0.08],
    [x0, y1, z + 0.06],
  ])
  if (corners.length < 4) return
  const cx = corners.reduce((s, p) => s + p[0], 0) / 4
  const cy = corners.reduce((s, p) => s + p[1], 0) / 4
  let d = `M${pt(corners[0])}`
  for (let i = 0; i < 4; i++) {
    const a = corners[i]
    const b = corners[(i + 1) % 4]
    const m: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
    d += `Q${pt([m[0] + (m[0] - cx) * 0.18, m[1] + (m[1] - cy) * 0.18])} ${pt(b)}`
  }
  const fill = c.linear(
    [cx, corners[3][1]],
    [cx, corners[0][1]],
    [
      [0, lighten(colour, 0.15)],
      [1, darken(colour, 0.14)],
    ],
  )
  c.add(path(d + 'Z', fill, `stroke="${darken(colour, 0.2)}" stroke-width="1"`))
}

/** A bedside table against the back wall with a lamp lit on it, and the glow it throws on the wall. */
export function nightstand(r: Room, x: number, colour: string, shade: string) {
  const d = r.o.depth
  const at: Vec3 = [x, 0.3, d - 0.25]
  return {
    at,
    draw: () => {
      const { c, cam, light } = r
      const b = box(x - 0.23, x + 0.23, 0.08, 0.52, d - 0.45, d - 0.02)
      const [gx, gy] = cam.at([x, 0.85, d])
      const s = cam.scale([x, 0.85, d])
      c.add(glow(c, [gx, gy], s * 0.75, s * 0.6, '#ffd79a', 0.55))
      contactShadow(r, box(x - 0.23, x + 0.23, 0, 0.1, d - 0.45, d - 0.02))
      c.add(solid(cam, box(x - 0.2, x - 0.17, 0, 0.08, d - 0.42, d - 0.39), darken(colour, 0.4), light))
      c.add(solid(cam, box(x + 0.17, x + 0.2, 0, 0.08, d - 0.42, d - 0.39), darken(colour, 0.4), light))
      c.add(solid(cam, b, colour, light))
      // A drawer's seam and its pull.
      c.add(
        cam.lines(
          [
            [
              [x - 0.21, 0.36, d - 0.451],
              [x + 0.21, 0.36, d - 0.451],
            ],
          ],
          darken(colour, 0.35),
          1.2,
        ),
        cam.lines(
          [
            [
              [x - 0.05, 0.44, d - 0.455],
              [x + 0.05, 0.44, d - 0.455],
            ],
          ],
          '#8a7d6b',
          Math.max(1.5, s * 0.02),
        ),
      )
      // The lamp: a turned base and a lit shade, brightest at its rim.
      c.add(turned(cam, [x, 0.52, d - 0.22], [0.06, 0.06], [x, 0.7, d - 0.22], [0.035, 0.035], darken(shade, 0.25)))
      c.add(turned(cam, [x, 0.68, d - 0.22], [0.13, 0.13], [x, 0.9, d - 0.22], [0.1, 0.1], '#fff3d6'))
      const [lx, ly] = cam.at([x, 0.68, d - 0.22])
      c.add(glow(c, [lx, ly], s * 0.45, s * 0.25, '#fff1c9', 0.7))
    },
  }
}

/** A built-in wardrobe (clóset) filling part of a wall: doors to the ceiling, their seams and pulls. */
export function wardrobe(r: Room, wall: Wall, u0: number, u1: number, colour: string, handle: string) {
  const depth = 0.6
  const h = r.o.height
  const b: Box = wallBox(r, wall, u0, u1, 0, h, 0, depth)
  const at = wallPoint(r, wall, (u0 + u1) / 2, 1.2, depth / 2)
  return {
    at,
    draw: () => {
      const { c, cam, light } = r
      contactShadow(r, wallBox(r, wall, u0, u1, 0, 0.1, 0, depth), 0.8)
      c.add(solid(cam, b, colour, light))
      const face = (u: number, v: number): Vec3 => wallPoint(r, wall, u, v, depth + 0.003)
      const doors = Math.max(2, Math.round((u1 - u0) / 0.5))
      const seams: Array<[Vec3, Vec3]> = [
        [face(u0, 0.1), face(u1, 0.1)],
        [face(u0, h - 0.45), face(u1, h - 0.45)],
      ]
      const pulls: Array<[Vec3, Vec3]> = []
      for (let i = 1; i < doors; i++) {
        const u = u0 + ((u1 - u0) * i) / doors
        seams.push([face(u, 0.1), face(u, h)])
        // Pulls in pairs where two doors meet.
        if (i % 2 === 1)
          for (const du of [-0.05, 0.05])
            pulls.push([wallPoint(r, wall, u + du, 0.85, depth + 0.03), wallPoint(r, wall, u + du, 1.35, depth + 0.03)])
      }
      const s = cam.scale(at)
      c.add(cam.lines(seams, darken(colour, 0.3), Math.max(1, s * 0.012)))
      c.add(cam.lines(pulls, handle, Math.max(1.5, s * 0.022), 'stroke-linecap="round"'))
    },
  }
}

/** Lamplight: an ellipse of `colour` fading from `strength` at its centre to nothing at its rim. */
function glow(c: Canvas, [x, y]: Point, rx: number, ry: number, colour: string, strength: number) {
  return ellipse(
    x,
    y,
    rx,
    ry,
    c.radial(
      x,
      y,
      rx,
      [
        [0, colour, strength],
        [1, colour, 0],
      ],
      ry,
    ),
  )
}
