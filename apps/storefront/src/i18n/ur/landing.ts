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
};
