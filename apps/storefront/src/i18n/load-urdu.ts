import { addLazyTranslations, i18n, loadTranslations } from '@resellpk/web-i18n';

/**
 * Registers the storefront's Urdu strings (./ur, one file per feature) with the shared i18next.
 * They are a separate chunk fetched only when the language is Urdu: right away if the visit
 * starts in Urdu, otherwise when the footer switch selects it. An English visit never loads them.
 * Imported by routes.tsx and by PageContainer, so a page rendered on its own registers them too.
 */
addLazyTranslations('ur', 'storefront', () => import(/* webpackChunkName: "storefront-ur" */ './ur').then((m) => m.storefrontUr));

/** Resolves once the current language's storefront strings are in (at once for English). */
export function storefrontTranslationsReady(): Promise<void> {
  return loadTranslations(i18n.language);
}
