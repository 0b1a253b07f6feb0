import { isRoleChangeAllowed } from './role-transitions';

describe('role transitions', () => {
  it.each([
    ['reseller', 'topup_helper'],
    ['reseller', 'admin'],
    ['topup_helper', 'reseller'],
  ] as const)('allows %s -> %s', (from, to) => {
    expect(isRoleChangeAllowed(from, to)).toBe(true);
  });

  it.each([
    ['admin', 'reseller'],
    ['admin', 'topup_helper'],
    ['topup_helper', 'admin'],
    ['reseller', 'reseller'],
    ['admin', 'admin'],
  ] as const)('refuses %s -> %s', (from, to) => {
    expect(isRoleChangeAllowed(from, to)).toBe(false);
  });
});
