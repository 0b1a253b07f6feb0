/** Urdu for the admin's plan-requests section (/admin/plan-upgrade-requests). */
export const planRequestsUr: Record<string, string> = {
  'Plan Upgrade Requests': 'پلان اپ گریڈ کی درخواستیں',
  'Approve to give the reseller Premium for one month.': 'منظور کرنے پر ری سیلر کو ایک مہینے کے لیے پریمیم مل جاتا ہے۔',
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
  '{{name}} will get the Premium plan for one month.': '{{name}} کو ایک مہینے کے لیے پریمیم پلان مل جائے گا۔',
  '{{name}} stays on their current plan.': '{{name}} اپنے موجودہ پلان پر ہی رہیں گے۔',
  'Request approved': 'درخواست منظور ہو گئی',
  'Request rejected': 'درخواست مسترد کر دی گئی',
  'Failed to approve request': 'درخواست منظور نہیں ہو سکی',
  'Failed to reject request': 'درخواست مسترد نہیں ہو سکی',
};
