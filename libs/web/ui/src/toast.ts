import { App } from 'antd';
import { useCallback } from 'react';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';
export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

/** Spec: one toast visible at a time, shown for 5000 ms. */
export const TOAST_DURATION_SECONDS = 5;
const TOAST_KEY = 'rpk-toast';

/** `const { toast } = useToast(); toast({ title: 'Login failed', description, variant: 'destructive' })` */
export function useToast(): { toast: (input: ToastInput) => void; dismiss: () => void } {
  const { notification } = App.useApp();
  const toast = useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      const type = variant === 'destructive' ? 'error' : variant === 'success' ? 'success' : 'info';
      // a fixed key replaces the visible toast instead of stacking a second one
      notification[type]({ key: TOAST_KEY, title, description, duration: TOAST_DURATION_SECONDS, placement: 'top' });
    },
    [notification],
  );
  const dismiss = useCallback(() => notification.destroy(TOAST_KEY), [notification]);
  return { toast, dismiss };
}
