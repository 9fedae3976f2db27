import type { ListingCard } from '@contracts/property';
import { useCallback, useMemo, useState, type FocusEvent } from 'react';

/** The element id of a listing's card in a linked list, so a marker can bring it into view. */
export const listingCardId = (id: string) => `listing-card-${id}`;

export interface CardLink {
  /** The card shown as chosen on the map. */
  chosenId: string | null;
  /** Pointer and focus events for a card's wrapper. */
  cardEvents: (id: string) => {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Links a list of cards with their map (issue 17): pointing at or focusing a card highlights its
 * marker (or the cluster holding it); choosing a marker scrolls to its card and highlights it.
 */
export function useMapListLink() {
  // Pointer and focus are kept apart: moving the mouse off a card must not undo a focused one.
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);

  const cardEvents = useCallback(
    (id: string) => ({
      onMouseEnter: () => setHoveredId(id),
      onMouseLeave: () => setHoveredId((current) => (current === id ? null : current)),
      onFocus: () => setFocusedId(id),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocusedId((current) => (current === id ? null : current));
      },
    }),
    [],
  );

  const choose = useCallback((property: ListingCard) => {
    setChosenId(property.id);
    const card = document.getElementById(listingCardId(property.id));
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, []);

  const card: CardLink = useMemo(() => ({ chosenId, cardEvents }), [chosenId, cardEvents]);
  return { markerId: hoveredId ?? focusedId ?? chosenId, card, choose };
}
