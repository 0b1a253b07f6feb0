import { readSubscription, rupeesToPaisa } from './subscription-mode';

const storage = (value: string | null) => ({ getItem: () => value });

describe('subscription mode', () => {
  it('takes the navigation state first', () => {
    expect(readSubscription({ subscriptionId: 's1', planName: 'Pro', amount: 3000 }, storage(null))).toEqual({ subscriptionId: 's1', planName: 'Pro', amount: 3000 });
  });
  it('falls back to pendingSubscription in session storage', () => {
    expect(readSubscription(null, storage(JSON.stringify({ subscriptionId: 's2', planName: 'Elite', amount: '5000' })))?.amount).toBe(5000);
  });
  it('is off without a valid subscription', () => {
    expect(readSubscription({ planName: 'Pro', amount: 3000 }, storage('not json'))).toBeNull();
    expect(readSubscription({ subscriptionId: 's', amount: -1 }, storage(null))).toBeNull();
  });
});

describe('rupeesToPaisa', () => {
  it('converts rupees to integer paisa', () => {
    expect(rupeesToPaisa('100')).toBe(10_000);
    expect(rupeesToPaisa('1,250.5')).toBe(125_050);
  });
  it('refuses blanks, zero and junk', () => {
    expect(rupeesToPaisa('')).toBeNull();
    expect(rupeesToPaisa('0')).toBeNull();
    expect(rupeesToPaisa('abc')).toBeNull();
  });
});
