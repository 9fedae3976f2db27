import type { PublicUser } from '@contracts/auth';
import type { Property } from '@contracts/property';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { lazyOpenDialog } from '@/components/lazy-open-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyProperties } from '../api/get-my-properties';
import { FORM_RESET_MS } from '../lib/timings';
import { MyPropertiesHeader } from './my-properties-header';
import { MyPropertyList } from './my-property-list';
import { SignedOutNotice } from './signed-out-notice';

// The listing form (its fields, schema and address look-up) loads when it is first opened.
const PropertyFormDialog = lazyOpenDialog(() =>
  import('./property-form-dialog').then((m) => m.PropertyFormDialog),
);

interface MyPropertiesPageProps {
  user: PublicUser | null;
  /** True until the auth check has settled. */
  authPending: boolean;
  onSignOut: () => void;
  isSigningOut: boolean;
  renderPhoto: (property: Property) => ReactNode;
}

/** /my-properties (SPEC 2): the signed-in user's own listings, to list, edit and remove. */
export function MyPropertiesPage({
  user,
  authPending,
  onSignOut,
  isSigningOut,
  renderPhoto,
}: MyPropertiesPageProps) {
  const query = useMyProperties(!authPending && user !== null);
  const [formOpen, setFormOpen] = useState(false);
  // Kept until the dialog has closed, so its title does not change while it goes.
  const [editing, setEditing] = useState<Property | undefined>();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  if (!user && authPending) return <Skeleton className="mx-auto my-12 h-64 max-w-7xl" />;
  if (!user) return <SignedOutNotice />;

  const openForm = (property?: Property) => {
    clearTimeout(resetTimer.current);
    setEditing(property);
    setFormOpen(true);
  };
  const closeForm = () => {
    setFormOpen(false);
    resetTimer.current = setTimeout(() => setEditing(undefined), FORM_RESET_MS);
  };
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <MyPropertiesHeader
        name={user.firstName || user.username}
        count={query.data?.length}
        onList={() => openForm()}
        onSignOut={onSignOut}
        isSigningOut={isSigningOut}
      />
      <MyPropertyList
        properties={query.data}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        onList={() => openForm()}
        onEdit={openForm}
        renderPhoto={renderPhoto}
      />
      <PropertyFormDialog
        open={formOpen}
        onOpenChange={(open) => (open ? setFormOpen(true) : closeForm())}
        property={editing}
        owner={{ name: fullName || user.username, email: user.email }}
        onSaved={closeForm}
      />
    </div>
  );
}
