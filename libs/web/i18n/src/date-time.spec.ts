import { formatDateTime, isolateLtr } from './date-time';
import { i18n } from './i18n';

describe('formatDateTime', () => {
  it("writes what toLocaleString('en-PK', medium date, short time) writes, from an ISO string or a Date", () => {
    for (const iso of ['2026-11-27T19:08:00.000Z', '2025-01-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z']) {
      const expected = new Date(iso).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });
      expect(formatDateTime(iso)).toBe(expected);
      expect(formatDateTime(new Date(iso))).toBe(expected);
    }
  });
});

describe('on an Urdu page', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('isolates the date left to right (LRI ... PDI), so Urdu around it cannot reorder its parts', async () => {
    const iso = '2026-11-27T19:08:00.000Z';
    const english = formatDateTime(iso);
    await i18n.changeLanguage('ur');
    expect(formatDateTime(iso)).toBe(`\u2066${english}\u2069`);
    expect(isolateLtr('#B0CEA48A')).toBe('\u2066#B0CEA48A\u2069');
    await i18n.changeLanguage('en');
    expect(isolateLtr('#B0CEA48A')).toBe('#B0CEA48A');
  });
});
