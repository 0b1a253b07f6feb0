export { i18n, addTranslations, addLazyTranslations, loadTranslations, setLanguage, directionOf, LANGUAGES, type LanguageCode } from './i18n';
export { useT, useLanguage } from './use-t';
export { LanguageSwitch } from './language-switch';
export { ur as URDU_CHROME } from './ur';
export { formatDate, formatDateTime, isolateLtr } from './date-time';
export { withTranslations } from './with-translations';
