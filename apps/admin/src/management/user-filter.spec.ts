import type { Profile } from '@resellpk/contracts';
import { displayName, filterUsers } from './user-filter';

const profile = (over: Partial<Profile>): Profile => ({
  id: 'id',
  email: 'x@example.pk',
  name: 'X',
  role: 'reseller',
  plan: 'free',
  planExpiresAt: null,
  businessName: null,
  phone: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

const users = [
  profile({ id: '1', name: 'Ayesha Khan', email: 'ayesha@shop.pk', role: 'reseller' }),
  profile({ id: '2', name: 'Bilal Ahmed', email: 'bilal@demo.pk', role: 'topup_helper' }),
  profile({ id: '3', name: '', email: 'admin@demo.pk', role: 'admin' }),
];

describe('filterUsers', () => {
  it('returns everyone in the server order without a filter', () => {
    expect(filterUsers(users, { search: '  ', role: 'all' }).map((u) => u.id)).toEqual(['1', '2', '3']);
  });

  it('matches the name case-insensitively', () => {
    expect(filterUsers(users, { search: 'KHAN', role: 'all' }).map((u) => u.id)).toEqual(['1']);
  });

  it('matches the email', () => {
    expect(filterUsers(users, { search: 'demo.pk', role: 'all' }).map((u) => u.id)).toEqual(['2', '3']);
  });

  it('filters by role and combines with the search', () => {
    expect(filterUsers(users, { search: '', role: 'topup_helper' }).map((u) => u.id)).toEqual(['2']);
    expect(filterUsers(users, { search: 'demo', role: 'admin' }).map((u) => u.id)).toEqual(['3']);
    expect(filterUsers(users, { search: 'ayesha', role: 'admin' })).toEqual([]);
  });
});

describe('displayName', () => {
  it('is null for an empty or blank name so the UI shows "No name"', () => {
    expect(displayName({ name: '' })).toBeNull();
    expect(displayName({ name: '   ' })).toBeNull();
    expect(displayName({ name: ' Sana ' })).toBe('Sana');
  });
});
