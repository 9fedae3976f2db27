import { Spinner } from './spinner';

/** Centred spinner with a visible message, for whole screens that are loading. */
export function PageSpinner({ message = 'Loading...' }: { message?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-slate-600"
    >
      <Spinner className="h-8 w-8" />
      <p>{message}</p>
    </div>
  );
}
