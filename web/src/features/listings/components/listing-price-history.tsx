import type { ListingHistoryEvent } from '@contracts/property';
import { formatDate, formatMoney } from '@/lib/format';
import { statusLabel } from '@/lib/property-labels';
import { useListingHistory } from '../api/get-listing-history';
import { DetailSection } from './detail-section';

function eventLabel(event: ListingHistoryEvent): string {
  switch (event.event) {
    case 'listed':
      return 'Added';
    case 'reduced':
      return 'Reduced';
    case 'increased':
      return 'Price increased';
    case 'status':
      return `Marked ${statusLabel(event.status ?? '').toLowerCase()}`;
  }
}

/** 'Price history' on the detail page: when it was added, every price change and status change. */
export function ListingPriceHistory({ propertyId }: { propertyId: string }) {
  const history = useListingHistory(propertyId);
  return (
    <DetailSection title="Price history">
      {history.isPending ? (
        <p className="text-sm text-slate-600">Loading price history...</p>
      ) : history.isError ? (
        <p className="text-sm text-slate-600">The price history could not be loaded.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Price history of this listing, newest first</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Date
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Event
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Price
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {history.data.map((event, index) => (
                <tr key={`${event.date}-${index}`}>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatDate(event.date)}</td>
                  <td className="px-4 py-2 text-slate-900">
                    {eventLabel(event)}
                    {event.previousPrice !== null && (
                      <span className="block text-xs text-slate-500">
                        from {formatMoney(event.previousPrice)}
                      </span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-4 py-2 text-right font-semibold text-slate-900">
                    {formatMoney(event.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DetailSection>
  );
}
