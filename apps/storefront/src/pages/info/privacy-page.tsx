import { useSupportContacts } from '../../features/support/support-contacts';
import { InfoArticle, type InfoSection } from './info-article';
import { LEGAL_UPDATED } from '../../content/legal';

const SECTIONS: readonly InfoSection[] = [
  {
    heading: 'What we collect',
    bullets: [
      'Account details: your name, email, WhatsApp number and, if you add it, your business name.',
      "Order details: your customers' names, phone numbers, addresses and cities, so the courier can deliver.",
      'Payment details: payment request amounts, references and the screenshots you upload as proof.',
      'Technical data: the device and browser you use and security logs, to keep your account safe.',
    ],
  },
  {
    heading: 'How we use it',
    bullets: [
      'To run your account, deliver orders, credit your profit and process top-ups and payouts.',
      'To send order updates and security messages, such as password reset links.',
      'To prevent fraud and abuse of coins, referrals and payments.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      "Only with the courier that delivers an order (your customer's delivery details) and with payment providers when a payout is made. We never sell personal data.",
    ],
  },
  {
    heading: 'Your customers\' data',
    paragraphs: [
      "Use your customers' details only to place their orders and tell them about delivery. Do not share them with anyone else.",
    ],
  },
  {
    heading: 'Keeping it safe',
    paragraphs: [
      'Passwords are stored only as secure hashes, connections are encrypted, and staff see only what their role needs. We handle data in line with the Prevention of Electronic Crimes Act, 2016 (PECA).',
    ],
  },
] as const;

/** The last section names the support email staff publish; without one it points to our support team. */
const choicesSection = (email: string | null): InfoSection => ({
  heading: 'Your choices',
  paragraphs: [
    email
      ? 'You can see your details on My Account. To correct or delete your data, or close your account, email {{email}}. Order and payment records are kept as long as the law requires.'
      : 'You can see your details on My Account. To correct or delete your data, or close your account, write to our support team. Order and payment records are kept as long as the law requires.',
  ],
});

/** `/privacy` */
export function PrivacyPage() {
  const email = useSupportContacts().contacts?.email ?? null;
  return (
    <InfoArticle
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      lead="This policy explains what personal data ResellPK collects, why, and how you control it."
      sections={[...SECTIONS, choicesSection(email)]}
      values={email ? { email } : undefined}
    />
  );
}
