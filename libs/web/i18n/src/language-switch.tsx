import { LANGUAGES, setLanguage, type LanguageCode } from './i18n';
import { useLanguage, useT } from './use-t';

const selectStyle = {
  minWidth: 110,
  height: 28,
  padding: '0 8px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fff',
  color: '#1f2a24',
  font: 'inherit',
  fontSize: 14,
} as const;

/**
 * English / Urdu switch; the shell turns the layout right-to-left for Urdu. A native select: it is
 * on every page, the phone's own picker suits two options, and antd's Select would add its dropdown
 * machinery to every first visit (docs/web-performance.md; the size: bench/README.md, *Figures once
 * quoted in code comments*).
 */
export function LanguageSwitch() {
  const t = useT();
  const { language } = useLanguage();
  return (
    <select
      aria-label={t('Language')}
      value={language === 'ur' ? 'ur' : 'en'}
      onChange={(e) => void setLanguage(e.target.value as LanguageCode)}
      style={selectStyle}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code}>
          {l.label}
        </option>
      ))}
    </select>
  );
}
