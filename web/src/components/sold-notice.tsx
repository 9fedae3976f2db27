import { BadgeCheck, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatLongDate } from '@/lib/long-dates';
import { toastRequestError } from '@/lib/toast-error';
import { useUndoSoldMatch } from '@/lib/undo-sold-match';
import { toast } from '@/lib/use-toast';

/** 'Sold for £325,000 on 2 June 2025 (HM Land Registry)'. */
export const soldText = (soldPrice: number, soldDate: string) =>
  `Sold for ${formatMoney(soldPrice)} on ${formatLongDate(soldDate)} (HM Land Registry)`;

interface SoldNoticeProps {
  listing: { id: string; title: string; soldPrice: number | null; soldDate: string | null };
  /** The listing's owner or an administrator: offers 'This is not my home's sale'. */
  canUndo?: boolean;
  className?: string;
}

/**
 * A listing marked sold by HM Land Registry's record of a sale of its address (issue 21): the
 * price and date, and, for its owner or an administrator, the undo of a wrong match. Nothing for a
 * listing that is for sale.
 */
export function SoldNotice({ listing, canUndo = false, className }: SoldNoticeProps) {
  const undo = useUndoSoldMatch();
  if (listing.soldPrice === null || listing.soldDate === null) return null;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="flex items-start gap-2 font-semibold">
        <BadgeCheck className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        {soldText(listing.soldPrice, listing.soldDate)}
      </p>
      {canUndo && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="shrink-0 bg-white">
              <Undo2 aria-hidden />
              This is not my home&apos;s sale
            </Button>
          }
          title={`Put '${listing.title}' back on the market?`}
          description={`HM Land Registry's sale of this address (${formatMoney(listing.soldPrice)} on ${formatLongDate(listing.soldDate)}) will no longer mark it as sold, and searches and alerts will offer it again.`}
          confirmLabel="Undo sale"
          pendingLabel="Undoing..."
          pending={undo.isPending}
          onConfirm={(close) =>
            undo.mutate(listing.id, {
              onSuccess: () => {
                close();
                toast({ title: 'Sale undone', description: 'The listing is for sale again.' });
              },
              onError: (error) => toastRequestError(error, 'Could not undo the sale', 'Please try again.'),
            })
          }
        />
      )}
    </div>
  );
}
