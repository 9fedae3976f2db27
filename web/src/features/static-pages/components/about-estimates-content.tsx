import { type AccuracyRow, ESTIMATE_ACCURACY } from '@contracts/estimate-accuracy';
import { Link } from 'react-router';
import { SoldDataAttribution } from '@/components/sold-data-attribution';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { PolicySection } from './policy-section';

const percent = (share: number) => `${formatNumber(share * 100, 1)}%`;

function AccuracyTable({ rows }: { rows: readonly AccuracyRow[] }) {
  return (
    <div
      className="mt-4 overflow-x-auto rounded-lg border border-slate-200"
      role="region"
      aria-label="Accuracy figures"
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Accuracy of our estimates in the backtest</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {[
              'Estimates',
              'Homes valued',
              'Share of all sales',
              'Typical error',
              'Within 10%',
              'Within 20%',
              'Inside the range',
            ].map((heading, i) => (
              <th
                key={heading}
                scope="col"
                className={i === 0 ? 'px-3 py-2 font-medium' : 'px-3 py-2 text-right font-medium'}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {row.label}
              </th>
              <td className="px-3 py-2 text-right">{formatNumber(row.valued)}</td>
              <td className="px-3 py-2 text-right">{percent(row.coverage)}</td>
              <td className="px-3 py-2 text-right">{percent(row.medianError)}</td>
              <td className="px-3 py-2 text-right">{percent(row.within10)}</td>
              <td className="px-3 py-2 text-right">{percent(row.within20)}</td>
              <td className="px-3 py-2 text-right">{percent(row.inRange)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How our estimates are made and how accurate they have been, with the figures of the last backtest. */
export function AboutEstimatesContent() {
  const all = ESTIMATE_ACCURACY.rows[0]!;
  return (
    <>
      <PolicySection title="How accurate they have been">
        <p>
          We valued {ESTIMATE_ACCURACY.window} as of the day before it sold, using only the sales registered
          before that day, and compared each estimate with the price paid. Half of the estimates were within{' '}
          <strong>{percent(all.medianError)}</strong> of the price (the typical error), and{' '}
          <strong>{percent(all.within10)}</strong> were within 10%. Measured on {ESTIMATE_ACCURACY.measured}.
        </p>
        <AccuracyTable rows={ESTIMATE_ACCURACY.rows} />
        <p>
          &lsquo;Inside the range&rsquo; is the share of prices paid that fell inside the estimate&apos;s
          likely range, which is meant to hold 8 in 10. The ranges were set from{' '}
          {ESTIMATE_ACCURACY.calibration} and tested on the later sales above, so the figure is not flattered
          by the data it was set on.
        </p>
      </PolicySection>
      <PolicySection title="How they are made">
        <ul>
          <li>
            <strong>The home&apos;s own last sale</strong>, if it has one, moved to today&apos;s prices by a
            local price index: how prices of flats, or of houses, have moved month by month in its postcode
            district, learnt from homes that sold more than once.
          </li>
          <li>
            <strong>Sales of the same type of home nearby</strong> in the last 10 years, each moved to
            today&apos;s prices the same way. Sales in the same building, on the same side of the street, in
            the same postcode and street count for more than sales elsewhere in the postcode sector; recent
            sales count for more than old ones. For a detached house their value is taken 11% lower: in our
            backtest it ran that much above the prices paid, as an area&apos;s detached sales include its
            largest houses.
          </li>
          <li>
            Each estimate page shows its working: every sale used, its price then and now, and its weight.
          </li>
        </ul>
      </PolicySection>
      <PolicySection title="What they cannot know">
        <p>
          HM Land Registry records the price, date, type and tenure of each sale, but not a home&apos;s size,
          its bedrooms or its condition. Two houses on one street can differ by a third, so estimates for
          detached and semi-detached houses are the least sure. When there is too little evidence we say so
          instead of guessing. An estimate is a guide, not a valuation: a surveyor or a local agent can see
          the home.
        </p>
        <p>
          Look up real prices paid on the <Link to={paths.soldPrices}>sold prices</Link> pages.
        </p>
      </PolicySection>
      <SoldDataAttribution />
    </>
  );
}
