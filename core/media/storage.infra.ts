/**
 * Where media files (listing photos, agency logos and banners) live. Local disk under
 * DATA_DIR/media (served at /media/* by server/app.ts) by default; an S3-compatible bucket
 * when S3_ENDPOINT and S3_BUCKET are set, so several app processes share the same files.
 * Keys are relative paths with forward slashes ("listings/12/ab34cd-800.webp"). Last, the
 * addresses of a stored photo's files (its WebP widths and sharing crop, written by
 * image-pipeline.infra.ts), which pages read without loading the image pipeline.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import { env, type Env } from '#config/env'
import { PHOTO_WIDTHS } from './photo-widths.constants'

export interface MediaStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>
  /** Removes every file whose key starts with the prefix ("listings/12/ab34cd" removes all its widths). */
  delete(prefix: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** The file's bytes, or null when there is none (a photo stored before its hash was kept is read back). */
  get(key: string): Promise<Uint8Array | null>
  publicUrl(key: string): string
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i

function assertKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === ''))
    throw new Error(`Unsafe media key: ${key}`)
}

/** Files under a folder on this machine. */
export function localStorage(root: string, publicBase = '/media'): MediaStorage {
  const fileOf = (key: string) => {
    assertKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, body) {
      const file = fileOf(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`
      await fs.writeFile(temporary, body)
      await fs.rename(temporary, file)
    },
    async delete(prefix) {
      const base = fileOf(prefix)
      const dir = path.dirname(base)
      const start = path.basename(base)
      let names: string[]
      try {
        names = await fs.readdir(dir)
      } catch {
        return
      }
      await Promise.all(
        names.filter((n) => n.startsWith(start)).map((n) => fs.rm(path.join(dir, n), { recursive: true, force: true })),
      )
    },
    async exists(key) {
      return fs.access(fileOf(key)).then(
        () => true,
        () => false,
      )
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    publicUrl(key) {
      assertKey(key)
      return `${publicBase}/${key}`
    },
  }
}

export interface S3Options {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** Base address visitors load files from (a CDN or the bucket itself). */
  publicUrl?: string
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), path-style addressing. */
export function s3Storage(options: S3Options): MediaStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 3,
  })
  const bucketUrl = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`
  const objectUrl = (key: string) => {
    assertKey(key)
    return `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`
  }
  const publicBase = (options.publicUrl ?? bucketUrl).replace(/\/$/, '')

  async function check(response: Response, what: string) {
    if (!response.ok)
      throw new Error(`S3 ${what} failed: ${response.status} ${await response.text().catch(() => '')}`.trim())
  }

  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: body as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      })
      await check(response, `PUT ${key}`)
    },
    async delete(prefix) {
      assertKey(prefix)
      let token: string | undefined
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix })
        if (token) query.set('continuation-token', token)
        const response = await client.fetch(`${bucketUrl}?${query}`)
        await check(response, `LIST ${prefix}`)
        const xml = await response.text()
        const keys = [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => decodeXml(m[1]))
        for (const key of keys) await check(await client.fetch(objectUrl(key), { method: 'DELETE' }), `DELETE ${key}`)
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? decodeXml(/<NextContinuationToken>([^<]+)</.exec(xml)?.[1] ?? '')
          : undefined
      } while (token)
    },
    async exists(key) {
      const response = await client.fetch(objectUrl(key), { method: 'HEAD' })
      if (response.status === 404) return false
      await check(response, `HEAD ${key}`)
      return true
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key))
      if (response.status === 404) return null
      await check(response, `GET ${key}`)
      return new Uint8Array(await response.arrayBuffer())
    },
    publicUrl(key) {
      assertKey(key)
      return `${publicBase}/${key}`
    },
  }
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The storage the settings ask for. */
export function storageFromEnv(settings: Env): MediaStorage {
  if (settings.S3_ENDPOINT && settings.S3_BUCKET) {
    return s3Storage({
      endpoint: settings.S3_ENDPOINT,
      bucket: settings.S3_BUCKET,
      accessKeyId: settings.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? '',
      region: settings.S3_REGION,
      publicUrl: settings.S3_PUBLIC_URL,
    })
  }
  return localStorage(path.join(settings.DATA_DIR_ABS, 'media'))
}

let cached: { settings: Env; storage: MediaStorage } | undefined

/** This process's media storage (rebuilt when the settings object changes, as in tests). */
export function mediaStorage(): MediaStorage {
  const settings = env()
  if (cached?.settings !== settings) cached = { settings, storage: storageFromEnv(settings) }
  return cached.storage
}

/** Public address of a stored file (agency logo, banner, photo rendition) by its key. */
export function mediaUrl(key: string | null | undefined): string | null {
  if (!key) return null
  return /^https?:\/\//.test(key) ? key : mediaStorage().publicUrl(key)
}

/** Width used for `src` when the browser ignores srcset. */
const DEFAULT_SRC_WIDTH = 800

export interface PhotoRef {
  storageKey: string
  /** "480,800,1200" as stored, or the numbers. */
  widths: string | readonly number[] | null
}

export interface PhotoUrls {
  src: string
  srcset: string
  /** The 1200×630 JPEG for og:image. */
  og: string
}

export function parseWidths(widths: PhotoRef['widths']): number[] {
  if (widths == null) return []
  const list = typeof widths === 'string' ? widths.split(',').map((w) => Number(w.trim())) : [...widths]
  return list.filter((w) => Number.isInteger(w) && w > 0).sort((a, b) => a - b)
}

/** Addresses of a stored photo for <img src srcset> and Open Graph. */
export function photoUrls(photo: PhotoRef, storage: MediaStorage = mediaStorage()): PhotoUrls {
  const widths = parseWidths(photo.widths)
  const usable = widths.length ? widths : [...PHOTO_WIDTHS]
  const srcWidth = [...usable].reverse().find((w) => w <= DEFAULT_SRC_WIDTH) ?? usable[0]
  return {
    src: storage.publicUrl(`${photo.storageKey}-${srcWidth}.webp`),
    srcset: usable.map((w) => `${storage.publicUrl(`${photo.storageKey}-${w}.webp`)} ${w}w`).join(', '),
    og: storage.publicUrl(`${photo.storageKey}-og.jpg`),
  }
}
