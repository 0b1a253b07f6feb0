import { Select } from 'antd';
import { LANGUAGES, setLanguage, type LanguageCode } from './i18n';
import { useLanguage, useT } from './use-t';

/** English / Urdu switch; the shell turns the layout right-to-left for Urdu. */
export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'middle' }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Select<LanguageCode>
      aria-label={t('Language')}
      size={size}
      value={(language === 'ur' ? 'ur' : 'en') as LanguageCode}
      onChange={(lng) => void setLanguage(lng)}
      options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
      style={{ minWidth: 110 }}
      popupMatchSelectWidth={false}
    />
  );
}
