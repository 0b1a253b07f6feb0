import { formatDate, formatDateTime, isolateLtr } from './date-time';
import { i18n } from './i18n';

// a device whose clock is New York's (Node reads TZ when a date is next used)
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

describe('formatDateTime and formatDate', () => {
  it('write Pakistan time in the one format, from an ISO string or a Date, whatever the device clock', () => {
    // 21:30 UTC on 30 Nov is 16:30 in New York and 02:30 on 1 Dec in Karachi
    expect(formatDateTime('2026-11-30T21:30:00.000Z')).toBe('01-Dec-2026, 2:30 am');
    expect(formatDateTime(new Date('2026-11-28T06:39:00.000Z'))).toBe('28-Nov-2026, 11:39 am');
    expect(formatDate('2026-11-30T21:30:00.000Z')).toBe('01-Dec-2026');
  });
});

describe('on an Urdu page', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('isolates the date left to right (LRI ... PDI), so Urdu around it cannot reorder its parts', async () => {
    const iso = '2026-11-27T19:08:00.000Z';
    await i18n.changeLanguage('ur');
    expect(formatDateTime(iso)).toBe('\u206628-Nov-2026, 12:08 am\u2069');
    expect(formatDate(iso)).toBe('\u206628-Nov-2026\u2069');
    expect(isolateLtr('#B0CEA48A')).toBe('\u2066#B0CEA48A\u2069');
    await i18n.changeLanguage('en');
    expect(isolateLtr('#B0CEA48A')).toBe('#B0CEA48A');
  });
});
