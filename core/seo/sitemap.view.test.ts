import { expect, test } from 'vitest'
import { listingChunkCount, parseSitemapChunk, robotsTxt, sitemapIndexXml, urlSetXml, xmlEscape } from './sitemap.view'

test('a url set escapes its addresses and carries lastmod', () => {
  const xml = urlSetXml([{ loc: 'https://wi.co/properties/search?a=1&b=2', lastmod: new Date('2026-03-01T10:00:00Z') }])
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect(xml).toContain(
    '<loc>https://wi.co/properties/search?a=1&amp;b=2</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>',
  )
  expect(xmlEscape(`<"'>`)).toBe('&lt;&quot;&apos;&gt;')
})

test('the index lists its chunks; 10,000 listings per chunk', () => {
  expect(sitemapIndexXml([{ loc: 'https://wi.co/sitemaps/listings-1.xml' }])).toContain(
    '<sitemap><loc>https://wi.co/sitemaps/listings-1.xml</loc></sitemap>',
  )
  expect(listingChunkCount(0)).toBe(1)
  expect(listingChunkCount(10_000)).toBe(1)
  expect(listingChunkCount(10_001)).toBe(2)
  expect(parseSitemapChunk('listings-12.xml')).toEqual({ kind: 'listings', n: 12 })
  expect(parseSitemapChunk('landings-2.xml')).toEqual({ kind: 'landings', n: 2 })
  expect(parseSitemapChunk('projects-1.xml')).toEqual({ kind: 'projects', n: 1 })
  expect(parseSitemapChunk('listings-0.xml')).toBeNull()
  expect(parseSitemapChunk('listings-1.xml.gz')).toBeNull()
  expect(parseSitemapChunk('agencies-1.xml')).toBeNull()
})

test('robots.txt keeps crawlers out of the back-office, the API and visitors’ pages and points to the sitemap', () => {
  const txt = robotsTxt('https://wi.co')
  for (const path of ['/admin', '/api', '/user']) expect(txt).toContain(`Disallow: ${path}\n`)
  expect(txt).toContain('Sitemap: https://wi.co/sitemap.xml')
})
