import type { SoldResult } from '@contracts/sold/search';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { countLabel } from '@/lib/format';
import type { PostcodeMarker } from '../lib/map-markers';

const SALES_PER_POPUP = 5;

/** A postcode marker's popup: its first sales, each linking to its history. */
export function PostcodeSales({ marker }: { marker: PostcodeMarker<SoldResult> }) {
  return (
    <>
      <p className="!m-0 font-semibold">
        {marker.postcode} · {countLabel(marker.sales.length, 'sale')}
      </p>
      <ul className="mt-1 space-y-1">
        {marker.sales.slice(0, SALES_PER_POPUP).map((sale) => (
          <li key={sale.id}>
            <Link to={paths.soldHistory(sale.address, marker.postcode)}>{sale.address}</Link> —{' '}
            {sale.formattedPrice}
          </li>
        ))}
      </ul>
      {marker.sales.length > SALES_PER_POPUP && (
        <p className="!m-0 text-slate-500">and {marker.sales.length - SALES_PER_POPUP} more</p>
      )}
    </>
  );
}
