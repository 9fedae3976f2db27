import { SoldDataStatus } from './sold-data-status';

/** Title, one-line purpose and the data coverage note every sold-price page opens with. */
export function SoldPageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="text-slate-600">{intro}</p>
      <SoldDataStatus />
    </header>
  );
}
