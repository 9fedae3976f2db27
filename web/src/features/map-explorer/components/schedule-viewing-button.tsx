import { CalendarPlus } from 'lucide-react';
import { lazyPopup } from '@/components/lazy-popup';
import { Button } from '@/components/ui/button';
import type { ViewingRequestProps } from './viewing-request-dialog';

// The request form (react-hook-form, its zod schema, the dialog) loads when first opened.
const ViewingRequestDialog = lazyPopup<ViewingRequestProps>(() =>
  import('./viewing-request-dialog').then((m) => m.ViewingRequestDialog),
);

/** 'Schedule Viewing' on the map's selected home (SPEC 2): opens the viewing request. */
export function ScheduleViewingButton(props: ViewingRequestProps) {
  return (
    <ViewingRequestDialog
      {...props}
      trigger={
        <Button type="button" variant="outline" className="w-full">
          <CalendarPlus aria-hidden />
          Schedule Viewing
        </Button>
      }
    />
  );
}
