/**
 * Round and turned shapes for the box-only camera: horizontal discs (basins, burners, seats),
 * solids between two discs (a toilet bowl, a vessel basin, a chair's column) and boxes turned
 * about the vertical (a chair pushed back from its desk).
 */
import { poly, type Point } from '../svg'
import { lit, NORMALS, sideOf, type Box, type Camera, type Light, type Vec3 } from './camera'

/** Points of a horizontal ellipse around `centre` (radius `rx` across x, `rz` along z). */
export function ring(centre: Vec3, rx: number, rz: number, n = 18): Vec3[] {
  return Array.from({ length: n }, (_, i): Vec3 => {
    const a = (i / n) * Math.PI * 2
    return [centre[0] + Math.cos(a) * rx, centre[1], centre[2] + Math.sin(a) * rz]
  })
}

/** A horizontal disc. */
export function disc(cam: Camera, centre: Vec3, rx: number, rz: number, fill: string, extra = '') {
  return poly(cam.project(ring(centre, rx, rz)), fill, extra)
}

/** The outline of a solid between two horizontal ellipses, seen from anywhere: their hull. */
export function turned(
  cam: Camera,
  bottom: Vec3,
  bottomRadius: readonly [number, number],
  top: Vec3,
  topRadius: readonly [number, number],
  fill: string,
  extra = '',
) {
  const points = [
    ...cam.project(ring(bottom, bottomRadius[0], bottomRadius[1])),
    ...cam.project(ring(top, topRadius[0], topRadius[1])),
  ]
  return poly(hull(points), fill, extra)
}

/**
 * A box given around the origin, turned by `angle` degrees about the vertical (positive turns
 * its front, -z, toward +x) and set at `at`; only the sides facing the camera are drawn.
 */
export function turnedBox(
  cam: Camera,
  light: Light,
  at: Vec3,
  angle: number,
  b: Box,
  colour: string,
  extra = '',
): string {
  const a = (angle * Math.PI) / 180
  const [cos, sin] = [Math.cos(a), Math.sin(a)]
  const turn = (p: Vec3): Vec3 => [p[0] * cos - p[2] * sin, p[1], p[0] * sin + p[2] * cos]
  const place = (p: Vec3): Vec3 => {
    const t = turn(p)
    return [at[0] + t[0], at[1] + t[1], at[2] + t[2]]
  }
  const out: string[] = []
  for (const side of ['left', 'right', 'bottom', 'top', 'front', 'back'] as const) {
    const corners = sideOf(b, side).map(place)
    const normal = turn(NORMALS[side])
    const p = corners[0]
    const toEye = [cam.eye[0] - p[0], cam.eye[1] - p[1], cam.eye[2] - p[2]]
    if (normal[0] * toEye[0] + normal[1] * toEye[1] + normal[2] * toEye[2] > 0)
      out.push(cam.face(corners, lit(colour, normal, light), extra))
  }
  return out.join('')
}

/** The convex hull of points of the picture (monotone chain). */
export function hull(points: readonly Point[]): Point[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (p.length < 3) return p
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: Point[]) => {
    const out: Point[] = []
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], q) <= 0) out.pop()
      out.push(q)
    }
    return out.slice(0, -1)
  }
  return [...half(p), ...half([...p].reverse())]
}
