import { normalizePakMobile, validateCustomerDetails } from './customer-details';
import { ORDER_MSG } from './order-messages';

describe('customer details', () => {
  it('normalises Pakistani mobile numbers in their usual forms', () => {
    for (const phone of ['0300-1234567', '03001234567', '+92 300 1234567', '923001234567', '0092 300 1234567', ' 0300 123 4567 ']) {
      expect(normalizePakMobile(phone)).toBe('+923001234567');
    }
  });

  it('refuses what a courier cannot text: landlines, foreign, short numbers', () => {
    for (const phone of ['042-35761234', '+44 7911 123456', '0300123456', '12345', '', 3001234567, null]) expect(normalizePakMobile(phone)).toBeNull();
  });

  it('validates and trims every field, with the first problem named', () => {
    const good = { name: '  Ayesha   Khan ', phone: '0321-7654321', address: 'House 12, Street 4, Gulberg III', city: ' Lahore ' };
    expect(validateCustomerDetails(good)).toEqual({ ok: true, value: { name: 'Ayesha Khan', phone: '+923217654321', address: 'House 12, Street 4, Gulberg III', city: 'Lahore' } });
    expect(validateCustomerDetails({ ...good, name: 'A' })).toEqual({ ok: false, field: 'name', message: ORDER_MSG.customerName });
    expect(validateCustomerDetails({ ...good, phone: '042-35761234' })).toEqual({ ok: false, field: 'phone', message: "Enter the customer's mobile number, e.g. 0300-1234567" });
    expect(validateCustomerDetails({ ...good, address: 'abc' })).toEqual({ ok: false, field: 'address', message: ORDER_MSG.customerAddress });
    expect(validateCustomerDetails({ ...good, city: 'x'.repeat(61) })).toEqual({ ok: false, field: 'city', message: ORDER_MSG.customerCity });
    expect(validateCustomerDetails(undefined)).toMatchObject({ ok: false, field: 'name' });
  });
});
