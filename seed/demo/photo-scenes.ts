/**
 * The demo photo pool: about 100 pictures drawn as SVG in perspective (façades, living rooms,
 * kitchens, bedrooms, bathrooms, views, offices, shops, warehouses, land and fincas), each
 * from its own seed so the pool is the same on every run; the drawing lives in `./photos/`.
 * Listings reference these pictures by key, so seeding thousands of listings renders only
 * the pool.
 */
import type { PropertyTypeSlug } from '#core/catalog/property-types.constants'
import { house, pool, shop, tower, warehouse } from './photos/exteriors'
import { bathroom } from './photos/bathrooms'
import { bedroom } from './photos/bedrooms'
import { living, SIZE } from './photos/interiors'
import { kitchen } from './photos/kitchens'
import { office } from './photos/offices'
import { land } from './photos/lots'
import { farm, view } from './photos/outdoors'
import { Random } from './random'

export const SCENE_WIDTH = SIZE.width
export const SCENE_HEIGHT = SIZE.height

export type SceneKind =
  | 'tower'
  | 'house'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'view'
  | 'pool'
  | 'office'
  | 'shop'
  | 'warehouse'
  | 'land'
  | 'farm'

export const SCENE_COUNTS: Record<SceneKind, number> = {
  tower: 10,
  house: 9,
  living: 12,
  kitchen: 9,
  bedroom: 9,
  bathroom: 6,
  view: 8,
  pool: 4,
  office: 8,
  shop: 6,
  warehouse: 5,
  land: 6,
  farm: 6,
}

export const SCENE_ALT: Record<SceneKind, string> = {
  tower: 'Fachada del edificio',
  house: 'Fachada de la casa',
  living: 'Sala comedor',
  kitchen: 'Cocina',
  bedroom: 'Alcoba',
  bathroom: 'Baño',
  view: 'Vista desde el inmueble',
  pool: 'Piscina y zonas comunes',
  office: 'Espacio de trabajo',
  shop: 'Fachada del local',
  warehouse: 'Bodega',
  land: 'Terreno',
  farm: 'Finca',
}

export interface Scene {
  kind: SceneKind
  /** Storage key prefix of its files ("demo/photos/living-03"). */
  key: string
  seed: number
  /** Which composition of its kind (0-based): compositions cycle, so neighbours differ. */
  variant: number
}

export const PHOTO_POOL_PREFIX = 'demo/photos'

export function scenePool(): Scene[] {
  const scenes: Scene[] = []
  let seed = 1000
  for (const [kind, count] of Object.entries(SCENE_COUNTS) as Array<[SceneKind, number]>) {
    for (let i = 1; i <= count; i++)
      scenes.push({
        kind,
        key: `${PHOTO_POOL_PREFIX}/${kind}-${String(i).padStart(2, '0')}`,
        seed: seed++,
        variant: i - 1,
      })
  }
  return scenes
}

/** Which pictures a listing of each type shows, cover first. */
export const PHOTO_PLAN: Record<PropertyTypeSlug, SceneKind[]> = {
  apartment: ['living', 'kitchen', 'bedroom', 'view', 'bathroom', 'tower', 'pool', 'bedroom'],
  studio: ['living', 'kitchen', 'bathroom', 'view', 'tower', 'pool'],
  house: ['house', 'living', 'kitchen', 'bedroom', 'bathroom', 'bedroom', 'land', 'pool'],
  'commercial-house': ['house', 'office', 'living', 'bathroom', 'kitchen'],
  office: ['office', 'view', 'office', 'tower', 'bathroom'],
  'consulting-room': ['office', 'bathroom', 'tower', 'view'],
  'local-shop': ['shop', 'shop', 'tower', 'office'],
  warehouse: ['warehouse', 'warehouse', 'land', 'office'],
  lot: ['land', 'land', 'view', 'farm'],
  farm: ['farm', 'land', 'living', 'pool', 'bedroom', 'kitchen', 'farm', 'bathroom'],
}

const DRAW: Record<SceneKind, (rng: Random, variant: number) => string> = {
  tower,
  house,
  living,
  kitchen,
  bedroom,
  bathroom,
  view,
  pool,
  office,
  shop,
  warehouse,
  land,
  farm,
}

/** The SVG of one pool picture. */
export function drawScene(scene: Scene): string {
  return DRAW[scene.kind](new Random(scene.seed), scene.variant)
}
