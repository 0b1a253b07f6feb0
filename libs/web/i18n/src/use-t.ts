import { useTranslation } from 'react-i18next';

/** `const t = useT(); t('Start Earning Now')` — the English text is the key. */
export function useT() {
  return useTranslation().t;
}

/** Current language and direction, re-rendering on a switch. */
export function useLanguage(): { language: string; dir: 'ltr' | 'rtl' } {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return { language, dir: language === 'ur' ? 'rtl' : 'ltr' };
}
