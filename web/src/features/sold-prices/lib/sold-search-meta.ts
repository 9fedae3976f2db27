import { radiusLabel, type SoldSearch, writeSoldSearch } from './sold-search';

export interface SoldSearchMeta {
  page: string;
  description: string;
  /** The canonical path: the search and its filters, without the sort (the same sales in another order). */
  path: string;
}

/** Title, description and canonical address of /sold-prices for the search in its URL. */
export function soldSearchMeta(pathname: string, search: SoldSearch): SoldSearchMeta {
  const where =
    search.radius === 0
      ? `in ${search.postcode}`
      : `within ${radiusLabel(search.radius)} of ${search.postcode}`;
  const page = `Sold house prices ${where}`;
  return {
    page,
    description: `${page}: what each home sold for and when, from HM Land Registry's Price Paid Data for England and Wales.`,
    path: `${pathname}?${writeSoldSearch({ ...search, sort: undefined })}`,
  };
}
