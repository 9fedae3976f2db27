import type { Property } from '@contracts/property';
import { Building2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminProperties } from '../api/get-admin-properties';
import { ADMIN_CARDS_PER_PAGE, pageCount, rangeLabel } from '../lib/paging';
import { AdminPropertyCard } from './admin-property-card';
import { CardGridSkeleton } from './card-grid-skeleton';
import { EditPropertyDialog } from './edit-property-dialog';
import { ListToolbar } from './list-toolbar';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import type { ListState } from '../lib/list-state';

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
  const data = query.data;

  // Deleting the last card of the last page leaves it empty: step back to the page that still exists.
  useEffect(() => {
    if (!data || query.isPlaceholderData || data.items.length > 0 || list.page <= 1) return;
    onList({ ...list, page: Math.min(list.page - 1, pageCount(data.total, ADMIN_CARDS_PER_PAGE)) });
  }, [data, query.isPlaceholderData, list, onList]);

  const closeDialog = () => {
    setDialogOpen(false);
    // SPEC 4: after a save (or cancel) the selection clears.
    setEditing(null);
  };

  let body: ReactNode;
  if (query.isPending) body = <CardGridSkeleton label="Loading properties" />;
  else if (query.isError && !data)
    body = <LoadError what="Properties" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!data || data.items.length === 0)
    body = (
      <EmptyState
        icon={<Building2 />}
        title="No properties found"
        description={
          list.q ? `Nothing matches “${list.q}”. Try another search.` : 'No listings on the site yet.'
        }
        className="rounded-xl border border-dashed border-slate-300 bg-white py-12"
      />
    );
  else
    body = (
      <ul
        aria-label="Properties"
        aria-busy={query.isPlaceholderData || undefined}
        className={`grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.items.map((property) => (
          <li key={property.id}>
            <AdminPropertyCard
              property={property}
              thumbnail={renderThumbnail(property)}
              onEdit={() => {
                setEditing(property);
                setDialogOpen(true);
              }}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="admin-properties-title" className="space-y-4">
      <h2 id="admin-properties-title" className="sr-only">
        Properties
      </h2>
      <ListToolbar
        search={
          <SearchBox
            label="Search properties"
            placeholder="Search title, address, town or postcode"
            value={list.q}
            onSearch={(q) => q !== list.q && onList({ page: 1, q })}
          />
        }
        summary={data ? rangeLabel(data.page, data.pageSize, data.total, noun) : ''}
      />
      {body}
      {data && (
        <Pagination
          label="Properties pages"
          page={list.page}
          pageSize={ADMIN_CARDS_PER_PAGE}
          total={data.total}
          onPage={(page) => onList({ ...list, page })}
        />
      )}
      <EditPropertyDialog
        property={editing}
        open={dialogOpen}
        onOpenChange={(open) => (open ? setDialogOpen(true) : closeDialog())}
        onSaved={closeDialog}
      />
    </section>
  );
}
