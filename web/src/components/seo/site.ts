/** The site's name as search results and link previews show it. */
export const SITE_NAME = 'Home Hunter';

/** The browser tab's title for a page: '{page} · Home Hunter'. */
export const pageTitle = (page: string) => `${page} · ${SITE_NAME}`;

/** Search engines show about 155 characters of a description; longer ones are cut mid-word. */
const DESCRIPTION_MAX = 160;

/** One line of at most 160 characters, cut at a word with an ellipsis (listing descriptions run long). */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
