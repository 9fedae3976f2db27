/**
 * The parts of the built index.html a server render reuses: Vite writes the hashed script, style
 * and preload links there, so the rendered document takes them from it rather than from a second
 * list that could drift. The page's own title and description replace the shell's.
 */
export interface HtmlTemplate {
  lang: string;
  bodyClass: string;
  head: { tag: 'meta' | 'link' | 'script'; props: Record<string, string | boolean> }[];
}

/** HTML attribute names whose React prop differs. */
const REACT_PROP: Record<string, string> = {
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  'http-equiv': 'httpEquiv',
  class: 'className',
  referrerpolicy: 'referrerPolicy',
};

function attributes(text: string): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [, name, value] of text.matchAll(/([\w:-]+)(?:\s*=\s*"([^"]*)")?/g)) {
    const key = name!.toLowerCase();
    // A bare attribute is true, except crossorigin, whose bare form means 'anonymous'.
    props[REACT_PROP[key] ?? key] = value ?? (key === 'crossorigin' ? '' : true);
  }
  return props;
}

export function parseHtmlTemplate(html: string): HtmlTemplate {
  const headHtml = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const head: HtmlTemplate['head'] = [];
  for (const [, tag, attrs] of headHtml.matchAll(/<(meta|link|script)\b([^>]*?)\/?>/gi)) {
    const props = attributes(attrs!);
    if (tag === 'meta' && props.name === 'description') continue;
    head.push({ tag: tag!.toLowerCase() as 'meta' | 'link' | 'script', props });
  }
  return {
    lang: /<html[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? 'en-GB',
    bodyClass: /<body[^>]*\bclass="([^"]*)"/i.exec(html)?.[1] ?? '',
    head,
  };
}
