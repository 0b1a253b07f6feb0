/** Urdu for the admin's withdrawals section (/admin/withdrawals). */
export const withdrawalsUr: Record<string, string> = {
  'Send the money from the bank or wallet app, then mark it paid with the transfer reference. Rejecting returns the amount to the wallet.':
    'بینک یا والیٹ ایپ سے رقم بھیجیں، پھر ٹرانسفر حوالے کے ساتھ اسے ادا شدہ نشان زد کریں۔ مسترد کرنے پر رقم والیٹ میں واپس چلی جاتی ہے۔',
  'Reseller name, email or phone': 'ری سیلر کا نام، ای میل یا فون',
  'Search withdrawals by reseller': 'ری سیلر کے لحاظ سے رقم نکلوانے کی درخواستیں تلاش کریں',
  // the table and cards
  Requested: 'درخواست',
  'Mark paid': 'ادا شدہ نشان زد کریں',
  'Reference: {{reference}}': 'حوالہ: {{reference}}',
  'Reason: {{reason}}': 'وجہ: {{reason}}',
  'Failed to load withdrawals': 'رقم نکلوانے کی درخواستیں لوڈ نہیں ہو سکیں',
  'No withdrawals': 'رقم نکلوانے کی کوئی درخواست نہیں',
  'No pending withdrawals': 'رقم نکلوانے کی کوئی زیرِ التوا درخواست نہیں',
  'No withdrawals of a reseller matching "{{search}}".': '"{{search}}" سے ملتے کسی ری سیلر کی رقم نکلوانے کی کوئی درخواست نہیں۔',
  'Requests appear here when a reseller withdraws from the wallet.': 'جب کوئی ری سیلر والیٹ سے رقم نکلواتا ہے تو درخواستیں یہاں نظر آتی ہیں۔',
  // the dialog
  'Mark withdrawal paid': 'رقم نکلوانے کی درخواست ادا شدہ نشان زد کریں',
  'Reject withdrawal': 'رقم نکلوانے کی درخواست مسترد کریں',
  'Confirm that {{amount}} was sent to this account:': 'تصدیق کریں کہ {{amount}} اس اکاؤنٹ میں بھیج دیے گئے ہیں:',
  "{{amount}} goes back to the reseller's wallet. Tell them why:": '{{amount}} ری سیلر کے والیٹ میں واپس چلے جائیں گے۔ انہیں وجہ بتائیں:',
  'Withdrawal marked paid': 'رقم نکلوانے کی درخواست ادا شدہ نشان زد ہو گئی',
  // also an action of the audit log
  'Withdrawal rejected': 'رقم نکلوانے کی درخواست مسترد کر دی گئی',
  'Failed to mark paid': 'ادا شدہ نشان زد نہیں کیا جا سکا',
  'Failed to reject': 'مسترد نہیں کیا جا سکا',
};
