import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useProperty } from '@/features/listings/api/get-property';
import { PropertyDetailSkeleton } from '@/features/listings/components/property-detail-skeleton';
import { PropertyDetailView } from '@/features/listings/components/property-detail-view';
import { PropertyNotFound } from '@/features/listings/components/property-not-found';
import { useRecordView } from '@/features/listings/hooks/use-record-view';
import { hasErrorCode } from '@/lib/api-client';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /property/:id (SPEC 2, Property detail). */
export function Component() {
  const { id = '' } = useParams();
  const { user, isAuthenticated } = useAuth();
  // Not a listing id at all: no request, straight to 'not found'.
  const valid = UUID.test(id);
  const property = useProperty(valid ? id : undefined);
  useRecordView(property.data?.id);
  // One object per user: the contact form is hydrated apart, and new props would hydrate it at once.
  const contactDefaults = useMemo(
    () => user && { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email },
    [user],
  );

  if (!valid) return <PropertyNotFound />;
  if (property.isPending) return <PropertyDetailSkeleton />;
  if (property.isError) {
    const error = property.error;
    if (hasErrorCode(error, 'not_found')) return <PropertyNotFound />;
    return (
      <EmptyState
        headingLevel="h1"
        title="Unable to load this property"
        description="Please check your connection and try again."
      >
        <Button type="button" onClick={() => void property.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  return (
    <PropertyDetailView
      key={property.data.id}
      property={property.data}
      isAuthenticated={isAuthenticated}
      contactDefaults={contactDefaults ?? undefined}
    />
  );
}
