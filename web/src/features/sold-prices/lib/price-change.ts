/** SPEC 9: the price change shows with one decimal, and a '+' when it went up. */
export function formatPriceChangePercent(percent: number): string {
  const fixed = percent.toFixed(1);
  return percent > 0 ? `+${fixed}%` : `${fixed}%`;
}
