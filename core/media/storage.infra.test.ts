// The S3 storage against a small local server speaking the S3 REST protocol (path-style
// PUT, HEAD, GET, DELETE and ListObjectsV2), checking that every call is SigV4-signed.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { s3Storage } from './storage.infra'

const objects = new Map<string, { body: Buffer; type: string }>()
const unsigned: string[] = []
let server: http.Server
let endpoint: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (
      !/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request/.test(req.headers.authorization ?? '')
    )
      unsigned.push(req.url ?? '')
    const [, bucket, ...rest] = url.pathname.split('/')
    const key = rest.map(decodeURIComponent).join('/')
    if (bucket !== 'media') return void res.writeHead(404).end()
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) })
        return void res.writeHead(200).end()
      }
      if (req.method === 'HEAD') return void res.writeHead(objects.has(key) ? 200 : 404).end()
      if (req.method === 'GET' && key) {
        const object = objects.get(key)
        if (!object) return void res.writeHead(404).end()
        return void res.writeHead(200, { 'content-type': object.type }).end(object.body)
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        return void res.writeHead(204).end()
      }
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? ''
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix))
        res.writeHead(200, { 'content-type': 'application/xml' })
        return void res.end(
          `<?xml version="1.0"?><ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`,
        )
      }
      res.writeHead(400).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('S3 storage puts, finds and deletes by prefix, signing every request', async () => {
  const storage = s3Storage({
    endpoint,
    bucket: 'media',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret',
    region: 'eu-west-1',
  })
  await storage.put('listings/9/k1-480.webp', new Uint8Array([1, 2, 3]), 'image/webp')
  await storage.put('listings/9/k1-og.jpg', new Uint8Array([4]), 'image/jpeg')
  await storage.put('listings/9/k2-480.webp', new Uint8Array([5]), 'image/webp')
  expect(objects.get('listings/9/k1-480.webp')).toEqual({ body: Buffer.from([1, 2, 3]), type: 'image/webp' })
  expect(await storage.exists('listings/9/k1-og.jpg')).toBe(true)
  expect(await storage.get('listings/9/k1-480.webp')).toEqual(new Uint8Array([1, 2, 3]))
  expect(await storage.get('listings/9/k9-480.webp')).toBeNull()

  await storage.delete('listings/9/k1')
  expect([...objects.keys()]).toEqual(['listings/9/k2-480.webp'])
  expect(await storage.exists('listings/9/k1-og.jpg')).toBe(false)
  expect(unsigned).toEqual([])
})

test('public addresses: the bucket by default, a CDN when configured', () => {
  const base = { endpoint, bucket: 'media', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', region: 'eu-west-1' }
  expect(s3Storage(base).publicUrl('demo/a-800.webp')).toBe(`${endpoint}/media/demo/a-800.webp`)
  expect(s3Storage({ ...base, publicUrl: 'https://cdn.example.com/' }).publicUrl('demo/a-800.webp')).toBe(
    'https://cdn.example.com/demo/a-800.webp',
  )
})
