/**
 * Urdu for the catalogue (/products, product pages, favourites, the cart buttons, the share and
 * upgrade dialogs, free gifts). `{name}`-style placeholders are filled by fillMessage after t().
 */
export const catalogUr: Record<string, string> = {
  // the spec's catalogue texts (libs/domain CATALOG_MSG)

  // catalogue page, cards and prices
  Products: 'مصنوعات',
  'Price: Low to High': 'قیمت: کم سے زیادہ',
  'Price: High to Low': 'قیمت: زیادہ سے کم',
  Newest: 'نئی ترین',
  'Loading more products...': 'مزید مصنوعات لوڈ ہو رہی ہیں...',
  'Remove from favorites': 'پسندیدہ سے ہٹائیں',
  'Add to favorites': 'پسندیدہ میں شامل کریں',
  'Out of stock': 'اسٹاک ختم',
  'Unlock wholesale prices': 'ہول سیل قیمتیں کھولیں',
  Partner: 'پارٹنر',
  'Rating {{rating}} out of 5': 'ریٹنگ 5 میں سے {{rating}}',
  Wholesale: 'ہول سیل',
  Locked: 'مقفل',
  Retail: 'ریٹیل',
  'With Coins': 'سکوں کے ساتھ',
  // categories (filter options and product pages; the builtin ones are in ur-shared/common.ts, the admin shows them too)
  Other: 'دیگر',
  // product page
  'Loading product...': 'پروڈکٹ لوڈ ہو رہی ہے...',
  'It may have been removed or the link is wrong.': 'ہو سکتا ہے اسے ہٹا دیا گیا ہو یا لنک غلط ہو۔',
  'Product images': 'پروڈکٹ کی تصاویر',
  '{{count}} in stock': 'اسٹاک میں {{count}}',
  // favourites
  'Loading favorites...': 'پسندیدہ فہرست لوڈ ہو رہی ہے...',
  'No favorites yet': 'ابھی کوئی پسندیدہ نہیں',
  'Tap the heart on a product to save it here.': 'کسی پروڈکٹ کو یہاں محفوظ کرنے کے لیے اس پر دل کا نشان دبائیں۔',
  // free gifts
  'Free Gifts With Your Orders': 'آپ کے آرڈرز کے ساتھ مفت تحائف',
  'Order above the amount shown and the gift is added to your parcel at no cost.':
    'دکھائی گئی رقم سے زیادہ کا آرڈر دیں اور تحفہ بغیر کسی قیمت کے آپ کے پارسل میں شامل کر دیا جائے گا۔',
  // share on WhatsApp
  'Share to WhatsApp': 'واٹس ایپ پر شیئر کریں',
  'Your margin (Rs.)': 'آپ کا منافع (Rs.)',
  'Selling price': 'فروخت کی قیمت',
  'Share on WhatsApp': 'واٹس ایپ پر شیئر کریں',
  // upgrade dialog
  'Free Plan': 'مفت پلان',
  'Retail prices on free products': 'مفت مصنوعات پر ریٹیل قیمتیں',
  'Premium Plan': 'پریمیم پلان',
  '/ month': '/ مہینہ',
};
