import { useEffect, useRef } from 'react';
import { recordView } from '../api/record-view';

/** SPEC 7: POST /api/properties/:id/view once the detail has loaded, once per listing shown. */
export function useRecordView(propertyId: string | undefined) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!propertyId || sent.current === propertyId) return;
    sent.current = propertyId;
    // A view that fails to count is not the visitor's problem.
    recordView(propertyId).catch(() => undefined);
  }, [propertyId]);
}
