import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { DecodeSlots, decodeImage, imageDecodes, MAX_CONCURRENT_DECODES, MAX_IMAGE_PIXELS } from './image-decode.infra'
import { processPhoto } from './image-pipeline.infra'
import { localStorage } from './storage.infra'

let root: string
let photo: Buffer
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'wi-decode-'))
  photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3c475b' } })
    .jpeg()
    .toBuffer()
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

const rules = { field: 'photos', types: ['jpg', 'png'] }

/** A promise opened from outside. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

test('uploads decoded in parallel never run more than MAX_CONCURRENT_DECODES at once; the others wait, then finish', async () => {
  const held = gate()
  let running = 0
  let most = 0
  const uploads = Array.from({ length: 6 }, () =>
    decodeImage(photo, rules, async (image) => {
      running++
      most = Math.max(most, running)
      try {
        await held.opened
        return await image.rotate().resize(800).webp().toBuffer()
      } finally {
        running--
      }
    }),
  )
  // Every upload has either a slot or a place in the queue before any decode may finish.
  await vi.waitFor(() => expect(imageDecodes.waiting).toBe(6 - MAX_CONCURRENT_DECODES))
  expect(running).toBe(MAX_CONCURRENT_DECODES)
  held.open()
  expect(await Promise.all(uploads)).toHaveLength(6)
  expect(most).toBe(MAX_CONCURRENT_DECODES)
  expect(imageDecodes.active).toBe(0)
})

test('listing photos wait for the same slots', async () => {
  const held = gate()
  const busy = Array.from({ length: MAX_CONCURRENT_DECODES }, () => imageDecodes.run(() => held.opened))
  let finished = 0
  const storage = localStorage(root)
  const uploads = Array.from({ length: 3 }, (_, i) =>
    processPhoto(photo, `listings/9/p${i}`, { storage }).finally(() => finished++),
  )
  await vi.waitFor(() => expect(imageDecodes.waiting).toBe(3))
  expect(finished).toBe(0)
  held.open()
  await Promise.all(busy)
  const results = await Promise.all(uploads)
  expect(results.map((r) => r.widths)).toEqual([
    [480, 800, 1200],
    [480, 800, 1200],
    [480, 800, 1200],
  ])
})

test('a waiting decode gets the slot as soon as one is freed; a failing one frees its slot too', async () => {
  const slots = new DecodeSlots(1)
  const order: string[] = []
  let finishFirst!: () => void
  const first = slots.run(() => new Promise<void>((resolve) => (finishFirst = resolve)).then(() => order.push('first')))
  const second = slots.run(async () => {
    order.push('second')
    throw new Error('broken image')
  })
  const third = slots.run(async () => order.push('third'))
  await vi.waitFor(() => expect(slots.waiting).toBe(2))
  expect(slots.active).toBe(1)
  finishFirst()
  await first
  await expect(second).rejects.toThrow('broken image')
  await third
  expect(order).toEqual(['first', 'second', 'third'])
  expect(slots.active).toBe(0)
  expect(slots.waiting).toBe(0)
})

test('an image over the pixel limit is refused from its header, before taking a slot', async () => {
  const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1
  const big = await sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  const work = vi.fn()
  await expect(decodeImage(big, rules, work)).rejects.toMatchObject({
    code: 'VALIDATION',
    fields: { photos: [{ key: 'validation.image_too_large', params: { megapixels: 40 } }] },
  })
  expect(work).not.toHaveBeenCalled()
})

test('bytes that are not an image are a file type error on the given field', async () => {
  await expect(
    decodeImage(new TextEncoder().encode('hola'), { field: 'logo', types: ['png'] }, vi.fn()),
  ).rejects.toMatchObject({
    fields: { logo: [{ key: 'validation.file_type', params: { extensions: 'png' } }] },
  })
})
