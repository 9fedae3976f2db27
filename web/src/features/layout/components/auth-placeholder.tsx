/** Grey stand-in for the account controls while we do not know yet who is signed in. */
export function AuthPlaceholder() {
  return (
    <div role="status" className="flex items-center gap-2">
      <span className="h-9 w-24 animate-pulse rounded-md bg-slate-200" aria-hidden />
      <span className="sr-only">Checking your sign-in...</span>
    </div>
  );
}
