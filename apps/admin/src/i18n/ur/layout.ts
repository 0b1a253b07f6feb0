/** Urdu for the admin's layout section (the sidebar and its menu), the access guard and the admin 404. */
export const layoutUr: Record<string, string> = {
  // sidebar title (access/staff-access.ts panelTitle; "Topup Helper" is in the chrome)
  'Admin Panel': 'ایڈمن پینل',
  'Open menu': 'مینو کھولیں',
  // the menu (admin-menu.ts; Products, Orders and Withdrawals are translated elsewhere)
  Dashboard: 'ڈیش بورڈ',
  'Plan Requests': 'پلان کی درخواستیں',
  'Free Offers': 'مفت آفرز',
  'Topup Chats': 'ٹاپ اپ چیٹس',
  'Topup Management': 'ٹاپ اپ کا انتظام',
  'Admin Management': 'ایڈمن کا انتظام',
  // the staff member's own account (account/account-security-page, linked under their name)
  'Account security': 'اکاؤنٹ کی حفاظت',
  'Changing your password signs you out on every other device.': 'پاس ورڈ تبدیل کرنے سے آپ باقی تمام آلات سے لاگ آؤٹ ہو جاتے ہیں۔',
  // unknown admin addresses (not-found/admin-not-found-page)
  'Page not found': 'صفحہ نہیں ملا',
  'This page does not exist in the admin panel.': 'یہ صفحہ ایڈمن پینل میں موجود نہیں۔',
  'Back to admin home': 'ایڈمن ہوم پیج پر واپس جائیں',
};
