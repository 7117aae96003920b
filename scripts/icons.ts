/**
 * Draws the installable app's icons from the brand mark (the house with "Wi" of
 * public/logo.svg): 192 and 512 px with rounded corners, and a full-bleed maskable one
 * whose mark stays inside the 80 % safe zone. Run `npx tsx scripts/icons.ts`; the PNGs are
 * committed under public/icons/.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const BRAND = '#fecc2d'
const DARK = '#3c475b'

/** The mark of public/logo.svg, drawn in a 40 × 40 box. */
const MARK = `
  <path d="M7.5 18.5 20 8.5l12.5 10" fill="none" stroke="${DARK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M10.5 21.5 13.6 31l3.4-7.6 3.4 7.6 3.1-9.5" fill="none" stroke="${DARK}" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M28.2 24.2V31" stroke="${DARK}" stroke-width="2.8" stroke-linecap="round"/>
  <circle cx="28.2" cy="20.6" r="1.7" fill="${DARK}"/>`

/** An icon: the background (rounded or full bleed) and the mark scaled to `markShare` of the side. */
function svg(size: number, { rounded, markShare }: { rounded: boolean; markShare: number }) {
  const mark = size * markShare
  const offset = (size - mark) / 2
  const scale = mark / 40
  const radius = rounded ? size * 0.22 : 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset - size * 0.02}) scale(${scale})">${MARK}</g>
</svg>`
}

const outDir = path.join(process.cwd(), 'public', 'icons')
fs.mkdirSync(outDir, { recursive: true })

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, markShare: 0.92 },
  { file: 'icon-512.png', size: 512, rounded: true, markShare: 0.92 },
  // Maskable: the launcher crops to a circle or squircle; keep the mark within the middle 80 %.
  { file: 'maskable-512.png', size: 512, rounded: false, markShare: 0.7 },
  { file: 'maskable-192.png', size: 192, rounded: false, markShare: 0.7 },
]

for (const icon of icons) {
  const png = await sharp(Buffer.from(svg(icon.size, icon)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
  fs.writeFileSync(path.join(outDir, icon.file), png)
  console.log(`${icon.file}: ${png.length} bytes`)
}
