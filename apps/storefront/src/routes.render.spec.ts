/**
 * Renders every storefront route (through its lazy loader) for a visitor, without a browser or a
 * gateway, and checks the spec's texts. The browser flows against the real stack live in
 * e2e/storefront; this catches a broken page or a changed text in a second.
 */
import { formatPKR, PLANS } from '@resellpk/domain';
import '@resellpk/web-i18n';
import { restoreSession, sessionStore } from '@resellpk/web-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { cloneElement, createElement as h, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import routes from './routes';
import { SUPPORT_CONTACTS_QUERY_KEY } from './features/support/support-contacts';

// @ant-design/icons' CommonJS build requires an ESM-only colour package jest cannot load; icons
// carry no text, so each one renders nothing here
jest.mock('@ant-design/icons', () => new Proxy({ __esModule: true }, { get: (target, name) => (name in target ? (target as Record<string | symbol, unknown>)[name] : () => null) }));

// kit pages sit at the top, antd pages inside a pathless layout route (AntdOutlet), signed-in pages
// inside a session check (RequireAuth): a page renders inside the elements of the routes above it
type Found = { route: RouteObject; guards: RouteObject[] };
const find = (list: RouteObject[], match: (r: RouteObject) => boolean, guards: RouteObject[] = []): Found | undefined => {
  for (const r of list) {
    if (match(r)) return { route: r, guards };
    const inner = r.children && find(r.children, match, r.element ? [...guards, r] : guards);
    if (inner) return inner;
  }
  return undefined;
};

async function componentFor(path: string): Promise<ComponentType> {
  const found = find(routes, (r) => (path === '/' ? r.index === true : r.path === path.slice(1))) ?? find(routes, (r) => r.path === '*');
  if (!found || typeof found.route.lazy !== 'function') throw new Error(`no lazy route for ${path}`);
  const loaded = (await found.route.lazy()) as { Component?: ComponentType };
  const Page = loaded.Component;
  if (!Page) throw new Error(`route ${path} has no Component`);
  return found.guards.reduceRight<ComponentType>((Inner, guard) => () => cloneElement(guard.element as ReactElement<{ children?: ReactNode }>, undefined, h(Inner)), Page);
}

async function render(url: string, prime?: (client: QueryClient) => void, component?: ComponentType): Promise<string> {
  const path = url.split('?')[0];
  const Component = component ?? (await componentFor(path));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prime?.(client);
  const html = renderToString(
    h(QueryClientProvider, { client }, h(App, null, h(MemoryRouter, { initialEntries: [url] }, h(Component)))),
  );
  // text content only, entities decoded, so assertions read like the page
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  // no gateway here: the silent refresh fails and the session settles as a visitor
  globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
  await restoreSession();
  expect(sessionStore.get().status).toBe('anonymous');
});

describe('storefront routes for a visitor', () => {
  it('landing: the hero, the free-gifts loading text, how it works and the plan cards, in that order', async () => {
    const text = await render('/');
    const order = ['Start your own business in Pakistan', 'Start Earning Now', 'Loading free gifts...', 'Choose Your Plan', 'Ready to earn your first profit?'];
    // no stories without an answer from the gateway: nothing made up in their place
    expect(text).not.toContain('What Our Resellers Say');
    for (const expected of [...order, 'How It Works']) expect(text).toContain(expected);
    expect(order.map((expected) => text.indexOf(expected))).toEqual(order.map((expected) => text.indexOf(expected)).sort((a, b) => a - b));
    expect(text).toContain('Sign Up Free');
    expect(text).toContain('Browse and order at retail prices');
    // the one plan catalogue (GET /plans serves it), with its prices; the seed's Basic and VIP cards are gone
    for (const plan of PLANS) expect(text).toContain(`${plan.name} ${formatPKR(plan.pricePaisa)}`);
    expect(text).toContain('Rs. 2,500 / month');
    for (const gone of ['Basic', 'VIP', 'Rs. 1,000 per month', 'Rs. 3,000 per month', 'Upgrade Now', 'Contact Sales']) expect(text).not.toContain(gone);
  });

  it('login has the spec labels and links', async () => {
    const text = await render('/login');
    for (const expected of ['Email', 'Password', 'Login', 'Forgot password?', 'Sign Up']) expect(text).toContain(expected);
  });

  it('signup shows the referral banner only with a plausible ?ref=', async () => {
    const plain = await render('/signup');
    for (const expected of ['Full Name', 'Email', 'WhatsApp Number', 'Password', 'Confirm Password', 'Terms of Service', 'Sign Up']) {
      expect(plain).toContain(expected);
    }
    expect(plain).not.toContain('referral code');
    // the banner reflects a code the server confirmed (GET coins/referral-codes/:code), as stored
    expect(await render('/signup?ref=k7mq3xpa')).not.toContain('referral code');
    const referred = await render('/signup?ref=k7mq3xpa', (c) => c.setQueryData(['referral-code', 'k7mq3xpa'], { code: 'K7MQ3XPA' }));
    expect(referred).toContain("You're signing up with referral code K7MQ3XPA");
    expect(referred).toContain("You'll get bonus coins on your first purchase!");
    expect(await render('/signup?ref=<b>x</b>')).not.toContain('referral code');
  });

  it('coins asks a visitor to log in', async () => {
    const text = await render('/coins');
    for (const expected of ['Discount Coins', 'Log in to see your coins', 'Login', 'Sign Up']) expect(text).toContain(expected);
    expect(text).not.toContain('Buy Coins');
  });

  it('reset-password without a token links to /forgot-password', async () => {
    const text = await render('/reset-password');
    expect(text).toContain('Request a new link');
    expect(await render('/reset-password?token=abc')).toContain('Choose a new password');
  });

  it('account and menu wait for the session (visitors are redirected by the signed-in pages\' RequireAuth)', async () => {
    expect(await render('/account')).not.toContain('My Account');
    expect(await render('/menu')).not.toContain('Logout');
  });

  it.each([
    ['/how-it-works', 'How It Works'],
    ['/about', 'About Us'],
    ['/contact', 'Before you write'],
    ['/success-stories', 'Success Stories'],
    ['/faq', 'How does cash on delivery work?'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'PECA'],
    ['/pricing', 'Pricing Plans'],
  ])('%s renders', async (url, expected) => {
    expect(await render(url)).toContain(expected);
  });

  it('the support contacts staff published on /contact, /faq, /terms and /privacy; none at all while unset', async () => {
    const contacts = { whatsapp: '+923217654321', email: 'help@shop.pk', hoursEn: 'Every day, 9 AM to 9 PM', hoursUr: 'روزانہ', updatedAt: '2026-11-28T10:00:00.000Z' };
    const published = (client: QueryClient) => client.setQueryData(SUPPORT_CONTACTS_QUERY_KEY, { contacts });
    const unset = (client: QueryClient) => client.setQueryData(SUPPORT_CONTACTS_QUERY_KEY, { contacts: null });
    const contact = await render('/contact', published);
    for (const expected of ['0321-7654321', 'help@shop.pk', 'Every day, 9 AM to 9 PM']) expect(contact).toContain(expected);
    expect(await render('/faq', published)).toContain('Message us on WhatsApp at 0321-7654321 or email help@shop.pk.');
    expect(await render('/terms', published)).toContain('Questions about these terms: help@shop.pk.');
    expect(await render('/privacy', published)).toContain('close your account, email help@shop.pk.');

    const none = await Promise.all(['/contact', '/faq', '/terms', '/privacy'].map((url) => render(url, unset)));
    for (const text of none) expect(text).not.toMatch(/@|\b03\d{2}-\d{7}\b|Office hours/);
    expect(none[1]).not.toContain('Still need help');
    expect(none[2]).toContain('These terms are governed by the laws of Pakistan.');
  });

  it('unknown paths get the spec 404 page', async () => {
    const text = await render('/definitely-not-here');
    for (const expected of ['404', 'Oops! Page not found', 'Return to Home']) expect(text).toContain(expected);
  });
});
