import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A sold home's address: a link to its sale history when the sale has a postcode to look it up by. */
export function SoldAddressLink({ address, postcode }: { address: string; postcode: string | null }) {
  return postcode ? (
    <Link
      to={paths.soldHistory(address, postcode)}
      className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
    >
      {address}
    </Link>
  ) : (
    <span className="font-medium text-slate-900">{address}</span>
  );
}
