import type { SoldListing } from '@contracts/sold-listing';
import { BadgeCheck, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SoldNotice } from '@/components/sold-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useSoldListings } from '../api/get-sold-listings';
import { ADMIN_CARDS_PER_PAGE, pageCount, rangeLabel } from '../lib/paging';
import { CardGridSkeleton } from './card-grid-skeleton';
import { LoadError } from './load-error';
import { Pagination } from './pagination';

const noun = { one: 'sold listing', many: 'sold listings' };

function SoldListingCard({ listing }: { listing: SoldListing }) {
  return (
    <article
      aria-labelledby={`sold-${listing.propertyId}`}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="space-y-1">
        <h3 id={`sold-${listing.propertyId}`} className="line-clamp-2 font-semibold text-slate-900">
          <Link to={paths.property(listing.propertyId)} className="rounded hover:underline">
            {listing.title}
          </Link>
        </h3>
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          <span className="min-w-0">
            {listing.address}, {listing.city} <span className="whitespace-nowrap">{listing.zipCode}</span>
          </span>
        </p>
        <p className="text-sm text-slate-600">
          Listed {formatDate(listing.listedAt)}, marked sold {formatDate(listing.matchedAt)}
          {listing.ownerEmail ? `; owner ${listing.ownerEmail} was e-mailed` : '; no owner (demo listing)'}
        </p>
      </div>
      <SoldNotice
        listing={{
          id: listing.propertyId,
          title: listing.title,
          soldPrice: listing.soldPrice,
          soldDate: listing.soldDate,
        }}
        canUndo
        className="mt-auto p-3 text-sm"
      />
    </article>
  );
}

/**
 * Listings the sold-listings job marked sold because HM Land Registry registered a sale of their
 * address after they were listed (issue 21), each with the undo of a wrong match.
 */
export function SoldListingsTab() {
  const [page, setPage] = useState(1);
  const query = useSoldListings(page);
  const data = query.data;

  // Undoing the last card of the last page leaves it empty: step back to the page that still
  // exists (adjusted while rendering, as React suggests for state that follows other state).
  if (data && !query.isPlaceholderData && data.items.length === 0 && page > 1)
    setPage(Math.min(page - 1, pageCount(data.total, ADMIN_CARDS_PER_PAGE)));

  let body;
  if (query.isPending) body = <CardGridSkeleton label="Loading sold listings" />;
  else if (query.isError && !data)
    body = (
      <LoadError what="Sold listings" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  else if (!data || data.items.length === 0)
    body = (
      <EmptyState
        icon={<BadgeCheck />}
        title="No listings marked sold"
        description="After each Price Paid import and monthly update, listings whose address HM Land Registry records as sold after they were listed show here."
        className="rounded-xl border border-dashed border-slate-300 bg-white py-12"
      />
    );
  else
    body = (
      <ul
        aria-label="Sold listings"
        aria-busy={query.isPlaceholderData || undefined}
        className={`grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.items.map((listing) => (
          <li key={listing.propertyId}>
            <SoldListingCard listing={listing} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="admin-sold-listings-title" className="space-y-4">
      <h2 id="admin-sold-listings-title" className="sr-only">
        Sold listings
      </h2>
      {data && data.total > 0 && (
        <p className="text-sm text-slate-600">{rangeLabel(page, ADMIN_CARDS_PER_PAGE, data.total, noun)}</p>
      )}
      {body}
      {data && (
        <Pagination
          page={page}
          pageSize={ADMIN_CARDS_PER_PAGE}
          total={data.total}
          onPage={setPage}
          label="Sold listings pages"
        />
      )}
    </section>
  );
}
