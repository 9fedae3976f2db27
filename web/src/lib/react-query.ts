import type { UseMutationOptions } from '@tanstack/react-query';

type MutationFn = (...args: never[]) => Promise<unknown>;

/** What a mutation function takes: nothing (`mutate()`), or its one argument. */
type VariablesOf<Fn extends MutationFn> = Parameters<Fn> extends [] ? void : Parameters<Fn>[0];

type Options<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * What a screen may add to a mutation hook (bulletproof-react's `mutationConfig`): its own
 * `onSuccess`, `onError`, `onSettled` and the rest. The hook keeps its own cache work (see
 * `withOwnCallbacks`), so a screen never has to repeat it or can forget it.
 */
export type MutationConfig<Fn extends MutationFn> = Options<Awaited<ReturnType<Fn>>, VariablesOf<Fn>>;

interface OwnCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

/**
 * A mutation hook's options: the screen's `config`, with the hook's own callbacks run first (and
 * awaited, so the mutation is pending until the cache work the hook awaits is done), then the
 * screen's.
 */
export function withOwnCallbacks<TData, TVariables>(
  config: Options<TData, TVariables> | undefined,
  own: OwnCallbacks<TData, TVariables>,
): Options<TData, TVariables> {
  const { onSuccess, onSettled, ...rest } = config ?? {};
  return {
    ...rest,
    onSuccess: async (...args) => {
      await own.onSuccess?.(args[0], args[1]);
      await onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      await own.onSettled?.(args[0], args[1], args[2]);
      await onSettled?.(...args);
    },
  };
}
