import { cn } from '@/lib/cn';

/** DESIGN 4: every page showing sold data carries the Open Government Licence attribution. */
export function SoldDataAttribution({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-slate-500', className)}>
      Contains HM Land Registry data © Crown copyright and database right. This data is licensed under the{' '}
      <a
        className="underline hover:text-slate-700"
        href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/"
        rel="noreferrer"
        target="_blank"
      >
        Open Government Licence v3.0
      </a>
      .
    </p>
  );
}
