/** Urdu for the admin's login section (the login page and the password reset dialog). */
export const loginUr: Record<string, string> = {
  // login page
  'Admin Login': 'ایڈمن لاگ ان',
  'Access denied': 'رسائی کی اجازت نہیں',
  'Admin login successful': 'ایڈمن لاگ ان کامیاب ہو گیا',
  'Welcome to the admin panel!': 'ایڈمن پینل میں خوش آمدید!',
  // password reset dialog
  'Reset Admin Password': 'ایڈمن پاس ورڈ ری سیٹ کریں',
  'Enter your admin email address and we will send you a link to reset your password.':
    'اپنا ایڈمن ای میل ایڈریس درج کریں، ہم آپ کو پاس ورڈ ری سیٹ کرنے کا لنک بھیج دیں گے۔',
  'Check your inbox': 'اپنا ان باکس چیک کریں',
};
