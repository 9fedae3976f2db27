import { Construction } from 'lucide-react';

/** Body of a screen that is not built yet, shown inside the real layout. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <Construction className="mb-4 h-12 w-12 text-brand-600" aria-hidden />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">Coming soon. We are building this page.</p>
    </section>
  );
}
