/**
 * en-GB numbers written out by hand, the same text as `Intl.NumberFormat('en-GB')` gives
 * (grouped-number.test.ts checks it against Intl). A page must not wait for `Intl`: the first
 * `Intl` object (or `toLocaleString`) a Chromium page makes loads the locale data, 20 to 40 ms of
 * one task on this machine and four times that on a mid-range phone, in the task that hydrates the
 * page. Shared by the web app and the contracts' messages, which the browser builds too.
 */

/**
 * Digits grouped in threes with commas and at most `maxFractionDigits` decimals, rounded half away
 * from zero on the number's shortest decimal form (1.005 -> '1.01', as Intl rounds: arithmetic on
 * its binary value gives 1.00), '-' before a negative number (also one that rounds to 0, and -0).
 */
export function groupedNumber(n: number, maxFractionDigits = 0): string {
  const [mantissa = '', exponent = '0'] = String(Math.abs(n)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  // The shortest decimal form is digits x 10^(shift - maxFractionDigits): exact in BigInt.
  const shift = Number(exponent) - fraction.length + maxFractionDigits;
  const digits = BigInt(whole + fraction);
  const unit = 10n ** BigInt(Math.abs(shift));
  const scaled = shift >= 0 ? digits * unit : (2n * digits + unit) / (2n * unit);
  const text = String(scaled).padStart(maxFractionDigits + 1, '0');
  const point = text.length - maxFractionDigits;
  const decimals = text.slice(point).replace(/0+$/, '');
  const grouped = text.slice(0, point).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${grouped}${decimals && `.${decimals}`}`;
}
