
/** Urdu for /terms and /privacy. The English versions remain the binding text. */
export const legalUr: Record<string, string> = {
  // /terms
  'Terms of Service': 'شرائط و ضوابط',
  'These terms apply to everyone who uses ResellPK as a reseller. By creating an account you agree to them.':
    'یہ شرائط ResellPK کو بطور ری سیلر استعمال کرنے والے ہر شخص پر لاگو ہوتی ہیں۔ اکاؤنٹ بنا کر آپ ان سے اتفاق کرتے ہیں۔',
  '1. Your account': '1۔ آپ کا اکاؤنٹ',
  'You must be at least 18 years old and give your real name, email and WhatsApp number.':
    'آپ کی عمر کم از کم 18 سال ہونی چاہیے اور آپ کو اپنا اصل نام، ای میل اور واٹس ایپ نمبر دینا ہوگا۔',
  'You are responsible for everything done with your account. Keep your password private.':
    'آپ کے اکاؤنٹ سے ہونے والے ہر کام کی ذمہ داری آپ پر ہے۔ اپنا پاس ورڈ کسی کو نہ بتائیں۔',
  'One person may hold one reseller account. Accounts created to abuse bonuses or referrals are closed and their coins removed.':
    'ایک شخص صرف ایک ری سیلر اکاؤنٹ رکھ سکتا ہے۔ بونس یا ریفرلز کے غلط استعمال کے لیے بنائے گئے اکاؤنٹس بند کر دیے جاتے ہیں اور ان کے سکے ختم کر دیے جاتے ہیں۔',
  '2. Orders and cash on delivery': '2۔ آرڈرز اور کیش آن ڈیلیوری',
  'You place orders on behalf of your own customers and must enter their correct name, phone number, address and city.':
    'آپ اپنے گاہکوں کی طرف سے آرڈر دیتے ہیں اور آپ کو ان کا درست نام، فون نمبر، پتہ اور شہر درج کرنا ہوگا۔',
  'Your customer pays the order total (our price, your profit and delivery) in cash to the courier on delivery.':
    'آپ کا گاہک آرڈر کی کل رقم (ہماری قیمت، آپ کا منافع اور ڈیلیوری) ڈیلیوری کے وقت نقد کوریئر کو ادا کرتا ہے۔',
  'Prices, stock and delivery charges are confirmed when the order is placed. We may cancel an order if a product is out of stock or a price was shown in error, and you will be told why.':
    'قیمتیں، اسٹاک اور ڈیلیوری چارجز آرڈر دیتے وقت طے ہوتے ہیں۔ اگر کوئی پروڈکٹ اسٹاک میں نہ ہو یا قیمت غلطی سے دکھائی گئی ہو تو ہم آرڈر منسوخ کر سکتے ہیں، اور آپ کو وجہ بتائی جائے گی۔',
  'Orders can be cancelled until they are shipped.': 'آرڈرز روانہ ہونے سے پہلے تک منسوخ کیے جا سکتے ہیں۔',
  "You must not sell our products with false claims, or place orders without your customer's consent.":
    'آپ ہماری مصنوعات جھوٹے دعووں کے ساتھ نہیں بیچ سکتے، نہ ہی گاہک کی رضامندی کے بغیر آرڈر دے سکتے ہیں۔',
  '3. Profit and payouts': '3۔ منافع اور ادائیگیاں',
  'Your profit is credited to your wallet after the order is delivered and paid for. Refused, returned or cancelled orders earn no profit.':
    'آرڈر ڈیلیور ہونے اور اس کی ادائیگی کے بعد آپ کا منافع آپ کے والیٹ میں جمع ہوتا ہے۔ انکار کیے گئے، واپس یا منسوخ شدہ آرڈرز پر کوئی منافع نہیں ملتا۔',
  'You may withdraw your wallet balance to Easypaisa, JazzCash or a bank account in your own name. Payouts are usually processed within 3 working days.':
    'آپ اپنے والیٹ کا بیلنس اپنے نام کے ایزی پیسہ، جاز کیش یا بینک اکاؤنٹ میں نکلوا سکتے ہیں۔ ادائیگیاں عموماً 3 کاروباری دنوں میں ہو جاتی ہیں۔',
  'You are responsible for any tax on your income as required by Pakistani law.':
    'پاکستانی قانون کے مطابق اپنی آمدنی پر کسی بھی ٹیکس کی ذمہ داری آپ پر ہے۔',
  '4. Returns and damaged items': '4۔ واپسی اور خراب آئٹمز',
  'A damaged, defective or wrong item must be reported within 3 days of delivery with photos.':
    'خراب، ناقص یا غلط آئٹم کی اطلاع ڈیلیوری کے 3 دن کے اندر تصاویر کے ساتھ دینا ضروری ہے۔',
  'Approved claims are replaced or refunded. Coins used on a returned or cancelled order are refunded as coins.':
    'منظور شدہ دعووں پر آئٹم بدل دیا جاتا ہے یا رقم واپس کر دی جاتی ہے۔ واپس یا منسوخ شدہ آرڈر پر استعمال ہونے والے سکے، سکوں کی صورت میں واپس کیے جاتے ہیں۔',
  '5. Coins, wallet and plans': '5۔ سکے، والیٹ اور پلانز',
  'Discount coins give a discount on purchases only (each product sets how many coins it takes and the discount they give). They have no cash value and cannot be withdrawn or transferred.':
    'ڈسکاؤنٹ سکے صرف خریداری پر رعایت دیتے ہیں (ہر پروڈکٹ کے سکوں کی تعداد اور ان سے ملنے والی رعایت الگ ہے)۔ ان کی کوئی نقد قیمت نہیں اور انہیں نکلوایا یا منتقل نہیں کیا جا سکتا۔',
  'Wallet top-ups are credited only after our team confirms the payment. Submitting a false payment proof closes the account.':
    'والیٹ ٹاپ اپ صرف اس وقت جمع ہوتے ہیں جب ہماری ٹیم ادائیگی کی تصدیق کر دے۔ ادائیگی کا جھوٹا ثبوت جمع کرانے پر اکاؤنٹ بند کر دیا جاتا ہے۔',
  'Paid plans run for their stated period. Starter and Pro also end when their wholesale allowance is used up. Plan fees are not refundable once the plan is active.':
    'پیڈ پلانز اپنی بتائی گئی مدت تک چلتے ہیں۔ اسٹارٹر اور پرو اپنی ہول سیل حد استعمال ہو جانے پر بھی ختم ہو جاتے ہیں۔ پلان فعال ہونے کے بعد اس کی فیس واپس نہیں ہوتی۔',
  '6. Ending your account': '6۔ اکاؤنٹ بند کرنا',
  'You may close your account at any time by contacting support. We may suspend an account that breaks these terms; any earned profit for delivered orders is still paid out unless it came from fraud.':
    'آپ سپورٹ سے رابطہ کر کے کسی بھی وقت اپنا اکاؤنٹ بند کر سکتے ہیں۔ ان شرائط کی خلاف ورزی کرنے والا اکاؤنٹ ہم معطل کر سکتے ہیں؛ ڈیلیور شدہ آرڈرز کا کمایا ہوا منافع پھر بھی ادا کیا جائے گا، سوائے اس کے کہ وہ دھوکا دہی سے حاصل ہوا ہو۔',
  '7. Contact': '7۔ رابطہ',
  'Questions about these terms: {{email}}. These terms are governed by the laws of Pakistan.':
    'ان شرائط کے بارے میں سوالات: {{email}}۔ یہ شرائط پاکستان کے قوانین کے تابع ہیں۔',
  'These terms are governed by the laws of Pakistan.': 'یہ شرائط پاکستان کے قوانین کے تابع ہیں۔',
  // /privacy
  'Privacy Policy': 'رازداری کی پالیسی',
  'This policy explains what personal data ResellPK collects, why, and how you control it.':
    'یہ پالیسی بتاتی ہے کہ ResellPK کون سا ذاتی ڈیٹا جمع کرتا ہے، کیوں، اور آپ اسے کیسے کنٹرول کر سکتے ہیں۔',
  'What we collect': 'ہم کیا جمع کرتے ہیں',
  'Account details: your name, email, WhatsApp number and, if you add it, your business name.':
    'اکاؤنٹ کی تفصیلات: آپ کا نام، ای میل، واٹس ایپ نمبر اور، اگر آپ شامل کریں تو، آپ کے کاروبار کا نام۔',
  "Order details: your customers' names, phone numbers, addresses and cities, so the courier can deliver.":
    'آرڈر کی تفصیلات: آپ کے گاہکوں کے نام، فون نمبر، پتے اور شہر، تاکہ کوریئر ڈیلیوری کر سکے۔',
  'Payment details: payment request amounts, references and the screenshots you upload as proof.':
    'ادائیگی کی تفصیلات: ادائیگی کی درخواستوں کی رقم، ریفرنس اور ثبوت کے طور پر اپ لوڈ کیے گئے اسکرین شاٹس۔',
  'Technical data: the device and browser you use and security logs, to keep your account safe.':
    'تکنیکی ڈیٹا: آپ کا ڈیوائس اور براؤزر اور سیکیورٹی لاگز، تاکہ آپ کا اکاؤنٹ محفوظ رہے۔',
  'How we use it': 'ہم اسے کیسے استعمال کرتے ہیں',
  'To run your account, deliver orders, credit your profit and process top-ups and payouts.':
    'آپ کا اکاؤنٹ چلانے، آرڈرز ڈیلیور کرنے، منافع جمع کرنے اور ٹاپ اپس اور ادائیگیاں نمٹانے کے لیے۔',
  'To send order updates and security messages, such as password reset links.':
    'آرڈر کی اپ ڈیٹس اور سیکیورٹی پیغامات، جیسے پاس ورڈ ری سیٹ لنکس، بھیجنے کے لیے۔',
  'To prevent fraud and abuse of coins, referrals and payments.': 'سکوں، ریفرلز اور ادائیگیوں میں دھوکا دہی اور غلط استعمال روکنے کے لیے۔',
  'Who we share it with': 'ہم اسے کس کے ساتھ شیئر کرتے ہیں',
  "Only with the courier that delivers an order (your customer's delivery details) and with payment providers when a payout is made. We never sell personal data.":
    'صرف آرڈر ڈیلیور کرنے والے کوریئر کے ساتھ (آپ کے گاہک کی ڈیلیوری کی تفصیلات) اور ادائیگی کے وقت پیمنٹ فراہم کنندگان کے ساتھ۔ ہم ذاتی ڈیٹا کبھی فروخت نہیں کرتے۔',
  "Your customers' data": 'آپ کے گاہکوں کا ڈیٹا',
  "Use your customers' details only to place their orders and tell them about delivery. Do not share them with anyone else.":
    'اپنے گاہکوں کی تفصیلات صرف ان کے آرڈر دینے اور انہیں ڈیلیوری کے بارے میں بتانے کے لیے استعمال کریں۔ انہیں کسی اور کے ساتھ شیئر نہ کریں۔',
  'Keeping it safe': 'ڈیٹا کی حفاظت',
  'Passwords are stored only as secure hashes, connections are encrypted, and staff see only what their role needs. We handle data in line with the Prevention of Electronic Crimes Act, 2016 (PECA).':
    'پاس ورڈز صرف محفوظ ہیش کی صورت میں رکھے جاتے ہیں، کنکشنز انکرپٹڈ ہوتے ہیں، اور عملہ صرف وہی دیکھتا ہے جو اس کے کام کے لیے ضروری ہو۔ ہم ڈیٹا کو انسدادِ الیکٹرانک جرائم ایکٹ 2016 (PECA) کے مطابق سنبھالتے ہیں۔',
  'Your choices': 'آپ کے اختیارات',
  'You can see your details on My Account. To correct or delete your data, or close your account, email {{email}}. Order and payment records are kept as long as the law requires.':
    'آپ اپنی تفصیلات "میرا اکاؤنٹ" پر دیکھ سکتے ہیں۔ اپنا ڈیٹا درست کرنے یا حذف کرنے، یا اکاؤنٹ بند کرنے کے لیے {{email}} پر ای میل کریں۔ آرڈر اور ادائیگی کا ریکارڈ اس وقت تک رکھا جاتا ہے جب تک قانون تقاضا کرے۔',
  'You can see your details on My Account. To correct or delete your data, or close your account, write to our support team. Order and payment records are kept as long as the law requires.':
    'آپ اپنی تفصیلات "میرا اکاؤنٹ" پر دیکھ سکتے ہیں۔ اپنا ڈیٹا درست کرنے یا حذف کرنے، یا اکاؤنٹ بند کرنے کے لیے ہماری سپورٹ ٹیم کو لکھیں۔ آرڈر اور ادائیگی کا ریکارڈ اس وقت تک رکھا جاتا ہے جب تک قانون تقاضا کرے۔',
};
