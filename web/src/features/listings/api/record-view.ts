import { apiRequest } from '@/lib/api-client';

/** POST /api/properties/:id/view: counts a view (feeds recommendations); the answer is not used. */
export const recordView = (id: string) =>
  apiRequest<void>('POST', `/api/properties/${encodeURIComponent(id)}/view`);
