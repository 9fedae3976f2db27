import { SearchX } from 'lucide-react';
import { BackButton } from '@/components/ui/back-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageMeta } from '@/components/seo/page-meta';
import { useHttpStatus } from '@/lib/http-status';

/** SPEC 2: an unknown listing, answered as a 404 when the server renders it. */
export function PropertyNotFound() {
  useHttpStatus(404);
  return (
    <EmptyState
      icon={<SearchX />}
      headingLevel="h1"
      title="Property Not Found"
      description="The property you're looking for doesn't exist."
    >
      <PageMeta page="Property Not Found" noindex />
      <BackButton variant="default">Go Back</BackButton>
    </EmptyState>
  );
}
