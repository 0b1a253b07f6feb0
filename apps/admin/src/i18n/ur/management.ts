/** Urdu for the admin's management section (/admin/management: users and their roles). */
export const managementUr: Record<string, string> = {
  'Promote resellers to top-up helpers or admins, and move top-up helpers back to resellers.': 'ری سیلرز کو ٹاپ اپ ہیلپر یا ایڈمن بنائیں، اور ٹاپ اپ ہیلپرز کو واپس ری سیلر بنائیں۔',
  'User Management': 'یوزرز کا انتظام',
  '{{shown}} of {{total}} users': '{{total}} میں سے {{shown}} یوزرز',
  'Search by name or email': 'نام یا ای میل سے تلاش کریں',
  'Filter by role': 'رول کے لحاظ سے فلٹر کریں',
  'All roles': 'تمام رول',
  // the table and cards (No name, Joined and Actions: the resellers and plan requests pages too)
  Role: 'رول',
  Joined: 'شمولیت',
  'Joined {{date}}': '{{date}} کو شامل ہوئے',
  Actions: 'کارروائیاں',
  'No name': 'کوئی نام نہیں',
  You: 'آپ',
  'Show more': 'مزید دکھائیں',
  "We couldn't load the users.": 'یوزرز لوڈ نہیں ہو سکے۔',
  'Check your connection and try again.': 'اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  'No users match your search': 'آپ کی تلاش سے کوئی یوزر نہیں ملا',
  'Try another name or email, or show all roles.': 'کوئی اور نام یا ای میل آزمائیں، یا تمام رول دکھائیں۔',
  'No users yet': 'ابھی کوئی یوزر نہیں',
  'Accounts appear here as soon as people sign up.': 'لوگوں کے سائن اپ کرتے ہی اکاؤنٹس یہاں نظر آتے ہیں۔',
  // role changes (role-actions.ts) and their confirmation
  'Make Topup Helper': 'ٹاپ اپ ہیلپر بنائیں',
  'Make Admin': 'ایڈمن بنائیں',
  'Make Reseller': 'ری سیلر بنائیں',
  'Change the role of {{name}} to {{role}}?': '{{name}} کا رول بدل کر {{role}} کر دیں؟',
  'Top-up helpers open the admin panel to review top-up payments: Topup Chats and Topup Management.':
    'ٹاپ اپ ہیلپرز ٹاپ اپ ادائیگیوں کا جائزہ لینے کے لیے ایڈمن پینل کھولتے ہیں: ٹاپ اپ چیٹس اور ٹاپ اپ کا انتظام۔',
  "Admins can open every part of the admin panel and change other users' roles.": 'ایڈمنز ایڈمن پینل کا ہر حصہ کھول سکتے ہیں اور دوسرے یوزرز کے رول بدل سکتے ہیں۔',
  'Resellers shop in the storefront and cannot open the admin panel.': 'ری سیلرز اسٹور سے خریداری کرتے ہیں اور ایڈمن پینل نہیں کھول سکتے۔',
  // libs/domain roleUpdatedMessage('{{role}}'), the toast after a change
  'User role updated to {{role}}': 'یوزر کا رول بدل کر {{role}} کر دیا گیا',
};
