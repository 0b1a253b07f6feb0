/**
 * Every text the storefront, the shell and the web libs pass to t() has an Urdu entry, and every
 * Urdu value keeps its key's placeholders. Keys are found by scanning the source text: t('...')
 * literals and the libs/domain message constants (MSG.x, CATALOG_MSG.x, ...) the code refers to;
 * plus the data the pages translate through variables (plans, categories, menu, content).
 */
import * as path from 'node:path';
import { CATALOG_MSG, categoryLabel, FREE_PLAN_CARD, MSG, OFFER_MSG, PLANS, PRODUCT_MSG, WALLET_MSG as WALLET_SERVER_MSG } from '@resellpk/domain';
import { URDU_CHROME as chromeUr } from '@resellpk/web-i18n';
import { brokenPlaceholders, dataKeys, disagreeing, NeededKeys, overlapping, paragraphKeys, readSources, untranslated } from '@resellpk/web-i18n/key-scan';
import { sharedUr } from '@resellpk/web-i18n/ur-shared';
import { PAYMENT_STATUS_LABEL, TOPUP_METHOD_LABEL, TRANSACTION_TYPE_LABEL, WALLET_HISTORY_TEXT, WALLET_MSG } from '@resellpk/web-live';
import { HOW_IT_WORKS_STEPS } from '../content/how-it-works';
import { ALL_CATEGORIES_OPTION, SORT_OPTIONS } from '../features/catalog/messages';
import { storefrontUr } from './ur';
import { BOTTOM_TABS, FOOTER_GROUPS, STOREFRONT_PAGES } from '@resellpk/web-pages';
// the coin screens (own line: other features extend the import above)
import { COIN_PACKS } from '@resellpk/contracts';
import { COIN_MSG } from '@resellpk/domain';
import { COIN_RULES } from '../pages/coins/how-it-works-tab';
import { TRANSACTION_LABEL } from '../pages/coins/history-tab';
import { DEFAULT_SHARE_MESSAGE } from '../features/coins/referral-share';
// the cart and orders (own line)
import { CART_MSG, ORDER_MSG, STOCK_MSG } from '@resellpk/domain';
import { ORDER_STATUS_LOOK } from '../features/orders/order-status';
import { PROBLEM_TEXT } from '../pages/cart/cart-line-problem';
import { BY_WHOM } from '../pages/orders/order-detail-page';
// withdrawals (issue 13): the payout messages the pages show (the one function among them is filled in at run time)
import { PAYOUT_KIND_LABEL, PAYOUT_MSG } from '@resellpk/domain';
import { WITHDRAWAL_STATUS_LABEL } from '../features/withdrawals/withdrawal-status-tag';

const RESELLER_ORDER_TEXTS = [
  'checkoutFailed', 'cartEmpty', 'insufficientCoins', 'noOrders', 'tooManyLines', 'badLine', 'duplicateLine', 'badQuantity', 'badProfit', 'productGone',
  'premiumOnly', 'badGift', 'tooManyGifts', 'duplicateGift', 'giftOfferLocked', 'giftOfferGone', 'giftGone',
  'giftNotInOffer', 'giftTooMany', 'giftOutOfStock', 'customerName', 'customerPhone', 'customerAddress', 'customerCity', 'badIdempotencyKey', 'keyReused',
  'stillPlacing', 'resellersOnly', 'notFound', 'notCancellable',
] as const;
const PAYOUT_STRINGS: Record<string, string> = Object.fromEntries(Object.entries(PAYOUT_MSG as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));

jest.mock('@ant-design/icons', () => new Proxy({ __esModule: true }, { get: () => () => null }));

const root = path.resolve(__dirname, '../../../..');
const TREES = ['apps/storefront/src', 'apps/shell/src', 'libs/web'];
const CONSTANTS: Record<string, Record<string, string>> = { MSG, CATALOG_MSG, PRODUCT_MSG, OFFER_MSG, WALLET_MSG, ORDER_MSG, CART_MSG, PAYOUT_MSG: PAYOUT_STRINGS };

const sources = readSources(root, TREES);

const urdu: Record<string, string> = { ...chromeUr, ...sharedUr, ...storefrontUr };

describe('Urdu resources', () => {
  const keys = new NeededKeys();
  const needed = keys.found;
  const need = keys.need.bind(keys);
  keys.scan(sources, CONSTANTS);
  // server messages reach the storefront as they are (serverMessage) and are shown through t()
  need(Object.values(MSG), 'libs/domain MSG (server messages)');
  need(Object.values(WALLET_SERVER_MSG), 'libs/domain WALLET_MSG (wallet-payments messages)');
  // data translated through variables
  for (const { file, text } of sources) {
    if (/(menu-sections|tabs-model|site-footer|pages[\\/]info[\\/])/.test(file)) need(dataKeys(text), file);
    // the account page's one-field forms pass their texts as props (OneFieldForm translates them)
    if (/-form\.tsx$/.test(file) && text.includes('<OneFieldForm')) need([...text.matchAll(/\b(?:name|label|hint)="([^"]+)"/g)].map((m) => m[1]), file);
    if (/pages[\\/]info[\\/]/.test(file)) {
      need([...text.matchAll(/\b(?:title|lead)="([^"]+)"/g)].map((m) => m[1]), file);
      need(paragraphKeys(text), file);
    }
  }
  // each page's tab title (translated by the shell's DocumentTitle) and its footer and tab labels, from the declarations
  need(STOREFRONT_PAGES.flatMap((page) => ('title' in page ? [page.title] : [])), 'libs/web/pages storefront titles');
  need([...FOOTER_GROUPS.flatMap((group) => [group.title, ...group.links.map((link) => link.label)]), ...BOTTOM_TABS.map((tab) => tab.label)], 'libs/web/pages menus');
  need(HOW_IT_WORKS_STEPS.flatMap((s) => [s.title, s.text]), 'content/how-it-works.ts');
  // coins: the server's coin messages a reseller can be shown, and texts reaching t() through variables
  need(Object.values(COIN_MSG), 'libs/domain COIN_MSG');
  need([...COIN_RULES.flatMap((r) => [r.title, r.text]), ...Object.values(TRANSACTION_LABEL).map((l) => l.label), DEFAULT_SHARE_MESSAGE, 'Popular', 'Value'], 'pages/coins');
  need([...COIN_MSG.purchaseFailed.split(': '), ...COIN_MSG.copyFailed.split(': ')], 'pages/coins toasts (title: text)');
  need([ALL_CATEGORIES_OPTION, ...SORT_OPTIONS].map((o) => o.label), 'features/catalog/messages.ts');
  need(['electronics', 'clothing', 'home', 'beauty', 'food', 'toys', 'books', 'sports', 'furniture', 'automotive', 'health', 'jewelry', 'pets', 'baby', 'garden'].map(categoryLabel), 'categories');
  need(PLANS.flatMap((p) => [p.name, p.coinsText, ...p.features]), 'libs/domain PLANS');
  need([FREE_PLAN_CARD.name, ...FREE_PLAN_CARD.features], 'libs/domain FREE_PLAN_CARD');
  // wallet: statuses, ledger types and relative times reach t() through variables
  need([...Object.values(PAYMENT_STATUS_LABEL), ...Object.values(TRANSACTION_TYPE_LABEL)], 'libs/web/live messages');
  // the wallet history's lines, worded from each line's kind and values, and the names filled into them
  need([...Object.values(WALLET_HISTORY_TEXT), ...Object.values(TOPUP_METHOD_LABEL), ...COIN_PACKS.map((p) => p.name)], 'libs/web/live history lines');
  need(['just now', '1 minute ago', '{{count}} minutes ago', '1 hour ago', '{{count}} hours ago', '1 day ago', '{{count}} days ago'], 'libs/web/live relativeTime');
  // cart and orders: server messages shown through t(), statuses, line problems, history
  // the order texts a reseller can be shown (the staff-only ones are checked by the admin's spec)
  need([...Object.values(CART_MSG), ...RESELLER_ORDER_TEXTS.map((k) => ORDER_MSG[k]), STOCK_MSG.onlyLeft, STOCK_MSG.soldOut, STOCK_MSG.productGone], 'libs/domain ORDER_MSG, CART_MSG, STOCK_MSG');
  need([...Object.values(ORDER_STATUS_LOOK).map((l) => l.label), ...Object.values(PROBLEM_TEXT), ...Object.values(BY_WHOM)], 'features/orders, pages/cart, pages/orders');
  need([...Object.values(PAYOUT_STRINGS), ...Object.values(PAYOUT_KIND_LABEL), ...Object.values(WITHDRAWAL_STATUS_LABEL)], 'withdrawals: libs/domain PAYOUT_MSG, kinds, statuses');
  need(['Free', 'Premium', 'Starter', 'Pro', 'Elite', 'Basic', 'Vip', 'Admin', 'Topup Helper', 'Reseller'], 'libs/web/ui badges');

  it('finds the texts it must check (the scan is not vacuous)', () => {
    expect(needed.has('Welcome back! Log in to continue reselling.')).toBe(true); // t('literal') in LoginPage
    expect(needed.has(MSG.loginFieldsRequired)).toBe(true); // a constant shown through t(error)
    expect(needed.has(CATALOG_MSG.addToCart)).toBe(true); // t(CATALOG_MSG.addToCart)
    expect(needed.has('Rating {{rating}} out of 5')).toBe(true); // an interpolated key
    expect(needed.has('Hide password')).toBe(true); // the ui kit (libs/web)
    expect(needed.has('Frequently Asked Questions')).toBe(true); // an InfoArticle title prop
    expect(needed.has('Orders can be cancelled until they are shipped.')).toBe(true); // a /terms bullet
    expect(needed.has('Questions about these terms: {{email}}. These terms are governed by the laws of Pakistan.')).toBe(true); // a paragraph chosen at run time
    expect(needed.size).toBeGreaterThan(300);
  });

  it('has an Urdu entry for every key', () => {
    expect(keys.missingFrom(urdu)).toEqual([]);
  });

  it('keeps every {{placeholder}} (and fillMessage {placeholder}) of the key in the Urdu value', () => {
    expect(brokenPlaceholders(urdu)).toEqual([]);
  });

  it('agrees with the chrome on shared keys (the lazy bundle never overwrites an entry)', () => {
    expect(disagreeing(chromeUr, storefrontUr)).toEqual([]);
    expect(disagreeing(chromeUr, sharedUr)).toEqual([]);
  });

  it('leaves to the shared bundle what the admin shows too (one translation per text)', () => {
    expect(overlapping(sharedUr, storefrontUr)).toEqual([]);
  });

  it('has no untranslated value (Urdu text in every entry)', () => {
    expect(untranslated(urdu)).toEqual([]);
  });
});
