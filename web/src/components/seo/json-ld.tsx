/**
 * JSON for a `<script type="application/ld+json">` block. `<` is written as \u003c so text from a
 * listing ('</script><script>…') cannot end the block; `>`, `&` and the two JavaScript line
 * separators are escaped too, as HTML and older parsers may read them. The result is still the
 * same JSON to any JSON parser.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * schema.org structured data. A data block, never run, so the site's CSP (no inline script) allows
 * it; React leaves it where it is rendered, and search engines read it anywhere in the page.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
