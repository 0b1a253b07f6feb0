import { useT } from '@resellpk/web-i18n';
import { LinkButton } from '../../shared/link-button';
import { InfoArticle } from './info-article';

const SECTIONS = [
  {
    heading: 'Why we exist',
    paragraphs: [
      'Millions of people in Pakistan sell to friends, family and followers on WhatsApp, Facebook and Instagram, but buying stock in advance is risky and delivery is hard to manage alone. We take care of the products, packing, delivery and cash collection, so resellers can focus on selling.',
    ],
  },
  {
    heading: 'What we offer',
    bullets: [
      'A catalogue of electronics, clothing, home, beauty and more at low prices',
      'Cash on delivery to every city served by our courier partners',
      'Your own profit on every order, credited to your wallet after delivery',
      'Discount coins and paid plans that lower your cost and raise your margin',
      'Support in English and Urdu on WhatsApp and email',
    ],
  },
  {
    heading: 'How we work with resellers',
    paragraphs: [
      'We never ask you to buy stock. Prices, delivery charges and plan fees are shown before you order, and every rupee in your wallet has a transaction record you can check at any time.',
    ],
  },
] as const;

/** `/about` */
export function AboutPage() {
  const t = useT();
  return (
    <InfoArticle
      title="About Us"
      lead="ResellPK helps anyone in Pakistan start a reselling business from their phone, without investment, stock or a shop."
      sections={SECTIONS}
      footer={
        <LinkButton to="/signup" type="primary" size="large">
          {t('Start Earning Now')}
        </LinkButton>
      }
    />
  );
}
