import { emailLinkKey, linkReasons, phoneLinkKey } from './linked-accounts';

describe('linked accounts', () => {
  it('reads one mailbox under its spellings', () => {
    expect(emailLinkKey(' Ali.Khan+shop@GoogleMail.com ')).toBe('alikhan@gmail.com');
    expect(emailLinkKey('ali.khan@gmail.com')).toBe('alikhan@gmail.com');
    expect(emailLinkKey('Ali.Khan+2@example.pk')).toBe('ali.khan@example.pk');
    // dots matter outside Gmail
    expect(emailLinkKey('alikhan@example.pk')).not.toBe(emailLinkKey('ali.khan@example.pk'));
  });

  it('reads one Pakistani number under its spellings', () => {
    expect(phoneLinkKey('0300-1234567')).toBe('+923001234567');
    expect(phoneLinkKey('+92 300 1234567')).toBe('+923001234567');
    expect(phoneLinkKey('923001234567')).toBe('+923001234567');
    expect(phoneLinkKey(null)).toBeNull();
    expect(phoneLinkKey('12')).toBeNull();
  });

  it('names every link between a staff member and an owner, and none between strangers', () => {
    const staff = { id: 'A', email: 'hamza.helper@gmail.com', phone: '+923001234567' };
    expect(linkReasons(staff, { id: 'a', email: 'x@y.pk', phone: null })).toEqual(['same_user']);
    expect(linkReasons(staff, { id: 'b', email: 'shop@y.pk', phone: '0300 1234567' })).toEqual(['phone']);
    expect(linkReasons(staff, { id: 'c', email: 'HamzaHelper+shop@gmail.com', phone: '03121234567' })).toEqual(['email']);
    expect(linkReasons(staff, { id: 'd', email: 'other@gmail.com', phone: '03121234567' })).toEqual([]);
    expect(linkReasons({ ...staff, phone: null }, { id: 'e', email: 'z@y.pk', phone: null })).toEqual([]);
  });
});
