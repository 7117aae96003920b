/**
 * Tiles of value noise as PNG (black, the noise in the alpha channel), made once per process
 * in plain JavaScript: laid over surfaces at low opacity they give plaster, grass, forest and
 * concrete their grain. librsvg draws an image tile far faster than an feTurbulence filter.
 */
import { crc32, deflateSync } from 'node:zlib'
import { Random } from '../random'

const tiles = new Map<string, string>()

/** A seamless square tile as a data URI; `cell` is the size of the coarsest blotch in pixels. */
export function noiseTile(size: number, cell: number): string {
  const key = `${size}/${cell}`
  let uri = tiles.get(key)
  if (!uri) {
    uri = `data:image/png;base64,${png(size, field(size, cell)).toString('base64')}`
    tiles.set(key, uri)
  }
  return uri
}

function field(size: number, cell: number): Float32Array {
  const out = new Float32Array(size * size)
  const rng = new Random(size * 31 + cell)
  let weight = 0
  // Octaves of smoothly interpolated lattice noise, wrapping at the edges.
  for (let c = cell, w = 1; c >= 2; c = Math.floor(c / 2), w *= 0.55) {
    const n = Math.max(1, Math.round(size / c))
    const lattice = Array.from({ length: n * n }, () => rng.next())
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const fx = (x / size) * n
        const fy = (y / size) * n
        const x0 = Math.floor(fx)
        const y0 = Math.floor(fy)
        const tx = smooth(fx - x0)
        const ty = smooth(fy - y0)
        const v = (i: number, j: number) => lattice[((j % n) * n + (i % n)) | 0]
        const top = v(x0, y0) + (v(x0 + 1, y0) - v(x0, y0)) * tx
        const bottom = v(x0, y0 + 1) + (v(x0 + 1, y0 + 1) - v(x0, y0 + 1)) * tx
        out[y * size + x] += (top + (bottom - top) * ty) * w
      }
    weight += w
  }
  for (let i = 0; i < out.length; i++) out[i] /= weight
  return out
}

const smooth = (t: number) => t * t * (3 - 2 * t)

function png(size: number, values: Float32Array): Buffer {
  // Grey + alpha, 8 bits: grey 0, alpha from the noise stretched around its middle.
  const raw = Buffer.alloc(size * (size * 2 + 1))
  for (let y = 0; y < size; y++) {
    raw[y * (size * 2 + 1)] = 0
    for (let x = 0; x < size; x++) {
      const a = Math.max(0, Math.min(1, (0.6 - values[y * size + x]) * 1.8))
      raw[y * (size * 2 + 1) + 1 + x * 2 + 1] = Math.round(a * 255)
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8
  header[9] = 4
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
