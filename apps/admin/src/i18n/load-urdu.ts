import { addLazyTranslations, i18n, loadTranslations } from '@resellpk/web-i18n';

/**
 * Registers the admin's Urdu strings (./ur, one file per section) with the shared i18next. A
 * separate chunk, fetched only when the language is Urdu: at once if the visit starts in Urdu,
 * otherwise when the sidebar's switch selects it. Imported by routes.tsx.
 */
addLazyTranslations('ur', 'admin', () => import(/* webpackChunkName: "admin-ur" */ './ur').then((m) => m.adminUr));

/** Resolves once the current language's admin strings are in (at once for English). */
export function adminTranslationsReady(): Promise<void> {
  return loadTranslations(i18n.language);
}
