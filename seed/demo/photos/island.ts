/**
 * A kitchen island seen from the living side: a worktop with its thickness overhanging the
 * seating side (sometimes falling to the floor at both ends), the cabinet panels in its
 * shade, and bar stools on legs under the overhang.
 */
import { darken, lighten, luminance } from '../svg'
import { box, solid, type Vec3 } from './camera'
import type { Finish } from './kitchen-fixtures'
import { contactShadow, type Room } from './rooms'
import { disc, turned } from './shapes'

const TOP = 0.92
const OVERHANG = 0.3

/** The island between x0 and x1, its seating side at z0 (toward the camera). */
export function island(r: Room, x0: number, x1: number, z0: number, z1: number, f: Finish, waterfall: boolean) {
  const { c, cam, light } = r
  const front = z0 + OVERHANG
  contactShadow(r, box(x0, x1, 0, 0.1, front, z1))
  c.add(solid(cam, box(x0 + 0.05, x1 - 0.05, 0, 0.1, front + 0.05, z1 - 0.05), '#2a2a2a', light))
  c.add(solid(cam, box(x0, x1, 0.1, TOP - 0.04, front, z1), darken(f.cabinet, 0.04), light))
  // The panels on the seating side and the shade the overhang throws on them.
  const at = (x: number, y: number): Vec3 => [x, y, front - 0.002]
  const joints: Array<[Vec3, Vec3]> = []
  const count = Math.max(1, Math.round((x1 - x0) / 0.6))
  for (let i = 1; i < count; i++)
    joints.push([at(x0 + ((x1 - x0) * i) / count, 0.1), at(x0 + ((x1 - x0) * i) / count, TOP - 0.04)])
  const dark = luminance(f.cabinet) < 0.35
  c.add(cam.lines(joints, dark ? lighten(f.cabinet, 0.15) : darken(f.cabinet, 0.3), 1.3, 'opacity="0.8"'))
  c.add(
    cam.face(
      [at(x0, TOP - 0.04), at(x1, TOP - 0.04), at(x1, 0.55), at(x0, 0.55)],
      // From under the worktop's edge, where the panels come into view, down to the seat.
      c.linear(cam.at([x0, TOP - 0.04, z0]), cam.at(at(x0, 0.55)), [
        [0, '#000', 0.35],
        [1, '#000', 0],
      ]),
    ),
  )
  if (waterfall)
    for (const [a, b] of [
      [x0 - 0.04, x0],
      [x1, x1 + 0.04],
    ])
      c.add(solid(cam, box(a, b, 0, TOP - 0.04, z0, z1 + 0.03), f.counter, light))
  c.add(solid(cam, box(x0 - 0.04, x1 + 0.04, TOP - 0.04, TOP, z0, z1 + 0.03), f.counter, light))
  // The worktop's lit upper edge and the dark line under it, which give it its thickness.
  c.add(
    cam.lines(
      [
        [
          [x0 - 0.04, TOP, z0 - 0.001],
          [x1 + 0.04, TOP, z0 - 0.001],
        ],
      ],
      lighten(f.counter, 0.45),
      1.5,
      'opacity="0.8"',
    ),
  )
}

/** A bar stool: a round seat on four splayed legs with a footrest ring. */
export function stool(r: Room, x: number, z: number, seat: string, legs: string) {
  const { c, cam } = r
  const height = 0.66
  const px = cam.scale([x, 0.3, z])
  c.add(disc(cam, [x, 0.003, z], 0.22, 0.22, '#000', 'opacity="0.12"'))
  const feet: Array<[Vec3, Vec3]> = []
  const ring: Array<[Vec3, Vec3]> = []
  for (let i = 0; i < 4; i++) {
    const a = ((45 + i * 90) * Math.PI) / 180
    const b = ((135 + i * 90) * Math.PI) / 180
    feet.push([
      [x + Math.cos(a) * 0.12, height - 0.03, z + Math.sin(a) * 0.12],
      [x + Math.cos(a) * 0.2, 0, z + Math.sin(a) * 0.2],
    ])
    ring.push([
      [x + Math.cos(a) * 0.17, 0.24, z + Math.sin(a) * 0.17],
      [x + Math.cos(b) * 0.17, 0.24, z + Math.sin(b) * 0.17],
    ])
  }
  // The far legs first, so the near ones cross over them.
  feet.sort((p, q) => cam.depth(q[1]) - cam.depth(p[1]))
  const width = Math.max(1.5, px * 0.028)
  c.add(cam.lines(feet.slice(0, 2), darken(legs, 0.2), width, 'stroke-linecap="round"'))
  c.add(cam.lines(ring, legs, width * 0.8))
  c.add(cam.lines(feet.slice(2), legs, width, 'stroke-linecap="round"'))
  c.add(turned(cam, [x, height - 0.05, z], [0.17, 0.17], [x, height, z], [0.18, 0.18], darken(seat, 0.25)))
  c.add(disc(cam, [x, height, z], 0.18, 0.18, lighten(seat, 0.08)))
}
