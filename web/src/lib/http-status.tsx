import { createContext, useContext } from 'react';

/** What a server render learns about its answer; the browser has none. */
export interface RenderOutcome {
  status: number;
}

/** Records the render's status; only the server provides one. */
type MarkStatus = (status: number) => void;

const MarkStatusContext = createContext<MarkStatus | undefined>(undefined);

export const RenderOutcomeProvider = MarkStatusContext.Provider;

/** The value a server render provides: marks `outcome` with the status a screen asks for. */
export const markStatusOf =
  (outcome: RenderOutcome): MarkStatus =>
  (status) => {
    outcome.status = status;
  };

/**
 * Marks the page being rendered on the server as this HTTP status (404 for an unknown listing or
 * address), so the HTML answer carries it; a no-op in the browser.
 */
export function useHttpStatus(status: number): void {
  useContext(MarkStatusContext)?.(status);
}
