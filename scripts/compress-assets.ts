/**
 * After `react-router build`: writes Brotli (quality 11) and gzip copies of the hashed client
 * assets, which the server sends as they are (serveStatic `precompressed`) instead of
 * compressing each answer on the fly at a lower level. The gzip copies come from Zopfli: the
 * same format every browser and proxy reads, 3 % smaller than zlib's level 9 on these scripts
 * (6 s more per build), and gzip is what the first-load budget counts (issue 15).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const clientDir = path.resolve(process.env.WI_BUILD_DIR ?? 'build', 'client')
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/
const MIN_BYTES = 1024

let files = 0
let before = 0
let afterBr = 0
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const data = fs.readFileSync(file)
  if (data.length < MIN_BYTES) continue
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  })
  fs.writeFileSync(`${file}.br`, br)
  // One at a time: the WebAssembly encoder hands back a view of its own memory.
  fs.writeFileSync(`${file}.gz`, Buffer.from(await gzipAsync(data, { numiterations: 5 })))
  files++
  before += data.length
  afterBr += br.length
}
console.log(
  `Compressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB with Brotli`,
)
