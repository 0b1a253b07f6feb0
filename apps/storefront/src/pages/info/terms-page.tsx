import { LEGAL_UPDATED } from '../../content/legal';
import { useSupportContacts } from '../../features/support/support-contacts';
import { InfoArticle, type InfoSection } from './info-article';

const SECTIONS: readonly InfoSection[] = [
  {
    heading: '1. Your account',
    bullets: [
      'You must be at least 18 years old and give your real name, email and WhatsApp number.',
      'You are responsible for everything done with your account. Keep your password private.',
      'One person may hold one reseller account. Accounts created to abuse bonuses or referrals are closed and their coins removed.',
    ],
  },
  {
    heading: '2. Orders and cash on delivery',
    bullets: [
      "You place orders on behalf of your own customers and must enter their correct name, phone number, address and city.",
      "Your customer pays the order total (our price, your profit and delivery) in cash to the courier on delivery.",
      'Prices, stock and delivery charges are confirmed when the order is placed. We may cancel an order if a product is out of stock or a price was shown in error, and you will be told why.',
      'Orders can be cancelled until they are shipped.',
      'You must not sell our products with false claims, or place orders without your customer\'s consent.',
    ],
  },
  {
    heading: '3. Profit and payouts',
    bullets: [
      'Your profit is credited to your wallet after the order is delivered and paid for. Refused, returned or cancelled orders earn no profit.',
      'You may withdraw your wallet balance to Easypaisa, JazzCash or a bank account in your own name. Payouts are usually processed within 3 working days.',
      'You are responsible for any tax on your income as required by Pakistani law.',
    ],
  },
  {
    heading: '4. Returns and damaged items',
    bullets: [
      'A damaged, defective or wrong item must be reported within 3 days of delivery with photos.',
      'Approved claims are replaced or refunded. Coins used on a returned or cancelled order are refunded as coins.',
    ],
  },
  {
    heading: '5. Coins, wallet and plans',
    bullets: [
      'Discount coins give a discount on purchases only (each product sets how many coins it takes and the discount they give). They have no cash value and cannot be withdrawn or transferred.',
      'Wallet top-ups are credited only after our team confirms the payment. Submitting a false payment proof closes the account.',
      'Paid plans run for their stated period. Starter and Pro also end when their wholesale allowance is used up. Plan fees are not refundable once the plan is active.',
    ],
  },
  {
    heading: '6. Ending your account',
    paragraphs: [
      'You may close your account at any time by contacting support. We may suspend an account that breaks these terms; any earned profit for delivered orders is still paid out unless it came from fraud.',
    ],
  },
] as const;

/** Section 7 names the support email staff publish; without one it names none. */
const contactSection = (email: string | null): InfoSection => ({
  heading: '7. Contact',
  paragraphs: [email ? 'Questions about these terms: {{email}}. These terms are governed by the laws of Pakistan.' : 'These terms are governed by the laws of Pakistan.'],
});

/** `/terms` */
export function TermsPage() {
  const email = useSupportContacts().contacts?.email ?? null;
  return (
    <InfoArticle
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      lead="These terms apply to everyone who uses ResellPK as a reseller. By creating an account you agree to them."
      sections={[...SECTIONS, contactSection(email)]}
      values={email ? { email } : undefined}
    />
  );
}
