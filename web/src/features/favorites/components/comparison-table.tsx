import type { ComparedHome, Comparison } from '@contracts/favorite';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney, formatNumber, plural } from '@/lib/format';

const year = (date: string) => date.slice(0, 4);

function medianText(home: ComparedHome) {
  const local = home.localMedian;
  if (!local) return { value: 'Not enough sales', detail: 'Too few sales loaded for this area' };
  const years =
    year(local.firstSale) === year(local.lastSale)
      ? year(local.lastSale)
      : `${year(local.firstSale)}–${year(local.lastSale)}`;
  const kind = local.kind === 'flats' ? plural(local.sales, 'flat') : plural(local.sales, 'house');
  return {
    value: formatMoney(local.median),
    detail: `${formatNumber(local.sales)} ${kind} sold in ${local.area}, ${years}`,
  };
}

const ROWS: { label: string; cell: (home: ComparedHome) => { value: string; detail?: string } }[] = [
  { label: 'Price', cell: (h) => ({ value: formatMoney(h.property.price) }) },
  {
    label: '£ per sq ft',
    cell: (h) => ({ value: h.pricePerSqft === null ? 'N/A' : formatMoney(h.pricePerSqft) }),
  },
  { label: 'Bedrooms', cell: (h) => ({ value: formatNumber(h.property.bedrooms) }) },
  { label: 'Bathrooms', cell: (h) => ({ value: formatNumber(Number(h.property.bathrooms)) }) },
  { label: 'Type', cell: (h) => ({ value: h.property.propertyType }) },
  {
    label: 'Year built',
    cell: (h) => ({ value: h.property.yearBuilt ? String(h.property.yearBuilt) : 'N/A' }),
  },
  { label: 'Local sold-price median', cell: medianText },
];

/** Saved homes side by side: one column per home, one row per fact (scrolls sideways on a phone). */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  return (
    // min-w-0: the dialog is a grid, and the wide table must scroll inside it, not widen it.
    <div className="min-w-0 space-y-3">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Saved homes compared</caption>
          <thead>
            <tr>
              <td className="w-36" />
              {comparison.homes.map(({ property }) => (
                <th key={property.id} scope="col" className="p-2 text-left align-bottom font-semibold">
                  <Link
                    to={paths.property(property.id)}
                    className="line-clamp-2 text-brand-700 hover:underline"
                  >
                    {property.title}
                  </Link>
                  <span className="block text-xs font-normal text-slate-500">{property.city}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(({ label, cell }) => (
              <tr key={label} className="border-t border-slate-200">
                <th scope="row" className="p-2 text-left font-medium text-slate-600">
                  {label}
                </th>
                {comparison.homes.map((home) => {
                  const { value, detail } = cell(home);
                  return (
                    <td key={home.property.id} className="p-2 align-top">
                      <span className="font-semibold text-slate-900">{value}</span>
                      {detail && <span className="block text-xs text-slate-500">{detail}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">{comparison.attribution}</p>
    </div>
  );
}
