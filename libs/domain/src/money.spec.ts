import { formatPKR, groupThousands } from './money';

describe('groupThousands', () => {
  it('writes whole numbers as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1000000, 987654321, 10 ** 15]) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
  it('takes a bigint beyond a double', () => {
    expect(groupThousands(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });
});

describe('formatPKR', () => {
  it('groups rupees and shows paisa only when asked', () => {
    expect(formatPKR(123456789)).toBe('Rs. 1,234,567');
    expect(formatPKR(123456789, { withPaisa: true })).toBe('Rs. 1,234,567.89');
    expect(formatPKR(-50000, { prefix: 'PKR ' })).toBe('-PKR 500');
  });
});
