import { adminUr } from '../../apps/admin/src/i18n/ur';
import { storefrontUr } from '../../apps/storefront/src/i18n/ur';
import { ur as chromeUr } from '../../libs/web/i18n/src/ur';
import { sharedUr } from '../../libs/web/i18n/src/ur-shared';

export type Lang = 'en' | 'ur';

/** The product's own Urdu dictionaries: the chrome's, the shared bundle's and both remotes'. */
export const URDU: Record<string, string> = { ...adminUr, ...storefrontUr, ...sharedUr, ...chromeUr };

/** What the UI shows for the English key `text` in `lang`: its Urdu, or the English when there is none (as i18next falls back). */
export function tr(text: string, lang: Lang): string {
  return lang === 'ur' ? (URDU[text] ?? text) : text;
}
