import { MSG, normalizePhone, validatePhone } from '@resellpk/domain';
import { OneFieldForm } from './one-field-form';

/** Shown only while the profile has no WhatsApp number. */
export function PhoneForm() {
  return (
    <OneFieldForm
      name="WhatsApp number form"
      label="Add your WhatsApp Number"
      inputId="account-phone"
      hint="We send order updates to this number."
      input={{ inputMode: 'tel', autoComplete: 'tel', placeholder: '03XX XXXXXXX' }}
      validate={validatePhone}
      patch={(value) => ({ phone: normalizePhone(value) })}
      saved={MSG.phoneSaved}
      failed={MSG.phoneSaveFailed}
    />
  );
}
