import type { ReactNode } from 'react';
import { SoldDataAttribution } from '@/components/sold-data-attribution';
import { SoldSearchLinks } from './sold-search-links';

/** The foot of every sold search page: anything page-specific, the other searches, the licence line. */
export function SoldPageFooter({ current, children }: { current: string; children?: ReactNode }) {
  return (
    <footer className="space-y-3 border-t border-slate-200 pt-4">
      {children}
      <SoldSearchLinks current={current} />
      <SoldDataAttribution />
    </footer>
  );
}
