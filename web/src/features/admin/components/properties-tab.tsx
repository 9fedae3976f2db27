import type { Property } from '@contracts/property';
import { Building2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { lazyOpenDialog } from '@/components/lazy-open-dialog';
import { useAdminProperties } from '../api/get-admin-properties';
import type { ListState } from '../lib/list-state';
import { ADMIN_CARDS_PER_PAGE } from '../lib/paging';
import { AdminListSection } from './admin-list-section';
import { AdminPropertyCard } from './admin-property-card';

// The edit form loads when a listing is first edited.
const EditPropertyDialog = lazyOpenDialog(() =>
  import('./edit-property-dialog').then((m) => m.EditPropertyDialog),
);

interface PropertiesTabProps {
  list: ListState;
  onList: (list: ListState) => void;
  renderThumbnail: (property: Property) => ReactNode | null;
}

const noun = { one: 'property', many: 'properties' };

/** SPEC 2, Properties: every listing as a card, searchable and paged, to edit or delete. */
export function PropertiesTab({ list, onList, renderThumbnail }: PropertiesTabProps) {
  const query = useAdminProperties({ page: list.page, pageSize: ADMIN_CARDS_PER_PAGE, q: list.q });
  const [editing, setEditing] = useState<Property | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const closeDialog = () => {
    setDialogOpen(false);
    // SPEC 4: after a save (or cancel) the selection clears.
    setEditing(null);
  };

  return (
    <AdminListSection
      title="Properties"
      noun={noun}
      search={{ label: 'Search properties', placeholder: 'Title, address, town or postcode' }}
      empty={{
        icon: <Building2 />,
        title: 'No properties found',
        description: list.q
          ? `Nothing matches “${list.q}”. Try another search.`
          : 'No listings on the site yet.',
      }}
      list={list}
      onList={onList}
      query={query}
      itemKey={(property) => property.id}
      renderItem={(property) => (
        <AdminPropertyCard
          property={property}
          thumbnail={renderThumbnail(property)}
          onEdit={() => {
            setEditing(property);
            setDialogOpen(true);
          }}
        />
      )}
    >
      <EditPropertyDialog
        property={editing}
        open={dialogOpen}
        onOpenChange={(open) => (open ? setDialogOpen(true) : closeDialog())}
        onSaved={closeDialog}
      />
    </AdminListSection>
  );
}
