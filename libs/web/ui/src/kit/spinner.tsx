import { useT } from '@resellpk/web-i18n';

/** Busy indicator; `label` is read by screen readers (null when the parent already says it). */
export function Spinner({ size = 'default', label }: { size?: 'small' | 'default' | 'large'; label?: string | null }) {
  const t = useT();
  const cls = `rpk-spinner${size === 'large' ? ' rpk-spinner-lg' : size === 'small' ? ' rpk-spinner-sm' : ''}`;
  if (label === null) return <span className={cls} aria-hidden="true" />;
  return <span className={cls} role="status" aria-label={label ?? t('Loading')} />;
}

/** A centred spinner with an optional line of text under it (page and section loading states). */
export function LoadingBlock({ text, size = 'large', padding = 48 }: { text?: string; size?: 'small' | 'default' | 'large'; padding?: number }) {
  return (
    <div style={{ textAlign: 'center', padding }} aria-busy="true">
      <Spinner size={size} label={text} />
      {text && (
        <p className="rpk-muted" style={{ margin: '12px 0 0' }}>
          {text}
        </p>
      )}
    </div>
  );
}
