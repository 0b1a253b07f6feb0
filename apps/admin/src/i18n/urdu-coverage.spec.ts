/**
 * Every text the admin passes to t() has an Urdu entry (in the admin's bundle, the shared one or
 * the chrome), every Urdu value keeps its key's placeholders, and no text is translated twice.
 * Keys come from scanning the admin's source (t('...') literals and the libs/domain message
 * constants it refers to), every message the staff's services can answer, and the data the pages
 * translate through variables (listed per section below).
 */
import * as path from 'node:path';
import { AUDIT_ACTIONS, BUILTIN_CATEGORIES } from '@resellpk/contracts';
import { AUDIT_MSG, CATALOG_MSG, categoryLabel, MSG, OFFER_MSG, ORDER_MSG, PARTNER_MSG, PAYOUT_KIND_LABEL, PAYOUT_MSG, PRODUCT_MSG, roleUpdatedMessage, SECOND_FACTOR_MSG, STOCK_MSG, SUPPORT_MSG, WALLET_MSG as WALLET_SERVER_MSG } from '@resellpk/domain';
import { URDU_CHROME as chromeUr } from '@resellpk/web-i18n';
import { brokenPlaceholders, dataKeys, disagreeing, NeededKeys, overlapping, readSources, untranslated } from '@resellpk/web-i18n/key-scan';
import { sharedUr } from '@resellpk/web-i18n/ur-shared';
import { PAYMENT_STATUS_LABEL, WALLET_MSG } from '@resellpk/web-live';
import { DASHBOARD_CARDS } from '../dashboard/dashboard-page';
import { ADMIN_MENU } from '../layout/admin-menu';
import { ADMIN_PAGES } from '@resellpk/web-pages';
import { ROLE_ACTIONS } from '../management/role-actions';
import { ORDER_ACTION_TEXTS } from '../orders/order-action-texts';
import { CHANGED_BY_LABEL, ORDER_STATUS_LABEL } from '../orders/order-status';
import * as requestStatus from '../plan-requests/request-status';
import { SOME_UNAVAILABLE_TEXT, UNAVAILABLE_TEXTS } from '../resellers/reseller-figures';
import * as withdrawalStatus from '../withdrawals/withdrawal-status';
import { adminUr } from './ur';

jest.mock('@ant-design/icons', () => new Proxy({ __esModule: true }, { get: () => () => null }));

/** The string members of a message constant (some hold functions filled in at run time). */
const strings = (o: object): Record<string, string> => Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string'));

const root = path.resolve(__dirname, '../../../..');
const SERVER_MESSAGES = {
  MSG,
  CATALOG_MSG,
  PRODUCT_MSG,
  OFFER_MSG,
  ORDER_MSG: strings(ORDER_MSG),
  PAYOUT_MSG: strings(PAYOUT_MSG),
  AUDIT_MSG: strings(AUDIT_MSG),
  PARTNER_MSG: strings(PARTNER_MSG),
  STOCK_MSG: strings(STOCK_MSG),
  SECOND_FACTOR_MSG,
  SUPPORT_MSG,
};
// the admin's code says WALLET_MSG for web-live's texts (the spec's) and the server's alike
const CONSTANTS: Record<string, Record<string, string>> = { ...SERVER_MESSAGES, WALLET_MSG: { ...strings(WALLET_SERVER_MSG), ...strings(WALLET_MSG) } };

// with the web libs the admin draws whole (the storefront's spec scans all of libs/web)
const sources = readSources(root, ['apps/admin/src', 'libs/web/chat']);
const urdu: Record<string, string> = { ...chromeUr, ...sharedUr, ...adminUr };

describe('Admin Urdu resources', () => {
  const keys = new NeededKeys();
  const need = keys.need.bind(keys);
  keys.scan(sources, CONSTANTS);
  for (const { file, text } of sources) need(dataKeys(text), file);
  // what the staff's services can answer reaches the pages as it is and is shown through t()
  for (const [group, messages] of Object.entries(CONSTANTS)) need(Object.values(messages), `libs/domain ${group}`);
  need(Object.values(PAYMENT_STATUS_LABEL), 'libs/web/live PAYMENT_STATUS_LABEL');
  need(ADMIN_MENU.map((item) => item.label), 'layout/admin-menu.ts');
  // each page's tab title, translated by the shell's DocumentTitle
  need(ADMIN_PAGES.flatMap((page) => ('title' in page ? [page.title] : [])), 'libs/web/pages admin titles');
  need(['Admin Panel', 'Topup Helper', 'Admin', 'Reseller'], 'access/staff-access.ts, libs/web/ui badges');

  // -- section A: dashboard, layout, login, not-found, orders, products, free-offers (data reaching t() through variables)
  need(DASHBOARD_CARDS.flatMap((c) => [c.title, c.button]), 'dashboard/dashboard-page.tsx DASHBOARD_CARDS');
  need(Object.values(ORDER_ACTION_TEXTS).flatMap((x) => [x.title, x.body, x.ok, x.done]), 'orders/order-action-texts.ts ORDER_ACTION_TEXTS');
  need([...Object.values(ORDER_STATUS_LABEL), ...Object.values(CHANGED_BY_LABEL)], 'orders/order-status.tsx ORDER_STATUS_LABEL, CHANGED_BY_LABEL');
  need(BUILTIN_CATEGORIES.map(categoryLabel), 'categoryLabel (builtin categories)');
  // -- end of section A

  // -- section B: top-ups, withdrawals, management, plan-requests, audit-log, resellers (data reaching t() through variables)
  need(Object.values(withdrawalStatus.STATUS_LABELS), 'withdrawals/withdrawal-status.ts STATUS_LABELS');
  need(Object.values(PAYOUT_KIND_LABEL), 'withdrawals/withdrawal-cells.tsx PAYOUT_KIND_LABEL');
  need(Object.values(requestStatus.STATUS_LABELS), 'plan-requests/request-status.ts STATUS_LABELS');
  need(ROLE_ACTIONS.flatMap((a) => [a.label, a.consequence]), 'management/role-actions.ts ROLE_ACTIONS');
  need([roleUpdatedMessage('{{role}}')], 'management/admin-management-page.tsx roleUpdatedMessage');
  need(Object.values(AUDIT_ACTIONS), 'audit-log/audit-log-page.tsx AUDIT_ACTIONS (filter options and actionLabel)');
  need([...Object.values(UNAVAILABLE_TEXTS), SOME_UNAVAILABLE_TEXT], 'resellers/reseller-figures.ts unavailableText');
  // -- end of section B

  it('finds the texts it must check (the scan is not vacuous)', () => {
    expect(keys.found.has('Dashboard')).toBe(true); // a menu label
    expect(keys.found.has(CATALOG_MSG.adminNoProductsFound)).toBe(true); // a constant shown through t()
    expect(keys.found.has(MSG.adminRestricted)).toBe(true);
    expect(keys.found.size).toBeGreaterThan(500);
  });

  it('has an Urdu entry for every key', () => {
    expect(keys.missingFrom(urdu)).toEqual([]);
  });

  it('keeps every {{placeholder}} (and fillMessage {placeholder}) of the key in the Urdu value', () => {
    expect(brokenPlaceholders(adminUr)).toEqual([]);
    expect(brokenPlaceholders(sharedUr)).toEqual([]);
  });

  it('translates each text once: not again what the chrome or the shared bundle holds', () => {
    expect(disagreeing(chromeUr, adminUr)).toEqual([]);
    expect(overlapping(sharedUr, adminUr)).toEqual([]);
  });

  it('has no untranslated value (Urdu text in every entry)', () => {
    expect(untranslated(adminUr)).toEqual([]);
    expect(untranslated(sharedUr)).toEqual([]);
  });
});
