/** Apartment towers, houses, pools, shop fronts and warehouses seen from the street. */
import type { Random } from '../random'
import { Canvas, darken, ellipse, lighten, mix, poly } from '../svg'
import { box, Camera, lit, solid, type Vec3 } from './camera'
import { BRICKS, building, castShadow, door, gableRoof, PLASTERS, type Facade } from './facades'
import { city, field, finish, mood, mountains, palm, sky, tree, type Mood } from './nature'

const SIZE = { width: 1200, height: 800 }

function outdoorMood(rng: Random, variant: number, names: Mood['name'][]): Mood {
  return mood(names[variant % names.length], rng.chance(0.5) ? 1 : -1)
}

/** Sky, mountains and far city down to the horizon, then the ground plane. */
function backdrop(
  c: Canvas,
  rng: Random,
  cam: Camera,
  m: Mood,
  o: { city?: boolean; green?: string; height?: number } = {},
) {
  const horizon = cam.at([cam.eye[0], cam.eye[1], cam.eye[2] + 5000])[1]
  sky(c, rng, m, horizon, horizon + 2, cam)
  mountains(c, rng, m, {
    base: horizon + 2,
    height: o.height ?? c.height * rng.float(0.12, 0.22),
    barrios: o.city !== false && rng.chance(0.7),
  })
  if (o.city !== false) city(c, rng, m, { base: horizon + 3, depth: 14, rows: 2 })
  field(c, m, horizon, o.green ?? '#6b8a4e')
  return horizon
}

function roadAndPavement(c: Canvas, cam: Camera, m: Mood, zFront: number, yawSign: number) {
  const x0 = -400
  const x1 = 400
  // Road in front of the camera, pavement along the building.
  c.add(
    cam.face(
      [
        [x0, 0, zFront - 14],
        [x1, 0, zFront - 14],
        [x1, 0, zFront - 3],
        [x0, 0, zFront - 3],
      ],
      mix('#5c5e61', m.haze, 0.1),
    ),
  )
  c.add(
    cam.face(
      [
        [x0, 0, zFront - 14],
        [x1, 0, zFront - 14],
        [x1, 0, zFront - 3],
        [x0, 0, zFront - 3],
      ],
      c.noise(true),
      'opacity="0.25"',
    ),
  )
  const dashes: Array<[Vec3, Vec3]> = []
  for (let x = x0; x < x1; x += 6)
    dashes.push([
      [x, 0.01, zFront - 8.5],
      [x + 3, 0.01, zFront - 8.5],
    ])
  c.add(cam.lines(dashes, '#f2f0e8', 2, 'opacity="0.8"'))
  c.add(
    cam.face(
      [
        [x0, 0.15, zFront - 3],
        [x1, 0.15, zFront - 3],
        [x1, 0.15, zFront],
        [x0, 0.15, zFront],
      ],
      lit('#c9c4bb', [0, 1, 0], m),
    ),
  )
  c.add(
    cam.face(
      [
        [x0, 0, zFront - 3],
        [x1, 0, zFront - 3],
        [x1, 0.15, zFront - 3],
        [x0, 0.15, zFront - 3],
      ],
      '#9a968f',
    ),
  )
  void yawSign
}

function treeAt(c: Canvas, rng: Random, cam: Camera, m: Mood, p: Vec3, height: number) {
  if (cam.depth(p) < 1) return
  const [x, y] = cam.at(p)
  tree(c, rng, x, y, cam.scale(p) * height, m.sun[0])
}

// ---------------------------------------------------------------- apartment buildings

export function tower(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const m = outdoorMood(rng, variant, ['clear', 'golden', 'morning', 'dusk', 'soft', 'clear'])
  const style = variant % 4
  const side = rng.chance(0.5) ? 1 : -1
  const floors = style === 2 ? rng.int(5, 7) : rng.int(12, 22)
  const fh = 2.7
  const width = style === 2 ? rng.float(22, 30) : rng.float(16, 22)
  const depth = rng.float(14, 20)
  const dist = style === 2 ? rng.float(22, 28) : rng.float(34, 46)
  const cx = side * dist * rng.float(0.45, 0.7)
  const b = box(cx - width / 2, cx + width / 2, 0, floors * fh, dist, dist + depth)
  const yaw = side * rng.float(18, 30)
  const cam = new Camera({
    eye: [0, 1.6, 0],
    yaw,
    fov: rng.float(56, 66),
    shift: style === 2 ? 0.12 : rng.float(0.22, 0.3),
    width: c.width,
    height: c.height,
  })
  backdrop(c, rng, cam, m)
  const material: Facade['material'] =
    style === 0 || style === 2 ? 'brick' : style === 1 ? 'plaster' : rng.pick(['glass', 'concrete'] as const)
  const colour =
    material === 'brick'
      ? rng.pick(BRICKS)
      : material === 'glass'
        ? '#6f8496'
        : material === 'concrete'
          ? '#b9b6b0'
          : rng.pick(PLASTERS)
  // A neighbour further back for depth.
  const nb = box(cx - side * (width + 8) - 9, cx - side * (width + 8) + 9, 0, rng.int(8, 16) * fh, dist + 18, dist + 34)
  roadAndPavement(c, cam, m, dist - 4, side)
  castShadow(c, cam, m, nb)
  building(c, rng, cam, m, {
    b: nb,
    material: rng.pick(['brick', 'plaster'] as const),
    colour: rng.pick([...BRICKS, ...PLASTERS]),
    floorHeight: fh,
    bay: 3,
    glazing: 0.55,
    lights: m.name === 'dusk' ? 0.5 : 0,
  })
  castShadow(c, cam, m, b)
  // Garden strip with trees between pavement and building.
  c.add(
    cam.face(
      [
        [b.x[0] - 6, 0.02, dist - 4],
        [b.x[1] + 6, 0.02, dist - 4],
        [b.x[1] + 6, 0.02, dist],
        [b.x[0] - 6, 0.02, dist],
      ],
      lit('#5f8a45', [0, 1, 0], m),
    ),
  )
  building(c, rng, cam, m, {
    b,
    material,
    colour,
    floorHeight: fh,
    bay: material === 'glass' ? 1.5 : rng.float(2.6, 3.6),
    glazing: rng.float(0.45, 0.65),
    balconies: style === 1 ? 'glass' : style === 0 ? 'bars' : 'none',
    lobby: true,
    lights: m.name === 'dusk' ? 0.55 : 0,
    frame: material === 'plaster' ? '#55595e' : undefined,
  })
  const trees = rng.int(3, 6)
  for (let i = 0; i < trees; i++)
    treeAt(
      c,
      rng,
      cam,
      m,
      [b.x[0] + ((b.x[1] - b.x[0]) * (i + 0.5)) / trees + rng.float(-2, 2), 0, dist - rng.float(1.5, 3)],
      rng.float(5, 9),
    )
  finish(c, m)
  return c.svg()
}

// ---------------------------------------------------------------- houses

export function house(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const m = outdoorMood(rng, variant, ['clear', 'morning', 'golden', 'soft', 'clear'])
  const style = variant % 3
  const side = rng.chance(0.5) ? 1 : -1
  const dist = rng.float(13, 17)
  const width = style === 2 ? rng.float(14, 18) : rng.float(8, 10.5)
  const depth = rng.float(7, 9)
  const cx = side * rng.float(2, 4)
  const levels = style === 1 ? rng.int(1, 2) : 2
  const b = box(cx - width / 2, cx + width / 2, 0, levels * 2.8, dist, dist + depth)
  const cam = new Camera({
    eye: [0, 1.6, 0],
    yaw: side * rng.float(10, 22),
    fov: rng.float(62, 70),
    shift: 0.08,
    width: c.width,
    height: c.height,
  })
  backdrop(c, rng, cam, m, { city: false, green: '#6f9150' })
  const brick = style === 2 || rng.chance(0.4)
  const colour = brick ? rng.pick(BRICKS) : rng.pick(PLASTERS)
  // Lawn and driveway.
  c.add(
    cam.face(
      [
        [-60, 0.01, dist - 6],
        [60, 0.01, dist - 6],
        [60, 0.01, dist + 30],
        [-60, 0.01, dist + 30],
      ],
      lit('#5f8a45', [0, 1, 0], m),
    ),
  )
  c.add(
    cam.face(
      [
        [-60, 0.01, dist - 6],
        [60, 0.01, dist - 6],
        [60, 0.01, dist + 30],
        [-60, 0.01, dist + 30],
      ],
      c.noise(true),
      'opacity="0.3"',
    ),
  )
  const gx = style === 1 ? b.x[1] - 3.2 : b.x[0] + 0.6
  c.add(
    cam.face(
      [
        [gx, 0.02, dist],
        [gx + 2.8, 0.02, dist],
        [gx + 3.4, 0.02, -2],
        [gx - 0.6, 0.02, -2],
      ],
      lit('#bdb7ad', [0, 1, 0], m),
    ),
  )
  castShadow(c, cam, m, { ...b, y: [0, b.y[1] + (style === 1 ? 0.3 : 1.6)] })
  building(c, rng, cam, m, {
    b,
    material: brick ? 'brick' : 'plaster',
    colour,
    floorHeight: 2.8,
    bay: rng.float(2.2, 2.8),
    glazing: style === 1 ? 0.75 : 0.5,
    grilles: style !== 1 && rng.chance(0.7),
    frame: style === 1 ? '#2f2f2f' : rng.pick(['#f2f2f0', '#3a3430', '#6b4f3a']),
  })
  // Garage and front door.
  door(c, cam, m, gx, gx + 2.8, dist, 2.3, rng.pick(['#efeeea', '#6b4f3a', '#3c475b', '#8a8f94']))
  const slats: Array<[Vec3, Vec3]> = []
  for (let y = 0.2; y < 2.3; y += 0.18)
    slats.push([
      [gx, y, dist - 0.03],
      [gx + 2.8, y, dist - 0.03],
    ])
  c.add(cam.lines(slats, '#000', 1, 'opacity="0.25"'))
  const dx = style === 1 ? b.x[0] + 1.4 : b.x[1] - 2.2
  door(c, cam, m, dx, dx + 1, dist, 2.2, rng.pick(['#6b4f3a', '#2f7f7a', '#8a3b2e', '#3c475b', '#5a4535']))
  if (style === 1) {
    // Flat roof with a slab that overhangs, and a timber-clad panel.
    c.add(solid(cam, box(b.x[0] - 0.8, b.x[1] + 0.8, b.y[1], b.y[1] + 0.3, b.z[0] - 0.8, b.z[1] + 0.3), '#f2f0ea', m))
    const wx = b.x[0] + width * 0.35
    c.add(
      cam.face(
        [
          [wx, 0.4, dist - 0.02],
          [wx + 2, 0.4, dist - 0.02],
          [wx + 2, b.y[1] - 0.2, dist - 0.02],
          [wx, b.y[1] - 0.2, dist - 0.02],
        ],
        lit('#9b6a43', [0, 0, -1], m),
      ),
    )
    const boards: Array<[Vec3, Vec3]> = []
    for (let x = wx; x < wx + 2; x += 0.12)
      boards.push([
        [x, 0.4, dist - 0.03],
        [x, b.y[1] - 0.2, dist - 0.03],
      ])
    c.add(cam.lines(boards, '#5a3a22', 1, 'opacity="0.5"'))
  } else gableRoof(c, cam, m, b, rng.float(1.4, 2), rng.pick(['#a9573a', '#b5654a', '#9c4f3b', '#8a4a36']), colour)
  // Hedge and trees.
  const hedge = box(-40, gx - 1, 0, 0.9, dist - 5.5, dist - 4.8)
  c.add(solid(cam, hedge, '#4a7a3a', m))
  c.add(
    cam.face(
      [
        [-40, 0.9, dist - 5.5],
        [gx - 1, 0.9, dist - 5.5],
        [gx - 1, 0.9, dist - 4.8],
        [-40, 0.9, dist - 4.8],
      ],
      c.noise(true),
      'opacity="0.5"',
    ),
  )
  treeAt(c, rng, cam, m, [b.x[0] - rng.float(3, 6), 0, dist + rng.float(-2, 4)], rng.float(6, 9))
  treeAt(c, rng, cam, m, [b.x[1] + rng.float(3, 6), 0, dist + rng.float(0, 5)], rng.float(5, 8))
  finish(c, m)
  return c.svg()
}

// ---------------------------------------------------------------- pools

export function pool(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const m = outdoorMood(rng, variant, ['clear', 'golden', 'morning'])
  const cam = new Camera({
    eye: [rng.float(-1, 1), 1.7, 0],
    yaw: rng.float(-12, 12),
    fov: 68,
    shift: 0.1,
    width: c.width,
    height: c.height,
  })
  backdrop(c, rng, cam, m)
  const deck = rng.pick(['#e4ddd2', '#d9d4cc', '#cfc6bb', '#c9b79c'])
  c.add(
    cam.face(
      [
        [-40, 0, 2],
        [40, 0, 2],
        [40, 0, 60],
        [-40, 0, 60],
      ],
      lit(deck, [0, 1, 0], m),
    ),
  )
  const joints: Array<[Vec3, Vec3]> = []
  for (let x = -20; x <= 20; x += 0.6)
    joints.push([
      [x, 0.005, 2],
      [x, 0.005, 30],
    ])
  for (let z = 2; z < 30; z += 0.6)
    joints.push([
      [-20, 0.005, z],
      [20, 0.005, z],
    ])
  c.add(cam.lines(joints, darken(deck, 0.18), 0.7, 'opacity="0.45"'))
  // Buildings of the condominium behind.
  for (const [x, w, h] of [
    [-14, 16, rng.int(8, 16)],
    [10, 18, rng.int(6, 14)],
  ] as const) {
    const b = box(x - w / 2, x + w / 2, 0, h * 2.7, 26, 40)
    building(c, rng, cam, m, {
      b,
      material: rng.pick(['brick', 'plaster'] as const),
      colour: rng.pick([...BRICKS, ...PLASTERS]),
      floorHeight: 2.7,
      bay: 3,
      glazing: 0.55,
      balconies: 'glass',
    })
  }
  // The pool: coping, water with sky reflection and ripples.
  const px0 = -rng.float(3, 5)
  const px1 = rng.float(3, 5)
  const pz0 = 4.5
  const pz1 = rng.float(14, 18)
  c.add(
    cam.face(
      [
        [px0 - 0.4, 0.02, pz0 - 0.4],
        [px1 + 0.4, 0.02, pz0 - 0.4],
        [px1 + 0.4, 0.02, pz1 + 0.4],
        [px0 - 0.4, 0.02, pz1 + 0.4],
      ],
      '#f4f2ee',
    ),
  )
  const water = cam.project([
    [px0, 0.03, pz0],
    [px1, 0.03, pz0],
    [px1, 0.03, pz1],
    [px0, 0.03, pz1],
  ])
  c.add(
    poly(
      water,
      c.linear(cam.at([0, 0, pz1]), cam.at([0, 0, pz0]), [
        [0, mix('#8fd3e0', m.skyHorizon, 0.4)],
        [0.4, '#3fb0c9'],
        [1, '#1f86a6'],
      ]),
    ),
  )
  const ripples: Array<[Vec3, Vec3]> = []
  for (let z = pz0 + 0.4; z < pz1; z += 0.55 + rng.next() * 0.4)
    for (let x = px0 + rng.float(0, 0.8); x < px1 - 0.3; x += rng.float(0.6, 1.4))
      ripples.push([
        [x, 0.035, z],
        [x + rng.float(0.2, 0.5), 0.035, z + rng.float(-0.05, 0.05)],
      ])
  c.add(cam.lines(ripples, '#ffffff', 1.6, 'opacity="0.5"'))
  // Loungers and an umbrella on the deck.
  const lounger = rng.pick(['#f4f2ee', '#2f2f2f', '#c9b79c'])
  for (let i = 0; i < 3; i++) {
    const z = pz0 + 1 + i * 2.2
    const x = px1 + 1.2
    c.add(solid(cam, box(x, x + 0.7, 0, 0.35, z, z + 1.9), lounger, m))
  }
  for (const [x, z, h] of [
    [px0 - 2.5, pz1 - 2, 7],
    [px1 + 3.5, pz1 + 1, 6],
    [px0 - 3, pz0 + 2, 5.5],
  ] as const) {
    const p: Vec3 = [x, 0, z]
    const [sx, sy] = cam.at(p)
    palm(c, rng, sx, sy, cam.scale(p) * h)
  }
  finish(c, m)
  return c.svg()
}

// ---------------------------------------------------------------- shops

export function shop(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const m = outdoorMood(rng, variant, ['clear', 'soft', 'morning', 'golden'])
  const side = rng.chance(0.5) ? 1 : -1
  const cam = new Camera({
    eye: [0, 1.6, 0],
    yaw: side * rng.float(18, 32),
    fov: 66,
    shift: 0.05,
    width: c.width,
    height: c.height,
  })
  const dist = rng.float(9, 12)
  backdrop(c, rng, cam, m)
  roadAndPavement(c, cam, m, dist, side)
  const x0 = -30
  const x1 = 30
  const b = box(x0, x1, 0, rng.int(3, 5) * 2.8, dist, dist + 12)
  const colour = rng.chance(0.6) ? rng.pick(BRICKS) : rng.pick(PLASTERS)
  building(c, rng, cam, m, {
    b,
    material: colour.startsWith('#a') || colour.startsWith('#b') || colour.startsWith('#9') ? 'brick' : 'plaster',
    colour,
    floorHeight: 2.8,
    bay: 3,
    glazing: 0.5,
    grilles: true,
    lobby: false,
  })
  // Ground floor: a row of shop fronts, ours in the middle.
  const units = [-13, -7, -1, 5, 11]
  for (const [i, u] of units.entries()) {
    const u1 = u + 5.4
    const ours = i === 2
    const tone = ours
      ? rng.pick(['#2f7f7a', '#c8643b', '#3c475b', '#d9a441', '#7a8b4a'])
      : rng.pick(['#8a8f94', '#b9b4ac', '#6b4f3a', '#c9c3b8'])
    c.add(
      cam.face(
        [
          [u, 0.15, dist - 0.02],
          [u1, 0.15, dist - 0.02],
          [u1, 3.2, dist - 0.02],
          [u, 3.2, dist - 0.02],
        ],
        '#2b2d30',
      ),
    )
    // Glass front showing a lit inside, or a rolling shutter down.
    const shut = !ours && rng.chance(0.35)
    c.add(
      cam.face(
        [
          [u + 0.2, 0.2, dist - 0.04],
          [u1 - 0.2, 0.2, dist - 0.04],
          [u1 - 0.2, 2.6, dist - 0.04],
          [u + 0.2, 2.6, dist - 0.04],
        ],
        shut
          ? lit('#a9adb1', [0, 0, -1], m)
          : c.linear(cam.at([u, 2.6, dist]), cam.at([u1, 0.2, dist]), [
              [0, mix(m.skyHorizon, '#ffffff', 0.3)],
              [0.5, '#556270'],
              [1, '#e8dcc4'],
            ]),
      ),
    )
    if (shut) {
      const slats: Array<[Vec3, Vec3]> = []
      for (let y = 0.3; y < 2.6; y += 0.1)
        slats.push([
          [u + 0.2, y, dist - 0.05],
          [u1 - 0.2, y, dist - 0.05],
        ])
      c.add(cam.lines(slats, '#6f7378', 0.8, 'opacity="0.6"'))
    } else {
      c.add(
        cam.lines(
          [
            [
              [u + 1.8, 0.2, dist - 0.05],
              [u + 1.8, 2.6, dist - 0.05],
            ],
            [
              [u + 3.6, 0.2, dist - 0.05],
              [u + 3.6, 2.6, dist - 0.05],
            ],
          ],
          '#2b2d30',
          2,
        ),
      )
      c.add(
        cam.face(
          [
            [u + 0.6, 1.2, dist - 0.05],
            [u + 1.3, 1.2, dist - 0.05],
            [u + 2.4, 2.5, dist - 0.05],
            [u + 1.7, 2.5, dist - 0.05],
          ],
          '#ffffff',
          'opacity="0.18"',
        ),
      )
    }
    // Sign band (no lettering) and awning.
    c.add(
      cam.face(
        [
          [u, 2.7, dist - 0.08],
          [u1, 2.7, dist - 0.08],
          [u1, 3.3, dist - 0.08],
          [u, 3.3, dist - 0.08],
        ],
        lit(tone, [0, 0, -1], m),
      ),
    )
    if (ours) {
      c.add(
        cam.face(
          [
            [u + 0.6, 2.85, dist - 0.1],
            [u + 3.2, 2.85, dist - 0.1],
            [u + 3.2, 3.15, dist - 0.1],
            [u + 0.6, 3.15, dist - 0.1],
          ],
          lighten(tone, 0.75),
        ),
      )
      c.add(
        cam.face(
          [
            [u - 0.1, 2.65, dist - 0.1],
            [u1 + 0.1, 2.65, dist - 0.1],
            [u1 + 0.1, 2.25, dist - 1.4],
            [u - 0.1, 2.25, dist - 1.4],
          ],
          lit(lighten(tone, 0.1), [0, 0.7, -0.7], m),
        ),
      )
    }
  }
  // A lamp post and a tree on the pavement.
  const post: Vec3 = [rng.float(-4, 4), 0.15, dist - 2.6]
  c.add(cam.lines([[post, [post[0], 5, post[2]]]], '#3a3c40', Math.max(2, cam.scale(post) * 0.12)))
  treeAt(c, rng, cam, m, [post[0] + side * 12, 0.15, dist - 2.2], 4.5)
  finish(c, m)
  return c.svg()
}

// ---------------------------------------------------------------- warehouses

export function warehouse(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const m = outdoorMood(rng, variant, ['clear', 'soft', 'morning', 'golden'])
  const side = rng.chance(0.5) ? 1 : -1
  const dist = rng.float(24, 32)
  const width = rng.float(40, 60)
  const b = box(side * 6 - width / 2, side * 6 + width / 2, 0, rng.float(9, 12), dist, dist + rng.float(30, 45))
  const cam = new Camera({
    eye: [0, 1.7, 0],
    yaw: side * rng.float(12, 24),
    fov: 70,
    shift: 0.12,
    width: c.width,
    height: c.height,
  })
  backdrop(c, rng, cam, m, { city: false })
  // Concrete yard.
  c.add(
    cam.face(
      [
        [-80, 0.01, 2],
        [80, 0.01, 2],
        [80, 0.01, dist + 60],
        [-80, 0.01, dist + 60],
      ],
      lit('#b5b1aa', [0, 1, 0], m),
    ),
  )
  c.add(
    cam.face(
      [
        [-80, 0.01, 2],
        [80, 0.01, 2],
        [80, 0.01, dist + 60],
        [-80, 0.01, dist + 60],
      ],
      c.noise(false),
      'opacity="0.12"',
    ),
  )
  const slabs: Array<[Vec3, Vec3]> = []
  for (let x = -80; x <= 80; x += 6)
    slabs.push([
      [x, 0.02, 2],
      [x, 0.02, dist],
    ])
  for (let z = 2; z < dist; z += 6)
    slabs.push([
      [-80, 0.02, z],
      [80, 0.02, z],
    ])
  c.add(cam.lines(slabs, '#7d7a75', 1, 'opacity="0.3"'))
  castShadow(c, cam, m, b)
  const metal = rng.pick(['#c0c4c8', '#d5d8db', '#9aa3ab', '#e4e0d4', '#8fa3b5', '#c9b99a', '#a9b8a8'])
  c.add(solid(cam, b, metal, m))
  // Ribbed cladding and a darker plinth.
  const ribs: Array<[Vec3, Vec3]> = []
  for (let x = b.x[0]; x < b.x[1]; x += 0.35)
    ribs.push([
      [x, 1.2, b.z[0] - 0.01],
      [x, b.y[1], b.z[0] - 0.01],
    ])
  const sx = cam.eye[0] < b.x[0] ? b.x[0] : b.x[1]
  for (let z = b.z[0]; z < b.z[1]; z += 0.35)
    ribs.push([
      [sx, 1.2, z],
      [sx, b.y[1], z],
    ])
  c.add(cam.lines(ribs, '#000', 0.8, 'opacity="0.16"'))
  c.add(
    cam.face(
      [
        [b.x[0], 0, b.z[0] - 0.02],
        [b.x[1], 0, b.z[0] - 0.02],
        [b.x[1], 1.2, b.z[0] - 0.02],
        [b.x[0], 1.2, b.z[0] - 0.02],
      ],
      lit('#9a968f', [0, 0, -1], m),
    ),
  )
  c.add(
    cam.face(
      [
        [b.x[0], b.y[1] - 0.6, b.z[0] - 0.03],
        [b.x[1], b.y[1] - 0.6, b.z[0] - 0.03],
        [b.x[1], b.y[1], b.z[0] - 0.03],
        [b.x[0], b.y[1], b.z[0] - 0.03],
      ],
      rng.pick(['#2f7f7a', '#c8643b', '#3c475b', '#d9a441']),
    ),
  )
  // Dock doors.
  const doors = rng.int(3, 5)
  for (let i = 0; i < doors; i++) {
    const u = b.x[0] + 4 + i * 7
    c.add(
      cam.face(
        [
          [u, 1.2, b.z[0] - 0.04],
          [u + 4, 1.2, b.z[0] - 0.04],
          [u + 4, 5.2, b.z[0] - 0.04],
          [u, 5.2, b.z[0] - 0.04],
        ],
        lit('#8a9199', [0, 0, -1], m),
      ),
    )
    const slats: Array<[Vec3, Vec3]> = []
    for (let y = 1.4; y < 5.2; y += 0.25)
      slats.push([
        [u, y, b.z[0] - 0.05],
        [u + 4, y, b.z[0] - 0.05],
      ])
    c.add(cam.lines(slats, '#5d636a', 1, 'opacity="0.7"'))
    c.add(solid(cam, box(u - 0.3, u + 4.3, 0, 1.2, b.z[0] - 2, b.z[0]), '#a8a49c', m))
    // Rubber bumpers at the dock's edge, and yellow lines marking the bay in the yard.
    for (const bx of [u + 0.3, u + 3.4])
      c.add(solid(cam, box(bx, bx + 0.3, 0.5, 1.1, b.z[0] - 2.15, b.z[0] - 2), '#1e1f21', m))
    c.add(
      cam.lines(
        [
          [
            [u - 0.5, 0.02, b.z[0] - 2],
            [u - 0.5, 0.02, b.z[0] - 16],
          ],
          [
            [u + 4.5, 0.02, b.z[0] - 2],
            [u + 4.5, 0.02, b.z[0] - 16],
          ],
        ],
        '#e0b93a',
        Math.max(1.5, cam.scale([u, 0, b.z[0] - 8]) * 0.12),
        'opacity="0.85"',
      ),
    )
  }
  // The office at the end: two floors of windows in a plastered block against the shed.
  const end = side > 0 ? b.x[0] : b.x[1]
  const office = box(end - side * 0.1, end + side * 9, 0, 6.4, b.z[0] - 1.2, b.z[0] + 6)
  const officeWall = rng.pick(['#f1eee8', '#e9e4dc', '#dcd8d0'])
  c.add(solid(cam, office, officeWall, m))
  for (const y of [1, 4])
    for (let x = Math.min(office.x[0], office.x[1]) + 0.8; x < Math.max(office.x[0], office.x[1]) - 1; x += 2.2)
      c.add(
        cam.face(
          [
            [x, y, b.z[0] - 1.22],
            [x + 1.6, y, b.z[0] - 1.22],
            [x + 1.6, y + 1.4, b.z[0] - 1.22],
            [x, y + 1.4, b.z[0] - 1.22],
          ],
          mix('#4f6a82', m.skyHorizon, 0.3),
        ),
      )
  // A truck backed up to a dock.
  const tx = b.x[0] + 4 + 7 * rng.int(0, doors - 1)
  const truck = rng.pick(['#f4f4f2', '#c8643b', '#3c475b', '#e9e4dd'])
  c.add(solid(cam, box(tx - 0.2, tx + 2.4, 1.1, 4, b.z[0] - 10.5, b.z[0] - 2.2), truck, m))
  c.add(solid(cam, box(tx, tx + 2.3, 0.8, 3, b.z[0] - 13, b.z[0] - 10.6), darken(truck, 0.1), m))
  for (const z of [b.z[0] - 12, b.z[0] - 6, b.z[0] - 4.5]) {
    const [wx, wy] = cam.at([tx - 0.22, 0.5, z])
    const s = cam.scale([tx - 0.22, 0.5, z])
    c.add(ellipse(wx, wy, s * 0.32, s * 0.5, '#1e1f21'), ellipse(wx, wy, s * 0.14, s * 0.22, '#7a7d80'))
  }
  finish(c, m)
  return c.svg()
}
