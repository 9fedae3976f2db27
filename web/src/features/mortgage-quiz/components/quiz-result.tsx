import { affordablePrice, TERM_YEARS } from '../lib/affordability';
import { Search, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatMoney, formatNumber } from '@/lib/format';
import type { QuizOutcome } from '../hooks/use-mortgage-quiz';
import { browsePropertiesUrl } from '../lib/quiz-steps';
import { outOfReach, outOfReachMessage, scoreDisplay } from '../lib/reach';
import { AdviceList } from './advice-list';
import { ResultFigure } from './result-figure';
import { ScoreMeter } from './score-meter';

/** Step 4 (SPEC 2): the estimate, what to watch out for, and homes within reach. */
export function QuizResult({ outcome: { answers, result } }: { outcome: QuizOutcome }) {
  const rate = `${result.interestRate.toFixed(2)}%`;
  const reach = outOfReach(answers, result);
  return (
    <div className="space-y-5">
      {reach && (
        <Alert variant="destructive" data-testid="out-of-reach">
          <TriangleAlert aria-hidden />
          <div className="space-y-1">
            <p className="text-base font-semibold">{outOfReachMessage(reach)}</p>
            <p>
              A bigger deposit, a cheaper home or a higher income would close the gap. The figures below are
              for the loan you could get.
            </p>
          </div>
        </Alert>
      )}
      <dl className="grid gap-4 sm:grid-cols-2">
        <ResultFigure label="Maximum loan" value={formatMoney(result.maxLoan)} large />
        <ResultFigure
          label="Monthly payment"
          value={formatMoney(result.monthlyPayment)}
          note={`Repayment mortgage over ${TERM_YEARS} years at ${rate}`}
          large
        />
        <ResultFigure label="Interest rate" value={rate} />
        <ResultFigure
          label="Loan-to-value"
          value={`${formatNumber(Math.round(result.loanToValue * 10) / 10)}%`}
        />
      </dl>
      <ScoreMeter
        score={result.affordabilityScore}
        display={scoreDisplay(result.affordabilityScore, reach)}
      />
      <AdviceList title="Warnings" items={result.warnings} tone="warning" />
      <AdviceList title="Recommendations" items={result.recommendations} tone="tip" />
      <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Homes up to <strong>{formatMoney(affordablePrice(result, answers.deposit))}</strong>: your maximum
          loan plus your deposit.
        </p>
        <Button asChild>
          <Link to={browsePropertiesUrl(result, answers.deposit)}>
            <Search aria-hidden />
            Browse Properties
          </Link>
        </Button>
      </div>
    </div>
  );
}
