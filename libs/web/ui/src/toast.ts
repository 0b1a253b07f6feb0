import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';
export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}
export interface ShownToast extends ToastInput {
  id: number;
}

/** Spec: one toast visible at a time, shown for 5000 ms. */
export const TOAST_DURATION_SECONDS = 5;

type Listener = () => void;

/**
 * The one toast on screen. A module-level store (web-ui is a federation singleton, so host and
 * remotes share it): a new toast replaces the visible one instead of stacking a second.
 */
export function createToastStore(durationMs = TOAST_DURATION_SECONDS * 1000) {
  let current: ShownToast | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  const dismiss = (id?: number) => {
    if (!current || (id !== undefined && current.id !== id)) return;
    clearTimeout(timer);
    current = null;
    emit();
  };
  return {
    show(input: ToastInput): number {
      clearTimeout(timer);
      const id = nextId++;
      current = { ...input, variant: input.variant ?? 'default', id };
      timer = setTimeout(() => dismiss(id), durationMs);
      emit();
      return id;
    },
    dismiss,
    /** keeps the toast while the pointer rests on it; `resume` starts a fresh full duration */
    pause() {
      clearTimeout(timer);
    },
    resume() {
      const shown = current;
      if (!shown) return;
      clearTimeout(timer);
      timer = setTimeout(() => dismiss(shown.id), durationMs);
    },
    get: (): ShownToast | null => current,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

/** Spec: a toast is swiped away once the finger has moved it 50 px sideways. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * What a sideways drag of the toast does when the finger lifts: far enough either way dismisses it,
 * less springs it back. A mostly vertical drag (a scroll) never dismisses.
 */
export function swipeOutcome(dx: number, dy: number, threshold = TOAST_SWIPE_THRESHOLD_PX): 'dismiss' | 'spring-back' {
  return Math.abs(dx) >= threshold && Math.abs(dx) > Math.abs(dy) ? 'dismiss' : 'spring-back';
}

/** `const { toast } = useToast(); toast({ title: 'Login failed', description, variant: 'destructive' })` */
export function useToast(): { toast: (input: ToastInput) => void; dismiss: () => void } {
  const toast = useCallback((input: ToastInput) => void toastStore.show(input), []);
  const dismiss = useCallback(() => toastStore.dismiss(), []);
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
