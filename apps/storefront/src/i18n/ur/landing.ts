/** Urdu for the landing page and the shared content of src/content (steps, testimonials). */
export const landingUr: Record<string, string> = {
  'Start your own business in Pakistan without any investment': 'پاکستان میں بغیر کسی سرمایہ کاری کے اپنا کاروبار شروع کریں',
  'Become a reseller: choose products at low prices, add your profit and share them with your customers. We deliver anywhere in Pakistan with cash on delivery, and you earn on every order.':
    'ری سیلر بنیں: کم قیمت پر مصنوعات چنیں، اپنا منافع شامل کریں اور اپنے گاہکوں کے ساتھ شیئر کریں۔ ہم کیش آن ڈیلیوری کے ساتھ پاکستان میں کہیں بھی ڈیلیور کرتے ہیں، اور آپ ہر آرڈر پر کماتے ہیں۔',
  'Choose Your Plan': 'اپنا پلان منتخب کریں',
  'What Our Resellers Say': 'ہمارے ری سیلرز کیا کہتے ہیں',
  'Ready to earn your first profit?': 'اپنا پہلا منافع کمانے کے لیے تیار ہیں؟',
  'Join thousands of resellers across Pakistan. Sign up free, get 1,000 welcome coins and place your first order today.':
    'پورے پاکستان کے ہزاروں ری سیلرز میں شامل ہوں۔ مفت سائن اپ کریں، 1,000 خوش آمدیدی سکے حاصل کریں اور آج ہی اپنا پہلا آرڈر دیں۔',
  // content/how-it-works.ts
  'Sign up free': 'مفت سائن اپ کریں',
  'Create your account with your WhatsApp number in under a minute. You get 1,000 welcome coins to spend as discount.':
    'اپنے واٹس ایپ نمبر کے ساتھ ایک منٹ سے بھی کم میں اکاؤنٹ بنائیں۔ آپ کو ڈسکاؤنٹ کے طور پر خرچ کرنے کے لیے 1,000 خوش آمدیدی سکے ملتے ہیں۔',
  'Share products and set your profit': 'مصنوعات شیئر کریں اور اپنا منافع طے کریں',
  'Pick products from the catalogue, share them on WhatsApp, Facebook or Instagram and add your own profit on top of our price.':
    'کیٹلاگ سے مصنوعات چنیں، انہیں واٹس ایپ، فیس بک یا انسٹاگرام پر شیئر کریں اور ہماری قیمت کے اوپر اپنا منافع شامل کریں۔',
  'We deliver, you earn': 'ڈیلیوری ہماری، کمائی آپ کی',
  "Place the order with your customer's address. We pack and ship across Pakistan with cash on delivery, and your profit reaches your wallet after delivery.":
    'اپنے گاہک کے پتے کے ساتھ آرڈر دیں۔ ہم کیش آن ڈیلیوری کے ساتھ پورے پاکستان میں پیک کر کے بھیجتے ہیں، اور ڈیلیوری کے بعد آپ کا منافع آپ کے والیٹ میں آ جاتا ہے۔',
  // content/testimonials.ts
  'Home-based reseller': 'گھر سے کام کرنے والی ری سیلر',
  'University student': 'یونیورسٹی کا طالب علم',
  'Boutique owner': 'بوتیک کی مالک',
  Lahore: 'لاہور',
  Karachi: 'کراچی',
  Faisalabad: 'فیصل آباد',
  'I started by sharing kitchen items in my family WhatsApp groups. Cash on delivery made my customers trust me, and now I earn around Rs. 35,000 a month from home.':
    'میں نے خاندان کے واٹس ایپ گروپس میں کچن کا سامان شیئر کر کے شروعات کی۔ کیش آن ڈیلیوری کی وجہ سے گاہکوں نے مجھ پر بھروسا کیا، اور اب میں گھر بیٹھے مہینے میں تقریباً Rs. 35,000 کما لیتی ہوں۔',
  'I sell phone accessories to friends and hostel mates between classes. I never buy stock in advance, so there is no risk, and the profit pays my fees.':
    'میں کلاسوں کے درمیان دوستوں اور ہاسٹل کے ساتھیوں کو فون کی ایکسیسریز بیچتا ہوں۔ میں کبھی پہلے سے اسٹاک نہیں خریدتا، اس لیے کوئی خطرہ نہیں، اور منافع سے میری فیس ادا ہو جاتی ہے۔',
  'I added beauty and clothing products to my Instagram page under my own business name. Orders are delivered to my customers and I just follow the tracking.':
    'میں نے اپنے کاروباری نام سے اپنے انسٹاگرام پیج پر بیوٹی اور کپڑوں کی مصنوعات شامل کیں۔ آرڈرز میرے گاہکوں تک پہنچ جاتے ہیں اور میں بس ٹریکنگ دیکھتی رہتی ہوں۔',
};
