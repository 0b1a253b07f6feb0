/** Urdu for /login, /signup, /forgot-password and /reset-password. Keys are the English texts. */
export const authUr: Record<string, string> = {
  'Login successful': 'لاگ ان کامیاب ہو گیا',
  'Welcome back!': 'دوبارہ خوش آمدید!',
  'Welcome back! Log in to continue reselling.': 'دوبارہ خوش آمدید! ری سیلنگ جاری رکھنے کے لیے لاگ ان کریں۔',
  'Login form': 'لاگ ان فارم',
  'Forgot password?': 'پاس ورڈ بھول گئے؟',
  "Don't have an account?": 'اکاؤنٹ نہیں ہے؟',
  // signup
  'Signup successful': 'سائن اپ کامیاب ہو گیا',
  'Welcome! You signed up with referral code {{code}}. Bonus coins will be added after your first purchase.':
    'خوش آمدید! آپ نے ریفرل کوڈ {{code}} کے ساتھ سائن اپ کیا ہے۔ بونس سکے آپ کی پہلی خریداری کے بعد شامل کر دیے جائیں گے۔',
  'Welcome! Your account has been created.': 'خوش آمدید! آپ کا اکاؤنٹ بن گیا ہے۔',
  'Signup failed': 'سائن اپ نہیں ہو سکا',
  'Create your account': 'اپنا اکاؤنٹ بنائیں',
  'Start reselling across Pakistan with cash on delivery.': 'کیش آن ڈیلیوری کے ساتھ پورے پاکستان میں ری سیلنگ شروع کریں۔',
  "You're signing up with referral code {{code}}": 'آپ ریفرل کوڈ {{code}} کے ساتھ سائن اپ کر رہے ہیں',
  "You'll get bonus coins on your first purchase!": 'آپ کو پہلی خریداری پر بونس سکے ملیں گے!',
  'Sign up form': 'سائن اپ فارم',
  'Full Name': 'پورا نام',
  'WhatsApp Number': 'واٹس ایپ نمبر',
  'Confirm Password': 'پاس ورڈ دوبارہ لکھیں',
  // followed by the "Terms of Service" link
  'I agree to the': 'میں ان سے متفق ہوں:',
  'Already have an account?': 'پہلے سے اکاؤنٹ ہے؟',
  // password reset
  'The link works once and expires soon. Check your spam folder if it does not arrive within a few minutes.':
    'یہ لنک صرف ایک بار کام کرتا ہے اور جلد ختم ہو جاتا ہے۔ اگر چند منٹ میں نہ ملے تو اپنا اسپام فولڈر چیک کریں۔',
  'Back to Login': 'واپس لاگ ان پر',
  "Enter the email you signed up with and we'll send you a link to choose a new password.":
    'وہ ای میل درج کریں جس سے آپ نے سائن اپ کیا تھا، ہم آپ کو نیا پاس ورڈ منتخب کرنے کا لنک بھیج دیں گے۔',
  'Password reset form': 'پاس ورڈ ری سیٹ فارم',
  'This link is incomplete': 'یہ لنک نامکمل ہے',
  'Open the password reset link from your email again, or request a new one.':
    'اپنی ای میل میں موجود پاس ورڈ ری سیٹ لنک دوبارہ کھولیں، یا نیا لنک منگوائیں۔',
  'Request a new link': 'نیا لنک منگوائیں',
  'Your password has been changed': 'آپ کا پاس ورڈ تبدیل ہو گیا ہے',
  'You can now log in with your new password.': 'اب آپ اپنے نئے پاس ورڈ سے لاگ ان کر سکتے ہیں۔',
  'Go to Login': 'لاگ ان پر جائیں',
  'Choose a new password': 'نیا پاس ورڈ منتخب کریں',
  'New password form': 'نئے پاس ورڈ کا فارم',
  'New Password': 'نیا پاس ورڈ',
  'At least 8 characters.': 'کم از کم 8 حروف۔',
  'Reset Password': 'پاس ورڈ ری سیٹ کریں',
  // the forgot-password page's tab title (routes.tsx)
  'Forgot Password': 'پاس ورڈ بھول گئے',
};
