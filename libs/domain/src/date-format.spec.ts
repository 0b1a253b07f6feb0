import { formatPakistanDate, formatPakistanDateTime, pakistanDay } from './date-format';

// The device's clock is New York's (Node reads TZ when a date is next used): the text is still
// Pakistan's, 5 hours ahead of UTC with no daylight saving.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
  expect(new Date('2026-11-30T21:30:00.000Z').getDate()).toBe(30);
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

describe('formatPakistanDateTime', () => {
  it('writes the moment in Pakistan time, "28-Nov-2026, 11:39 am", whatever the device clock', () => {
    expect(formatPakistanDateTime('2026-11-28T06:39:00.000Z')).toBe('28-Nov-2026, 11:39 am');
    expect(formatPakistanDateTime(new Date('2026-11-28T06:39:00.000Z'))).toBe('28-Nov-2026, 11:39 am');
    expect(formatPakistanDateTime(Date.parse('2026-11-28T06:39:00.000Z'))).toBe('28-Nov-2026, 11:39 am');
  });

  it('is the next Pakistan day for a late evening in UTC (and New York)', () => {
    // 21:30 UTC on 30 Nov (16:30 in New York) is 02:30 on 1 Dec in Karachi
    expect(formatPakistanDateTime('2026-11-30T21:30:00.000Z')).toBe('01-Dec-2026, 2:30 am');
    expect(formatPakistanDateTime('2026-12-31T19:00:00.000Z')).toBe('01-Jan-2027, 12:00 am');
    expect(formatPakistanDateTime('2026-06-15T07:05:00.000Z')).toBe('15-Jun-2026, 12:05 pm');
    expect(formatPakistanDateTime('2026-09-03T13:59:00.000Z')).toBe('03-Sep-2026, 6:59 pm');
  });

  it('gives nothing for no date or an unreadable one', () => {
    expect(formatPakistanDateTime(null)).toBe('');
    expect(formatPakistanDateTime('')).toBe('');
    expect(formatPakistanDateTime('not a date')).toBe('');
  });
});

describe('formatPakistanDate', () => {
  it('writes the Pakistan day, "28-Nov-2026"', () => {
    expect(formatPakistanDate('2026-11-28T06:39:00.000Z')).toBe('28-Nov-2026');
    expect(formatPakistanDate('2026-11-30T21:30:00.000Z')).toBe('01-Dec-2026');
    expect(formatPakistanDate('2026-09-03T18:59:59.999Z')).toBe('03-Sep-2026');
    expect(formatPakistanDate('2026-09-03T19:00:00.000Z')).toBe('04-Sep-2026');
    expect(formatPakistanDate(undefined)).toBe('');
  });
});

describe('pakistanDay', () => {
  it("is the YYYY-MM-DD of the Pakistan day, as the servers' date filters take it", () => {
    expect(pakistanDay('2026-11-30T21:30:00.000Z')).toBe('2026-12-01');
    expect(pakistanDay('2026-11-30T18:59:00.000Z')).toBe('2026-11-30');
  });
});
