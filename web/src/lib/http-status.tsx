import { createContext, useContext } from 'react';

/** What a server render learns about its answer; the browser has none. */
export interface RenderOutcome {
  status: number;
}

const RenderOutcomeContext = createContext<RenderOutcome | undefined>(undefined);

export const RenderOutcomeProvider = RenderOutcomeContext.Provider;

/**
 * Marks the page being rendered on the server as this HTTP status (404 for an unknown listing or
 * address), so the HTML answer carries it; a no-op in the browser.
 */
export function useHttpStatus(status: number): void {
  const outcome = useContext(RenderOutcomeContext);
  if (outcome) outcome.status = status;
}
