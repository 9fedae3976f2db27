import type { SavedProperty } from '@contracts/favorite';
import type { ReactNode } from 'react';
import type { CompareSelection } from '../hooks/use-compare-selection';
import { SavedHomeTools } from './saved-home-tools';

interface SavedHomesGridProps {
  homes: SavedProperty[];
  /** The listing card (composed by the page). */
  renderCard: (home: SavedProperty) => ReactNode;
  selection: CompareSelection;
}

/** The saved homes, newest saved first, each with its note and comparison toggle. */
export function SavedHomesGrid({ homes, renderCard, selection }: SavedHomesGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved homes">
      {homes.map((home) => (
        <li key={home.id} className="flex flex-col gap-2 [&>article]:flex-1">
          {renderCard(home)}
          <SavedHomeTools home={home} selection={selection} />
        </li>
      ))}
    </ul>
  );
}
