import { useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { useT } from '@resellpk/web-i18n';
import { swipeOutcome, toastStore } from '../toast';
import { CheckCircleIcon, CloseCircleIcon, CloseIcon, InfoCircleIcon } from './icons';

/** A drag in progress: where the finger went down. */
interface Drag {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * Renders the current toast at the top centre; mounted once by AppProviders. The toast follows a
 * sideways drag and is swiped away past the spec's threshold (a touch, a pen or a mouse alike);
 * the close button does the same for keyboards and screen readers.
 */
export function Toaster() {
  const t = useT();
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const drag = useRef<Drag | null>(null);
  const [dx, setDx] = useState(0);

  const start = (e: PointerEvent<HTMLDivElement>) => {
    // the close button is a click, not a drag
    if ((e.target as HTMLElement).closest('button')) return;
    drag.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    toastStore.pause();
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === e.pointerId) setDx(e.clientX - drag.current.x);
  };
  const end = (e: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from || from.pointerId !== e.pointerId || !toast) return;
    drag.current = null;
    setDx(0);
    if (e.type === 'pointerup' && swipeOutcome(e.clientX - from.x, e.clientY - from.y) === 'dismiss') toastStore.dismiss(toast.id);
    else toastStore.resume();
  };

  return (
    <div className="rpk-toasts" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={`rpk-toast rpk-toast-${toast.variant}`}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - Math.abs(dx) / 200), transition: 'none' } : undefined}
          onMouseEnter={toastStore.pause}
          onMouseLeave={() => drag.current || toastStore.resume()}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
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
