import { createToastStore, swipeOutcome, TOAST_DURATION_SECONDS, TOAST_SWIPE_THRESHOLD_PX } from './toast';

describe('toast store (spec: one toast at a time, 5000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 5 s, then removes it', () => {
    const store = createToastStore();
    store.show({ title: 'Added to Cart', variant: 'success' });
    expect(store.get()).toMatchObject({ title: 'Added to Cart', variant: 'success' });
    jest.advanceTimersByTime(TOAST_DURATION_SECONDS * 1000 - 1);
    expect(store.get()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
  });

  it('a new toast replaces the visible one and gets its own full duration', () => {
    const store = createToastStore();
    const seen: Array<string | null> = [];
    store.subscribe(() => seen.push((store.get()?.title as string) ?? null));
    store.show({ title: 'first' });
    jest.advanceTimersByTime(4000);
    store.show({ title: 'second', variant: 'destructive' });
    jest.advanceTimersByTime(4000);
    expect(store.get()).toMatchObject({ title: 'second', variant: 'destructive' });
    jest.advanceTimersByTime(1000);
    expect(store.get()).toBeNull();
    expect(seen).toEqual(['first', 'second', null]);
  });

  it('a stale dismiss (of a replaced toast) leaves the current one; pause holds it until resume', () => {
    const store = createToastStore();
    const old = store.show({ title: 'old' });
    store.show({ title: 'new' });
    store.dismiss(old);
    expect(store.get()?.title).toBe('new');
    store.pause();
    jest.advanceTimersByTime(60_000);
    expect(store.get()?.title).toBe('new');
    store.resume();
    jest.advanceTimersByTime(5000);
    expect(store.get()).toBeNull();
  });

  it('defaults the variant', () => {
    const store = createToastStore();
    store.show({ title: 'x' });
    expect(store.get()?.variant).toBe('default');
  });
});

describe('swiping a toast away (spec: threshold 50)', () => {
  it('dismisses at 50 px either way, springs back below it', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeOutcome(50, 0)).toBe('dismiss');
    expect(swipeOutcome(-50, 4)).toBe('dismiss');
    expect(swipeOutcome(49, 0)).toBe('spring-back');
    expect(swipeOutcome(-49.5, 0)).toBe('spring-back');
  });

  it('does not dismiss a mostly vertical drag (the page scrolling under the finger)', () => {
    expect(swipeOutcome(60, 80)).toBe('spring-back');
  });
});
