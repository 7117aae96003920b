/**
 * An office task chair: five-star base on casters, gas column, seat, a backrest on its spine
 * and two armrests, turned to any angle so a room of them does not line up like blocks.
 */
import { darken, ellipse, lighten } from '../svg'
import { box, type Vec3 } from './camera'
import type { Room } from './rooms'
import { turnedBox } from './shapes'

export interface ChairColours {
  seat: string
  back: string
  frame: string
}

export const CHAIR_COLOURS: ChairColours[] = [
  { seat: '#2f3237', back: '#3b3f45', frame: '#1f2023' },
  { seat: '#5f6b73', back: '#4a5259', frame: '#2a2c2f' },
  { seat: '#3c475b', back: '#2f3542', frame: '#1f2023' },
  { seat: '#8d99a6', back: '#6c7680', frame: '#9aa1a7' },
  { seat: '#2f7f7a', back: '#34383d', frame: '#1f2023' },
  { seat: '#c9b79c', back: '#5a5d61', frame: '#9aa1a7' },
]

/**
 * A chair standing at (x, z), turned by `angle` degrees: at 0 its sitter faces the camera
 * (-z), at 180 the desk beyond it. Returned for `furniture()` to paint in depth order.
 */
export function taskChair(r: Room, x: number, z: number, angle: number, colours: ChairColours) {
  const at: Vec3 = [x, 0, z]
  return { at: [x, 0.5, z] as Vec3, draw: () => drawChair(r, at, angle, colours) }
}

function drawChair(r: Room, at: Vec3, angle: number, k: ChairColours) {
  const { c, cam, light } = r
  const px = cam.scale([at[0], 0.3, at[2]])
  // The base: five legs from the hub, a caster at each tip, and the column up to the seat.
  const legs: Array<[Vec3, Vec3]> = []
  const casters: string[] = []
  for (let i = 0; i < 5; i++) {
    const a = ((angle + 36 + i * 72) * Math.PI) / 180
    const tip: Vec3 = [at[0] + Math.sin(a) * 0.3, 0.05, at[2] - Math.cos(a) * 0.3]
    legs.push([[at[0], 0.1, at[2]], tip])
    const [cx, cy] = cam.at([tip[0], 0.025, tip[2]])
    casters.push(ellipse(cx, cy, Math.max(1.5, px * 0.03), Math.max(1, px * 0.02), '#151515'))
  }
  c.add(cam.face(shadowRing(at), '#000', 'opacity="0.1"'))
  c.add(cam.lines(legs, k.frame, Math.max(2, px * 0.035), 'stroke-linecap="round"'), ...casters)
  c.add(
    cam.lines(
      [
        [
          [at[0], 0.1, at[2]],
          [at[0], 0.44, at[2]],
        ],
      ],
      '#4a4d52',
      Math.max(2, px * 0.04),
    ),
  )
  const parts = [
    { b: box(-0.1, 0.1, 0.4, 0.45, -0.1, 0.1), colour: k.frame },
    { b: box(-0.25, 0.25, 0.45, 0.53, -0.24, 0.22), colour: k.seat },
    { b: box(-0.035, 0.035, 0.45, 0.66, 0.22, 0.27), colour: k.frame },
    // A mesh back: see-through panel in a solid frame.
    { b: box(-0.2, 0.2, 0.66, 1.08, 0.265, 0.285), colour: k.back, mesh: true },
    { b: box(-0.23, 0.23, 1.06, 1.11, 0.25, 0.3), colour: lighten(k.frame, 0.08) },
    { b: box(-0.23, 0.23, 0.63, 0.67, 0.25, 0.3), colour: k.frame },
    ...[-1, 1].map((s) => ({ b: box(s * 0.2, s * 0.235, 0.63, 1.1, 0.25, 0.3), colour: k.frame })),
    ...[-1, 1].flatMap((s) => [
      { b: box(s * 0.255, s * 0.285, 0.5, 0.68, 0.0, 0.05), colour: k.frame },
      { b: box(s * 0.24, s * 0.3, 0.68, 0.71, -0.14, 0.12), colour: darken(k.frame, 0.1) },
    ]),
  ]
  const a = (angle * Math.PI) / 180
  const centre = (b: (typeof parts)[number]['b']): Vec3 => {
    const [lx, ly, lz] = [(b.x[0] + b.x[1]) / 2, (b.y[0] + b.y[1]) / 2, (b.z[0] + b.z[1]) / 2]
    return [at[0] + lx * Math.cos(a) - lz * Math.sin(a), ly, at[2] + lx * Math.sin(a) + lz * Math.cos(a)]
  }
  for (const p of parts.sort((p, q) => cam.depth(centre(q.b)) - cam.depth(centre(p.b))))
    c.add(turnedBox(cam, light, at, angle, p.b, p.colour, 'mesh' in p ? 'opacity="0.78"' : ''))
}

/** The soft shadow on the floor under the seat. */
function shadowRing(at: Vec3): Vec3[] {
  return Array.from({ length: 12 }, (_, i): Vec3 => {
    const t = (i / 12) * Math.PI * 2
    return [at[0] + Math.cos(t) * 0.32, 0.003, at[2] + Math.sin(t) * 0.32]
  })
}
