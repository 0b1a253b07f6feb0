import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ur } from './ur';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ur', label: 'اردو', dir: 'rtl' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'rpk-lang';

function initialLanguage(): LanguageCode {
  try {
    const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
    if (saved === 'ur' || saved === 'en') return saved;
  } catch {
    // storage blocked (private mode): English
  }
  return 'en';
}

// Natural-language keys: the English text is the key, so English needs no resource file and a
// missing Urdu string falls back to the spec's English wording.
const resources: Resource = { en: { translation: {} }, ur: { translation: ur } };

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: initialLanguage(),
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
}

export const i18n = i18next;

/** Remotes add their own Urdu strings (English needs none). */
export function addTranslations(lng: LanguageCode, strings: Record<string, string>): void {
  i18next.addResources(lng, 'translation', strings);
}

export async function setLanguage(lng: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // not persisted; still switches for this visit
  }
  await i18next.changeLanguage(lng);
}

export function directionOf(lng: string): 'ltr' | 'rtl' {
  return lng === 'ur' ? 'rtl' : 'ltr';
}
