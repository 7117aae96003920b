/** Bathrooms. */
import type { Random } from '../random'
import { Canvas, darken, mix } from '../svg'
import { box } from './camera'
import { daylight, roomOptions, SIZE } from './interiors'
import { finish } from './nature'
import { furniture, room, windowOn, woodTone } from './rooms'

export function bathroom(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant + 3)
  const tile = rng.pick(['#eef1f2', '#e6e2da', '#dfe7e2', '#f4f1ec', '#d5dde3', '#cfcac2', '#b9bcbf'])
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind: 'tile',
      floor: rng.pick(['#bdb4aa', '#8f969c', '#d9d4cc', '#a9a29a', '#6f7276']),
      wall: tile,
      width: rng.float(2.2, 2.8),
      depth: rng.float(2.6, 3.4),
      height: 2.4,
      fov: rng.float(84, 90),
      across: rng.float(0.35, 0.65),
      eyeHeight: 1.4,
    }),
    outside,
  )
  const { width: w, depth: d, height: h } = r.o
  const { c: cv, cam } = r
  // Wall tiles: large format or small, on the three walls.
  const size = rng.pick([0.3, 0.6, 0.2])
  const joints: Array<[[number, number, number], [number, number, number]]> = []
  for (let v = size; v < h; v += size / (size < 0.3 ? 1 : 2))
    joints.push(
      [
        [0.001, v, 0],
        [0.001, v, d],
      ],
      [
        [0.001, v, d - 0.001],
        [w - 0.001, v, d - 0.001],
      ],
      [
        [w - 0.001, v, d],
        [w - 0.001, v, 0],
      ],
    )
  for (let u = size; u < w; u += size)
    joints.push([
      [u, 0, d - 0.001],
      [u, h, d - 0.001],
    ])
  for (let u = size; u < d; u += size)
    joints.push(
      [
        [0.001, 0, u],
        [0.001, h, u],
      ],
      [
        [w - 0.001, 0, u],
        [w - 0.001, h, u],
      ],
    )
  cv.add(cam.lines(joints, darken(tile, 0.3), 1.5, 'opacity="0.85"'))
  const showerSide = rng.pick(['left', 'right'] as const)
  const sx = showerSide === 'left' ? [0, 0.95] : [w - 0.95, w]
  // Shower: a darker tile niche and a glass screen.
  cv.add(
    cam.face(
      [
        [sx[0], 0.001, d - 1],
        [sx[1], 0.001, d - 1],
        [sx[1], 0.001, d],
        [sx[0], 0.001, d],
      ],
      darken(r.o.floor, 0.1),
    ),
  )
  const head: [number, number, number] = [(sx[0] + sx[1]) / 2, 2.05, d - 0.05]
  cv.add(cam.lines([[head, [head[0], 2.05, d - 0.3]]], '#a0a4a8', 3))
  const glassX = showerSide === 'left' ? sx[1] : sx[0]
  cv.add(
    cam.face(
      [
        [glassX, 0, d - 1],
        [glassX, 0, d],
        [glassX, 2.0, d],
        [glassX, 2.0, d - 1],
      ],
      '#dff1f7',
      'opacity="0.28"',
    ),
    cam.lines(
      [
        [
          [glassX, 0, d - 1],
          [glassX, 2, d - 1],
        ],
        [
          [glassX, 2, d - 1],
          [glassX, 2, d],
        ],
      ],
      '#b9bec3',
      2.5,
    ),
    cam.lines(
      [
        [
          [glassX, 0.6, d - 0.7],
          [glassX, 1.6, d - 0.4],
        ],
      ],
      '#ffffff',
      5,
      'opacity="0.45"',
    ),
  )
  // Vanity, basin, mirror; toilet.
  const vanity = rng.pick([woodTone(rng), '#f3f1ec', '#3c475b', '#2f2f2f', '#8a8580'])
  const along = showerSide === 'left' ? 'right' : 'left'
  const mx = along === 'left' ? 0.005 : w - 0.005
  cv.add(
    cam.face(
      [
        [mx, 1.05, d - 1.6],
        [mx, 1.05, d - 0.5],
        [mx, 1.95, d - 0.5],
        [mx, 1.95, d - 1.6],
      ],
      cv.linear(cam.at([mx, 1.95, d - 1.6]), cam.at([mx, 1.05, d - 0.5]), [
        [0, '#e9eef0'],
        [0.5, '#b7c4cc'],
        [1, '#dfe6ea'],
      ]),
      'stroke="#8f9499" stroke-width="3"',
    ),
  )
  const vb =
    along === 'left' ? box(0, 0.5, 0.35, 0.82, d - 1.7, d - 0.4) : box(w - 0.5, w, 0.35, 0.82, d - 1.7, d - 0.4)
  furniture(r, [
    { b: vb, colour: vanity },
    {
      b:
        along === 'left'
          ? box(0, 0.52, 0.82, 0.86, d - 1.72, d - 0.38)
          : box(w - 0.52, w, 0.82, 0.86, d - 1.72, d - 0.38),
      colour: '#f7f7f5',
    },
  ])
  const basin = cam.at([along === 'left' ? 0.28 : w - 0.28, 0.87, d - 1.05])
  const bs = cam.scale([along === 'left' ? 0.28 : w - 0.28, 0.87, d - 1.05])
  cv.add(
    `<ellipse cx="${basin[0]}" cy="${basin[1]}" rx="${bs * 0.2}" ry="${bs * 0.06}" fill="#e3e6e8" stroke="#ffffff" stroke-width="3"/>`,
  )
  // Toilet near the camera on the vanity side.
  const tx = along === 'left' ? 0.35 : w - 0.35
  furniture(r, [
    { b: box(tx - 0.2, tx + 0.2, 0, 0.4, 0.9, 1.55), colour: '#f5f5f3', shadow: true },
    { b: box(along === 'left' ? 0 : w - 0.18, along === 'left' ? 0.18 : w, 0.4, 0.8, 0.85, 1.6), colour: '#f5f5f3' },
  ])
  if (rng.chance(0.5)) windowOn(r, { wall: 'back', u0: w * 0.35, u1: w * 0.65, v0: 1.6, v1: 2.2 }, 'sky')
  // Towel on a bar.
  const towel = rng.pick(['#f2efe9', '#c8643b', '#2f7f7a', '#d9a441', '#8d99a6'])
  furniture(r, [
    {
      b: box(along === 'left' ? 0 : w - 0.05, along === 'left' ? 0.05 : w, 0.95, 1.45, d - 0.35, d - 0.05),
      colour: towel,
    },
  ])
  cv.add(rect0(c))
  finish(c, { warm: mix('#fff6e6', outside.warm, 0.5) }, 0.9)
  return c.svg()
}

const rect0 = (c: Canvas) => `<rect width="${c.width}" height="${c.height}" fill="#fffaf0" opacity="0.05"/>`
