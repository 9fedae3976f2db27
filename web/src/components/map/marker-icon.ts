import { divIcon, type DivIcon } from 'leaflet';
import { escapeHtml } from './marker-html';

const icons = new Map<string, DivIcon>();

/**
 * One Leaflet icon per distinct HTML, reused: a marker given an equal icon again keeps its DOM
 * node, so panning a map does not rebuild every marker. The visible label is hidden from screen
 * readers, which hear the full name instead ('£350,000, 3 bed semi-detached house, Ramsgate').
 */
export function markerIcon(visibleHtml: string, name: string): DivIcon {
  const html = `<span aria-hidden="true">${visibleHtml}</span><span class="sr-only">${escapeHtml(name)}</span>`;
  let icon = icons.get(html);
  if (!icon) {
    // Bounded: a long session on a busy map must not keep every label ever drawn.
    if (icons.size > 5000) icons.clear();
    icon = divIcon({ className: 'hh-marker', iconSize: undefined, html });
    icons.set(html, icon);
  }
  return icon;
}
