/** Views over the valley from a balcony, and fincas in the green hills. */
import type { Random } from '../random'
import { Canvas, darken, lighten, mix } from '../svg'
import { box, Camera, lit, type Vec3 } from './camera'
import { building, castShadow, door, gableRoof } from './facades'
import { city, field, finish, mood, mountains, palm, pottedPlant, sky, tree, type Mood } from './nature'

const SIZE = { width: 1200, height: 800 }

function moodOf(rng: Random, variant: number, names: Mood['name'][]): Mood {
  return mood(names[variant % names.length], rng.chance(0.5) ? 1 : -1)
}

// ---------------------------------------------------------------- views

/** The valley from a high balcony: the city below, the mountains with their barrios beyond. */
export function view(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const m = moodOf(rng, variant, ['clear', 'golden', 'dusk', 'morning', 'soft'])
  const horizon = c.height * rng.float(0.36, 0.46)
  sky(c, rng, m, horizon, horizon + 4)
  mountains(c, rng, m, {
    base: horizon + c.height * 0.08,
    height: c.height * rng.float(0.16, 0.26),
    barrios: true,
    layers: 3,
  })
  const floor = c.height * rng.float(0.78, 0.86)
  city(c, rng, m, {
    base: floor,
    depth: floor - horizon - c.height * 0.06,
    rows: 5,
    lights: m.name === 'dusk',
    brick: rng.float(0.4, 0.8),
  })
  // Balcony: floor tiles, a railing of glass or bars, a plant and a chair.
  const cam = new Camera({ eye: [0, 1.5, 0], fov: 70, shift: 0.1, width: c.width, height: c.height })
  const deck = rng.pick(['#c9b79c', '#bdb4aa', '#a87b51', '#d9d4cc'])
  c.add(
    cam.face(
      [
        [-5, 0, 0.3],
        [5, 0, 0.3],
        [5, 0, 1.6],
        [-5, 0, 1.6],
      ],
      lit(deck, [0, 1, 0], m),
    ),
  )
  const joints: Array<[Vec3, Vec3]> = []
  for (let x = -5; x <= 5; x += 0.4)
    joints.push([
      [x, 0.002, 0.3],
      [x, 0.002, 1.6],
    ])
  c.add(cam.lines(joints, darken(deck, 0.2), 1, 'opacity="0.5"'))
  const glass = rng.chance(0.6)
  const rail: Vec3[] = [
    [-5, 0, 1.6],
    [5, 0, 1.6],
    [5, 1.05, 1.6],
    [-5, 1.05, 1.6],
  ]
  if (glass) {
    c.add(cam.face(rail, mix(m.skyHorizon, '#a9c2cf', 0.5), 'opacity="0.28"'))
    c.add(cam.lines([[rail[3], rail[2]]], '#9aa0a6', 7))
    const posts: Array<[Vec3, Vec3]> = []
    for (let x = -4.5; x <= 4.5; x += 1.5)
      posts.push([
        [x, 0, 1.6],
        [x, 1.05, 1.6],
      ])
    c.add(cam.lines(posts, '#9aa0a6', 3))
  } else {
    const bars: Array<[Vec3, Vec3]> = [[rail[3], rail[2]]]
    for (let x = -5; x <= 5; x += 0.12)
      bars.push([
        [x, 0, 1.6],
        [x, 1.05, 1.6],
      ])
    c.add(cam.lines(bars, '#2f2f2f', 3))
  }
  const [px, py] = cam.at([rng.chance(0.5) ? -1.1 : 1.1, 0, 1.1])
  pottedPlant(c, rng, px, py, cam.scale([1.1, 0, 1.1]) * 0.9)
  finish(c, m)
  return c.svg()
}

// ---------------------------------------------------------------- fincas

/** An Antioquian finca: white walls, a corridor of coloured posts, clay roof, coffee on the hills. */
export function farm(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const m = moodOf(rng, variant, ['clear', 'golden', 'morning', 'soft'])
  const side = rng.chance(0.5) ? 1 : -1
  const dist = rng.float(16, 22)
  const cam = new Camera({
    eye: [0, 1.6, 0],
    yaw: side * rng.float(12, 25),
    fov: 66,
    shift: 0.06,
    width: c.width,
    height: c.height,
  })
  const horizon = cam.at([cam.eye[0], 1.6, 5000])[1]
  sky(c, rng, m, horizon, horizon + 2, cam)
  mountains(c, rng, m, { base: horizon + 2, height: c.height * rng.float(0.25, 0.38), layers: 3 })
  field(c, m, horizon, '#6f9150')
  // Coffee rows on the slope behind.
  const rows: Array<[Vec3, Vec3]> = []
  for (let z = dist + 14; z < dist + 60; z += 1.6)
    rows.push([
      [-60, 0.4, z],
      [60, 0.4, z],
    ])
  c.add(cam.lines(rows, '#2f5a34', 3, 'opacity="0.55"'))
  const width = rng.float(14, 20)
  const b = box(side * 4 - width / 2, side * 4 + width / 2, 0, rng.chance(0.5) ? 3 : 5.6, dist, dist + 9)
  const trim = rng.pick(['#2f7f7a', '#b5485d', '#3c475b', '#7a8b4a', '#c8643b', '#8a3b2e'])
  castShadow(c, cam, m, { ...b, y: [0, b.y[1] + 1.5] })
  building(c, rng, cam, m, {
    b,
    material: 'plaster',
    colour: '#f7f3ea',
    floorHeight: b.y[1] > 4 ? 2.8 : 3,
    bay: 2.4,
    glazing: 0.4,
    frame: trim,
  })
  for (let x = b.x[0] + 1; x < b.x[1] - 1; x += 2.4) door(c, cam, m, x, x + 1.1, b.z[0], 2.3, trim)
  gableRoof(c, cam, m, b, rng.float(1.6, 2.2), rng.pick(['#a9573a', '#b5654a', '#9c4f3b']), '#f7f3ea')
  // The corridor: posts in the trim colour holding the eaves, flower beds below.
  const posts: Array<[Vec3, Vec3]> = []
  for (let x = b.x[0]; x <= b.x[1]; x += 2.4)
    posts.push([
      [x, 0, b.z[0] - 0.55],
      [x, b.y[1] - 0.2, b.z[0] - 0.55],
    ])
  c.add(cam.lines(posts, trim, Math.max(3, cam.scale([b.x[0], 0, b.z[0]]) * 0.14)))
  const flowers = ['#d9534f', '#f08a9b', '#fecc2d', '#b5485d', '#ffffff']
  for (let x = b.x[0]; x < b.x[1]; x += 0.6) {
    const [fx, fy] = cam.at([x, 0.3, b.z[0] - 1.2])
    const s = cam.scale([x, 0.3, b.z[0] - 1.2])
    c.add(
      `<ellipse cx="${fx}" cy="${fy}" rx="${s * 0.4}" ry="${s * 0.3}" fill="${rng.chance(0.5) ? '#3d6b35' : rng.pick(flowers)}"/>`,
    )
  }
  const spots: Array<[Vec3, 'tree' | 'palm']> = [
    [[b.x[0] - rng.float(4, 8), 0, dist + rng.float(-2, 6)], 'tree'],
    [[b.x[1] + rng.float(3, 7), 0, dist + rng.float(-3, 3)], rng.chance(0.5) ? 'palm' : 'tree'],
    [[side * -rng.float(6, 10), 0, rng.float(7, 10)], 'palm'],
  ]
  for (const [p, kind] of spots.sort((a, b) => b[0][2] - a[0][2])) {
    const [x, y] = cam.at(p)
    if (kind === 'tree') tree(c, rng, x, y, cam.scale(p) * rng.float(7, 10), m.sun[0])
    else palm(c, rng, x, y, cam.scale(p) * rng.float(8, 11))
  }
  // A path of packed earth to the house.
  c.add(
    cam.face(
      [
        [side * 4 - 1.2, 0.01, dist - 1.5],
        [side * 4 + 1.2, 0.01, dist - 1.5],
        [1.5, 0.01, 1],
        [-1.5, 0.01, 1],
      ],
      lighten('#b79c74', 0.05),
    ),
  )
  finish(c, m)
  return c.svg()
}
