import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/saved-searches/unsubscribe: the e-mailed link's token turns alerts off, signed in or not. */
export const unsubscribe = (token: string) =>
  apiRequest<{ message: string; name: string | null }>('POST', '/api/saved-searches/unsubscribe', { token });

export const useUnsubscribe = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof unsubscribe> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: unsubscribe });
