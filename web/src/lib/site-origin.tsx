import { createContext, useContext } from 'react';

/**
 * The site's public origin ('https://homehunter.example'), for canonical URLs, Open Graph and the
 * structured data. The server renders with its PUBLIC_URL and hands the same value to the browser
 * in the page's state, so the tags it wrote are the tags the browser renders while hydrating.
 */
const SiteOriginContext = createContext<string | undefined>(undefined);

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** An absolute URL on this site for a path ('/property/…'). */
export function useAbsoluteUrl(pathAndQuery: string): string {
  return `${useSiteOrigin()}${pathAndQuery}`;
}
