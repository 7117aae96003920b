/**
 * The result cards draw their icons from the SVG files in ./icons (CSS masks, search.css)
 * instead of repeating the components' markup 24 times: each file must draw what its
 * component draws, so the search page and the listing page keep the same icons.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createElement, type FC, type SVGProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { IconArea, IconBath, IconBed, IconCar, IconPin } from '~/components/listing/listing-icons'
import { IconCompare, IconHeart } from '~/components/shell/icons'

const ICONS: Record<string, FC<SVGProps<SVGSVGElement>>> = {
  pin: IconPin,
  area: IconArea,
  bed: IconBed,
  bath: IconBath,
  car: IconCar,
  heart: IconHeart,
  compare: IconCompare,
}

/** The shapes of a drawing (element and geometry), without the paint attributes. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(path|circle|rect|line|polyline)\b([^>]*?)\/?>/g)].map(([, tag, attrs]) => {
    const geometry = [...attrs.matchAll(/(?:^|\s)(d|x|y|cx|cy|r|rx|width|height|points)="([^"]*)"/g)]
    return `${tag} ${geometry.map(([, k, v]) => `${k}=${v}`).join(' ')}`
  })
}

test.each(Object.keys(ICONS))('icons/%s.svg draws what its component draws', (name) => {
  const file = fs.readFileSync(path.join(import.meta.dirname, 'icons', `${name}.svg`), 'utf8')
  const component = renderToStaticMarkup(createElement(ICONS[name]))
  expect(shapes(file)).toEqual(shapes(component))
  expect(shapes(file).length).toBeGreaterThan(0)
  expect(file).toContain('viewBox="0 0 24 24"')
})

test('every icon file is one the stylesheet uses', () => {
  const css = fs.readFileSync(path.join(import.meta.dirname, 'search.css'), 'utf8')
  const used = new Set([...css.matchAll(/url\('\.\/icons\/([\w-]+)\.svg'\)/g)].map((m) => m[1]))
  const files = fs.readdirSync(path.join(import.meta.dirname, 'icons')).map((f) => f.replace(/\.svg$/, ''))
  expect(files.sort()).toEqual([...used].sort())
})
