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
