import { LAND_REGISTRY_ATTRIBUTION, OGL_URL } from '@/lib/attribution';
import { cn } from '@/lib/cn';

const LICENCE = 'Open Government Licence v3.0';
/** The attribution up to the licence's name, which becomes a link to the licence. */
const BEFORE_LICENCE = LAND_REGISTRY_ATTRIBUTION.slice(0, LAND_REGISTRY_ATTRIBUTION.lastIndexOf(LICENCE));

/** DESIGN 4: every page and panel showing sold data carries the Open Government Licence attribution. */
export function SoldDataAttribution({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-slate-500', className)}>
      {BEFORE_LICENCE}
      <a className="underline hover:text-slate-700" href={OGL_URL} rel="noreferrer" target="_blank">
        {LICENCE}
      </a>
      .
    </p>
  );
}
