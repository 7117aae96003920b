/**
 * Draws the home's city tiles as static SVG files (public/art/cities/<DANE code>.svg): a sky,
 * the sun, mountains or the sea, and a skyline whose buildings come from a small seeded
 * generator, so each city keeps its silhouette. Files, not inline SVG: the home's HTML stays
 * small and the tiles load like any image, after the text. Run
 * `npm exec -- tsx scripts/city-art.tsx`; the files are committed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { HOME_CITIES } from '~/components/shell/home-cities'

type Scene = 'valley' | 'coast' | 'plateau'

interface CityStyle {
  sky: [string, string]
  ground: string
  skyline: string
  sun: string
  scene: Scene
}

const STYLES: Record<string, CityStyle> = {
  '05266': { sky: ['#fff3c4', '#fecc2d'], ground: '#5d8a5b', skyline: '#3c475b', sun: '#ffffff', scene: 'valley' },
  '05088': { sky: ['#c9e3f5', '#8fbfdf'], ground: '#4f7a52', skyline: '#2c3444', sun: '#fecc2d', scene: 'valley' },
  '05360': { sky: ['#ffd9a8', '#f59f5b'], ground: '#6a7f4f', skyline: '#3c475b', sun: '#fff3c4', scene: 'valley' },
  '05001': { sky: ['#3c475b', '#1c2230'], ground: '#2f5a3f', skyline: '#0f141d', sun: '#fecc2d', scene: 'valley' },
  '11001': { sky: ['#dfe6ee', '#a9b7c8'], ground: '#64748b', skyline: '#3c475b', sun: '#fecc2d', scene: 'plateau' },
  '13001': { sky: ['#ffe8a3', '#ff9f68'], ground: '#1f7a8c', skyline: '#7a3b2e', sun: '#fff8db', scene: 'coast' },
  '76001': { sky: ['#ffd1dc', '#f08a9b'], ground: '#4f7a52', skyline: '#3c2a3e', sun: '#fecc2d', scene: 'valley' },
  '08001': { sky: ['#bde8f1', '#5fb6cf'], ground: '#23708a', skyline: '#253041', sun: '#fecc2d', scene: 'coast' },
}

function seeded(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function skyline(seed: number, count: number, base: number, maxHeight: number) {
  const random = seeded(seed)
  const width = 320 / count
  return Array.from({ length: count }, (_, i) => {
    const h = maxHeight * (0.35 + random() * 0.65)
    const w = width * (0.55 + random() * 0.35)
    return { x: i * width + (width - w) / 2, y: base - h, w, h, windows: random() > 0.35 }
  })
}

const round = (n: number) => Math.round(n * 10) / 10

function CityArt({ seed, style }: { seed: number; style: CityStyle }) {
  const buildings = skyline(seed, 11, 170, style.scene === 'plateau' ? 80 : 105)
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 320 200"
      width="320"
      height="200"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={style.sky[0]} />
          <stop offset="1" stopColor={style.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill="url(#sky)" />
      <circle cx={60 + (seed % 200)} cy="58" r="24" fill={style.sun} opacity="0.95" />
      {style.scene === 'valley' && (
        <>
          <path d="M0 120 60 70l50 35 55-55 60 50 45-30 50 40v110H0Z" fill={style.ground} opacity="0.45" />
          <path d="M0 140 70 100l60 30 70-45 60 40 60-25v100H0Z" fill={style.ground} opacity="0.7" />
        </>
      )}
      {style.scene === 'plateau' && (
        <path d="M0 125 40 95l40 18 50-40 45 30 55-35 50 32 40-15v110H0Z" fill={style.ground} opacity="0.55" />
      )}
      {buildings.map((b, i) => (
        <g key={i}>
          <rect x={round(b.x)} y={round(b.y)} width={round(b.w)} height={round(b.h + 40)} rx="2" fill={style.skyline} />
          {b.windows &&
            Array.from({ length: Math.floor(b.h / 16) }, (_, row) => (
              <rect
                key={row}
                x={round(b.x + b.w * 0.25)}
                y={round(b.y + 8 + row * 16)}
                width={round(b.w * 0.5)}
                height="5"
                rx="1"
                fill={style.sun}
                opacity="0.55"
              />
            ))}
        </g>
      ))}
      {style.scene === 'coast' && (
        <>
          <rect y="168" width="320" height="32" fill={style.ground} />
          <path
            d="M0 176q20-7 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.5"
            strokeWidth="3"
          />
        </>
      )}
      {style.scene !== 'coast' && <rect y="168" width="320" height="32" fill={style.skyline} />}
    </svg>
  )
}

const outDir = path.join(process.cwd(), 'public', 'art', 'cities')
fs.mkdirSync(outDir, { recursive: true })
HOME_CITIES.forEach((city, i) => {
  const file = path.join(outDir, `${city.code}.svg`)
  fs.writeFileSync(
    file,
    renderToStaticMarkup(<CityArt seed={Number(city.code) + i} style={STYLES[city.code]} />) + '\n',
  )
  console.log(`${path.relative(process.cwd(), file)} ${fs.statSync(file).size} B`)
})
