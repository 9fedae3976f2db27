import { SearchX } from 'lucide-react';
import { BackButton } from '@/components/ui/back-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/page-title';

/** SPEC 2: an unknown listing. */
export function PropertyNotFound() {
  return (
    <EmptyState
      icon={<SearchX />}
      headingLevel="h1"
      title="Property Not Found"
      description="The property you're looking for doesn't exist."
    >
      <PageTitle page="Property Not Found" />
      <BackButton variant="default">Go Back</BackButton>
    </EmptyState>
  );
}
