import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a screen fails to load (for example after a deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Sorry, this page could not be shown</h1>
      <p className="mt-3 text-slate-600">{detail} Please reload the page or go back home.</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          className="rounded-md border px-4 py-2"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link className="rounded-md bg-brand-600 px-4 py-2 text-white" to="/">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
