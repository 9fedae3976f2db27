import { COMPARE_MAX, type SavedProperty } from '@contracts/favorite';
import { useMemo, useState } from 'react';
import { stillSaved, toggleCompared } from '../lib/compare-selection';

/** The saved homes chosen for the side-by-side comparison; a home unsaved meanwhile drops out. */
export function useCompareSelection(homes: readonly SavedProperty[] | undefined) {
  const [chosen, setChosen] = useState<string[]>([]);
  const savedIds = useMemo(() => new Set(homes?.map((home) => home.id)), [homes]);
  const selected = stillSaved(chosen, savedIds);
  return {
    selected,
    isFull: selected.length >= COMPARE_MAX,
    toggle: (id: string) => setChosen((current) => toggleCompared(stillSaved(current, savedIds), id)),
    clear: () => setChosen([]),
  };
}

export type CompareSelection = ReturnType<typeof useCompareSelection>;
