/** SPEC 9: the map panel lists the first 4 features, then '+N more'. */
export const PANEL_FEATURES = 4;

export function panelFeatures(features: readonly string[]): { shown: string[]; more: number } {
  return { shown: features.slice(0, PANEL_FEATURES), more: Math.max(0, features.length - PANEL_FEATURES) };
}
