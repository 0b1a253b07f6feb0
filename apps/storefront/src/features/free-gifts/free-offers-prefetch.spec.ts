import type { FreeOffer } from './free-gifts';

const get = jest.fn();
jest.mock('@resellpk/web-api', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const offers: FreeOffer[] = [{ id: 'o1', name: 'Starter gift', minOrderThresholdPaisa: 2160_00, products: [] }];

/** A fresh copy of the module: its prefetch state is module-level, one per page load. */
function load(): typeof import('./free-offers-prefetch') {
  let mod: typeof import('./free-offers-prefetch') | undefined;
  jest.isolateModules(() => {
    mod = require('./free-offers-prefetch');
  });
  return mod!;
}

describe('prefetchFreeOffers', () => {
  beforeEach(() => get.mockReset());

  it('hands the answer to the section, fetched once however often it is asked for', async () => {
    get.mockResolvedValue(offers);
    const { prefetchFreeOffers, prefetchedFreeOffers } = load();
    expect(prefetchedFreeOffers()).toBeUndefined();
    await Promise.all([prefetchFreeOffers(1000), prefetchFreeOffers(1000)]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/free-offers');
    expect(prefetchedFreeOffers()?.data).toEqual(offers);
  });

  it('stops waiting after waitMs and leaves a slow answer to arrive later', async () => {
    let answer!: (value: FreeOffer[]) => void;
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { prefetchFreeOffers, prefetchedFreeOffers } = load();
    await prefetchFreeOffers(10);
    expect(prefetchedFreeOffers()).toBeUndefined();
    answer(offers);
    await prefetchFreeOffers(10);
    expect(prefetchedFreeOffers()?.data).toEqual(offers);
  });

  it('gives the section nothing on a failure, and asks again next time', async () => {
    get.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(offers);
    const { prefetchFreeOffers, prefetchedFreeOffers } = load();
    await prefetchFreeOffers(1000);
    expect(prefetchedFreeOffers()).toBeUndefined();
    await prefetchFreeOffers(1000);
    expect(get).toHaveBeenCalledTimes(2);
    expect(prefetchedFreeOffers()?.data).toEqual(offers);
  });
});
