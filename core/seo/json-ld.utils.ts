/**
 * JSON for a <script type="application/ld+json"> element. The text goes into HTML
 * unescaped, so `<`, `>` and `&` become \u escapes (a title containing "</script>" cannot
 * end the element) and so do U+2028/U+2029, which some parsers treat as line ends.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** schema.org BreadcrumbList of a trail (absolute addresses; the current page may have none). */
export function breadcrumbListJsonLd(items: Array<{ name: string; url: string | null }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  }
}
