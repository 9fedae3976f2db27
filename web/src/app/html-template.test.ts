import { describe, expect, it } from 'vitest';
import { parseHtmlTemplate } from './html-template';

const BUILT = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="The shell's own description."
    />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Home Hunter</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body class="min-h-screen bg-white">
    <div id="root"></div>
  </body>
</html>`;

describe('parseHtmlTemplate', () => {
  const template = parseHtmlTemplate(BUILT);

  it('keeps the built head as React props, with the hashed assets', () => {
    expect(template.head).toEqual([
      { tag: 'meta', props: { charSet: 'UTF-8' } },
      { tag: 'meta', props: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' } },
      { tag: 'link', props: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
      { tag: 'script', props: { type: 'module', crossOrigin: '', src: '/assets/index-abc.js' } },
      { tag: 'link', props: { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-def.js' } },
      { tag: 'link', props: { rel: 'stylesheet', crossOrigin: '', href: '/assets/index-123.css' } },
    ]);
  });

  it("leaves out the shell's description and title, which each page gives itself", () => {
    expect(JSON.stringify(template.head)).not.toContain('description');
    expect(JSON.stringify(template.head)).not.toContain('title');
  });

  it('reads the language and the body class', () => {
    expect(template.lang).toBe('en-GB');
    expect(template.bodyClass).toBe('min-h-screen bg-white');
  });
});
