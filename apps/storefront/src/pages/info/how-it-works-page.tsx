import { useT } from '@resellpk/web-i18n';
import { Card, Space, Steps } from 'antd';
import { HOW_IT_WORKS_STEPS } from '../../content/how-it-works';
import { LinkButton } from '../../shared/link-button';
import { InfoArticle } from './info-article';

const DETAILS = [
  {
    heading: 'Your price, your profit',
    paragraphs: [
      'Every product shows our price. When you add it to your cart you enter your profit for that item. Your customer pays our price plus your profit plus delivery, in cash, to the courier.',
      'Example: a product costs Rs. 1,200 and you add Rs. 300 profit. Your customer pays Rs. 1,500 plus delivery, and Rs. 300 is credited to your wallet once the parcel is delivered.',
    ],
  },
  {
    heading: 'Delivery and cash on delivery',
    paragraphs: [
      "We pack every order and hand it to the courier with your customer's name and address. Delivery usually takes 2 to 5 working days in major cities and up to 7 working days elsewhere in Pakistan. You get a tracking link as soon as the parcel is shipped.",
      'Delivery costs Rs. 200 for the first kilogram and Rs. 50 for every further kilogram started.',
    ],
  },
  {
    heading: 'Coins and plans',
    paragraphs: [
      'Discount coins lower the price you pay (each product shows how many coins it takes and the discount they give). You earn them by signing up, mining over time, referring friends and buying coin packs. A paid plan unlocks wholesale prices on every product.',
    ],
  },
] as const;

/** `/how-it-works` */
export function HowItWorksPage() {
  const t = useT();
  return (
    <InfoArticle
      title="How It Works"
      lead="Reselling with us needs no investment, no stock and no shop. You sell, we deliver, and you keep the profit."
      sections={DETAILS}
      footer={
        <Space wrap>
          <LinkButton to="/signup" type="primary" size="large">
            {t('Start Earning Now')}
          </LinkButton>
          <LinkButton to="/faq" size="large">
            {t('Read the FAQ')}
          </LinkButton>
        </Space>
      }
    >
      <Card style={{ margin: '24px 0' }}>
        <Steps
          orientation="vertical"
          current={-1}
          items={HOW_IT_WORKS_STEPS.map((step) => ({ title: t(step.title), content: t(step.text) }))}
        />
      </Card>
    </InfoArticle>
  );
}
