import { useSyncExternalStore } from 'react';
import { useT } from '@resellpk/web-i18n';
import { toastStore } from '../toast';
import { CheckCircleIcon, CloseCircleIcon, CloseIcon, InfoCircleIcon } from './icons';

/** Renders the current toast at the top centre; mounted once by AppProviders. */
export function Toaster() {
  const t = useT();
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <div className="rpk-toasts" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={`rpk-toast rpk-toast-${toast.variant}`}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          onMouseEnter={toastStore.pause}
          onMouseLeave={toastStore.resume}
        >
          <span className="rpk-toast-icon">
            {toast.variant === 'destructive' ? <CloseCircleIcon /> : toast.variant === 'success' ? <CheckCircleIcon /> : <InfoCircleIcon />}
          </span>
          <div className="rpk-toast-body">
            <span className="rpk-toast-title">{toast.title}</span>
            {toast.description && <span className="rpk-toast-desc">{toast.description}</span>}
          </div>
          <button type="button" className="rpk-toast-close" aria-label={t('Close')} onClick={() => toastStore.dismiss(toast.id)}>
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
