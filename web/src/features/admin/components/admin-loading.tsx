import { PageSpinner } from '@/components/ui/page-spinner';

/** SPEC 2: shown while the auth check runs. */
export function AdminLoading() {
  return (
    <>
      <h1 className="sr-only">Admin Panel</h1>
      <PageSpinner message="Loading Admin Panel" />
    </>
  );
}
