import { useT } from '@resellpk/web-i18n';
import { Collapse, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatPhone } from '@resellpk/domain';
import { useSupportContacts } from '../../features/support/support-contacts';
import { InfoArticle } from './info-article';

const FAQS = [
  {
    q: 'Do I need to invest money or buy stock?',
    a: 'No. You sign up free, share products and place orders only when your customer has confirmed. We keep the stock, pack and ship.',
  },
  {
    q: 'How does cash on delivery work?',
    a: "Your customer pays the full amount (our price, your profit and delivery) in cash to the courier when the parcel arrives. You never have to collect money yourself.",
  },
  {
    q: 'When and how do I receive my profit?',
    a: 'Your profit is credited to your wallet as soon as the order is marked delivered. You can then withdraw it to Easypaisa, JazzCash or your bank account.',
  },
  {
    q: 'What are discount coins?',
    a: 'Coins give you a discount when you buy: each product shows how many coins it takes and how much they take off. You get 1,000 welcome coins on signup, coins keep mining while you are away, and you earn more by referring friends or buying coin packs. Coins never expire but have no cash value.',
  },
  {
    q: 'What is the difference between the plans?',
    a: 'The free plan shows retail prices and lets you use coins. Premium (Rs. 2,500 per month) and the partner plans Starter, Pro and Elite unlock wholesale prices and premium-only products, so your margin is higher. See Pricing for details.',
  },
  {
    q: 'How long does delivery take?',
    a: 'Usually 2 to 5 working days in major cities such as Karachi, Lahore and Islamabad, and up to 7 working days elsewhere. You get a tracking link when the parcel ships.',
  },
  {
    q: 'How much does delivery cost?',
    a: 'Rs. 200 for parcels up to 1 kg, plus Rs. 50 for every further kilogram started. The exact amount is shown in your cart before you order.',
  },
  {
    q: 'What if my customer refuses the parcel or wants to return it?',
    a: 'A refused parcel comes back to us and the order is marked returned: no profit is paid for it and any coins you used are refunded. A damaged or wrong item must be reported on WhatsApp within 3 days of delivery with photos, and we replace it or refund it.',
  },
  {
    q: 'How do I add money to my wallet?',
    a: 'Open Wallet, choose Add Funds, pick Easypaisa, JazzCash or bank transfer and enter at least Rs. 100. Send the payment to the account shown, then tap I Have Paid or upload the screenshot within 1 hour. Our team checks it and credits your wallet.',
  },
  {
    q: 'Can I cancel an order?',
    a: 'Yes, as long as it has not been shipped. Cancelling restores any coins you used on it.',
  },
] as const;

/** `/faq` */
export function FaqPage() {
  const t = useT();
  const { contacts } = useSupportContacts();
  return (
    <InfoArticle title="Frequently Asked Questions" lead="Quick answers about orders, payments, coins and plans.">
      <Collapse
        style={{ margin: '16px 0 24px' }}
        items={FAQS.map((item, index) => ({
          key: String(index),
          label: t(item.q),
          children: <Typography.Paragraph style={{ margin: 0 }}>{t(item.a)}</Typography.Paragraph>,
        }))}
      />
      <Typography.Paragraph>
        {/* the channels staff publish; none are named until they are set */}
        {contacts && <>{t('Still need help? Message us on WhatsApp at {{phone}} or email {{email}}.', { phone: formatPhone(contacts.whatsapp), email: contacts.email })} </>}
        <Link to="/contact">{t('Contact Us')}</Link>
      </Typography.Paragraph>
    </InfoArticle>
  );
}
