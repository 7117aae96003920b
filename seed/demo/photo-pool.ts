/** Renders the demo photo pool into media storage once (skipping pictures already there). */
import sharp from 'sharp'
import { processPhoto } from '#core/media/image-pipeline.infra'
import type { MediaStorage } from '#core/media/storage.infra'
import { drawScene, scenePool, SCENE_HEIGHT, SCENE_WIDTH, type Scene } from './photo-scenes'

export interface PoolResult {
  rendered: number
  reused: number
}

export async function renderPhotoPool(
  storage: MediaStorage,
  options: { concurrency?: number; force?: boolean } = {},
): Promise<PoolResult> {
  const scenes = scenePool()
  const queue = [...scenes]
  let rendered = 0
  let reused = 0
  async function worker() {
    for (let scene = queue.shift(); scene; scene = queue.shift()) {
      if (!options.force && (await isComplete(storage, scene))) {
        reused++
        continue
      }
      const { data, info } = await sharp(Buffer.from(drawScene(scene)))
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true })
      // Lower encoder effort than uploads: the pictures are flat colour and seeding should be quick.
      await processPhoto({ data, width: info.width, height: info.height, channels: info.channels }, scene.key, {
        storage,
        quality: 78,
        effort: 0,
      })
      rendered++
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker))
  return { rendered, reused }
}

async function isComplete(storage: MediaStorage, scene: Scene): Promise<boolean> {
  // The sharing crop is written last, so its presence means the set is complete.
  return (await storage.exists(`${scene.key}-og.jpg`)) && (await storage.exists(`${scene.key}-480.webp`))
}

export const POOL_PHOTO_SIZE = { width: SCENE_WIDTH, height: SCENE_HEIGHT, widths: '480,800,1200' } as const
