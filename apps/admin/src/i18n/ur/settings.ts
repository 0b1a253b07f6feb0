/** Urdu for /admin/settings (the support contacts the storefront publishes). */
export const settingsUr: Record<string, string> = {
  'Support contacts shown on Contact Us, FAQ, the terms and privacy pages and the Elite WhatsApp button.':
    'سپورٹ کے رابطے جو "ہم سے رابطہ کریں"، عمومی سوالات، شرائط اور پرائیویسی کے صفحات اور ایلیٹ واٹس ایپ بٹن پر دکھائے جاتے ہیں۔',
  "We couldn't load the settings.": 'سیٹنگز لوڈ نہیں ہو سکیں۔',
  'Support contacts': 'سپورٹ کے رابطے',
  'No support contacts are published yet.': 'ابھی کوئی سپورٹ رابطہ شائع نہیں ہوا۔',
  'The storefront shows no WhatsApp number or email until you save them here.': 'جب تک آپ یہاں محفوظ نہ کریں، اسٹور فرنٹ پر کوئی واٹس ایپ نمبر یا ای میل نظر نہیں آتی۔',
  'WhatsApp number': 'واٹس ایپ نمبر',
  'A Pakistani mobile number. Resellers message it from the Contact Us page and the Elite plan.':
    'پاکستانی موبائل نمبر۔ ری سیلرز "ہم سے رابطہ کریں" کے صفحے اور ایلیٹ پلان سے اس پر پیغام بھیجتے ہیں۔',
  'Support email': 'سپورٹ ای میل',
  'Office hours (English)': 'دفتری اوقات (انگریزی)',
  'Office hours (Urdu)': 'دفتری اوقات (اردو)',
  'Support contacts saved. The storefront shows them within a minute.': 'سپورٹ کے رابطے محفوظ ہو گئے۔ اسٹور فرنٹ پر یہ ایک منٹ کے اندر نظر آئیں گے۔',
  // SUPPORT_MSG (libs/domain): the form's and the server's refusals
  'Enter a Pakistani mobile number for WhatsApp, such as 0300-1234567': 'واٹس ایپ کے لیے پاکستانی موبائل نمبر درج کریں، جیسے 0300-1234567',
  'Enter the office hours in English and in Urdu': 'دفتری اوقات انگریزی اور اردو دونوں میں درج کریں',
  'Office hours must not exceed 120 characters': 'دفتری اوقات 120 حروف سے زیادہ نہیں ہو سکتے',
};
