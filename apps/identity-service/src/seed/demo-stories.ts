import type { StoryInput } from '@resellpk/contracts';

/**
 * The demo's reseller stories: clearly examples (production has none until staff add real ones in
 * /admin/stories), with no income figures.
 */
export const DEMO_STORIES: readonly StoryInput[] = [
  {
    name: 'Example: Ayesha',
    role: 'Home-based reseller',
    city: 'Lahore',
    quote: 'An example story of the demo data: I share kitchen items in my family WhatsApp groups, and cash on delivery makes new customers trust me.',
  },
  {
    name: 'Example: Bilal',
    role: 'University student',
    city: 'Karachi',
    quote: 'An example story of the demo data: I sell phone accessories to friends between classes and never buy stock in advance.',
  },
  {
    name: 'Example: Sana',
    role: 'Boutique owner',
    city: 'Faisalabad',
    quote: 'An example story of the demo data: I add beauty products to my Instagram page under my own business name and follow each parcel by its tracking.',
  },
];
