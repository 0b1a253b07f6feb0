import { formatJoinedDate } from './joined-date';

describe('formatJoinedDate', () => {
  it('formats as day, short month and year', () => {
    // local noon keeps the date stable in any time zone
    expect(formatJoinedDate(new Date(2026, 10, 22, 12).toISOString())).toBe('22 Nov 2026');
    expect(formatJoinedDate(new Date(2025, 8, 3, 12).toISOString())).toBe('3 Sep 2025');
  });

  it('is empty for an unreadable date rather than "Invalid Date"', () => {
    expect(formatJoinedDate('not a date')).toBe('');
  });
});
