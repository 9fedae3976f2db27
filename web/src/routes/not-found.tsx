import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { useHttpStatus } from '@/lib/http-status';

/** Read by the page-view beacon: this page is reported as a 404 (SPEC 2's Recent Activity). */
export const handle = { pageStatus: 404 };

export function Component() {
  // A real 404 when the server renders it, so search engines drop the address.
  useHttpStatus(404);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta page="Page Not Found" noindex />
      <SearchX className="h-14 w-14 text-brand-600" aria-hidden />
      <p className="mt-4 text-6xl font-bold text-slate-500">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Back to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.search}>Search Properties</Link>
        </Button>
      </div>
    </section>
  );
}
