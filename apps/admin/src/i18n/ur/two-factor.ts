/** Urdu for the staff's two-factor sign-in: the login's code and set-up steps and /admin/account. */
export const twoFactorUr: Record<string, string> = {
  // login: the code step
  'Enter the 6-digit code your authenticator app shows, or one of your recovery codes.':
    'اپنی آتھنٹیکیٹر ایپ میں دکھایا گیا 6 ہندسوں کا کوڈ یا اپنا کوئی ریکوری کوڈ درج کریں۔',
  'Verification code': 'تصدیقی کوڈ',
  Verify: 'تصدیق کریں',
  'Back to login': 'لاگ ان پر واپس جائیں',
  // set-up (first sign-in and /admin/account)
  'Set up two-factor sign-in': 'دو مرحلوں والا لاگ ان سیٹ اپ کریں',
  'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy).':
    'یہ QR کوڈ کسی آتھنٹیکیٹر ایپ (Google Authenticator، Microsoft Authenticator، Authy) سے اسکین کریں۔',
  'QR code for your authenticator app': 'آپ کی آتھنٹیکیٹر ایپ کے لیے QR کوڈ',
  'Or type this key into the app:': 'یا یہ کلید ایپ میں خود درج کریں:',
  'Code from the app': 'ایپ کا کوڈ',
  'Turn on two-factor sign-in': 'دو مرحلوں والا لاگ ان آن کریں',
  // recovery codes
  'Save your recovery codes': 'اپنے ریکوری کوڈ محفوظ کر لیں',
  'Each code signs you in once if you lose your phone. They are shown only now.':
    'فون گم ہونے کی صورت میں ہر کوڈ سے ایک بار لاگ ان ہو سکتا ہے۔ یہ کوڈ صرف ابھی دکھائے جا رہے ہیں۔',
  'Copy all codes': 'تمام کوڈ کاپی کریں',
  Copied: 'کاپی ہو گئے',
  'I saved my recovery codes': 'میں نے اپنے ریکوری کوڈ محفوظ کر لیے ہیں',
  Continue: 'جاری رکھیں',
  // /admin/account
  'Two-factor sign-in': 'دو مرحلوں والا لاگ ان',
  On: 'آن',
  Off: 'آف',
  'You sign in with your password and a code from your authenticator app.': 'آپ اپنے پاس ورڈ اور آتھنٹیکیٹر ایپ کے کوڈ کے ساتھ لاگ ان ہوتے ہیں۔',
  'Recovery codes left: {{count}}': 'باقی ریکوری کوڈ: {{count}}',
  'Protect your staff account with a code from an authenticator app on your phone.':
    'اپنے فون کی آتھنٹیکیٹر ایپ کے کوڈ سے اپنے عملے کے اکاؤنٹ کو محفوظ بنائیں۔',
  'Two-factor sign-in is required for staff on this site.': 'اس سائٹ پر عملے کے لیے دو مرحلوں والا لاگ ان لازمی ہے۔',
};
