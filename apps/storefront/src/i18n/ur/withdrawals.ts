/** Urdu for /wallet's withdrawals card and /wallet/withdraw, and the messages wallet-payments answers there. */
export const withdrawalsUr: Record<string, string> = {
  Withdraw: 'رقم نکلوائیں',
  '{{amount}} is held until our team sends it. Reference {{ref}}.': '{{amount}} ہماری ٹیم کے بھیجنے تک روک لیے گئے ہیں۔ حوالہ {{ref}}۔',
  '{{count}} pending, {{amount}} held until paid': '{{count}} زیرِ التوا، ادائیگی تک {{amount}} روکے گئے',
  'Take your profit out to Easypaisa, JazzCash or your bank account. Minimum Rs. 500.': 'اپنا منافع ایزی پیسہ، جاز کیش یا بینک اکاؤنٹ میں نکلوائیں۔ کم از کم Rs. 500۔',
  'Take your profit out of the wallet. The amount is held at once and our team sends it to your account.':
    'والیٹ سے اپنا منافع نکلوائیں۔ رقم فوراً روک لی جاتی ہے اور ہماری ٹیم اسے آپ کے اکاؤنٹ میں بھیجتی ہے۔',
  'Add a payout account': 'ادائیگی کا اکاؤنٹ شامل کریں',
  'New payout account': 'نیا ادائیگی اکاؤنٹ',
  'Delete this payout account?': 'یہ ادائیگی اکاؤنٹ حذف کریں؟',
  'Account type': 'اکاؤنٹ کی قسم',
  'Bank name': 'بینک کا نام',
  'Account title': 'اکاؤنٹ کا عنوان',
  'Mobile account number': 'موبائل اکاؤنٹ نمبر',
  "Account holder's name": 'اکاؤنٹ ہولڈر کا نام',
  'Save account': 'اکاؤنٹ محفوظ کریں',
  'Request Withdrawal': 'رقم نکلوانے کی درخواست',
  'Insufficient wallet balance. You can withdraw at most {{amount}}.': 'والیٹ میں بیلنس کافی نہیں۔ آپ زیادہ سے زیادہ {{amount}} نکلوا سکتے ہیں۔',
  'Could not save the account. Please try again.': 'اکاؤنٹ محفوظ نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  'Could not request the withdrawal. Please try again.': 'رقم نکلوانے کی درخواست نہیں بھیجی جا سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  'Could not delete the account.': 'اکاؤنٹ حذف نہیں ہو سکا۔',
};
