/** Tiny helpers to write SVG markup for the demo pictures. */
export type Point = [number, number]

export const poly = (points: Point[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" fill="${fill}" ${extra}/>`

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}" ${extra}/>`

export const rrect = (x: number, y: number, w: number, h: number, radius: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(radius)}" fill="${fill}" ${extra}/>`

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = '') =>
  `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`

export const linear = (id: string, stops: Array<[number, string, number?]>, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</linearGradient>`

export const radial = (id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, radius = 0.7) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</radialGradient>`

function r(n: number) {
  return Math.round(n * 10) / 10
}

/** #rrggbb mixed toward another colour by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a)
  const pb = parse(b)
  const c = pa.map((v, i) => Math.round(v + (pb[i] - v) * t))
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

export const darken = (c: string, t: number) => mix(c, '#000000', t)
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)

function parse(hex: string): number[] {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}

export function svgDocument(width: number, height: number, defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`
}
