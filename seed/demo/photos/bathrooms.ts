/**
 * Apartment bathrooms as they are photographed from the door: a vanity with its mirror, a
 * toilet and a shower behind glass, in one of three layouts (everything on the back wall; the
 * shower across the back; the toilet ahead between a shower and a vanity), mirrored at random,
 * with white, beige or grey tiles, an accent in the shower and a light floor.
 */
import type { Random } from '../random'
import { Canvas, mix } from '../svg'
import {
  glassScreen,
  mat,
  mirror,
  niche,
  showerHead,
  tileArea,
  toilet,
  towel,
  vanity,
  type TileFinish,
  type VanitySpec,
} from './bath-fixtures'
import type { Vec3 } from './camera'
import { daylight, roomOptions, SIZE } from './interiors'
import { finish } from './nature'
import { downlights, furniture, room, windowOn, woodTone, type Wall } from './rooms'

const WALL_TILES: TileFinish[] = [
  { colour: '#f2f2ef', width: 0.6, height: 0.3 },
  { colour: '#f4f3ef', width: 0.3, height: 0.1, stagger: true },
  { colour: '#e4d9c6', width: 0.6, height: 0.3 },
  { colour: '#ddd3c2', width: 0.45, height: 0.45 },
  { colour: '#b9bcbe', width: 0.6, height: 1.2 },
  { colour: '#cdcfd0', width: 0.3, height: 0.6 },
]
const SHOWER_TILES: TileFinish[] = [
  { colour: '#5f7d74', width: 0.15, height: 0.075, stagger: true },
  { colour: '#6f7377', width: 0.6, height: 1.2 },
  { colour: '#3f5566', width: 0.15, height: 0.075, stagger: true },
  { colour: '#e9e7e2', width: 0.3, height: 0.6 },
]
const FLOORS = ['#e4dfd7', '#d9d4cc', '#ece8e1', '#d5d7d8', '#e0d6c6', '#cfc9bf']
const TOWELS = ['#f2efe9', '#c8643b', '#2f7f7a', '#d9a441', '#8d99a6', '#e8e2d6', '#3c475b']
const BOTTLES = ['#a0612b', '#f0eeea', '#5f7d5a', '#2b2b2b', '#d9d4cc', '#b5485d']

export function bathroom(rng: Random, variant: number): string {
  const c = new Canvas(SIZE.width, SIZE.height)
  const outside = daylight(rng, variant + 3)
  const layout = variant % 3
  const woodFloor = rng.chance(0.2)
  const r = room(
    c,
    rng,
    roomOptions(rng, {
      floorKind: woodFloor ? 'wood' : rng.pick(['tile', 'porcelain'] as const),
      floor: woodFloor ? woodTone(rng) : rng.pick(FLOORS),
      wall: rng.pick(['#f1ede6', '#eeeae2', '#e9e6e0']),
      width: layout === 0 ? rng.float(2.5, 2.9) : layout === 1 ? rng.float(2.1, 2.5) : rng.float(2.3, 2.7),
      depth: layout === 1 ? rng.float(3.2, 3.7) : rng.float(2.9, 3.4),
      height: rng.float(2.35, 2.45),
      fov: rng.float(82, 88),
      across: rng.float(0.42, 0.6),
      // A small room photographed from the door: a lower camera, its lens shifted to show the floor.
      eyeHeight: 1.3,
      shift: -0.12,
      yaw: rng.float(-4, 4),
    }),
    outside,
  )
  // Drawn with the shower on the left; `flip` mirrors the room.
  const flip = rng.chance(0.5)
  const { width: w, depth: d, height: h } = r.o
  const X = (x: number) => (flip ? w - x : x)
  const side = (s: 'left' | 'right'): Wall => (flip === (s === 'left') ? 'right' : 'left')
  const along = (wall: Wall, u0: number, u1: number): [number, number] =>
    wall === 'back' && flip ? [w - u1, w - u0] : [u0, u1]

  const walls = rng.pick(WALL_TILES)
  const shower = rng.chance(0.55) ? (rng.chance(0.35) ? woodLook(rng) : rng.pick(SHOWER_TILES)) : walls
  const tileTop = rng.chance(0.65) ? h : 1.25
  for (const wall of ['left', 'back', 'right'] as const)
    tileArea(r, wall, 0, wall === 'back' ? w : d, 0, tileTop, walls)
  const tiled = (wall: Wall, u0: number, u1: number) => tileArea(r, wall, ...along(wall, u0, u1), 0, h, shower)

  const fixture: VanitySpec = {
    wall: 'back',
    u0: 0,
    u1: 0,
    cabinet: rng.pick([woodTone(rng), '#f3f1ec', '#2f3237', '#6f7d6a', '#8a8580', '#3c475b', woodTone(rng)]),
    top: rng.pick(['#f7f7f5', '#e9e4dd', '#2b2b2b', '#d9d4cc']),
    basin: rng.pick(['inset', 'vessel'] as const),
    mirror: rng.pick(['strip', 'backlit', 'round'] as const),
    handles: rng.pick(['#2b2b2b', '#c4c9ce', '#c9a66b']),
  }
  const things = rng.sample(['plant', ...rng.sample(BOTTLES, 3)], rng.int(2, 3))
  const towelColour = rng.pick(TOWELS)
  const bottles = rng.sample(BOTTLES, rng.int(2, 3))
  const standing: Array<{ at: Vec3; draw: () => void }> = []
  const place = (wall: Wall, u0: number, u1: number) => {
    const [a, b] = along(wall, u0, u1)
    return { ...fixture, wall, u0: a, u1: b }
  }
  const at = (x: number, z: number): Vec3 => [X(x), 0.5, z]

  if (layout === 0) {
    // Shower, vanity and toilet in a row along the back wall.
    tiled('back', 0, 0.95)
    tiled(side('left'), d - 0.95, d)
    showerHead(r, 'back', X(0.47))
    niche(r, side('left'), d - 0.75, d - 0.3, bottles)
    const v = place('back', 1.05, w - 0.82)
    mirror(r, v)
    if (rng.chance(0.5))
      windowOn(r, { wall: 'back', ...span(along('back', w - 0.75, w - 0.1)), v0: 1.75, v1: 2.2 }, 'sky')
    towel(r, side('right'), d - 1.45, towelColour)
    mat(r, X(0.1), X(0.85), d - 1.55, d - 1.05, towelColour)
    standing.push(
      { at: at((1.05 + w - 0.82) / 2, d - 0.3), draw: () => vanity(r, v, things) },
      { at: at(w - 0.42, d - 0.4), draw: () => toilet(r, 'back', X(w - 0.42)) },
      {
        at: at(0.47, d - 0.95),
        draw: () =>
          glassScreen(
            r,
            [
              [X(0.95), 0, d - 0.95],
              [X(0.02), 0, d - 0.95],
            ],
            1.95,
            true,
          ),
      },
    )
  } else if (layout === 1) {
    // A shower across the back behind a fixed pane; vanity and toilet face each other.
    tiled('back', 0, w)
    tiled(side('left'), d - 1, d)
    tiled(side('right'), d - 1, d)
    showerHead(r, 'back', X(w * 0.3))
    niche(r, 'back', ...along('back', w * 0.55, w * 0.85), bottles)
    if (rng.chance(0.5))
      windowOn(r, { wall: 'back', ...span(along('back', w * 0.45, w * 0.85)), v0: 1.8, v1: 2.25 }, 'sky')
    const v = place(side('left'), d - 2.2, d - 1.2)
    mirror(r, v)
    // No towel here: the only free wall is beside the camera, where it would be cut by the frame.
    mat(r, X(w * 0.6), X(w - 0.15), d - 1.55, d - 1.1, towelColour)
    standing.push(
      { at: at(0.25, d - 1.7), draw: () => vanity(r, v, things) },
      { at: at(w - 0.4, d - 1.3), draw: () => toilet(r, side('right'), d - 1.3) },
      {
        at: at(w * 0.3, d - 1),
        draw: () =>
          glassScreen(
            r,
            [
              [X(w * 0.58), 0, d - 1],
              [X(0.02), 0, d - 1],
            ],
            2,
            false,
          ),
      },
    )
  } else {
    // The toilet ahead, a shower on one side and the vanity on the other.
    tiled(side('left'), d - 1.3, d)
    tiled('back', 0, 0.95)
    showerHead(r, side('left'), d - 0.65)
    niche(r, 'back', ...along('back', 0.2, 0.7), bottles)
    if (rng.chance(0.6)) windowOn(r, { wall: 'back', ...span(along('back', 1.15, 1.85)), v0: 1.65, v1: 2.2 }, 'sky')
    const v = place(side('right'), d - 1.85, d - 0.8)
    mirror(r, v)
    towel(r, 'back', along('back', w - 0.52, w - 0.1)[0], towelColour)
    mat(r, X(1.1), X(1.8), d - 1.5, d - 0.95, towelColour)
    standing.push(
      { at: at(w - 0.25, d - 1.3), draw: () => vanity(r, v, things) },
      { at: at(1.45, d - 0.4), draw: () => toilet(r, 'back', X(1.45)) },
      {
        at: at(0.95, d - 0.65),
        draw: () =>
          glassScreen(
            r,
            [
              [X(0.95), 0, d - 1.3],
              [X(0.95), 0, d - 0.02],
            ],
            1.95,
            true,
          ),
      },
    )
  }
  furniture(r, [], standing)
  downlights(r, 1, 1)
  finish(c, { warm: mix('#fff6e6', outside.warm, 0.5) }, 0.9)
  return c.svg()
}

/** Porcelain planks that look like wood, for the shower's walls. */
function woodLook(rng: Random): TileFinish {
  return { colour: rng.pick(['#b48a60', '#a2784f', '#c29a6b', '#9b7656']), width: 0.2, height: 3, wood: true }
}

const span = ([u0, u1]: [number, number]) => ({ u0, u1 })
