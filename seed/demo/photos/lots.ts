/**
 * Lots for sale in the hills of Antioquia: a dirt track in from a gate, a fence of posts and
 * wire or boards along it, a flat pasture or a hillside rising to the mountains, and a shed,
 * the neighbours' roofs or a row of trees to give it scale.
 */
import type { Random } from '../random'
import { Canvas, darken, lighten, mix, poly, strokes, type Point } from '../svg'
import { box, Camera, solid, type Vec3 } from './camera'
import { castShadow, gableRoof } from './facades'
import { field, finish, mood, mountains, shadedLand, sky, tree, type Mood } from './nature'

const SIZE = { width: 1200, height: 800 }

export function land(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const names: Mood['name'][] = ['clear', 'morning', 'golden', 'soft', 'clear', 'dusk']
  const m = mood(names[variant % names.length], rng.chance(0.5) ? 1 : -1)
  const hillside = variant % 2 === 1
  const side = rng.chance(0.5) ? 1 : -1
  const cam = new Camera({
    eye: [0, 1.6, 0],
    yaw: side * rng.float(4, 14),
    fov: 66,
    shift: hillside ? 0.16 : rng.float(-0.02, 0.06),
    width: c.width,
    height: c.height,
  })
  // The ground: flat, or rising away from the camera (and a little across) on a hillside.
  const slope = hillside ? rng.float(0.2, 0.28) : 0
  const cross = hillside ? rng.float(-0.04, 0.04) : 0
  const ground = (x: number, z: number) => Math.max(0, z - 6) * slope + x * cross * Math.min(1, z / 20)
  const at = (x: number, z: number, up = 0): Vec3 => [x, ground(x, z) + up, z]

  const horizon = cam.at([0, 1.6, 5000])[1]
  sky(c, rng, m, horizon, horizon + 2, cam)
  mountains(c, rng, m, {
    base: horizon + 2,
    height: c.height * (hillside ? rng.float(0.42, 0.5) : rng.float(0.18, 0.32)),
    layers: 3,
    barrios: !hillside && rng.chance(0.5),
  })
  const green = rng.pick(['#7a9a55', '#6b8f4e', '#8fa85f', '#a3a865', '#77944f'])
  field(c, m, horizon, green)
  if (hillside) hill(c, cam, m, at, green)
  else swells(c, rng, cam, green)

  // Far things first: the neighbours' roofs or a shed, trees across the lot.
  const far = variant % 3
  const dressing: Array<{ z: number; draw: () => void }> = []
  if (far === 0) dressing.push(...neighbours(c, rng, cam, m, at, side))
  const trees = rng.int(3, 6)
  for (let i = 0; i < trees; i++) {
    const p = at(rng.float(-35, 35), rng.float(22, hillside ? 46 : 80))
    dressing.push({
      z: p[2],
      draw: () => {
        const [x, y] = cam.at(p)
        tree(c, rng, x, y, cam.scale(p) * rng.float(6, 10), m.sun[0])
      },
    })
  }
  if (far === 1) {
    const x = -side * rng.float(7, 11)
    const z = rng.float(16, 24)
    dressing.push({ z, draw: () => shed(c, rng, cam, m, at(x, z), ground) })
  }
  for (const d of dressing.sort((a, b) => b.z - a.z)) d.draw()

  // The track from the gate into the lot, with the fence along its far side.
  const trackX = side * rng.float(0.5, 2.5)
  track(c, cam, m, at, trackX)
  const fenceX = trackX + side * 2.6
  const wooden = rng.chance(0.4)
  fence(c, cam, m, at, fenceX, wooden)
  gate(c, cam, m, at, trackX, fenceX, wooden, rng.chance(0.5))
  tufts(c, rng, cam, at, green)
  finish(c, m)
  return c.svg()
}

type At = (x: number, z: number, up?: number) => Vec3

/** Gentle swells of pasture on flat ground, darker in their hollows. */
function swells(c: Canvas, rng: Random, cam: Camera, green: string) {
  for (let i = 0; i < 3; i++) {
    const z = 30 + i * 40
    const pts: Vec3[] = []
    for (let x = -120; x <= 120; x += 20) pts.push([x, Math.sin(x * 0.05 + i + rng.next()) * 1.2 + 1, z])
    const outline = [...pts.map((p) => cam.at(p)), cam.at([120, 0, 3]), cam.at([-120, 0, 3])]
    c.add(poly(outline, mix(green, '#3f6b3f', 0.15 + i * 0.05), 'opacity="0.35"'))
  }
}

/** The slope itself: grass from the camera's feet to its crest, which hides the foot of the mountains. */
function hill(c: Canvas, cam: Camera, m: Mood, at: At, green: string) {
  const crestZ = 50
  const crest: Point[] = []
  for (let x = -160; x <= 160; x += 10) crest.push(cam.at(at(x, crestZ + Math.sin(x * 0.04) * 8)))
  const outline: Point[] = [...crest, [c.width + 10, c.height], [-10, c.height]]
  const top = Math.min(...crest.map((p) => p[1]))
  shadedLand(
    c,
    outline,
    top,
    c.height,
    [
      [0, mix(green, m.haze, 0.25)],
      [0.4, green],
      [1, darken(green, 0.18)],
    ],
    0.22,
  )
  // Contour paths the cattle wear across a pasture on a slope.
  const paths: Point[][] = []
  for (let z = 14; z < crestZ; z += 9) {
    const line: Point[] = []
    for (let x = -80; x <= 80; x += 10) line.push(cam.at(at(x, z + Math.sin(x * 0.08 + z) * 1.5)))
    paths.push(line)
  }
  c.add(strokes(paths, darken(green, 0.25), 1.5, 'stroke-opacity="0.3"'))
}

/** A dirt track: two worn ruts with grass between, from the picture's foot into the lot. */
function track(c: Canvas, cam: Camera, m: Mood, at: At, x: number) {
  const dirt = mix('#b08f66', m.warm, 0.15)
  const lane = (x0: number, x1: number, fill: string, extra = '') => {
    const pts: Vec3[] = []
    for (let z = 2; z <= 70; z += 4) pts.push(at(x0 + Math.sin(z * 0.05) * 1.5, z))
    for (let z = 70; z >= 2; z -= 4) pts.push(at(x1 + Math.sin(z * 0.05) * 1.5, z))
    c.add(cam.face(pts, fill, extra))
  }
  lane(x - 1.4, x + 1.4, dirt)
  lane(x - 1.4, x + 1.4, c.noise(true), 'opacity="0.3"')
  lane(x - 0.35, x + 0.35, mix(dirt, '#6b8f4e', 0.55))
  lane(x - 1.15, x - 0.95, darken(dirt, 0.15), 'opacity="0.6"')
  lane(x + 0.95, x + 1.15, darken(dirt, 0.15), 'opacity="0.6"')
}

/** Posts along the track with barbed wire, or rails of sawn boards. */
function fence(c: Canvas, cam: Camera, m: Mood, at: At, x: number, wooden: boolean) {
  const post = wooden ? '#8a6a4a' : '#6b5540'
  const near = 6
  const posts: Vec3[] = []
  for (let z = near; z < 90; z += 2.5) posts.push(at(x + Math.sin(z * 0.05) * 1.5, z))
  const strands = wooden ? [0.45, 0.85, 1.25] : [0.35, 0.65, 0.95, 1.25]
  for (const v of strands) {
    const line = posts.map(([px, , pz]) => cam.at(at(px, pz, v)))
    c.add(
      wooden
        ? strokes([line], lighten(post, 0.2), 5, 'stroke-linejoin="round"')
        : strokes([line], '#3a3a3a', 1.3, 'stroke-opacity="0.8" stroke-linejoin="round"'),
    )
  }
  for (const p of [...posts].reverse()) {
    const s = cam.scale(p)
    const b = box(p[0] - 0.06, p[0] + 0.06, p[1] - 0.1, p[1] + 1.45, p[2] - 0.06, p[2] + 0.06)
    if (s > 3) c.add(solid(cam, b, post, m))
    else
      c.add(
        cam.lines(
          [
            [
              [p[0], p[1], p[2]],
              [p[0], p[1] + 1.45, p[2]],
            ],
          ],
          post,
          Math.max(1, s * 0.12),
        ),
      )
  }
}

/** A tube gate across the track, hung on a stout post at the fence: closed, or swung open along it. */
function gate(c: Canvas, cam: Camera, m: Mood, at: At, trackX: number, fenceX: number, wooden: boolean, open: boolean) {
  const z = 6
  const hinge = at(fenceX, z)
  const span = Math.abs(fenceX - trackX) * 1.7
  const latch = open
    ? at(fenceX - Math.sign(fenceX - trackX) * 0.3, z + span)
    : at(fenceX - Math.sign(fenceX - trackX) * span, z)
  const colour = wooden ? '#7a5c40' : '#d9d6cf'
  const s = cam.scale(hinge)
  const postAt = at(fenceX - Math.sign(fenceX - trackX) * span, z)
  for (const p of [hinge, postAt])
    c.add(solid(cam, box(p[0] - 0.1, p[0] + 0.1, p[1] - 0.1, p[1] + 1.6, z - 0.1, z + 0.1), '#6b5540', m))
  const up = (p: Vec3, v: number): Vec3 => [p[0], p[1] + v, p[2]]
  const bars: Array<[Vec3, Vec3]> = [0.25, 0.6, 0.95, 1.3].map((v) => [up(hinge, v), up(latch, v)])
  bars.push([up(hinge, 0.25), up(hinge, 1.3)], [up(latch, 0.25), up(latch, 1.3)], [up(hinge, 1.3), up(latch, 0.25)])
  c.add(cam.lines(bars, colour, Math.max(2, s * 0.05), 'stroke-linecap="round"'))
}

/** A shed with a lean-to roof of zinc sheets, where the owner keeps tools. */
function shed(c: Canvas, rng: Random, cam: Camera, m: Mood, p: Vec3, ground: (x: number, z: number) => number) {
  const [x, , z] = p
  const y = Math.min(ground(x - 1.5, z), ground(x + 1.5, z + 2.5))
  const walls = rng.pick(['#d9cfc0', '#b5653f', '#e8e2d6', '#9aa5a0'])
  const b = box(x - 1.5, x + 1.5, y - 0.3, y + 2.3, z, z + 2.5)
  castShadow(c, cam, m, b)
  c.add(solid(cam, b, walls, m))
  const roof = '#9aa1a7'
  c.add(
    cam.face(
      [
        [x - 1.8, y + 2.6, z - 0.3],
        [x + 1.8, y + 2.6, z - 0.3],
        [x + 1.8, y + 2.2, z + 2.8],
        [x - 1.8, y + 2.2, z + 2.8],
      ],
      lighten(roof, 0.15),
    ),
  )
  const ribs: Array<[Vec3, Vec3]> = []
  for (let rx = x - 1.7; rx < x + 1.8; rx += 0.25)
    ribs.push([
      [rx, y + 2.6, z - 0.3],
      [rx, y + 2.2, z + 2.8],
    ])
  c.add(cam.lines(ribs, darken(roof, 0.25), 1, 'opacity="0.6"'))
  c.add(
    cam.face(
      [
        [x - 0.45, y, z - 0.01],
        [x + 0.45, y, z - 0.01],
        [x + 0.45, y + 1.9, z - 0.01],
        [x - 0.45, y + 1.9, z - 0.01],
      ],
      '#5a4636',
    ),
  )
}

/** The neighbouring houses beyond the lot: walls and clay roofs among the trees. */
function neighbours(c: Canvas, rng: Random, cam: Camera, m: Mood, at: At, side: number) {
  const out: Array<{ z: number; draw: () => void }> = []
  const count = rng.int(2, 4)
  for (let i = 0; i < count; i++) {
    const p = at(-side * rng.float(8, 30) + i * side * 9, rng.float(36, 46))
    const w = rng.float(6, 10)
    const b = box(p[0] - w / 2, p[0] + w / 2, p[1] - 0.5, p[1] + rng.pick([2.8, 5.6]), p[2], p[2] + 7)
    const wall = rng.pick(['#f1eee8', '#e9e4dc', '#efe6d6', '#b5653f'])
    out.push({
      z: p[2],
      draw: () => {
        castShadow(c, cam, m, b)
        c.add(solid(cam, b, wall, m))
        gableRoof(c, cam, m, b, rng.float(1.2, 1.8), rng.pick(['#a9573a', '#b5654a', '#9c4f3b']), wall)
      },
    })
  }
  return out
}

/** Tall grass in the foreground, a few blades at a time, so the near field is not a flat colour. */
function tufts(c: Canvas, rng: Random, cam: Camera, at: At, green: string) {
  const blades: Point[][] = []
  for (let i = 0; i < 70; i++) {
    const p = at(rng.float(-8, 8), rng.float(2.5, 9))
    const [x, y] = cam.at(p)
    const s = cam.scale(p)
    for (let k = 0; k < 4; k++) {
      const lean = rng.float(-0.12, 0.12) * s
      blades.push([
        [x + k * s * 0.03, y],
        [x + k * s * 0.03 + lean, y - s * rng.float(0.15, 0.35)],
      ])
    }
  }
  c.add(strokes(blades, darken(green, 0.3), 1.6, 'stroke-opacity="0.55"'))
}
