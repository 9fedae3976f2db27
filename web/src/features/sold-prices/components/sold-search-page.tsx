import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { SoldPageFooter } from './sold-page-footer';
import { SoldPageHeader } from './sold-page-header';
import { SoldPricesMeta } from './sold-prices-meta';
import type { SoldSearch } from '../lib/sold-search';

interface SoldSearchPageProps {
  title: string;
  intro: string;
  /** The page's own path, left out of the links to the other searches; its canonical address. */
  current: string;
  /** A search held in the page's URL, which names the page for search engines and previews. */
  urlSearch?: SoldSearch | null;
  /** The search form and anything beside it, shown in one card under the header. */
  form: ReactNode;
  /** Shown under the form: the results, a note. */
  children: ReactNode;
  /** In the footer, before the links to the other searches. */
  footnote?: ReactNode;
  narrow?: boolean;
}

/** The frame every sold-price search page shares: header with the data status, form card, results, footer. */
export function SoldSearchPage({
  title,
  intro,
  current,
  urlSearch,
  form,
  children,
  footnote,
  narrow,
}: SoldSearchPageProps) {
  return (
    <div className={cn('mx-auto space-y-6 px-4 py-8 sm:py-10', narrow ? 'max-w-4xl' : 'max-w-5xl')}>
      <SoldPricesMeta page={title} description={intro} path={current} search={urlSearch} />
      <SoldPageHeader title={title} intro={intro} />
      <Card>
        <CardContent className="space-y-5 pt-6">{form}</CardContent>
      </Card>
      {children}
      <SoldPageFooter current={current}>{footnote}</SoldPageFooter>
    </div>
  );
}
