/** Urdu for the admin's plan-requests section (/admin/plan-upgrade-requests). */
export const planRequestsUr: Record<string, string> = {
  'Plan Upgrade Requests': 'پلان اپ گریڈ کی درخواستیں',
  'Approving gives the reseller Premium for 30 days and takes {{price}} from their wallet.': 'منظور کرنے پر ری سیلر کو 30 دن کے لیے پریمیم ملتا ہے اور اس کے والیٹ سے {{price}} کٹ جاتے ہیں۔',
  // the table and cards (Approve, Reject and Date: the top-up and withdrawals pages too)
  Approve: 'منظور کریں',
  Reject: 'مسترد کریں',
  Date: 'تاریخ',
  'Current plan': 'موجودہ پلان',
  'Requested plan': 'مطلوبہ پلان',
  // between the current and the requested plan's badges: "Basic to Premium"
  to: 'سے',
  'Decided {{date}}': '{{date}} کو فیصلہ ہوا',
  'Failed to load plan upgrade requests': 'پلان اپ گریڈ کی درخواستیں لوڈ نہیں ہو سکیں',
  'No pending requests': 'کوئی زیرِ التوا درخواست نہیں',
  'No requests': 'کوئی درخواست نہیں',
  'Requests appear here when a reseller asks for Premium from the catalogue.': 'جب کوئی ری سیلر کیٹلاگ سے پریمیم کی درخواست دیتا ہے تو درخواستیں یہاں نظر آتی ہیں۔',
  // the confirmation and its toasts
  'Approve this request?': 'یہ درخواست منظور کریں؟',
  'Reject this request?': 'یہ درخواست مسترد کریں؟',
  '{{name}} will get Premium for 30 days, paid with {{price}} from their wallet.': '{{name}} کو 30 دن کے لیے پریمیم ملے گا، جس کے {{price}} ان کے والیٹ سے ادا ہوں گے۔',
  // the wallet cannot pay Premium yet (the server's message says how much the reseller must top up)
  'Not enough in the wallet': 'والیٹ میں رقم کافی نہیں',
  OK: 'ٹھیک ہے',
  '{{name}} stays on their current plan.': '{{name}} اپنے موجودہ پلان پر ہی رہیں گے۔',
  'Request approved': 'درخواست منظور ہو گئی',
  'Request rejected': 'درخواست مسترد کر دی گئی',
  'Failed to approve request': 'درخواست منظور نہیں ہو سکی',
  'Failed to reject request': 'درخواست مسترد نہیں ہو سکی',
};
