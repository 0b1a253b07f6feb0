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
  // Subscribe Now's confirmation, the current plan and the top-up a plan still needs
  'Subscribe to the {{plan}} plan?': 'کیا آپ {{plan}} پلان سبسکرائب کرنا چاہتے ہیں؟',
  'Pay {{price}}': '{{price}} ادا کریں',
  'Subscribe and add funds': 'سبسکرائب کریں اور رقم شامل کریں',
  '{{price}} will be taken from your wallet now and the plan starts at once.': '{{price}} ابھی آپ کے والیٹ سے کٹ جائیں گے اور پلان فوراً شروع ہو جائے گا۔',
  'Your wallet has {{balance}}. The plan waits until you add {{short}}, then {{price}} is taken from your wallet and it starts.':
    'آپ کے والیٹ میں {{balance}} ہیں۔ پلان اس وقت تک انتظار کرے گا جب تک آپ {{short}} شامل نہ کریں، پھر {{price}} آپ کے والیٹ سے کٹ جائیں گے اور پلان شروع ہو جائے گا۔',
  'You can choose another plan when your {{plan}} plan ends.': 'آپ کا {{plan}} پلان ختم ہونے پر آپ دوسرا پلان منتخب کر سکتے ہیں۔',
  'Your wallet has {{balance}}, not enough for this plan.': 'آپ کے والیٹ میں {{balance}} ہیں، جو اس پلان کے لیے کافی نہیں۔',
  'Top up {{amount}} more': 'مزید {{amount}} ٹاپ اپ کریں',
};
