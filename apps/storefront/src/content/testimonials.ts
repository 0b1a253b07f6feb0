/** Reseller stories for the landing page and /success-stories. */
export const TESTIMONIALS = [
  {
    name: 'Ayesha Siddiqui',
    city: 'Lahore',
    role: 'Home-based reseller',
    quote:
      'I started by sharing kitchen items in my family WhatsApp groups. Cash on delivery made my customers trust me, and now I earn around Rs. 35,000 a month from home.',
  },
  {
    name: 'Bilal Ahmed',
    city: 'Karachi',
    role: 'University student',
    quote:
      'I sell phone accessories to friends and hostel mates between classes. I never buy stock in advance, so there is no risk, and the profit pays my fees.',
  },
  {
    name: 'Sana Tariq',
    city: 'Faisalabad',
    role: 'Boutique owner',
    quote:
      'I added beauty and clothing products to my Instagram page under my own business name. Orders are delivered to my customers and I just follow the tracking.',
  },
] as const;
