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
    // i18next's advert for its hosted service, printed to every visitor's console
    showSupportNotice: false,
    // 'added': components re-render when a lazily loaded bundle arrives (addLazyTranslations)
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
}

export const i18n = i18next;

/** Remotes add their own Urdu strings (English needs none). */
export function addTranslations(lng: LanguageCode, strings: Record<string, string>): void {
  i18next.addResources(lng, 'translation', strings);
}

interface LazyBundle {
  lng: LanguageCode;
  name: string;
  load: () => Promise<Record<string, string>>;
  loading?: Promise<void>;
}
const lazyBundles: LazyBundle[] = [];

function loadBundle(bundle: LazyBundle): Promise<void> {
  bundle.loading ??= bundle.load().then(
    (strings) => {
      i18next.addResourceBundle(bundle.lng, 'translation', strings, true, false);
    },
    (error: unknown) => {
      // a failed chunk download: English stays as the fallback, the next switch tries again
      bundle.loading = undefined;
      console.warn(`[i18n] could not load the ${bundle.name} ${bundle.lng} strings`, error);
    },
  );
  return bundle.loading;
}

/** Fetches every lazy bundle registered for `lng` (once); resolves at once when there is none. */
export function loadTranslations(lng: string): Promise<void> {
  return Promise.all(lazyBundles.filter((b) => b.lng === lng).map(loadBundle)).then(() => undefined);
}

/**
 * A remote's strings for one language, downloaded only when that language is in use: now if it
 * is the current one, otherwise on the switch to it (setLanguage waits for them, so the page
 * changes language in one step). Registering the same name twice is a no-op.
 */
export function addLazyTranslations(lng: LanguageCode, name: string, load: () => Promise<Record<string, string>>): Promise<void> {
  let bundle = lazyBundles.find((b) => b.lng === lng && b.name === name);
  if (!bundle) {
    bundle = { lng, name, load };
    lazyBundles.push(bundle);
  }
  return i18next.language === lng ? loadBundle(bundle) : Promise.resolve();
}

// the Urdu both remotes share (server messages, common words): its own chunk, fetched with the first remote's
void addLazyTranslations('ur', 'shared', () => import(/* webpackChunkName: "shared-ur" */ './ur-shared').then((m) => m.sharedUr));

// a language change made elsewhere than setLanguage still gets its strings (re-rendered on 'added')
i18next.on('languageChanged', (lng) => void loadTranslations(lng));

/**
 * The language as a cookie too: the server reads it to leave the English first screen out of an
 * Urdu visit's HTML (apps/web-server), which localStorage cannot tell it.
 */
export const LANGUAGE_COOKIE = 'rpk-lang';

function writeLanguageCookie(lng: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

// a language chosen before the cookie existed
if (i18next.language === 'ur' && typeof document !== 'undefined' && !document.cookie.includes(`${LANGUAGE_COOKIE}=ur`)) writeLanguageCookie('ur');

export async function setLanguage(lng: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // not persisted; still switches for this visit
  }
  writeLanguageCookie(lng);
  await loadTranslations(lng);
  await i18next.changeLanguage(lng);
}

export function directionOf(lng: string): 'ltr' | 'rtl' {
  return lng === 'ur' ? 'rtl' : 'ltr';
}
