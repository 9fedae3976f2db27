import { lazy, Suspense } from 'react';
import { MapLoading } from './map-loading';
import type { PropertyMapProps } from './property-map';

const PropertyMap = lazy(() => import('./property-map'));

/** The listings map, with Leaflet fetched only when a map is shown (keeps the first load small). */
export function LazyPropertyMap({
  loadingMessage,
  ...props
}: PropertyMapProps & { loadingMessage?: string }) {
  return (
    <Suspense fallback={<MapLoading className={props.className} message={loadingMessage} />}>
      <PropertyMap {...props} />
    </Suspense>
  );
}
