import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it("writes what toLocaleString('en-PK', medium date, short time) writes, from an ISO string or a Date", () => {
    for (const iso of ['2026-11-27T19:08:00.000Z', '2025-01-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z']) {
      const expected = new Date(iso).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });
      expect(formatDateTime(iso)).toBe(expected);
      expect(formatDateTime(new Date(iso))).toBe(expected);
    }
  });
});
