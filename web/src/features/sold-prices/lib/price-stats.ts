/** Summary figures for a list of sale prices (the area search page's statistics). */

export interface PriceSummary {
  count: number;
  median: number;
  mean: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarisePrices(prices: readonly number[]): PriceSummary {
  const total = prices.reduce((sum, price) => sum + price, 0);
  return { count: prices.length, median: median(prices), mean: prices.length ? total / prices.length : 0 };
}

/**
 * One summary per property type, the most common type first (ties by name, compared as plain
 * text: the names are ASCII, and `localeCompare` loads the locale's collation data, 20 to 30 ms of
 * the sold-price page's first task).
 */
export function summariseByType(sales: readonly { propertyType: string; price: number }[]) {
  const byType = new Map<string, number[]>();
  for (const sale of sales)
    byType.set(sale.propertyType, [...(byType.get(sale.propertyType) ?? []), sale.price]);
  return [...byType.entries()]
    .map(([propertyType, prices]) => ({ propertyType, ...summarisePrices(prices) }))
    .sort((a, b) => b.count - a.count || (a.propertyType < b.propertyType ? -1 : 1));
}
