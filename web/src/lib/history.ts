/**
 * Whether the current page was reached by an in-app navigation, so 'Back' stays inside the site.
 * React Router keeps the index of the entry in history.state.idx (0 for the first page of the visit).
 */
export function hasPreviousEntry(state: unknown = window.history.state): boolean {
  if (!state || typeof state !== 'object' || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}
