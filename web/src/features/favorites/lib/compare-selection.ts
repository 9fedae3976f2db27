import { COMPARE_MAX } from '@contracts/favorite';

/** Adds or removes a home from the comparison; a fifth home is not added (at most COMPARE_MAX). */
export function toggleCompared(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id);
  return selected.length < COMPARE_MAX ? [...selected, id] : [...selected];
}

/** The chosen homes that are still saved, in the order they were chosen. */
export const stillSaved = (selected: readonly string[], savedIds: ReadonlySet<string>) =>
  selected.filter((id) => savedIds.has(id));
