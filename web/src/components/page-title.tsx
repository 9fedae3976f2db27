/** The browser tab's title for a page (React 19 hoists it into <head>): '{page} · Home Hunter'. */
export function PageTitle({ page }: { page: string }) {
  return <title>{`${page} · Home Hunter`}</title>;
}
