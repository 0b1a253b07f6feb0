/** Urdu for the admin's resellers section (/admin/resellers). */
export const resellersUr: Record<string, string> = {
  Resellers: 'ری سیلرز',
  'Plans, orders, delivered value, profit paid and balances of every reseller.': 'ہر ری سیلر کے پلان، آرڈرز، ڈیلیور شدہ مالیت، ادا شدہ منافع اور بیلنس۔',
  'Name, email or phone': 'نام، ای میل یا فون',
  'Search resellers': 'ری سیلرز تلاش کریں',
  // the table and cards
  'Delivered value': 'ڈیلیور شدہ مالیت',
  'Profit paid': 'ادا شدہ منافع',
  '1 reseller': '1 ری سیلر',
  '{{n}} resellers': '{{n}} ری سیلرز',
  'Failed to load resellers': 'ری سیلرز لوڈ نہیں ہو سکے',
  'No resellers match your search': 'آپ کی تلاش سے کوئی ری سیلر نہیں ملا',
  'Try another name, email or phone.': 'کوئی اور نام، ای میل یا فون آزمائیں۔',
  'No resellers yet': 'ابھی کوئی ری سیلر نہیں',
  'Resellers appear here as soon as they sign up.': 'ری سیلرز سائن اپ کرتے ہی یہاں نظر آتے ہیں۔',
  // the banner when a service did not answer (reseller-figures.ts unavailableText)
  'Could not load the order figures right now; they show as —. Everything else is current.':
    'آرڈرز کے اعداد و شمار اس وقت لوڈ نہیں ہو سکے؛ ان کی جگہ — دکھایا گیا ہے۔ باقی سب تازہ ترین ہے۔',
  'Could not load the wallet balances right now; they show as —. Everything else is current.':
    'والیٹ بیلنس اس وقت لوڈ نہیں ہو سکے؛ ان کی جگہ — دکھایا گیا ہے۔ باقی سب تازہ ترین ہے۔',
  'Could not load the coin balances right now; they show as —. Everything else is current.':
    'سکوں کے بیلنس اس وقت لوڈ نہیں ہو سکے؛ ان کی جگہ — دکھایا گیا ہے۔ باقی سب تازہ ترین ہے۔',
  'Could not load the order figures and wallet balances right now; they show as —. Everything else is current.':
    'آرڈرز کے اعداد و شمار اور والیٹ بیلنس اس وقت لوڈ نہیں ہو سکے؛ ان کی جگہ — دکھایا گیا ہے۔ باقی سب تازہ ترین ہے۔',
  'Could not load the order figures and coin balances right now; they show as —. Everything else is current.':
    'آرڈرز کے اعداد و شمار اور سکوں کے بیلنس اس وقت لوڈ نہیں ہو سکے؛ ان کی جگہ — دکھایا گیا ہے۔ باقی سب تازہ ترین ہے۔',
  'Could not load the wallet balances and coin balances right now; they show as —. Everything else is current.':
    'والیٹ بیلنس اور سکوں کے بیلنس اس وقت لوڈ نہیں ہو سکے؛ ان کی جگہ — دکھایا گیا ہے۔ باقی سب تازہ ترین ہے۔',
  'Could not load the order figures, wallet balances and coin balances right now; they show as —. Everything else is current.':
    'آرڈرز کے اعداد و شمار، والیٹ بیلنس اور سکوں کے بیلنس اس وقت لوڈ نہیں ہو سکے؛ ان کی جگہ — دکھایا گیا ہے۔ باقی سب تازہ ترین ہے۔',
  'Some figures could not be loaded right now; they show as —. Everything else is current.':
    'کچھ اعداد و شمار اس وقت لوڈ نہیں ہو سکے؛ ان کی جگہ — دکھایا گیا ہے۔ باقی سب تازہ ترین ہے۔',
};
