import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { URDU, type Lang } from '../i18n/dictionary';
import { main } from '../storefront/helpers';
import { signInByApi } from '../helpers';
import { DEMO_PASSWORD } from '../wallet/wallet-helpers';

/**
 * What the axe specs (axe.spec.ts, axe-more.spec.ts) share: axe-core with the WCAG 2.1 A and AA
 * rules run on a screen once its real content is drawn, violations collected per screen (rule,
 * node, and for contrast the colours and ratio) and reported together at the end of a test.
 */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Every screen set runs in English at 360 and 1280 px and in Urdu (right to left) at 360 px, where
 * resellers read it. Urdu at 1280 px was dropped to keep the suite inside CI's time on 2 cores (it
 * was a quarter of the suite's longest part): axe's rules do not change with the language, and the
 * staff panel's desktop Urdu is checked by i18n/admin-urdu.spec.ts.
 */
export const RUNS: readonly { lang: Lang; width: 360 | 1280 }[] = [
  { lang: 'en', width: 360 },
  { lang: 'en', width: 1280 },
  { lang: 'ur', width: 360 },
];
export { tr, type Lang } from '../i18n/dictionary';

/** The end of a test's name: 'at 360 px', 'at 360 px in Urdu'. (A screen's name gets its language from the page: audit.) */
export const atWidthIn = (width: number, lang: Lang): string => `at ${width} px${lang === 'ur' ? ' in Urdu' : ''}`;

export interface Found {
  screen: string;
  lines: string[];
}

export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton, .rpk-skeleton')).toHaveCount(0, { timeout: 15_000 });
  // toasts and antd's enter animations fade in: axe must see the final colours
  await expect(page.locator('.rpk-toasts > *')).toHaveCount(0, { timeout: 10_000 });
  await page.mouse.move(0, 0);
  // (a fixed 400 ms before): the frame after the hover ends, every finite animation and transition
  // finished (spinners loop for ever and are left out)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 10_000 });
}

/** Runs axe on the page as it is now; records what it finds under `screen`. */
export async function audit(page: Page, screen: string, found: Found[]): Promise<void> {
  await settle(page);
  // legacy mode runs axe in the page itself; the default opens a blank page per analysis to merge
  // frame results (our screens have no iframes): 1.4 s -> 0.8 s a screen, about 400 screens a run
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  const lines: string[] = [];
  for (const v of violations) {
    for (const node of v.nodes) {
      const contrast = node.any.find((c) => c.id === 'color-contrast')?.data as
        | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string; fontSize?: string }
        | undefined;
      const figure = contrast?.fgColor ? ` ${contrast.fgColor} on ${contrast.bgColor} ${contrast.contrastRatio}:1 (needs ${contrast.expectedContrastRatio}, ${contrast.fontSize})` : '';
      lines.push(`${v.id}: ${node.target.join(' ')}${figure} :: ${node.html.slice(0, 140)}${figure ? '' : ` :: ${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 200)}`}`);
    }
  }
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang === 'ur') lines.push(...(await englishLeftIn(page)).map((t) => `untranslated: ${JSON.stringify(t)} is shown in English on an Urdu page`));
  found.push({ screen: `${screen} @${page.viewportSize()?.width}px${lang && lang !== 'en' ? ` [${lang}]` : ''}`, lines });
}

/**
 * Texts on the page (text nodes, placeholders, accessible names) that are English keys of the
 * dictionaries: on an Urdu page they mean a text that never went through t(), or whose Urdu is
 * missing (WCAG 3.1.2, the language of parts). Hidden elements, and what people typed (marked
 * translate="no"), are skipped.
 */
async function englishLeftIn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    // what people typed (names, addresses) is marked translate="no" and stays as it was written
    const visible = (el: Element | null) => !!el && !el.closest('[translate="no"]') && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent?.trim();
      if (t && visible(n.parentElement)) out.push(t);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!visible(el)) continue;
      for (const a of ['placeholder', 'aria-label', 'title']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
  return [...new Set(shown.filter((t) => URDU[t] && URDU[t] !== t))];
}

export function report(found: Found[]): void {
  const failing = found.filter((f) => f.lines.length > 0);
  const summary = found.map((f) => `${f.lines.length.toString().padStart(3)}  ${f.screen}`).join('\n');
  const details = failing.map((f) => `--- ${f.screen}\n${f.lines.map((l) => `  ${l}`).join('\n')}`).join('\n');
  console.log(`axe WCAG 2.1 AA, violations per screen:\n${summary}${details ? `\n${details}` : ''}`);
  expect(failing.map((f) => `${f.screen}: ${f.lines.length} violation(s)\n${f.lines.join('\n')}`)).toEqual([]);
}

export async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>, found: Found[], screen = path): Promise<void> {
  await page.goto(path);
  await ready(page);
  await audit(page, screen, found);
}

/**
 * How long a screen may take to draw: a test's first visit loads the whole admin remote cold (about
 * 80 chunks for the product form), which on a saturated 2-core runner took over 15 s.
 */
const SCREEN_READY_MS = 30_000;

export const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(main(page).getByRole('heading', { name }).first()).toBeVisible({ timeout: SCREEN_READY_MS });
};
export const text = (t: string | RegExp) => async (page: Page) => {
  await expect(page.getByText(t).first()).toBeVisible({ timeout: SCREEN_READY_MS });
};
/** The landing page: its sections and the free gifts loaded. */
export const landing = async (page: Page) => {
  await expect(main(page).getByRole('heading').nth(2)).toBeVisible({ timeout: SCREEN_READY_MS });
  await expect(main(page).getByTestId('free-gift-card').first()).toBeVisible({ timeout: SCREEN_READY_MS });
};
export const testId = (id: string) => async (page: Page) => {
  await expect(page.getByTestId(id).first()).toBeVisible({ timeout: SCREEN_READY_MS });
};

/** From the next navigation on, every page of `page`'s context is in `lang` (the product reads localStorage['rpk-lang']). */
export async function inLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'en') return;
  await page.context().addInitScript((l) => localStorage.setItem('rpk-lang', l), lang);
}

/** A visitor (not signed in) in `lang`, with the viewport the axe specs use for `width`. */
export async function visitor(browser: Browser, width: number, lang: Lang = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
  const page = await context.newPage();
  await inLanguage(page, lang);
  return page;
}

/**
 * A person signed in (through the login API) with the viewport the axe specs use
 * for `width`; the pages visited next are in `lang`.
 */
export async function signedIn(browser: Browser, email: string, width: number, lang: Lang = 'en'): Promise<Page> {
  const page = await visitor(browser, width, lang);
  // through the login API in the page's own cookie jar (the login form has its own specs): the next page opens signed in
  await signInByApi(page, email, DEMO_PASSWORD);
  return page;
}
