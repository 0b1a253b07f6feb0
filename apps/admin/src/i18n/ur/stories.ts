/** Urdu for /admin/stories (the stories' own words are shown as staff wrote them, untranslated). */
export const storiesUr: Record<string, string> = {
  'Reseller Stories': 'ری سیلرز کی کہانیاں',
  Stories: 'کہانیاں',
  'Shown on the home page and on Success Stories, in this order. Hidden stories are kept but shown nowhere.':
    'یہ ہوم پیج اور کامیابی کی کہانیوں کے صفحے پر اسی ترتیب سے دکھائی جاتی ہیں۔ چھپی ہوئی کہانیاں محفوظ رہتی ہیں مگر کہیں نظر نہیں آتیں۔',
  'Add story': 'کہانی شامل کریں',
  'Edit story': 'کہانی میں ترمیم کریں',
  'No stories yet': 'ابھی کوئی کہانی نہیں',
  'Add the words of real resellers who agreed to be shown. Until then the home page shows no stories.':
    'ان حقیقی ری سیلرز کے الفاظ شامل کریں جنہوں نے دکھائے جانے کی اجازت دی ہو۔ تب تک ہوم پیج پر کوئی کہانی نظر نہیں آتی۔',
  'Failed to load the stories': 'کہانیاں لوڈ نہیں ہو سکیں',
  'The change was not saved': 'تبدیلی محفوظ نہیں ہوئی',
  'Order saved': 'ترتیب محفوظ ہو گئی',
  'Move {{name}} up': '{{name}} کو اوپر لے جائیں',
  'Move {{name}} down': '{{name}} کو نیچے لے جائیں',
  Hidden: 'چھپی ہوئی',
  Hide: 'چھپائیں',
  Show: 'دکھائیں',
  'What they do': 'وہ کیا کرتے ہیں',
  'For example: Home-based reseller': 'مثلاً: گھر سے کام کرنے والا ری سیلر',
  'Their words': 'ان کے الفاظ',
};
