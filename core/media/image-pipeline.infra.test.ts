import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { processPhoto } from './image-pipeline.infra'
import { photoUrls } from './storage.infra'
import { localStorage } from './storage.infra'

let root: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'wi-media-'))
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

/** A 1600×1000 landscape saved as a portrait camera would: pixels sideways, EXIF orientation 6. */
async function cameraJpeg() {
  return sharp({ create: { width: 1000, height: 1600, channels: 3, background: '#3c475b' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Model: 'X' } } })
    .toBuffer()
}

test('a photo is stored upright, without EXIF, at every width plus the sharing crop', async () => {
  const storage = localStorage(root)
  const input = await cameraJpeg()
  expect((await sharp(input).metadata()).orientation).toBe(6)

  const result = await processPhoto(input, 'listings/1/abc', { storage })
  expect(result).toEqual({ width: 1200, height: 750, widths: [480, 800, 1200], dhash: expect.any(BigInt) })

  for (const w of [480, 800, 1200]) {
    const meta = await sharp(path.join(root, 'listings/1', `abc-${w}.webp`)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: w })
    expect(meta.width).toBeGreaterThan(meta.height!)
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
  }
  const og = await sharp(path.join(root, 'listings/1/abc-og.jpg')).metadata()
  expect(og).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  expect(og.exif).toBeUndefined()

  await storage.delete('listings/1/abc')
  expect(await fs.readdir(path.join(root, 'listings/1'))).toEqual([])
})

test('a small original is not enlarged', async () => {
  const storage = localStorage(root)
  const small = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#fecc2d' } })
    .png()
    .toBuffer()
  const result = await processPhoto(small, 'listings/2/small', { storage })
  expect(result).toEqual({ width: 480, height: 320, widths: [480], dhash: 0n }) // a flat picture: no neighbour is brighter
})

test('a large panorama is shrunk once on decode and still fills the sharing crop', async () => {
  const storage = localStorage(root)
  const panorama = await sharp({ create: { width: 6000, height: 1500, channels: 3, background: '#264653' } })
    .jpeg()
    .toBuffer()
  const result = await processPhoto(panorama, 'listings/4/pano', { storage })
  expect(result).toEqual({ width: 1200, height: 300, widths: [480, 800, 1200], dhash: expect.any(BigInt) })
  const og = await sharp(path.join(root, 'listings/4/pano-og.jpg')).metadata()
  expect(og).toMatchObject({ width: 1200, height: 630 })
})

test('bytes that are not an image are a validation error on photos', async () => {
  await expect(
    processPhoto(new TextEncoder().encode('not an image'), 'listings/3/x', { storage: localStorage(root) }),
  ).rejects.toMatchObject({
    code: 'VALIDATION',
    fields: { photos: [{ key: 'validation.file_type' }] },
  })
})

test('photoUrls gives src, srcset and the Open Graph image', () => {
  const urls = photoUrls({ storageKey: 'demo/photos/living-01', widths: '480,800,1200' }, localStorage(root))
  expect(urls).toEqual({
    src: '/media/demo/photos/living-01-800.webp',
    srcset:
      '/media/demo/photos/living-01-480.webp 480w, /media/demo/photos/living-01-800.webp 800w, /media/demo/photos/living-01-1200.webp 1200w',
    og: '/media/demo/photos/living-01-og.jpg',
  })
  expect(photoUrls({ storageKey: 'a/b', widths: [480] }, localStorage(root)).src).toBe('/media/a/b-480.webp')
})

test('keys cannot climb out of the media folder', async () => {
  await expect(localStorage(root).put('../evil', new Uint8Array(1), 'text/plain')).rejects.toThrow(/Unsafe/)
})
