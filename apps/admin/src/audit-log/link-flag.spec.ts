import { linkFlagLabel } from './link-flag';

const t = (key: string) => `«${key}»`;

describe('linkFlagLabel: the audit flag of a decision between linked accounts', () => {
  it('names why two accounts are linked, each reason translated', () => {
    expect(linkFlagLabel({ linkedAccounts: true, linkedBy: ['phone', 'email'] }, t)).toEqual({ linked: true, label: '«Linked accounts»: «Same phone number», «Same email address»' });
    expect(linkFlagLabel({ linkedAccounts: true, linkedBy: ['bogus'] }, t)).toEqual({ linked: true, label: '«Linked accounts»' });
  });

  it('says when the check was not made, and nothing for unrelated accounts or other entries', () => {
    expect(linkFlagLabel({ linkedAccounts: null }, t)).toEqual({ linked: false, label: '«Link not checked»' });
    expect(linkFlagLabel({ linkedAccounts: false }, t)).toBeNull();
    expect(linkFlagLabel({ referenceCode: 'TU-ABC123' }, t)).toBeNull();
  });
});
