/** Urdu for /account and /menu. */
export const accountUr: Record<string, string> = {
  'My Account': 'میرا اکاؤنٹ',
  'Personal Details': 'ذاتی تفصیلات',
  'Not added yet': 'ابھی شامل نہیں کیا گیا',
  Business: 'کاروبار',
  'Business name form': 'کاروبار کے نام کا فارم',
  'Business Name': 'کاروبار کا نام',
  'Shown to your customers. You can set it only once.': 'یہ آپ کے گاہکوں کو دکھایا جاتا ہے۔ آپ اسے صرف ایک بار رکھ سکتے ہیں۔',
  'e.g. Ayesha Collections': 'مثلاً عائشہ کلیکشنز',
  'WhatsApp number form': 'واٹس ایپ نمبر کا فارم',
  'Add your WhatsApp Number': 'اپنا واٹس ایپ نمبر شامل کریں',
  'We send order updates to this number.': 'ہم آرڈر کی اپ ڈیٹس اسی نمبر پر بھیجتے ہیں۔',
  // menu
  '{{plan}} Plan': '{{plan}} پلان',
  Financial: 'مالیات',
  Account: 'اکاؤنٹ',
  'Payment Methods': 'ادائیگی کے طریقے',
  'Transaction History': 'لین دین کی تاریخ',
  'My Chats': 'میری چیٹس',
  'Help & Support': 'مدد اور سپورٹ',
  'Profile Settings': 'پروفائل سیٹنگز',
  Referrals: 'ریفرلز',
  // 404
  'Oops! Page not found': 'معذرت! صفحہ نہیں ملا',
  'Return to Home': 'ہوم پیج پر واپس جائیں',
};
