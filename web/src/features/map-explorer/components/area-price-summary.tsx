import { type AreaPriceFigures, changeTone, formatChange, formatPriceShort } from '../lib/area-price-figures';

/** An insight row's price at a glance: '£650k · +8.3%', and where the figure comes from. */
export function AreaPriceSummary({ figures }: { figures: AreaPriceFigures }) {
  if (figures.kind === 'loading') return <span className="text-sm text-slate-500">Loading prices...</span>;
  const price = figures.kind === 'sold' ? figures.medianPrice : figures.averagePrice;
  return (
    <span className="text-sm text-slate-600">
      {formatPriceShort(price)}
      {figures.changePercent !== null && (
        <>
          {' · '}
          <span className={changeTone(figures.changePercent)}>{formatChange(figures.changePercent)}</span>
        </>
      )}
    </span>
  );
}

/** Under the area's name: the period a median covers, or that the figure is only indicative. */
export function AreaPriceSource({ figures }: { figures: AreaPriceFigures }) {
  if (figures.kind === 'loading') return null;
  return (
    <span className="block text-xs font-normal text-slate-500">
      {figures.kind === 'sold' ? `Median sold price, ${figures.period}` : 'Indicative price'}
    </span>
  );
}
