import { RelayDedupe } from './relay-dedupe';

describe('RelayDedupe', () => {
  it('lets an event id through once within the window, and again after it', () => {
    let now = 0;
    const dedupe = new RelayDedupe(1000, 100, () => now);
    expect(dedupe.firstTime('a')).toBe(true);
    expect(dedupe.firstTime('a')).toBe(false);
    expect(dedupe.firstTime('b')).toBe(true);
    now = 999;
    expect(dedupe.firstTime('a')).toBe(false);
    now = 1000;
    // 'a' and 'b' are forgotten once the window has passed
    expect(dedupe.firstTime('a')).toBe(true);
    expect(dedupe.firstTime('b')).toBe(true);
  });

  it('remembers at most maxIds ids, forgetting the oldest first', () => {
    const dedupe = new RelayDedupe(60_000, 3, () => 0);
    for (const id of ['a', 'b', 'c', 'd']) expect(dedupe.firstTime(id)).toBe(true);
    expect(dedupe.firstTime('b')).toBe(false);
    expect(dedupe.firstTime('d')).toBe(false);
    expect(dedupe.firstTime('a')).toBe(true);
  });
});
