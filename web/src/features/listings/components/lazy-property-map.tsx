import { lazy } from 'react';
import { BrowserOnlySuspense } from '@/components/client-only';
import { MapLoading } from './map-loading';
import type { PropertyMapProps } from './property-map';

const PropertyMap = lazy(() => import('./property-map'));

/**
 * The listings map, with Leaflet fetched only when a map is shown (keeps the first load small) and
 * only in the browser: a server-rendered page shows the loading panel in its place.
 */
export function LazyPropertyMap({
  loadingMessage,
  ...props
}: PropertyMapProps & { loadingMessage?: string }) {
  return (
    <BrowserOnlySuspense fallback={<MapLoading className={props.className} message={loadingMessage} />}>
      <PropertyMap {...props} />
    </BrowserOnlySuspense>
  );
}
