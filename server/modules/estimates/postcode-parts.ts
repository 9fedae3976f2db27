/*
 * Parts of a normalised postcode (`SW19 3ES`) as estimates group sales: cheap string cuts, for the
 * millions of sales a backtest or a rebuild reads (the `postcode` package parses each time).
 */

/** `SW19 3ES` -> `SW19`. */
export const districtOf = (postcode: string) => postcode.split(' ')[0]!;
/** `SW19 3ES` -> `SW19 3`. */
export const sectorOf = (postcode: string) => postcode.slice(0, -2);
/** The postcode area: the letters of the district (`SW19` -> `SW`). */
export const areaOf = (district: string) => /^[A-Z]+/.exec(district)?.[0] ?? district;
