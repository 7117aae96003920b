/**
 * A pinhole camera for the demo pictures: scenes are built in metres (x to the right, y up,
 * z away from the camera when it looks straight ahead) and projected, so façades converge to
 * two vanishing points and rooms to one, as in a photograph.
 */
import { darken, lighten, mix, poly, strokes, type Point } from '../svg'

export type Vec3 = readonly [number, number, number]

export interface CameraOptions {
  eye: Vec3
  /** Turn to the right, in degrees (0 looks along +z). */
  yaw?: number
  /** Tilt up, in degrees; architectural pictures keep it 0 and use `shift` instead. */
  pitch?: number
  /** Horizontal field of view in degrees. */
  fov: number
  /** Moves the horizon down the picture by this fraction of its height (a shift lens). */
  shift?: number
  width: number
  height: number
}

const NEAR = 0.05

export class Camera {
  readonly eye: Vec3
  private readonly cosYaw: number
  private readonly sinYaw: number
  private readonly cosPitch: number
  private readonly sinPitch: number
  private readonly focal: number
  private readonly cx: number
  private readonly cy: number

  constructor(o: CameraOptions) {
    this.eye = o.eye
    const yaw = ((o.yaw ?? 0) * Math.PI) / 180
    const pitch = ((o.pitch ?? 0) * Math.PI) / 180
    this.cosYaw = Math.cos(yaw)
    this.sinYaw = Math.sin(yaw)
    this.cosPitch = Math.cos(pitch)
    this.sinPitch = Math.sin(pitch)
    this.focal = o.width / 2 / Math.tan((o.fov * Math.PI) / 360)
    this.cx = o.width / 2
    this.cy = o.height / 2 + (o.shift ?? 0) * o.height
  }

  /** The point in camera space (z is the distance in front of the camera). */
  local(p: Vec3): Vec3 {
    const dx = p[0] - this.eye[0]
    const dy = p[1] - this.eye[1]
    const dz = p[2] - this.eye[2]
    const x = dx * this.cosYaw - dz * this.sinYaw
    const z = dx * this.sinYaw + dz * this.cosYaw
    return [x, dy * this.cosPitch - z * this.sinPitch, dy * this.sinPitch + z * this.cosPitch]
  }

  private screen(l: Vec3): Point {
    return [this.cx + (this.focal * l[0]) / l[2], this.cy - (this.focal * l[1]) / l[2]]
  }

  /** The projected point (assumed in front of the camera). */
  at(p: Vec3): Point {
    const l = this.local(p)
    return this.screen([l[0], l[1], Math.max(NEAR, l[2])])
  }

  depth(p: Vec3): number {
    return this.local(p)[2]
  }

  /** How many pixels one metre measures at that point. */
  scale(p: Vec3): number {
    return this.focal / Math.max(NEAR, this.local(p)[2])
  }

  /** The projected polygon, cut where it passes behind the camera. */
  project(points: readonly Vec3[]): Point[] {
    const local = points.map((p) => this.local(p))
    const out: Vec3[] = []
    for (let i = 0; i < local.length; i++) {
      const a = local[i]
      const b = local[(i + 1) % local.length]
      if (a[2] >= NEAR) out.push(a)
      if (a[2] >= NEAR !== b[2] >= NEAR) {
        const t = (NEAR - a[2]) / (b[2] - a[2])
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR])
      }
    }
    return out.map((l) => this.screen(l))
  }

  /** A projected segment, or none when it is wholly behind the camera. */
  segment(a: Vec3, b: Vec3): Point[] {
    let la = this.local(a)
    let lb = this.local(b)
    if (la[2] < NEAR && lb[2] < NEAR) return []
    if (la[2] < NEAR || lb[2] < NEAR) {
      const t = (NEAR - la[2]) / (lb[2] - la[2])
      const cut: Vec3 = [la[0] + (lb[0] - la[0]) * t, la[1] + (lb[1] - la[1]) * t, NEAR]
      if (la[2] < NEAR) la = cut
      else lb = cut
    }
    return [this.screen(la), this.screen(lb)]
  }

  /** Several segments as one stroked path. */
  lines(segments: ReadonlyArray<readonly [Vec3, Vec3]>, stroke: string, width: number, extra = '') {
    return strokes(
      segments.map(([a, b]) => this.segment(a, b)),
      stroke,
      width,
      extra,
    )
  }

  face(points: readonly Vec3[], fill: string, extra = '') {
    return poly(this.project(points), fill, extra)
  }
}

/** Light of a scene: where the sun is (a unit vector toward it) and how much sky light fills the shade. */
export interface Light {
  sun: Vec3
  ambient: number
  /** The colour shade takes (sky blue outdoors, warm indoors). */
  shade: string
}

export const normalize = (v: Vec3): Vec3 => {
  const n = Math.hypot(v[0], v[1], v[2]) || 1
  return [v[0] / n, v[1] / n, v[2] / n]
}

/** The colour of a surface of that normal under the light. */
export function lit(base: string, normal: Vec3, light: Light): string {
  const d = Math.max(0, normal[0] * light.sun[0] + normal[1] * light.sun[1] + normal[2] * light.sun[2])
  const k = light.ambient + (1 - light.ambient) * d
  const shaded = mix(darken(base, 0.42), light.shade, 0.12)
  return k > 0.85 ? lighten(base, (k - 0.85) * 0.6) : mix(shaded, base, k / 0.85)
}

export interface Box {
  x: readonly [number, number]
  y: readonly [number, number]
  z: readonly [number, number]
}

type Side = 'left' | 'right' | 'bottom' | 'top' | 'front' | 'back'

export const NORMALS: Record<Side, Vec3> = {
  left: [-1, 0, 0],
  right: [1, 0, 0],
  bottom: [0, -1, 0],
  top: [0, 1, 0],
  front: [0, 0, -1],
  back: [0, 0, 1],
}

/** The corners of one side of a box, counter-clockwise seen from outside. */
export function sideOf(b: Box, side: Side): Vec3[] {
  const [x0, x1] = b.x
  const [y0, y1] = b.y
  const [z0, z1] = b.z
  switch (side) {
    case 'left':
      return [
        [x0, y0, z1],
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
      ]
    case 'right':
      return [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ]
    case 'bottom':
      return [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ]
    case 'top':
      return [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ]
    case 'front':
      return [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ]
    case 'back':
      return [
        [x1, y0, z1],
        [x0, y0, z1],
        [x0, y1, z1],
        [x1, y1, z1],
      ]
  }
}

/** The sides of a box the camera sees. */
export function visibleSides(cam: Camera, b: Box): Side[] {
  const [ex, ey, ez] = cam.eye
  const out: Side[] = []
  if (ez > b.z[1]) out.push('back')
  if (ez < b.z[0]) out.push('front')
  if (ey < b.y[0]) out.push('bottom')
  if (ey > b.y[1]) out.push('top')
  if (ex < b.x[0]) out.push('left')
  if (ex > b.x[1]) out.push('right')
  return out
}

/** A solid box lit by the light; `colors` overrides a side. */
export function solid(
  cam: Camera,
  b: Box,
  base: string,
  light: Light,
  colors: Partial<Record<Side, string>> = {},
): string {
  return visibleSides(cam, b)
    .map((side) => cam.face(sideOf(b, side), colors[side] ?? lit(base, NORMALS[side], light)))
    .join('')
}

export const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): Box => ({
  x: [Math.min(x0, x1), Math.max(x0, x1)],
  y: [Math.min(y0, y1), Math.max(y0, y1)],
  z: [Math.min(z0, z1), Math.max(z0, z1)],
})

/** Where a point's shadow falls on the ground (y = 0) under the sun. */
export function onGround(p: Vec3, sun: Vec3, level = 0): Vec3 {
  const t = (p[1] - level) / Math.max(0.15, sun[1])
  return [p[0] - sun[0] * t, level, p[2] - sun[2] * t]
}

/** The outline of a box's shadow on the ground: the hull of its base and its projected top. */
export function shadowOf(b: Box, sun: Vec3, level = 0): Vec3[] {
  const points: Vec3[] = []
  for (const x of b.x)
    for (const z of b.z) {
      points.push([x, level, z])
      points.push(onGround([x, b.y[1], z], sun, level))
    }
  return hull(points)
}

function hull(points: Vec3[]): Vec3[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[2] - b[2])
  const cross = (o: Vec3, a: Vec3, b: Vec3) => (a[0] - o[0]) * (b[2] - o[2]) - (a[2] - o[2]) * (b[0] - o[0])
  const lower: Vec3[] = []
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop()
    lower.push(q)
  }
  const upper: Vec3[] = []
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop()
    upper.push(q)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

/** Whether the camera sees the front of a planar polygon (counter-clockwise seen from outside). */
export function facesCamera(cam: Camera, points: readonly Vec3[]): boolean {
  const [a, b, c] = points
  const u: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]]
  const v: Vec3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]]
  const n: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
  // The axes are left-handed (y up, z away), so the cross product points inward.
  return n[0] * (cam.eye[0] - a[0]) + n[1] * (cam.eye[1] - a[1]) + n[2] * (cam.eye[2] - a[2]) < 0
}

/** The unit normal of a planar polygon. */
export function normalOf(points: readonly Vec3[]): Vec3 {
  const [a, b, c] = points
  const u: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]]
  const v: Vec3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]]
  return normalize([u[2] * v[1] - u[1] * v[2], u[0] * v[2] - u[2] * v[0], u[1] * v[0] - u[0] * v[1]])
}
