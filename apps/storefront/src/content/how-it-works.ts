/**
 * The three steps of reselling, shared by the landing page and /how-it-works so both always tell
 * the same story. Texts are i18n keys (English is the key).
 */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Sign up free',
    text: 'Create your account with your WhatsApp number in under a minute. You get 1,000 welcome coins to spend as discount.',
  },
  {
    title: 'Share products and set your profit',
    text: 'Pick products from the catalogue, share them on WhatsApp, Facebook or Instagram and add your own profit on top of our price.',
  },
  {
    title: 'We deliver, you earn',
    text: "Place the order with your customer's address. We pack and ship across Pakistan with cash on delivery, and your profit reaches your wallet after delivery.",
  },
] as const;
