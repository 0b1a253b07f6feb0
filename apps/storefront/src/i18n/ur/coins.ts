/**
 * Urdu for the coin screens (/coins, the coin chip, the referral banner of /signup) and the coins
 * service's messages a reseller can be shown (libs/domain COIN_MSG).
 */
export const coinsUr: Record<string, string> = {
  // libs/domain COIN_MSG (the spec's texts and the server's)
  'Purchase Failed': 'خریداری ناکام',
  'There was an error processing your coin purchase.': 'آپ کی کوائن خریداری میں ایک خرابی پیش آئی۔',
  'Copy Failed': 'کاپی ناکام',
  'Please copy the link/code manually.': 'براہ کرم لنک/کوڈ خود کاپی کریں۔',

  // the page
  'Discount Coins': 'ڈسکاؤنٹ کوائنز',
  'Log in to see your coins': 'اپنے کوائنز دیکھنے کے لیے لاگ ان کریں',
  'Mine coins, invite friends and buy coin packs for discounts on your orders.': 'کوائنز مائن کریں، دوستوں کو مدعو کریں اور اپنے آرڈرز پر رعایت کے لیے کوائن پیکس خریدیں۔',
  'Buy Coins': 'کوائنز خریدیں',
  'Your Coin Balance': 'آپ کا کوائن بیلنس',
  'Mining {{rate}} coins per hour, even while you are offline': 'ہر گھنٹے {{rate}} کوائنز کی مائننگ، آف لائن ہونے پر بھی',
  'Total Earned': 'کل کمائے',
  'Total Spent': 'کل خرچ کیے',
  'Unable to load your coins. Please try again.': 'آپ کے کوائنز لوڈ نہیں ہو سکے۔ براہ کرم دوبارہ کوشش کریں۔',

  // Buy Coins
  'Unable to load coin packs. Please try again.': 'کوائن پیکس لوڈ نہیں ہو سکے۔ براہ کرم دوبارہ کوشش کریں۔',
  'Coins Purchased!': 'کوائنز خرید لیے گئے!',
  '{{coins}} coins were added to your balance.': '{{coins}} کوائنز آپ کے بیلنس میں شامل کر دیے گئے۔',
  'First Purchase Offer: {{n}} bonus coins for every rupee!': 'پہلی خریداری کی پیشکش: ہر روپے پر {{n}} بونس سکے!',
  'Your first coin pack gets {{n}} extra coins for every rupee you pay.': 'آپ کے پہلے کوائن پیک پر ہر ادا کیے گئے روپے کے بدلے {{n}} اضافی کوائنز ملیں گے۔',
  'Add Funds': 'رقم شامل کریں',
  '{{label}} Bonus': '{{label}} بونس',
  '{{coins}} coins': '{{coins}} کوائنز',
  '+{{coins}} first purchase bonus': '+{{coins}} پہلی خریداری کا بونس',
  'Paid from your wallet': 'آپ کے والٹ سے ادائیگی',
  'Retry purchase': 'خریداری دوبارہ کریں',
  'Buy for {{price}}': '{{price}} میں خریدیں',
  'Buy the {{name}} pack?': 'کیا {{name}} پیک خریدنا ہے؟',
  'Buy Now': 'ابھی خریدیں',
  '{{price}} will be paid from your wallet for {{coins}} coins.': '{{coins}} کوائنز کے لیے آپ کے والٹ سے {{price}} ادا کیے جائیں گے۔',
  Popular: 'مقبول',
  Value: 'ویلیو',

  // Referrals
  'Invite friends, earn coins': 'دوستوں کو مدعو کریں، کوائنز کمائیں',
  'Your friend gets 1,000 welcome coins. You get 1,000 coins when their first order is delivered, plus half of the coins they spend.':
    'آپ کے دوست کو 1,000 خوش آمدید کوائنز ملیں گے۔ ان کا پہلا آرڈر ڈیلیور ہونے پر آپ کو 1,000 کوائنز، اور ان کے خرچ کیے گئے کوائنز کا آدھا حصہ ملے گا۔',
  'Your Referral Link': 'آپ کا ریفرل لنک',
  'Copy Link': 'لنک کاپی کریں',
  'Your Referral Code': 'آپ کا ریفرل کوڈ',
  'Copy Code': 'کوڈ کاپی کریں',
  'Share your link': 'اپنا لنک شیئر کریں',
  Share: 'شیئر کریں',
  Telegram: 'ٹیلیگرام',
  'Friends who joined with your code: {{count}}': 'آپ کے کوڈ سے شامل ہونے والے دوست: {{count}}',
  'Referral Settings': 'ریفرل سیٹنگز',
  'This message is sent with your link when you share it.': 'شیئر کرتے وقت یہ پیغام آپ کے لنک کے ساتھ بھیجا جاتا ہے۔',
  'Share message': 'شیئر پیغام',
  'Message saved': 'پیغام محفوظ ہو گیا',
  'Save Message': 'پیغام محفوظ کریں',
  'Reset to default': 'پہلے والا پیغام بحال کریں',
  'Back to Overview': 'جائزے پر واپس جائیں',
  'Join me on ResellPK and Get Free Coins!': 'ResellPK پر میرے ساتھ شامل ہوں اور مفت کوائنز حاصل کریں!',

  // History
  'Unable to load your coin history. Please try again.': 'آپ کا کوائن تاریخچہ لوڈ نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  'No coin transactions yet.': 'ابھی تک کوئی کوائن ٹرانزیکشن نہیں۔',
  'Load more': 'مزید دیکھیں',
  Mining: 'مائننگ',
  'Welcome Bonus': 'خوش آمدید بونس',
  'First Order Bonus': 'پہلے آرڈر کا بونس',
  'Referral Bonus': 'ریفرل بونس',
  'Coin Pack': 'کوائن پیک',
  Used: 'استعمال شدہ',

  // How It Works
  'You mine 5 coins every hour, even while you are offline. Your balance grows live on this page.':
    'آپ ہر گھنٹے 5 کوائنز مائن کرتے ہیں، آف لائن ہونے پر بھی۔ اس صفحے پر آپ کا بیلنس براہ راست بڑھتا ہے۔',
  'Every new account starts with 1,000 coins.': 'ہر نیا اکاؤنٹ 1,000 کوائنز سے شروع ہوتا ہے۔',
  '30% of your first delivered order comes back to you as coins.': 'آپ کے پہلے ڈیلیور شدہ آرڈر کا 30% کوائنز کی صورت میں واپس ملتا ہے۔',
  'Earn 1,000 coins when a friend you invited gets their first order delivered, plus 50% of the coins they spend.':
    'جب آپ کے مدعو کردہ دوست کا پہلا آرڈر ڈیلیور ہو تو 1,000 کوائنز کمائیں، اور ان کے خرچ کیے گئے کوائنز کا 50% بھی۔',
  'Coin Packs': 'کوائن پیکس',
  'Buy coins with your wallet balance. Your first pack gets 2 bonus coins for every rupee.':
    'اپنے والٹ بیلنس سے کوائنز خریدیں۔ آپ کے پہلے پیک پر ہر روپے کے بدلے 2 بونس کوائنز ملتے ہیں۔',
  'Using Coins': 'کوائنز کا استعمال',
  'Apply coins to free-plan products in your cart: each product shows how many coins it takes and the discount they give. Coins never expire.':
    'اپنی کارٹ میں فری پلان مصنوعات پر کوائنز لگائیں: ہر پروڈکٹ بتاتی ہے کہ اسے کتنے کوائنز چاہییں اور ان سے کتنی رعایت ملتی ہے۔ کوائنز کبھی ختم نہیں ہوتے۔',

  // signup
  'Sign up without a referral code': 'ریفرل کوڈ کے بغیر سائن اپ کریں',
};
