/** Urdu for /wallet, /wallet/add-funds, /wallet/chat, /wallet/history, /my-chats and /notifications. */
export const walletUr: Record<string, string> = {
  // payment request statuses and ledger row types
  Failed: 'ناکام',
  // /wallet
  'My Wallet': 'میرا والیٹ',
  'PKR Wallet': 'PKR والیٹ',
  'Could not load your wallet.': 'آپ کا والیٹ لوڈ نہیں ہو سکا۔',
  'Available balance': 'دستیاب بیلنس',
  'Add Funds': 'رقم شامل کریں',
  'Reward Coins': 'انعامی سکے',
  'Your coin balance is not available yet.': 'آپ کے سکوں کا بیلنس ابھی دستیاب نہیں۔',
  // PRODUCT.md: each product's coin price counts (200 coins may take Rs. 600 off), never "1 coin = Rs. 1"
  'Each product sets its own coin price and the discount it gives.': 'ہر پروڈکٹ کے سکوں کی قیمت اور اس سے ملنے والی رعایت الگ ہے۔',
  'Discount Coins': 'رعایتی سکے',
  'Add funds with Easypaisa, JazzCash or a bank transfer. Our team confirms your payment in the chat.':
    'ایزی پیسہ، جاز کیش یا بینک ٹرانسفر سے رقم شامل کریں۔ ہماری ٹیم چیٹ میں آپ کی ادائیگی کی تصدیق کرتی ہے۔',
  // /wallet/add-funds
  'Choose how you will pay, then send the amount to the account shown.': 'ادائیگی کا طریقہ چنیں، پھر دکھائے گئے اکاؤنٹ میں رقم بھیجیں۔',
  'Subscription: {{plan}}': 'سبسکرپشن: {{plan}}',
  'The amount is set to what your wallet still needs for this plan.': 'رقم اتنی مقرر ہے جتنی اس پلان کے لیے آپ کے والیٹ میں کم ہے۔',
  'Change amount': 'رقم تبدیل کریں',
  'No payment methods are available right now.': 'اس وقت ادائیگی کا کوئی طریقہ دستیاب نہیں۔',
  'Send your payment to': 'اپنی ادائیگی یہاں بھیجیں',
  'Account title': 'اکاؤنٹ کا عنوان',
  'Account number / IBAN': 'اکاؤنٹ نمبر / IBAN',
  Instructions: 'ہدایات',
  'QR code for {{title}}': '{{title}} کا QR کوڈ',
  'Amount (Rs.)': 'رقم (Rs.)',
  'Minimum {{amount}}': 'کم از کم {{amount}}',
  'Continue to Payment': 'ادائیگی کی طرف بڑھیں',
  // /wallet/chat
  'Send to': 'بھیجیں',
  'Time left to pay': 'ادائیگی کے لیے باقی وقت',
  'I Have Paid': 'میں نے ادائیگی کر دی ہے',
  'You said you have paid': 'آپ نے بتا دیا ہے کہ ادائیگی کر دی گئی ہے',
  'Upload Screenshot': 'اسکرین شاٹ اپ لوڈ کریں',
  'This chat is closed.': 'یہ چیٹ بند ہے۔',
  'Opening your payment chat...': 'آپ کی ادائیگی کی چیٹ کھل رہی ہے...',
  'This payment chat does not exist or is not yours.': 'یہ ادائیگی کی چیٹ موجود نہیں یا آپ کی نہیں ہے۔',
  // /wallet/history
  'Current balance': 'موجودہ بیلنس',
  Balance: 'بیلنس',
  'No transactions yet': 'ابھی کوئی لین دین نہیں',
  'Money you add to or spend from your wallet appears here.': 'والیٹ میں شامل کی گئی یا خرچ کی گئی رقم یہاں نظر آتی ہے۔',
  'Load more': 'مزید دیکھیں',
  // /my-chats
  'Your payment chats with our team': 'ہماری ٹیم کے ساتھ آپ کی ادائیگی کی چیٹس',
  'No payment chats yet': 'ابھی ادائیگی کی کوئی چیٹ نہیں',
  'A chat opens when you add funds to your wallet.': 'جب آپ والیٹ میں رقم شامل کرتے ہیں تو چیٹ کھلتی ہے۔',
  // /notifications
  New: 'نیا',
  '{{count}} unread notification(s)': '{{count}} غیر پڑھی اطلاعات',
  'Amount: Rs. {{amount}}': 'رقم: Rs. {{amount}}',
  'New Plan: {{plan_name}}': 'نیا پلان: {{plan_name}}',
  'just now': 'ابھی ابھی',
  '1 minute ago': '1 منٹ پہلے',
  '{{count}} minutes ago': '{{count}} منٹ پہلے',
  '1 hour ago': '1 گھنٹہ پہلے',
  '{{count}} hours ago': '{{count}} گھنٹے پہلے',
  '1 day ago': '1 دن پہلے',
  '{{count}} days ago': '{{count}} دن پہلے',
  // the history page's tab title (routes.tsx)
  'Wallet History': 'والیٹ کا تاریخچہ',
};
