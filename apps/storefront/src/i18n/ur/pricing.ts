/** Urdu for /pricing and the plan catalogue of libs/domain (PLANS, FREE_PLAN_CARD). */
export const pricingUr: Record<string, string> = {
  'Pricing Plans': 'قیمتوں کے پلان',
  'Every account starts free with retail prices. A paid plan unlocks wholesale prices and premium-only products, so your profit on every order is higher.':
    'ہر اکاؤنٹ ریٹیل قیمتوں کے ساتھ مفت شروع ہوتا ہے۔ پیڈ پلان سے ہول سیل قیمتیں اور صرف پریمیم مصنوعات کھل جاتی ہیں، یوں ہر آرڈر پر آپ کا منافع زیادہ ہوتا ہے۔',
  'Loading plans...': 'پلان لوڈ ہو رہے ہیں...',
  'Failed to load plans': 'پلان لوڈ نہیں ہو سکے',
  'Premium is paid from your wallet when our team approves your request, and partner plans when you subscribe. Top up your wallet with Easypaisa, JazzCash or bank transfer.':
    'پریمیم کی ادائیگی آپ کے والیٹ سے اس وقت ہوتی ہے جب ہماری ٹیم آپ کی درخواست منظور کرتی ہے، اور پارٹنر پلانز کی سبسکرائب کرتے وقت۔ اپنا والیٹ ایزی پیسہ، جاز کیش یا بینک ٹرانسفر سے ٹاپ اپ کریں۔',
  // Premium's button and its request dialog
  'Renew {{plan}}': '{{plan}} کی تجدید کریں',
  'Staff accounts do not buy plans': 'اسٹاف اکاؤنٹس پلان نہیں خریدتے',
  '{{price}} is paid from your wallet when our team approves your request. Premium then lasts {{days}} days.':
    'جب ہماری ٹیم آپ کی درخواست منظور کرتی ہے تو {{price}} آپ کے والیٹ سے ادا ہوتے ہیں۔ اس کے بعد پریمیم {{days}} دن تک رہتا ہے۔',
  'Your wallet: {{balance}}': 'آپ کا والیٹ: {{balance}}',
  'Contact us': 'ہم سے رابطہ کریں',
  'for {{count}} months': '{{count}} مہینوں کے لیے',
  'Upgrade to {{plan}}': '{{plan}} پر اپ گریڈ کریں',
  'Choose {{plan}}': '{{plan}} منتخب کریں',
  Popular: 'مقبول',
  'Best Value': 'بہترین قیمت',
  // PLANS (plan names are with the badges in libs/web/i18n/src/ur.ts)
  'Wholesale prices on every product': 'ہر پروڈکٹ پر ہول سیل قیمتیں',
  '50,000 coins': '50,000 سکے',
  '400,000 coins': '400,000 سکے',
  'Unlimited coins': 'لامحدود سکے',
  'Wholesale pricing': 'ہول سیل قیمتیں',
  'Premium-only products': 'صرف پریمیم مصنوعات',
  'Priority support': 'ترجیحی سپورٹ',
  'Discounted shipping': 'رعایتی شپنگ',
  'Higher margins': 'زیادہ منافع',
  'Wholesale prices': 'ہول سیل قیمتیں',
  'Ends when the month or the 50,000 coins run out': 'مہینہ یا 50,000 سکے ختم ہونے پر ختم ہو جاتا ہے',
  'Ends when the 6 months or the 400,000 coins run out': '6 مہینے یا 400,000 سکے ختم ہونے پر ختم ہو جاتا ہے',
  'Coins from other methods do not extend the plan': 'دوسرے طریقوں سے ملے سکے پلان کی مدت نہیں بڑھاتے',
  'Dropshipping parcels with your own brand': 'آپ کے اپنے برانڈ کے ساتھ ڈراپ شپنگ پارسل',
  'Free digital marketing course (worth Rs. 50,000)': 'مفت ڈیجیٹل مارکیٹنگ کورس (مالیت Rs. 50,000)',
  'Free basic e-commerce website': 'مفت بنیادی ای کامرس ویب سائٹ',
  // FREE_PLAN_CARD and the landing's buttons
  'Browse and order at retail prices': 'ریٹیل قیمتوں پر مصنوعات دیکھیں اور آرڈر کریں',
  'Earn and use discount coins': 'ڈسکاؤنٹ سکے کمائیں اور استعمال کریں',
  'Cash on delivery for your customers': 'آپ کے گاہکوں کے لیے کیش آن ڈیلیوری',
  'Sign Up Free': 'مفت سائن اپ کریں',
  };
