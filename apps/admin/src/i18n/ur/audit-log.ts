/** Urdu for the admin's audit-log section (/admin/audit-log). */
export const auditLogUr: Record<string, string> = {
  'Audit Log': 'آڈٹ لاگ',
  'Every money movement and role change: who, what, when and how much.': 'رقم کی ہر نقل و حرکت اور رول کی ہر تبدیلی: کس نے، کیا، کب اور کتنا۔',
  'Some entries cannot be shown right now: a service did not answer. Try again in a moment.':
    'کچھ اندراجات اس وقت نہیں دکھائے جا سکتے: ایک سروس نے جواب نہیں دیا۔ تھوڑی دیر میں دوبارہ کوشش کریں۔',
  // filters (Clear filters: the management page too)
  'Staff member': 'عملے کا رکن',
  Anyone: 'کوئی بھی',
  'Every action': 'ہر کارروائی',
  'From date': 'شروع کی تاریخ',
  'To date': 'آخری تاریخ',
  'Clear filters': 'فلٹر صاف کریں',
  // the table and cards
  When: 'کب',
  Who: 'کس نے',
  Action: 'کارروائی',
  User: 'یوزر',
  System: 'سسٹم',
  'Unknown user': 'نامعلوم یوزر',
  // LinkedAccountsTag: a decision between linked accounts
  'Linked accounts': 'منسلک اکاؤنٹس',
  'Link not checked': 'تعلق کی جانچ نہیں ہو سکی',
  'Same user': 'ایک ہی یوزر',
  'Same phone number': 'ایک ہی فون نمبر',
  'Same email address': 'ایک ہی ای میل ایڈریس',
  '1 entry': '1 اندراج',
  '{{n}} entries': '{{n}} اندراجات',
  'Failed to load the audit log': 'آڈٹ لاگ لوڈ نہیں ہو سکا',
  'Nothing matches these filters': 'ان فلٹرز سے کچھ نہیں ملا',
  'Try another staff member, action or dates.': 'عملے کا کوئی اور رکن، کارروائی یا تاریخیں آزمائیں۔',
  'No entries yet': 'ابھی کوئی اندراج نہیں',
  'Approvals, withdrawals, orders, plan and role changes appear here as staff make them.':
    'منظوریاں، رقم نکلوانے کی درخواستیں، آرڈرز اور پلان اور رول کی تبدیلیاں، جیسے ہی عملہ انہیں کرتا ہے، یہاں نظر آتی ہیں۔',
  // libs/contracts AUDIT_ACTIONS (the action filter and each entry's actionLabel; "Withdrawal requested"
  // is in the shared bundle, "Withdrawal rejected" with the withdrawals page)
  'Role changed': 'رول تبدیل ہوا',
  'Admin account created': 'ایڈمن اکاؤنٹ بنایا گیا',
  // who: the person at the console running create-admin (no account)
  Operator: 'آپریٹر',
  'Support contacts changed': 'سپورٹ کے رابطے تبدیل ہوئے',
  'Premium request approved': 'پریمیم کی درخواست منظور ہوئی',
  'Premium request rejected': 'پریمیم کی درخواست مسترد ہوئی',
  'Plan ended': 'پلان ختم ہوا',
  'Partner plan paid': 'پارٹنر پلان کی ادائیگی ہوئی',
  'Partner plan refunded': 'پارٹنر پلان کی رقم واپس ہوئی',
  'Top-up approved': 'ٹاپ اپ منظور ہوا',
  'Top-up rejected': 'ٹاپ اپ مسترد ہوا',
  'Top-up expired': 'ٹاپ اپ کی مدت ختم ہوئی',
  'Withdrawal paid': 'نکلوائی گئی رقم ادا کر دی گئی',
  'Receiving account added': 'وصولی کا اکاؤنٹ شامل ہوا',
  'Receiving account changed': 'وصولی کا اکاؤنٹ تبدیل ہوا',
  'Receiving account QR set': 'وصولی کے اکاؤنٹ کا QR لگایا گیا',
  'Receiving account QR removed': 'وصولی کے اکاؤنٹ کا QR ہٹایا گیا',
  // orders' entries ("Order cancelled" is in the shared bundle) and the line under each (order-audit-summary.ts)
  'Order shipped': 'آرڈر روانہ کیا گیا',
  'Order delivered': 'آرڈر ڈیلیور ہو گیا',
  'Order returned': 'آرڈر واپس آ گیا',
  'Order {{ref}}: shipped with {{courier}}, {{total}} to collect': 'آرڈر {{ref}}: {{courier}} کے ذریعے روانہ، وصول کرنے ہیں {{total}}',
  'Order {{ref}}: {{total}} to collect': 'آرڈر {{ref}}: وصول کرنے ہیں {{total}}',
  'Order {{ref}}: {{profit}} profit credited to the reseller': 'آرڈر {{ref}}: ری سیلر کے والٹ میں {{profit}} منافع جمع ہوا',
  'Order {{ref}}: coins refunded {{coins}}, units restocked {{units}}': 'آرڈر {{ref}}: واپس کیے گئے کوائنز {{coins}}، اسٹاک میں واپس یونٹس {{units}}',
  '{{amount}} of plan allowance given back': 'پلان کی حد میں {{amount}} واپس',
};
