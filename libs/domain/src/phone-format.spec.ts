import { formatPhone } from './phone-format';

describe('formatPhone', () => {
  it('writes a Pakistani mobile 0300-1234567 whichever way it was stored', () => {
    for (const stored of ['+923451112222', '+92 345 1112222', '03451112222', '923451112222', '0345-1112222', '00923451112222']) {
      expect(formatPhone(stored)).toBe('0345-1112222');
    }
  });

  it('writes a landline with its area code, a foreign number internationally', () => {
    expect(formatPhone('+924235761234')).toBe('042-35761234');
    expect(formatPhone('+447400123456')).toBe('+44 7400 123456');
  });

  it('leaves what it cannot read as it was, and nothing as nothing', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('  ')).toBe('');
  });
});
