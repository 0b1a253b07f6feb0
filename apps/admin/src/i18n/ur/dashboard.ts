/** Urdu for the admin's dashboard section. */
export const dashboardUr: Record<string, string> = {
  // the admin's dashboard (DashboardPage)
  'Welcome, {{name}}': 'خوش آمدید، {{name}}',
  'Failed to load data': 'ڈیٹا لوڈ نہیں ہو سکا',
  'Not available right now': 'فی الحال دستیاب نہیں',
  '1 order': '1 آرڈر',
  '{{n}} orders': '{{n}} آرڈرز',
  'Signed in as': 'لاگ ان اکاؤنٹ',
  'See every account, promote resellers to top-up helpers or admins, and move helpers back to resellers.':
    'تمام اکاؤنٹس دیکھیں، ری سیلرز کو ٹاپ اپ ہیلپر یا ایڈمن بنائیں، اور ہیلپرز کو دوبارہ ری سیلر بنائیں۔',
  'Open Admin Management': 'ایڈمن کا انتظام کھولیں',
  // the figures' cards (DASHBOARD_CARDS: title, button)
  'Total Products': 'کل مصنوعات',
  'Manage Products': 'مصنوعات کا انتظام کریں',
  'New Orders': 'نئے آرڈرز',
  'View Orders': 'آرڈرز دیکھیں',
  'Active Offers': 'فعال آفرز',
  'Manage Offers': 'آفرز کا انتظام کریں',
  'Pending Requests': 'زیرِ التوا درخواستیں',
  'Review Requests': 'درخواستوں کا جائزہ لیں',
  'Pending Top-ups': 'زیرِ التوا ٹاپ اپس',
  'Open Topup Chats': 'ٹاپ اپ چیٹس کھولیں',
  'Pending Withdrawals': 'رقم نکلوانے کی زیرِ التوا درخواستیں',
  'Review Withdrawals': 'رقم نکلوانے کی درخواستیں دیکھیں',
  'Delivered Today': 'آج ڈیلیور ہوئے',
  'View Delivered': 'ڈیلیور شدہ آرڈرز دیکھیں',
  // a top-up helper's home (HelperHome)
  'Your sections': 'آپ کے حصے',
  'Chat with resellers about their top-up requests, then approve or reject each payment.':
    'ری سیلرز سے ان کی ٹاپ اپ درخواستوں پر چیٹ کریں، پھر ہر ادائیگی منظور یا مسترد کریں۔',
  'Keep the receiving wallet and bank details and the chat templates up to date.':
    'رقم وصول کرنے والے والیٹ اور بینک اکاؤنٹ کی تفصیلات اور چیٹ کے سانچے تازہ رکھیں۔',
  'Open Topup Management': 'ٹاپ اپ کا انتظام کھولیں',
};
