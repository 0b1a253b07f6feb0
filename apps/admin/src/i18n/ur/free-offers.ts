/** Urdu for the admin's free offers section (the offers list, the freebie manager and the offer drawer). */
export const freeOffersUr: Record<string, string> = {
  // the list (FreeOffersPage)
  'Free Product Offers': 'مفت پروڈکٹ آفرز',
  'Premium products given free when an order reaches the threshold.': 'جب آرڈر مقررہ حد تک پہنچ جائے تو پریمیم مصنوعات مفت دی جاتی ہیں۔',
  'Freebie Manager': 'مفت تحائف کا انتظام',
  'Zero-PKR gifts': 'صفر روپے کے تحائف',
  'Active offers appear on the homepage and in the cart: when an order reaches the minimum threshold, the reseller picks the gift for Rs. 0.':
    'فعال آفرز ہوم پیج اور کارٹ میں نظر آتی ہیں: جب آرڈر کم از کم حد تک پہنچ جائے تو ری سیلر Rs. 0 میں تحفہ چن لیتا ہے۔',
  'Create Offer': 'آفر بنائیں',
  'No free product offers yet': 'ابھی کوئی مفت پروڈکٹ آفر نہیں',
  'Create an offer to give premium products free with larger orders.': 'بڑے آرڈرز کے ساتھ پریمیم مصنوعات مفت دینے کے لیے آفر بنائیں۔',
  'Minimum order threshold': 'کم از کم آرڈر کی حد',
  'Max units per order': 'فی آرڈر زیادہ سے زیادہ اکائیاں',
  'Eligible products ({{count}})': 'اہل مصنوعات ({{count}})',
  'Active: {{name}}': 'فعال: {{name}}',
  'Offer activated': 'آفر فعال ہو گئی',
  'Offer deactivated': 'آفر غیر فعال ہو گئی',
  'Offer deleted': 'آفر حذف ہو گئی',
  // the offer drawer (OfferFormDrawer)
  'Edit Offer': 'آفر میں ترمیم کریں',
  'Save Offer': 'آفر محفوظ کریں',
  'Offer created': 'آفر بن گئی',
  'Offer updated': 'آفر اپ ڈیٹ ہو گئی',
  'Offer name': 'آفر کا نام',
  'Eligible products': 'اہل مصنوعات',
  'Premium products only; each is given free once the order reaches the threshold.':
    'صرف پریمیم مصنوعات؛ آرڈر کے مقررہ حد تک پہنچنے پر ان میں سے ہر ایک مفت دی جاتی ہے۔',
  'Search premium products': 'پریمیم مصنوعات تلاش کریں',
  'Loading...': 'لوڈ ہو رہا ہے...',
  'No premium products': 'کوئی پریمیم پروڈکٹ نہیں',
  'Estimated profit margin:': 'متوقع منافع کا مارجن:',
  '(threshold − sum of wholesale prices) / threshold × 100': '(حد − ہول سیل قیمتوں کا مجموعہ) / حد × 100',
};
