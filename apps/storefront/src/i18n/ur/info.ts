/** Urdu for the informational pages: /about, /contact, /faq, /how-it-works, /success-stories. */
export const infoUr: Record<string, string> = {
  'Last updated: {{date}}': 'آخری تبدیلی: {{date}}',
  // /about
  'About Us': 'ہمارے بارے میں',
  'ResellPK helps anyone in Pakistan start a reselling business from their phone, without investment, stock or a shop.':
    'ResellPK پاکستان میں ہر کسی کو اپنے فون سے، بغیر سرمایہ کاری، اسٹاک یا دکان کے، ری سیلنگ کا کاروبار شروع کرنے میں مدد دیتا ہے۔',
  'Why we exist': 'ہم کیوں ہیں',
  'Millions of people in Pakistan sell to friends, family and followers on WhatsApp, Facebook and Instagram, but buying stock in advance is risky and delivery is hard to manage alone. We take care of the products, packing, delivery and cash collection, so resellers can focus on selling.':
    'پاکستان میں لاکھوں لوگ واٹس ایپ، فیس بک اور انسٹاگرام پر دوستوں، گھر والوں اور فالوورز کو سامان بیچتے ہیں، لیکن پہلے سے اسٹاک خریدنا خطرناک ہے اور اکیلے ڈیلیوری سنبھالنا مشکل۔ مصنوعات، پیکنگ، ڈیلیوری اور رقم کی وصولی ہم سنبھالتے ہیں، تاکہ ری سیلرز صرف بیچنے پر توجہ دے سکیں۔',
  'What we offer': 'ہم کیا پیش کرتے ہیں',
  'A catalogue of electronics, clothing, home, beauty and more at low prices': 'کم قیمتوں پر الیکٹرانکس، کپڑوں، گھریلو سامان، بیوٹی اور بہت کچھ کا کیٹلاگ',
  'Cash on delivery to every city served by our courier partners': 'ہمارے کوریئر پارٹنرز کے ہر شہر میں کیش آن ڈیلیوری',
  'Your own profit on every order, credited to your wallet after delivery': 'ہر آرڈر پر آپ کا اپنا منافع، جو ڈیلیوری کے بعد آپ کے والیٹ میں جمع ہوتا ہے',
  'Discount coins and paid plans that lower your cost and raise your margin': 'ڈسکاؤنٹ سکے اور پیڈ پلانز جو آپ کی لاگت کم اور منافع زیادہ کرتے ہیں',
  'Support in English and Urdu on WhatsApp and email': 'واٹس ایپ اور ای میل پر انگریزی اور اردو میں سپورٹ',
  'How we work with resellers': 'ہم ری سیلرز کے ساتھ کیسے کام کرتے ہیں',
  'We never ask you to buy stock. Prices, delivery charges and plan fees are shown before you order, and every rupee in your wallet has a transaction record you can check at any time.':
    'ہم آپ سے کبھی اسٹاک خریدنے کو نہیں کہتے۔ قیمتیں، ڈیلیوری چارجز اور پلان کی فیس آرڈر سے پہلے دکھائی جاتی ہیں، اور آپ کے والیٹ کے ہر روپے کا ریکارڈ موجود ہوتا ہے جو آپ کسی بھی وقت دیکھ سکتے ہیں۔',
  // /contact
  'Contact Us': 'ہم سے رابطہ کریں',
  'Questions about an order, a payment or your plan? Our support team answers in English and Urdu.':
    'کسی آرڈر، ادائیگی یا اپنے پلان کے بارے میں سوال ہے؟ ہماری سپورٹ ٹیم انگریزی اور اردو میں جواب دیتی ہے۔',
  'Before you write': 'لکھنے سے پہلے',
  'Many questions are answered in the FAQ.': 'بہت سے سوالات کے جواب عام سوالات میں موجود ہیں۔',
  'For an order, include the order number shown on My Orders (the last 8 characters are enough).':
    'آرڈر کے بارے میں لکھتے وقت "میرے آرڈرز" پر دکھایا گیا آرڈر نمبر شامل کریں (آخری 8 حروف کافی ہیں)۔',
  'For a wallet top-up, use the chat of that payment request so our team sees your screenshot and reference.':
    'والیٹ ٹاپ اپ کے لیے اسی ادائیگی کی درخواست کی چیٹ استعمال کریں تاکہ ہماری ٹیم آپ کا اسکرین شاٹ اور ریفرنس دیکھ سکے۔',
  'Never share your password. Our team will never ask for it.': 'اپنا پاس ورڈ کبھی کسی کو نہ بتائیں۔ ہماری ٹیم کبھی آپ سے پاس ورڈ نہیں مانگے گی۔',
  WhatsApp: 'واٹس ایپ',
  'Office hours': 'دفتری اوقات',
  'Fastest for order and delivery questions.': 'آرڈر اور ڈیلیوری کے سوالات کے لیے سب سے تیز۔',
  'We reply within one working day.': 'ہم ایک کاروباری دن کے اندر جواب دیتے ہیں۔',
  // /faq
  'Frequently Asked Questions': 'اکثر پوچھے جانے والے سوالات',
  'Quick answers about orders, payments, coins and plans.': 'آرڈرز، ادائیگیوں، سکوں اور پلانز کے بارے میں فوری جوابات۔',
  'Do I need to invest money or buy stock?': 'کیا مجھے پیسہ لگانا یا اسٹاک خریدنا پڑے گا؟',
  'No. You sign up free, share products and place orders only when your customer has confirmed. We keep the stock, pack and ship.':
    'نہیں۔ آپ مفت سائن اپ کریں، مصنوعات شیئر کریں اور صرف اس وقت آرڈر دیں جب آپ کا گاہک تصدیق کر دے۔ اسٹاک، پیکنگ اور ترسیل ہمارے ذمے ہے۔',
  'How does cash on delivery work?': 'کیش آن ڈیلیوری کیسے کام کرتی ہے؟',
  'Your customer pays the full amount (our price, your profit and delivery) in cash to the courier when the parcel arrives. You never have to collect money yourself.':
    'پارسل پہنچنے پر آپ کا گاہک پوری رقم (ہماری قیمت، آپ کا منافع اور ڈیلیوری) نقد کوریئر کو ادا کرتا ہے۔ آپ کو خود کبھی رقم وصول نہیں کرنی پڑتی۔',
  'When and how do I receive my profit?': 'مجھے منافع کب اور کیسے ملے گا؟',
  'Your profit is credited to your wallet as soon as the order is marked delivered. You can then withdraw it to Easypaisa, JazzCash or your bank account.':
    'آرڈر ڈیلیور ہوتے ہی آپ کا منافع آپ کے والیٹ میں جمع ہو جاتا ہے۔ پھر آپ اسے ایزی پیسہ، جاز کیش یا اپنے بینک اکاؤنٹ میں نکلوا سکتے ہیں۔',
  'What are discount coins?': 'ڈسکاؤنٹ سکے کیا ہیں؟',
  'Coins give you a discount when you buy: each product shows how many coins it takes and how much they take off. You get 1,000 welcome coins on signup, coins keep mining while you are away, and you earn more by referring friends or buying coin packs. Coins never expire but have no cash value.':
    'سکوں سے خریداری پر رعایت ملتی ہے: ہر پروڈکٹ بتاتی ہے کہ اسے کتنے سکے چاہییں اور ان سے کتنی چھوٹ ملتی ہے۔ سائن اپ پر آپ کو 1,000 خوش آمدیدی سکے ملتے ہیں، آپ کی غیر موجودگی میں بھی سکوں کی مائننگ جاری رہتی ہے، اور دوستوں کو ریفر کر کے یا کوائن پیک خرید کر آپ مزید سکے کما سکتے ہیں۔ سکے کبھی ختم نہیں ہوتے لیکن ان کی کوئی نقد قیمت نہیں۔',
  'What is the difference between the plans?': 'پلانز میں کیا فرق ہے؟',
  'The free plan shows retail prices and lets you use coins. Premium (Rs. 2,500 per month) and the partner plans Starter, Pro and Elite unlock wholesale prices and premium-only products, so your margin is higher. See Pricing for details.':
    'مفت پلان میں ریٹیل قیمتیں دکھائی جاتی ہیں اور آپ سکے استعمال کر سکتے ہیں۔ پریمیم (Rs. 2,500 فی مہینہ) اور پارٹنر پلانز اسٹارٹر، پرو اور ایلیٹ سے ہول سیل قیمتیں اور صرف پریمیم مصنوعات کھل جاتی ہیں، یوں آپ کا منافع زیادہ ہوتا ہے۔ تفصیل کے لیے قیمتوں کا صفحہ دیکھیں۔',
  'How long does delivery take?': 'ڈیلیوری میں کتنا وقت لگتا ہے؟',
  'Usually 2 to 5 working days in major cities such as Karachi, Lahore and Islamabad, and up to 7 working days elsewhere. You get a tracking link when the parcel ships.':
    'کراچی، لاہور اور اسلام آباد جیسے بڑے شہروں میں عموماً 2 سے 5 کاروباری دن، اور دوسری جگہوں پر 7 کاروباری دن تک۔ پارسل روانہ ہونے پر آپ کو ٹریکنگ لنک مل جاتا ہے۔',
  'How much does delivery cost?': 'ڈیلیوری کا خرچ کتنا ہے؟',
  'Rs. 200 for parcels up to 1 kg, plus Rs. 50 for every further kilogram started. The exact amount is shown in your cart before you order.':
    '1 کلو تک کے پارسل کے لیے Rs. 200، اور اس کے بعد ہر شروع ہونے والے کلو کے لیے Rs. 50 مزید۔ درست رقم آرڈر سے پہلے آپ کے کارٹ میں دکھائی جاتی ہے۔',
  'What if my customer refuses the parcel or wants to return it?': 'اگر میرا گاہک پارسل لینے سے انکار کر دے یا واپس کرنا چاہے تو؟',
  'A refused parcel comes back to us and the order is marked returned: no profit is paid for it and any coins you used are refunded. A damaged or wrong item must be reported on WhatsApp within 3 days of delivery with photos, and we replace it or refund it.':
    'انکار کیا گیا پارسل ہمارے پاس واپس آتا ہے اور آرڈر واپس شدہ لکھا جاتا ہے: اس پر کوئی منافع نہیں ملتا اور استعمال شدہ سکے واپس کر دیے جاتے ہیں۔ خراب یا غلط آئٹم کی اطلاع ڈیلیوری کے 3 دن کے اندر تصاویر کے ساتھ واٹس ایپ پر دیں، ہم اسے بدل دیں گے یا رقم واپس کر دیں گے۔',
  'How do I add money to my wallet?': 'میں اپنے والیٹ میں رقم کیسے ڈالوں؟',
  'Open Wallet, choose Add Funds, pick Easypaisa, JazzCash or bank transfer and enter at least Rs. 100. Send the payment to the account shown, then tap I Have Paid or upload the screenshot within 1 hour. Our team checks it and credits your wallet.':
    'والیٹ کھولیں، Add Funds منتخب کریں، ایزی پیسہ، جاز کیش یا بینک ٹرانسفر چنیں اور کم از کم Rs. 100 درج کریں۔ دکھائے گئے اکاؤنٹ میں ادائیگی بھیجیں، پھر 1 گھنٹے کے اندر I Have Paid دبائیں یا اسکرین شاٹ اپ لوڈ کریں۔ ہماری ٹیم اسے چیک کر کے آپ کے والیٹ میں رقم جمع کر دیتی ہے۔',
  'Can I cancel an order?': 'کیا میں آرڈر منسوخ کر سکتا ہوں؟',
  'Yes, as long as it has not been shipped. Cancelling restores any coins you used on it.':
    'جی ہاں، جب تک وہ روانہ نہ ہوا ہو۔ منسوخ کرنے پر اس میں استعمال ہونے والے سکے واپس مل جاتے ہیں۔',
  'Still need help? Message us on WhatsApp at {{phone}} or email {{email}}.':
    'اب بھی مدد چاہیے؟ ہمیں واٹس ایپ پر {{phone}} پر پیغام بھیجیں یا {{email}} پر ای میل کریں۔',
  // /how-it-works
  'How It Works': 'یہ کیسے کام کرتا ہے',
  'Reselling with us needs no investment, no stock and no shop. You sell, we deliver, and you keep the profit.':
    'ہمارے ساتھ ری سیلنگ کے لیے نہ سرمایہ کاری چاہیے، نہ اسٹاک اور نہ دکان۔ آپ بیچیں، ہم ڈیلیور کریں، اور منافع آپ کا۔',
  'Read the FAQ': 'عام سوالات پڑھیں',
  'Your price, your profit': 'آپ کی قیمت، آپ کا منافع',
  'Every product shows our price. When you add it to your cart you enter your profit for that item. Your customer pays our price plus your profit plus delivery, in cash, to the courier.':
    'ہر پروڈکٹ پر ہماری قیمت دکھائی جاتی ہے۔ کارٹ میں ڈالتے وقت آپ اس آئٹم پر اپنا منافع درج کرتے ہیں۔ آپ کا گاہک ہماری قیمت، آپ کا منافع اور ڈیلیوری، نقد کوریئر کو ادا کرتا ہے۔',
  'Example: a product costs Rs. 1,200 and you add Rs. 300 profit. Your customer pays Rs. 1,500 plus delivery, and Rs. 300 is credited to your wallet once the parcel is delivered.':
    'مثال: ایک پروڈکٹ کی قیمت Rs. 1,200 ہے اور آپ Rs. 300 منافع شامل کرتے ہیں۔ آپ کا گاہک Rs. 1,500 اور ڈیلیوری ادا کرتا ہے، اور پارسل ڈیلیور ہوتے ہی Rs. 300 آپ کے والیٹ میں جمع ہو جاتے ہیں۔',
  'Delivery and cash on delivery': 'ڈیلیوری اور کیش آن ڈیلیوری',
  "We pack every order and hand it to the courier with your customer's name and address. Delivery usually takes 2 to 5 working days in major cities and up to 7 working days elsewhere in Pakistan. You get a tracking link as soon as the parcel is shipped.":
    'ہم ہر آرڈر پیک کر کے آپ کے گاہک کے نام اور پتے کے ساتھ کوریئر کے حوالے کرتے ہیں۔ بڑے شہروں میں ڈیلیوری میں عموماً 2 سے 5 کاروباری دن اور پاکستان میں دوسری جگہوں پر 7 کاروباری دن تک لگتے ہیں۔ پارسل روانہ ہوتے ہی آپ کو ٹریکنگ لنک مل جاتا ہے۔',
  'Delivery costs Rs. 200 for the first kilogram and Rs. 50 for every further kilogram started.':
    'ڈیلیوری کا خرچ پہلے کلو کے لیے Rs. 200 اور اس کے بعد ہر شروع ہونے والے کلو کے لیے Rs. 50 ہے۔',
  'Coins and plans': 'سکے اور پلانز',
  'Discount coins lower the price you pay (each product shows how many coins it takes and the discount they give). You earn them by signing up, mining over time, referring friends and buying coin packs. A paid plan unlocks wholesale prices on every product.':
    'ڈسکاؤنٹ سکے آپ کی ادا کی جانے والی قیمت کم کرتے ہیں (ہر پروڈکٹ بتاتی ہے کہ اسے کتنے سکے چاہییں اور ان سے کتنی رعایت ملتی ہے)۔ یہ سائن اپ، وقت کے ساتھ مائننگ، دوستوں کو ریفر کرنے اور کوائن پیک خریدنے سے ملتے ہیں۔ پیڈ پلان سے ہر پروڈکٹ پر ہول سیل قیمتیں کھل جاتی ہیں۔',
  // /success-stories
  'Success Stories': 'کامیابی کی کہانیاں',
  'Resellers from across Pakistan earn every month by selling to their own circles. Here is how some of them did it.':
    'پورے پاکستان کے ری سیلرز اپنے حلقوں میں بیچ کر ہر مہینے کماتے ہیں۔ یہاں دیکھیں کہ ان میں سے کچھ نے یہ کیسے کیا۔',
  'What our best resellers do': 'ہمارے بہترین ری سیلرز کیا کرتے ہیں',
  'Start with the people who already trust you: family groups, neighbours, colleagues and classmates.':
    'ان لوگوں سے شروع کریں جو پہلے ہی آپ پر بھروسا کرتے ہیں: خاندان کے گروپس، پڑوسی، ساتھی اور ہم جماعت۔',
  'Post clear photos and the final price including delivery, so customers know exactly what they will pay.':
    'صاف تصاویر اور ڈیلیوری سمیت حتمی قیمت پوسٹ کریں، تاکہ گاہکوں کو ٹھیک معلوم ہو کہ انہیں کتنا ادا کرنا ہے۔',
  'Keep your profit fair. Rs. 150 to Rs. 500 per item keeps customers coming back.':
    'اپنا منافع مناسب رکھیں۔ فی آئٹم Rs. 150 سے Rs. 500 رکھنے سے گاہک بار بار آتے ہیں۔',
  'Confirm every order on WhatsApp before placing it. Fewer refused parcels means more profit.':
    'ہر آرڈر دینے سے پہلے واٹس ایپ پر اس کی تصدیق کریں۔ کم واپس ہونے والے پارسل کا مطلب زیادہ منافع ہے۔',
  'Set your business name once on My Account, so customers remember your shop.':
    '"میرا اکاؤنٹ" پر ایک بار اپنے کاروبار کا نام رکھیں، تاکہ گاہک آپ کی دکان یاد رکھیں۔',
};
