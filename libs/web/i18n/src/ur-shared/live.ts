/**
 * Urdu for libs/web/live's texts (the wallet's messages, payment statuses and ledger types), which
 * the storefront's wallet and the admin's top-up chats both show. Keyed by the English text, since
 * web-live itself depends on this library.
 */
export const liveUr: Record<string, string> = {
  // WALLET_MSG
  'Please select a payment method and enter a minimum amount of Rs. 100': 'براہ کرم ادائیگی کا طریقہ منتخب کریں اور کم از کم Rs. 100 کی رقم درج کریں',
  'Currently unavailable': 'فی الحال دستیاب نہیں',
  'Wallet details are not configured for this payment method. Please contact support.': 'اس ادائیگی کے طریقے کے لیے والیٹ کی تفصیلات موجود نہیں۔ براہ کرم سپورٹ سے رابطہ کریں۔',
  'Failed to create payment request. Please try again.': 'ادائیگی کی درخواست نہیں بن سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  'This payment request has expired. Please create a new one.': 'ادائیگی کی اس درخواست کی مدت ختم ہو گئی ہے۔ براہ کرم نئی درخواست بنائیں۔',
  'Failed to mark payment as paid': 'ادائیگی کو ادا شدہ نشان زد نہیں کیا جا سکا',
  'Payment Marked as Paid': 'ادائیگی ادا شدہ نشان زد ہو گئی',
  'Please select an image file': 'براہ کرم تصویر کی فائل منتخب کریں',
  'Please select an image smaller than 5MB': 'براہ کرم 5MB سے چھوٹی تصویر منتخب کریں',
  'Failed to upload screenshot': 'اسکرین شاٹ اپ لوڈ نہیں ہو سکا',
  'Screenshot uploaded successfully. Your request is now under review.': 'اسکرین شاٹ کامیابی سے اپ لوڈ ہو گیا۔ آپ کی درخواست اب زیرِ جائزہ ہے۔',
  'Failed to send message': 'پیغام نہیں بھیجا جا سکا',
  'Payment Request Cancelled': 'ادائیگی کی درخواست منسوخ ہو گئی',
  'Failed to load your chats': 'آپ کی چیٹس لوڈ نہیں ہو سکیں',
  'Add Funds to Wallet': 'والیٹ میں رقم شامل کریں',
  'Back to Menu': 'مینو پر واپس',
  'Open Chat': 'چیٹ کھولیں',
  'Failed to load notifications': 'اطلاعات لوڈ نہیں ہو سکیں',
  'Failed to mark as read': 'پڑھا ہوا نشان زد نہیں کیا جا سکا',
  'Failed to mark all as read': 'سب کو پڑھا ہوا نشان زد نہیں کیا جا سکا',
  'All notifications marked as read': 'تمام اطلاعات پڑھی ہوئی نشان زد ہو گئیں',
  'No notifications yet': 'ابھی کوئی اطلاع نہیں',
  'We\'ll notify you about important updates and activities': 'اہم اپ ڈیٹس اور سرگرمیوں کے بارے میں ہم آپ کو مطلع کریں گے',
  'All caught up!': 'سب پڑھ لیا!',
  'Mark as read': 'پڑھا ہوا نشان زد کریں',
  'Mark all as read': 'سب کو پڑھا ہوا نشان زد کریں',
  'View Product': 'پروڈکٹ دیکھیں',
  'Failed to update payment request': 'ادائیگی کی درخواست اپ ڈیٹ نہیں ہو سکی',
  // PAYMENT_STATUS_LABEL
  'Pending': 'زیرِ التوا',
  'Under Review': 'زیرِ جائزہ',
  'Approved': 'منظور شدہ',
  'Rejected': 'مسترد',
  'Cancelled': 'منسوخ',
  // TRANSACTION_TYPE_LABEL
  'Top-up': 'ٹاپ اپ',
  'Coin pack': 'سکوں کا پیک',
  'Plan subscription': 'پلان کی سبسکرپشن',
  'Order profit': 'آرڈر کا منافع',
  'Withdrawal': 'رقم نکلوانا',
  'Withdrawal reversed': 'رقم نکلوانا واپس',
  'Refund': 'رقم کی واپسی',
  'Adjustment': 'تصحیح',
};
