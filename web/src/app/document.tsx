import { createElement, type ReactNode } from 'react';
import { PAGE_STATE_ID } from '@/lib/page-state';
import type { HtmlTemplate } from './html-template';

/**
 * The whole HTML document of a server-rendered page: the built index.html's head (styles, the
 * module script, icons), the screen inside #root (the browser hydrates only that), and the
 * answers it was rendered from. Titles and meta tags the screen renders are hoisted into <head>
 * by React.
 */
export function Document({
  template,
  pageState,
  children,
}: {
  template: HtmlTemplate;
  pageState: string;
  children: ReactNode;
}) {
  return (
    <html lang={template.lang}>
      <head>
        {template.head.map(({ tag, props }, index) => createElement(tag, { key: index, ...props }))}
      </head>
      <body className={template.bodyClass}>
        <div id="root">{children}</div>
        <script type="application/json" id={PAGE_STATE_ID} dangerouslySetInnerHTML={{ __html: pageState }} />
      </body>
    </html>
  );
}
