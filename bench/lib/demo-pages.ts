import { DEFAULT_SOLD_RADIUS } from '@contracts/sold/search';

export interface SoldSale {
  address: string;
  postcode: string;
}

/** The newest listing's id, the first the home page and GET /api/properties show. */
export async function firstListingId(url: string): Promise<string | undefined> {
  const listings = (await (await fetch(`${url}/api/properties?limit=1`)).json()) as { id: string }[];
  return listings[0]?.id;
}

/**
 * The first sale the sold-price search for `postcode` finds (the API query the sold-prices page
 * sends, default radius) that can have a history page: a history is looked up by the sale's own
 * postcode, not the search centre's, so a sale without one has none.
 */
export async function firstSoldSale(url: string, postcode: string): Promise<SoldSale | undefined> {
  const query = new URLSearchParams({ location: postcode, radius: String(DEFAULT_SOLD_RADIUS) });
  const sold = (await (await fetch(`${url}/api/sold-prices?${query}`)).json()) as {
    address: string;
    postcode: string | null;
  }[];
  for (const { address, postcode: own } of sold) if (own) return { address, postcode: own };
  return undefined;
}

/**
 * Waits until the server's first price index of `postcode`'s district is built: the server builds
 * it in the background a few seconds after the demo data is in, and a page measured meanwhile
 * shares the two cores with that rebuild.
 */
export async function waitForPriceIndex(url: string, postcode: string) {
  const district = postcode.trim().split(/\s+/)[0]!.toUpperCase();
  for (;;) {
    const answer = await fetch(`${url}/api/sold-prices/index?district=${district}&type=houses`);
    if (answer.status !== 404) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
