/**
 * Light, sky, clouds, the green mountains around Medellín and Bogotá, the city in the valley,
 * trees and plants: the outdoor pieces every picture shares, drawn in picture coordinates.
 */
import type { Random } from '../random'
import { darken, ellipse, lighten, mix, path, poly, r, rect, strokes, type Canvas, type Point, type Stop } from '../svg'
import { normalize, type Camera, type Light } from './camera'

/** The light of a time of day. */
export interface Mood extends Light {
  name: 'clear' | 'morning' | 'soft' | 'golden' | 'dusk'
  skyTop: string
  skyHorizon: string
  /** Haze laid over far things. */
  haze: string
  /** Tint of sunlit surfaces. */
  warm: string
  clouds: number
}

export function mood(name: Mood['name'], sunSide: -1 | 1 = 1): Mood {
  const s = sunSide
  switch (name) {
    case 'clear':
      return {
        name,
        skyTop: '#3d78c2',
        skyHorizon: '#cfe2f1',
        haze: '#dbe7ef',
        warm: '#fff6e6',
        clouds: 0.5,
        sun: normalize([0.5 * s, 0.85, -0.35]),
        ambient: 0.5,
        shade: '#5a7aa8',
      }
    case 'morning':
      return {
        name,
        skyTop: '#5b8fd0',
        skyHorizon: '#e9eef0',
        haze: '#e6ecef',
        warm: '#fff2dc',
        clouds: 0.7,
        sun: normalize([0.8 * s, 0.5, -0.45]),
        ambient: 0.45,
        shade: '#6a85b0',
      }
    case 'soft':
      return {
        name,
        skyTop: '#8fa4ba',
        skyHorizon: '#e2e6ea',
        haze: '#dfe3e7',
        warm: '#f4f2ee',
        clouds: 1,
        sun: normalize([0.3 * s, 0.9, -0.3]),
        ambient: 0.72,
        shade: '#8592a3',
      }
    case 'golden':
      return {
        name,
        skyTop: '#4d7cb8',
        skyHorizon: '#f5d5a8',
        haze: '#f0dcc0',
        warm: '#ffd9a0',
        clouds: 0.55,
        sun: normalize([0.85 * s, 0.28, -0.45]),
        ambient: 0.4,
        shade: '#5a6a9a',
      }
    case 'dusk':
      return {
        name,
        skyTop: '#2c4677',
        skyHorizon: '#eda77c',
        haze: '#c79a8f',
        warm: '#ffc48a',
        clouds: 0.4,
        sun: normalize([0.9 * s, 0.12, -0.4]),
        ambient: 0.35,
        shade: '#3d4a78',
      }
  }
}

// ---------------------------------------------------------------- sky

/** Sky from the top of the picture down to `bottom`, with the sun's glow and clouds. */
export function sky(c: Canvas, rng: Random, m: Mood, horizon: number, bottom = horizon, cam?: Camera) {
  c.add(
    rect(
      0,
      0,
      c.width,
      bottom,
      c.linear(
        [0, 0],
        [0, horizon],
        [
          [0, darken(m.skyTop, 0.08)],
          [0.55, mix(m.skyTop, m.skyHorizon, 0.45)],
          [1, m.skyHorizon],
        ],
      ),
    ),
  )
  // The glow around the sun, even when the sun itself is out of frame.
  const sunAt: Point = cam
    ? cam.at([cam.eye[0] + m.sun[0] * 1000, cam.eye[1] + m.sun[1] * 1000, cam.eye[2] + Math.abs(m.sun[2]) * 1000])
    : [m.sun[0] > 0 ? c.width * 1.1 : -c.width * 0.1, horizon * 0.4]
  const glow = m.name === 'golden' || m.name === 'dusk' ? '#ffe2b0' : '#ffffff'
  // Painted only over the box of its circle: the sun is often out of frame, and a full-width
  // gradient costs librsvg as much per pixel where it is transparent.
  const glowY = Math.min(sunAt[1], horizon)
  const glowR = c.width * 0.7
  const gx0 = Math.max(0, sunAt[0] - glowR)
  const gx1 = Math.min(c.width, sunAt[0] + glowR)
  const gy1 = Math.min(bottom, glowY + glowR)
  c.add(
    rect(
      gx0,
      0,
      Math.max(0, gx1 - gx0),
      Math.max(0, gy1),
      c.radial(sunAt[0], glowY, glowR, [
        [0, glow, m.name === 'soft' ? 0.25 : 0.6],
        [1, glow, 0],
      ]),
    ),
  )
  clouds(c, rng, m, horizon)
}

function clouds(c: Canvas, rng: Random, m: Mood, horizon: number) {
  const count = Math.round(m.clouds * rng.int(3, 7))
  if (!count) return
  const lit = m.name === 'golden' || m.name === 'dusk' ? mix('#ffffff', '#ffd2a8', 0.6) : '#ffffff'
  const base = mix(m.skyTop, m.name === 'dusk' ? '#7a6680' : '#9aa6b4', 0.55)
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    // Nearer the horizon, a cloud is further away: smaller and flatter.
    const t = Math.pow(rng.next(), 0.7)
    const cy = horizon * (0.12 + 0.78 * t)
    const size = (1.15 - t * 0.8) * rng.float(110, 220)
    const cx = rng.float(-0.1, 1.1) * c.width
    const puffs = rng.int(5, 9)
    const flat = 0.55 - t * 0.25
    for (let p = 0; p < puffs; p++) {
      const u = p / (puffs - 1) - 0.5
      const pr = size * (0.5 - Math.abs(u) * 0.5) * rng.float(0.7, 1.15)
      const px = cx + u * size * 1.9
      const py = cy - pr * flat * rng.float(0.4, 1)
      parts.push(ellipse(px, py + pr * 0.35, pr * 1.25, pr * flat * 1.1, c.soft(base, 0.55)))
      parts.push(ellipse(px - pr * 0.12, py, pr * 1.15, pr * flat * 1.3, c.soft(lit, 0.95)))
    }
  }
  if (m.clouds > 0.8)
    // Overcast: a veil of stratus over the blue.
    parts.push(rect(0, 0, c.width, horizon, lighten(m.skyHorizon, 0.2), 'opacity="0.35"'))
  c.add(...parts)
}

// ---------------------------------------------------------------- mountains and city

/** A ridge line by midpoint displacement: natural-looking crests. */
function ridge(rng: Random, x0: number, x1: number, y: number, amplitude: number, roughness = 0.55): Point[] {
  let points: Point[] = [
    [x0, y - rng.float(0.2, 1) * amplitude],
    [x1, y - rng.float(0.2, 1) * amplitude],
  ]
  let spread = amplitude
  for (let level = 0; level < 7; level++) {
    const next: Point[] = [points[0]]
    for (let i = 1; i < points.length; i++) {
      const [ax, ay] = points[i - 1]
      const [bx, by] = points[i]
      const my = Math.min(y + amplitude * 0.1, Math.max(y - amplitude * 1.4, (ay + by) / 2 + rng.float(-1, 1) * spread))
      next.push([(ax + bx) / 2, my], points[i])
    }
    points = next
    spread *= roughness
  }
  return points
}

export interface RangeOptions {
  /** Screen y of the valley floor under the mountains. */
  base: number
  /** How high the nearest range rises above `base`, in pixels. */
  height: number
  layers?: number
  /** Small houses up the slopes (the comunas of Medellín, the barrios of Bogotá's hills). */
  barrios?: boolean
  x0?: number
  x1?: number
}

/** Ranges of green mountains, paler and bluer with distance. */
export function mountains(c: Canvas, rng: Random, m: Mood, o: RangeOptions) {
  const x0 = o.x0 ?? -20
  const x1 = o.x1 ?? c.width + 20
  const layers = o.layers ?? 3
  const greens = ['#3f6b3f', '#4d7a45', '#37603e', '#557f4a']
  for (let i = 0; i < layers; i++) {
    const far = (layers - 1 - i) / Math.max(1, layers - 1)
    const amplitude = o.height * (0.55 + far * 0.45) * rng.float(0.8, 1.1)
    const crest = ridge(rng, x0, x1, o.base - o.height * (0.25 + far * 0.55), amplitude * 0.6)
    const green = mix(rng.pick(greens), m.haze, 0.25 + far * 0.5)
    const outline: Point[] = [[x0, o.base + 4], ...crest, [x1, o.base + 4]]
    const top = Math.min(...crest.map((p) => p[1]))
    // Forest texture and the sun on one flank of each fold.
    shadedLand(
      c,
      outline,
      top,
      o.base,
      [
        [0, lighten(green, 0.06)],
        [1, mix(green, m.haze, 0.35)],
      ],
      0.3 - far * 0.15,
    )
    if (o.barrios && i >= layers - 2) barrios(c, rng, crest, o.base, far, m)
  }
}

function barrios(c: Canvas, rng: Random, crest: Point[], base: number, far: number, m: Mood) {
  const bricks = ['#b5653f', '#c47a50', '#a85a3a', '#d9cfc0', '#e8e2d6', '#9c5a3c']
  const parts: string[] = []
  const size = 2.2 + (1 - far) * 2.5
  for (let k = 0; k < 420; k++) {
    const i = rng.int(0, crest.length - 1)
    const [x, top] = crest[i]
    // Denser low on the slopes, thinning toward the forested crests.
    const t = Math.pow(rng.next(), 0.6)
    const y = base - (base - top) * (1 - t) * 0.8
    if (y < top + 6) continue
    const w = size * rng.float(0.8, 1.6)
    parts.push(rect(x + rng.float(-3, 3), y, w, size * 0.8, rng.pick(bricks)))
  }
  c.add(`<g opacity="${0.75 - far * 0.25}">`, ...parts, '</g>')
  c.add(
    rect(
      0,
      base - 30,
      c.width,
      34,
      c.linear(
        [0, base - 30],
        [0, base + 4],
        [
          [0, m.haze, 0],
          [1, m.haze, 0.45],
        ],
      ),
    ),
  )
}

/** Blocks of a city between `top` and `base`, nearer rows larger and sharper. */
export function city(
  c: Canvas,
  rng: Random,
  m: Mood,
  o: { base: number; depth: number; rows?: number; lights?: boolean; brick?: number },
) {
  const rows = o.rows ?? 4
  const brick = o.brick ?? 0.5
  // The valley floor between the blocks: streets, roofs and trees merge into one tone.
  c.add(
    rect(
      0,
      o.base - o.depth,
      c.width,
      o.depth + 2,
      c.linear(
        [0, o.base - o.depth],
        [0, o.base],
        [
          [0, mix('#8a8f84', m.haze, 0.6)],
          [1, mix('#6f7564', m.haze, 0.2)],
        ],
      ),
    ),
  )
  for (let row = 0; row < rows; row++) {
    const near = row / Math.max(1, rows - 1)
    const scale = 0.35 + near * 0.9
    const floorY = o.base - o.depth * (1 - near)
    let x = rng.float(-40, 0)
    const parts: string[] = []
    while (x < c.width) {
      const w = rng.float(14, 46) * scale
      const tall = rng.chance(0.25)
      const h = (tall ? rng.float(45, 120) : rng.float(10, 40)) * scale
      const isBrick = rng.chance(brick)
      const colour = isBrick
        ? rng.pick(['#b0613f', '#a65a3b', '#bd7550', '#9a5538'])
        : rng.pick(['#e6e1d8', '#d4d7da', '#c9c3b8', '#eeeae4', '#aab4bf'])
      const face = mix(colour, m.haze, 0.55 - near * 0.45)
      const side = mix(darken(colour, 0.3), m.haze, 0.5 - near * 0.4)
      const sw = w * 0.3
      parts.push(rect(x, floorY - h, w, h + 2, face), rect(x + w, floorY - h + sw * 0.2, sw, h - sw * 0.2 + 2, side))
      if (h > 14) {
        const lightOn = o.lights && rng.chance(0.8)
        const win = lightOn ? '#ffd98a' : mix(darken(colour, 0.45), m.haze, 0.4 - near * 0.3)
        const step = Math.max(3, 5 * scale)
        for (let wy = floorY - h + step; wy < floorY - 2; wy += step)
          parts.push(
            rect(x + w * 0.12, wy, w * 0.76, Math.max(1, step * 0.4), win, `opacity="${lightOn ? 0.9 : 0.55}"`),
          )
      }
      x += w + sw + rng.float(-4, 6) * scale
    }
    // Trees between the blocks.
    for (let k = 0; k < 18 * scale; k++) {
      const tx = rng.float(0, c.width)
      parts.push(
        ellipse(
          tx,
          floorY - 2,
          rng.float(8, 20) * scale,
          rng.float(5, 10) * scale,
          mix('#3f6b3f', m.haze, 0.5 - near * 0.4),
        ),
      )
    }
    c.add(...parts)
  }
  c.add(
    rect(
      0,
      o.base - o.depth,
      c.width,
      o.depth * 0.5,
      c.linear(
        [0, o.base - o.depth],
        [0, o.base - o.depth * 0.5],
        [
          [0, m.haze, 0.3],
          [1, m.haze, 0],
        ],
      ),
    ),
  )
}

// ---------------------------------------------------------------- plants

const LEAVES = ['#3d6b35', '#4a7a3a', '#35602f', '#557d3c', '#2f5a34', '#5f8a45']

/** A broadleaf tree: a rounded crown lit from the sun's side, with its shadow. */
export function tree(
  c: Canvas,
  rng: Random,
  x: number,
  baseY: number,
  size: number,
  sunX: number,
  o: { shadow?: boolean; leaf?: string } = {},
) {
  const leaf = o.leaf ?? rng.pick(LEAVES)
  const side = Math.sign(sunX) || 1
  if (o.shadow !== false)
    c.add(
      ellipse(
        x - side * size * 0.35,
        baseY,
        size * 0.7,
        size * 0.12,
        c.radial(
          x - side * size * 0.35,
          baseY,
          size * 0.7,
          [
            [0, '#000', 0.35],
            [1, '#000', 0],
          ],
          size * 0.12,
        ),
      ),
    )
  const trunkH = size * rng.float(0.45, 0.7)
  const top: Point = [x + rng.float(-0.03, 0.03) * size, baseY - trunkH]
  const bark = '#4e3b2d'
  c.add(
    poly(
      [
        [x - size * 0.055, baseY],
        [top[0] - size * 0.025, top[1]],
        [top[0] + size * 0.025, top[1]],
        [x + size * 0.065, baseY],
      ],
      bark,
    ),
  )
  // Clumps of foliage around the crown; branches from the trunk's top reach each one.
  const cy = top[1] - size * 0.22
  const clumps: Array<[number, number, number]> = []
  const count = rng.int(5, 7)
  for (let i = 0; i < count; i++) {
    const a = Math.PI * (1.05 + (i / (count - 1)) * 0.9) + rng.float(-0.2, 0.2)
    const d = size * rng.float(0.2, 0.34)
    clumps.push([x + Math.cos(a) * d * 1.15, cy + Math.sin(a) * d * 0.7 + size * 0.06, size * rng.float(0.2, 0.27)])
  }
  clumps.push([x + rng.float(-0.05, 0.05) * size, cy - size * 0.05, size * rng.float(0.26, 0.32)])
  c.add(
    strokes(
      clumps.slice(0, -1).map(([bx, by]) => [top, [(top[0] + bx) / 2, (top[1] + by) / 2 + size * 0.03], [bx, by]]),
      bark,
      Math.max(1.5, size * 0.03),
      'stroke-linecap="round" stroke-linejoin="round"',
    ),
  )
  const shadowLeaf = darken(leaf, 0.42)
  const litLeaf = mix(lighten(leaf, 0.2), '#d8e07a', 0.18)
  const outlines = clumps.map(([bx, by, br]) => lobed(rng, bx, by, br, br * 0.82))
  // Darker undersides first, then the body a little up and toward the sun, then the lit tops.
  c.add(...outlines.map((o) => poly(o, shadowLeaf)))
  c.add(
    ...clumps.map(([bx, by, br], i) => poly(shift(outlines[i], side * br * 0.08, -br * 0.16, 0.88, [bx, by]), leaf)),
  )
  c.add(
    ...clumps
      .filter(([bx, by]) => (bx - x) * side > -size * 0.12 && by < cy + size * 0.08)
      .map(([bx, by, br]) => poly(lobed(rng, bx + side * br * 0.3, by - br * 0.38, br * 0.45, br * 0.32), litLeaf)),
  )
}

/** An irregular leafy outline around a centre: lobes of varying size, not a circle. */
function lobed(rng: Random, cx: number, cy: number, rx: number, ry: number): Point[] {
  const lobes = rng.int(5, 8)
  const phase = rng.float(0, Math.PI * 2)
  const points: Point[] = []
  for (let k = 0; k < lobes * 5; k++) {
    const a = (k / (lobes * 5)) * Math.PI * 2
    const bump = 0.78 + 0.28 * Math.abs(Math.sin((a * lobes) / 2 + phase)) + rng.float(-0.06, 0.06)
    points.push([cx + Math.cos(a) * rx * bump, cy + Math.sin(a) * ry * bump])
  }
  return points
}

/** The outline moved by (dx, dy) and scaled around a centre. */
const shift = (points: Point[], dx: number, dy: number, k: number, [cx, cy]: Point): Point[] =>
  points.map(([px, py]) => [cx + (px - cx) * k + dx, cy + (py - cy) * k + dy])

export function palm(c: Canvas, rng: Random, x: number, baseY: number, size: number) {
  const lean = rng.float(-0.12, 0.12) * size
  const top: Point = [x + lean, baseY - size]
  c.add(
    path(
      `M${x - size * 0.03} ${baseY} Q${x + lean * 0.2} ${baseY - size * 0.5} ${top[0] - size * 0.015} ${top[1]} L${top[0] + size * 0.015} ${top[1]} Q${x + lean * 0.2 + size * 0.03} ${baseY - size * 0.5} ${x + size * 0.03} ${baseY} Z`,
      '#8a7a66',
    ),
  )
  const leaf = rng.pick(['#3f6b35', '#4a7a3a', '#567f3a'])
  for (let i = 0; i < 11; i++) {
    const a = Math.PI * (-0.1 + (1.2 * i) / 10) + rng.float(-0.1, 0.1)
    const len = size * rng.float(0.35, 0.5)
    const ex = top[0] + Math.cos(a) * len
    const ey = top[1] - Math.sin(a) * len * 0.35 + len * 0.45
    const mx = top[0] + Math.cos(a) * len * 0.5
    const my = top[1] - len * 0.25
    c.add(
      path(
        `M${top[0]} ${top[1]} Q${mx} ${my - len * 0.1} ${ex} ${ey}`,
        'none',
        `stroke="${i % 2 ? leaf : darken(leaf, 0.2)}" stroke-width="${Math.max(3, size * 0.035)}" stroke-linecap="round"`,
      ),
    )
  }
}

/** A potted plant (interiors and balconies). */
export function pottedPlant(c: Canvas, rng: Random, x: number, baseY: number, size: number, pot?: string) {
  const potColour = pot ?? rng.pick(['#d9d4cc', '#b8643f', '#3c475b', '#efeeea', '#8a7560'])
  const leaf = rng.pick(LEAVES)
  c.add(
    ellipse(
      x,
      baseY,
      size * 0.45,
      size * 0.07,
      c.radial(
        x,
        baseY,
        size * 0.45,
        [
          [0, '#000', 0.3],
          [1, '#000', 0],
        ],
        size * 0.07,
      ),
    ),
  )
  const potH = size * 0.38
  for (let i = 0; i < 14; i++) {
    const a = -Math.PI / 2 + rng.float(-1.25, 1.25)
    const len = size * rng.float(0.55, 1)
    const ex = x + Math.cos(a) * len * 0.75
    const ey = baseY - potH + Math.sin(a) * len
    const colour = i % 3 === 0 ? lighten(leaf, 0.15) : i % 3 === 1 ? leaf : darken(leaf, 0.2)
    c.add(
      path(
        `M${x} ${baseY - potH} Q${(x + ex) / 2 - size * 0.12} ${(baseY - potH + ey) / 2} ${ex} ${ey} Q${(x + ex) / 2 + size * 0.12} ${(baseY - potH + ey) / 2} ${x} ${baseY - potH} Z`,
        colour,
      ),
    )
  }
  c.add(
    path(
      `M${x - size * 0.22} ${baseY - potH} L${x + size * 0.22} ${baseY - potH} L${x + size * 0.17} ${baseY} L${x - size * 0.17} ${baseY} Z`,
      c.linear(
        [x - size * 0.22, 0],
        [x + size * 0.22, 0],
        [
          [0, lighten(potColour, 0.15)],
          [1, darken(potColour, 0.25)],
        ],
      ),
    ),
  )
}

/** Grass or ground from `top` to the bottom of the picture, with texture and distance haze. */
export function field(c: Canvas, m: Mood, top: number, green = '#5d8a45', bottom = c.height) {
  const outline: Point[] = [
    [0, top],
    [c.width, top],
    [c.width, bottom],
    [0, bottom],
  ]
  shadedLand(
    c,
    outline,
    top,
    bottom,
    [
      [0, mix(green, m.haze, 0.35)],
      [0.3, green],
      [1, darken(green, 0.2)],
    ],
    0.25,
  )
}

/**
 * Ground, a slope or a range of mountains as one shape: shaded by a gradient from its `top`
 * down to `bottom`, with the grain of grass or forest over it at `texture` opacity.
 */
export function shadedLand(
  c: Canvas,
  outline: Point[],
  top: number,
  bottom: number,
  stops: readonly Stop[],
  texture: number,
) {
  c.add(poly(outline, c.linear([0, top], [0, bottom], stops)), poly(outline, c.noise(false), `opacity="${texture}"`))
}

/** Vignette and a touch of the light's colour over the whole picture: the lens and the sensor. */
export function finish(c: Canvas, m: Pick<Mood, 'warm'>, strength = 1) {
  // The vignette is transparent inside 55 % of its radius, so it is painted as a ring around
  // that ellipse: half the pixels of a full-frame gradient.
  const [cx, cy, rx, ry] = [c.width / 2, c.height / 2, c.width * 0.72 * 0.55, c.height * 0.72 * 0.55]
  const ring =
    `M0 0H${c.width}V${c.height}H0Z` +
    `M${r(cx - rx)} ${r(cy)}A${r(rx)} ${r(ry)} 0 1 0 ${r(cx + rx)} ${r(cy)}A${r(rx)} ${r(ry)} 0 1 0 ${r(cx - rx)} ${r(cy)}Z`
  c.add(
    rect(0, 0, c.width, c.height, m.warm, `opacity="${0.08 * strength}"`),
    path(
      ring,
      c.radial(
        c.width / 2,
        c.height / 2,
        c.width * 0.72,
        [
          [0.55, '#000', 0],
          [1, '#000', 0.32 * strength],
        ],
        c.height * 0.72,
      ),
      'fill-rule="evenodd"',
    ),
  )
}
