import { collectFreeGifts, type FreeOffer } from './free-gifts';

const image = { id: 'i', cardUrl: '/c', detailUrl: '/d', fullUrl: '/f' };
const product = (id: string, name = id) => ({ id, name, image, wholesalePricePaisa: 500_00 });

describe('collectFreeGifts', () => {
  it('keeps a product offered twice once, at the lower threshold', () => {
    const offers: FreeOffer[] = [
      { id: 'o1', name: 'Big order', minOrderThresholdPaisa: 5000_00, products: [product('p1'), product('p2')] },
      { id: 'o2', name: 'Starter gift', minOrderThresholdPaisa: 2160_00, products: [product('p1')] },
    ];
    const gifts = collectFreeGifts(offers);
    expect(gifts.map((g) => [g.id, g.thresholdPaisa])).toEqual([
      ['p1', 2160_00],
      ['p2', 5000_00],
    ]);
  });

  it('returns nothing for offers without products', () => {
    expect(collectFreeGifts([{ id: 'o1', name: 'Empty', minOrderThresholdPaisa: 100_00, products: [] }])).toEqual([]);
  });
});
