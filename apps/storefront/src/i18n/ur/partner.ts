/** Urdu for /partner, the plan's allowance on /account and /menu, and the partner plan toasts. */
export const partnerUr: Record<string, string> = {
  'Partner Plans': 'پارٹنر پلانز',
  'Pay from your wallet and buy at wholesale prices. Pick a plan to see what it includes.':
    'اپنے والیٹ سے ادائیگی کریں اور ہول سیل قیمتوں پر خریدیں۔ پلان منتخب کریں اور دیکھیں اس میں کیا شامل ہے۔',
  '1 month': '1 مہینہ',
  '{{count}} months': '{{count}} مہینے',
  Coins: 'سکے',
  Duration: 'مدت',
  'Subscribe Now - Rs. {{price}}': 'ابھی سبسکرائب کریں - Rs. {{price}}',
  'Claim Elite Benefits on WhatsApp': 'ایلیٹ فوائد واٹس ایپ پر حاصل کریں',
  'Your {{plan}} plan is now active.': 'آپ کا {{plan}} پلان اب فعال ہے۔',
  'Wholesale prices until {{date}}.': '{{date}} تک ہول سیل قیمتیں۔',
  'Your {{plan}} plan is waiting for payment': 'آپ کا {{plan}} پلان ادائیگی کا منتظر ہے',
  'It activates as soon as your wallet covers {{price}}: add funds, or press Subscribe Now again after a top-up.':
    'جیسے ہی آپ کے والیٹ میں {{price}} ہوں گے یہ فعال ہو جائے گا: فنڈز شامل کریں، یا ٹاپ اپ کے بعد دوبارہ ابھی سبسکرائب کریں دبائیں۔',
  'Partner plan': 'پارٹنر پلان',
  'Ends on': 'ختم ہونے کی تاریخ',
  'Allowance left': 'باقی الاؤنس',
  Unlimited: 'لامحدود',
  '{{left}} of {{total}} coins': '{{total}} میں سے {{left}} سکے',
};
