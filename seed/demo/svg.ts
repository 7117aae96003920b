/** Tiny helpers to write SVG markup for the demo pictures. */
import { noiseTile } from './photos/noise'
export type Point = readonly [number, number]

const attrs = (extra: string) => (extra ? ` ${extra}` : '')

export const poly = (points: readonly Point[], fill: string, extra = '') =>
  points.length < 3
    ? ''
    : `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${attrs(extra)}/>`

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(Math.abs(rx))}" ry="${r(Math.abs(ry))}" fill="${fill}"${attrs(extra)}/>`

export const path = (d: string, fill: string, extra = '') => (d ? `<path d="${d}" fill="${fill}"${attrs(extra)}/>` : '')

/** Path data of several polylines ("M x y L x y …" each). */
export const pathData = (lines: ReadonlyArray<readonly Point[]>) =>
  lines
    .filter((l) => l.length > 1)
    .map((l) => l.map(([x, y], i) => `${i ? 'L' : 'M'}${r(x)} ${r(y)}`).join(''))
    .join('')

export const strokes = (lines: ReadonlyArray<readonly Point[]>, stroke: string, width: number, extra = '') =>
  path(pathData(lines), 'none', `stroke="${stroke}" stroke-width="${width}"${attrs(extra)}`)

export function r(n: number) {
  return Math.round(n * 10) / 10
}

/** #rrggbb mixed toward another colour by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a)
  const pb = parse(b)
  const k = Math.max(0, Math.min(1, t))
  const c = pa.map((v, i) => Math.round(v + (pb[i] - v) * k))
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

export const darken = (c: string, t: number) => mix(c, '#000000', t)
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)

/** Relative brightness of a colour, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const [red, green, blue] = parse(colour)
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255
}

function parse(hex: string): number[] {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}

export type Stop = readonly [offset: number, color: string, opacity?: number]

const stopsOf = (stops: readonly Stop[]) =>
  stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')

/**
 * `opacity` on a shape makes librsvg paint it offscreen and composite it; on a shape painted
 * once (a fill without stroke, or a stroke without fill, no filter) `fill-opacity` or
 * `stroke-opacity` looks the same and costs far less.
 */
function singlePaintOpacity(element: string): string {
  if (
    !element.includes(' opacity="') ||
    element.includes('filter=') ||
    !element.startsWith('<') ||
    element.startsWith('<g')
  )
    return element
  const stroked = element.includes('stroke=')
  const filled = !element.includes('fill="none"')
  if (stroked && filled) return element
  return element.replace(' opacity="', stroked ? ' stroke-opacity="' : ' fill-opacity="')
}

/**
 * One picture being drawn: its definitions (gradients, patterns, filters) and its body, in
 * painting order. Gradients are in picture coordinates, so a gradient follows a projected face.
 */
export class Canvas {
  readonly defs: string[] = []
  readonly body: string[] = []
  private count = 0
  private readonly shared = new Map<string, string>()

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string) {
    return `${prefix}${++this.count}`
  }

  add(...parts: string[]) {
    for (const p of parts) if (p) this.body.push(p)
  }

  /** A linear gradient from one point of the picture to another: `url(#…)`. */
  linear(from: Point, to: Point, stops: readonly Stop[]) {
    const id = this.id('l')
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r(from[0])}" y1="${r(from[1])}" x2="${r(to[0])}" y2="${r(to[1])}">${stopsOf(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** A radial gradient around a point, stretched to an ellipse by `ry`: `url(#…)`. */
  radial(cx: number, cy: number, rx: number, stops: readonly Stop[], ry = rx) {
    const id = this.id('g')
    const transform =
      ry === rx
        ? ''
        : ` gradientTransform="translate(${r(cx)} ${r(cy)}) scale(1 ${r((ry / rx) * 1000) / 1000}) translate(${-r(cx)} ${-r(cy)})"`
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${r(cx)}" cy="${r(cy)}" r="${r(rx)}"${transform}>${stopsOf(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A Gaussian blur filter (shared per radius): `filter="url(#…)"`. */
  blur(deviation: number, margin = 0.3) {
    return `filter="url(#${this.once(`blur${deviation}-${margin}`, (id) => `<filter id="${id}" x="${-margin}" y="${-margin}" width="${1 + 2 * margin}" height="${1 + 2 * margin}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`)})"`
  }

  /**
   * Noise laid at low opacity over surfaces (plaster, grass, concrete, forest): `fine` for
   * grain, otherwise blotches; a pattern of one PNG tile (see photos/noise.ts).
   */
  noise(fine: boolean) {
    const size = fine ? 128 : 256
    return `url(#${this.once(`noise${fine}`, (id) => `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><image width="${size}" height="${size}" href="${noiseTile(size, fine ? 4 : 32)}"/></pattern>`)})`
  }

  /** A soft round spot of a colour, fading at its edge, for any ellipse (clouds, glows): `url(#…)`. */
  soft(colour: string, opacity = 1) {
    return `url(#${this.once(
      `soft${colour}${opacity}`,
      (id) =>
        `<radialGradient id="${id}">${stopsOf([
          [0, colour, opacity],
          [0.55, colour, opacity * 0.9],
          [1, colour, 0],
        ])}</radialGradient>`,
    )})`
  }

  /** Clips what follows (until `</g>`) to a polygon: returns the opening tag. */
  clipOpen(points: readonly Point[]) {
    const id = this.id('c')
    this.defs.push(`<clipPath id="${id}">${poly(points, '#000')}</clipPath>`)
    return `<g clip-path="url(#${id})">`
  }

  svg() {
    const body = this.body.map(singlePaintOpacity).join('')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`
  }

  private once(key: string, make: (id: string) => string) {
    let id = this.shared.get(key)
    if (!id) {
      id = this.id('s')
      this.shared.set(key, id)
      this.defs.push(make(id))
    }
    return id
  }
}

// ---------------------------------------------------------------- flat drawings (agency logos and banners)

export const rrect = (x: number, y: number, w: number, h: number, radius: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(radius)}" fill="${fill}"${attrs(extra)}/>`

export const linear = (id: string, stops: readonly Stop[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stopsOf(stops)}</linearGradient>`

export function svgDocument(width: number, height: number, defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`
}
