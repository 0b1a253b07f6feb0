export { i18n, addTranslations, setLanguage, directionOf, LANGUAGES, type LanguageCode } from './i18n';
export { useT, useLanguage } from './use-t';
export { LanguageSwitch } from './language-switch';
