import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { BackButton } from '@/components/ui/back-button';

interface StaticPageProps {
  title: string;
  /** e.g. 'August 2025'; shown as 'Last updated: August 2025'. */
  lastUpdated?: string;
  /** The opening paragraph, which is also the page's description for search engines. */
  intro: string;
  /** The page's path, its canonical address. */
  path: string;
  children: ReactNode;
}

/** Shared frame of About Us and the policy pages: metadata, Back button, title, readable text column. */
export function StaticPage({ title, lastUpdated, intro, path, children }: StaticPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageMeta page={title} description={intro} path={path} openGraph={{}} />
      <BackButton className="-ml-3 mb-6" />
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lastUpdated && <p className="mt-2 text-sm text-slate-500">Last updated: {lastUpdated}</p>}
        <div className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</div>
      </header>
      <div
        className={[
          'mt-8 space-y-8 leading-relaxed text-slate-700',
          '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
          '[&_li]:mt-1.5 [&_p+p]:mt-3 [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6',
        ].join(' ')}
      >
        {children}
      </div>
    </article>
  );
}
