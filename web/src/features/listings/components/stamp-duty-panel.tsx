import {
  BUYER_CASE_LABELS,
  BUYER_CASES,
  stampDuty,
  TAX_NATIONS,
  TAX_RATES_IN_FORCE,
  taxNationForPostcode,
  type BuyerCase,
  type TaxNation,
} from '@contracts/stamp-duty';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { formatMoney } from '@/lib/format';
import { RATES_PAGES } from '../lib/stamp-duty-display';
import { DetailSection } from './detail-section';
import { StampDutyBands } from './stamp-duty-bands';

const CASE_CHOICES = BUYER_CASES.map((value) => ({ value, label: BUYER_CASE_LABELS[value] }));
const NATION_CHOICES: { value: TaxNation; label: string }[] = TAX_NATIONS.map((value) => ({
  value,
  label: value === 'england' ? 'England' : 'Wales',
}));

/**
 * 'Stamp duty' on a listing: the tax on its asking price for the buyer's case, in England (SDLT)
 * or Wales (LTT), with the bands and the source of the rates. `contracts/stamp-duty.ts` computes it.
 */
export function StampDutyPanel({ price, postcode }: { price: number; postcode: string }) {
  const [buyerCase, setBuyerCase] = useState<BuyerCase>('standard');
  const [nation, setNation] = useState<TaxNation>(() => taxNationForPostcode(postcode));
  const result = stampDuty(price, buyerCase, nation);
  const source = RATES_PAGES[nation];

  return (
    <DetailSection title="Stamp duty">
      <div className="space-y-5 rounded-xl border border-slate-200 p-4 sm:p-5">
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <ChoiceGroup
            legend="You are buying as"
            choices={CASE_CHOICES}
            value={buyerCase}
            onChange={setBuyerCase}
          />
          <ChoiceGroup legend="The home is in" choices={NATION_CHOICES} value={nation} onChange={setNation} />
        </div>

        <div aria-live="polite" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
            <div>
              <p className="text-sm text-slate-600">
                {result.taxName} on {formatMoney(price)}
              </p>
              <p className="text-3xl font-bold text-slate-900" data-testid="stamp-duty-tax">
                {formatMoney(result.tax)}
              </p>
            </div>
            <p className="text-sm text-slate-700">
              Effective rate <strong data-testid="stamp-duty-rate">{result.effectiveRate}%</strong> of the
              price
            </p>
          </div>
          {result.note && (
            <Alert>
              <Info aria-hidden />
              <p>{result.note}</p>
            </Alert>
          )}
          <StampDutyBands result={result} price={price} />
        </div>

        <p className="text-xs text-slate-600">
          A guide, not tax advice: rates are {TAX_RATES_IN_FORCE[nation]} (
          <a href={source.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            {source.label}
          </a>
          ). The amount due depends on your circumstances and the completion date; your solicitor or
          conveyancer will confirm it.
        </p>
      </div>
    </DetailSection>
  );
}
