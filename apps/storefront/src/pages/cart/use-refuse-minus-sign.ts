import { useEffect, type RefObject } from 'react';

const MINUS_SIGNS = /[-\u2212\u2012\u2013\uFE63\uFF0D]/;

/**
 * The profit box takes no minus sign, typed, pasted or dropped: the text stays as it was and
 * `onRefused(true)` shows why (antd's InputNumber kept "-50" in the box and took it as 0 on blur).
 * The message stays while the reseller is still at it (typing "-50" leaves "50" and the reason) and
 * goes with the first accepted edit of a later visit to the box. A native listener: React's
 * onBeforeInput misses pastes.
 */
export function useRefuseMinusSign(box: RefObject<HTMLElement | null>, onRefused: (refused: boolean) => void) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let visit = 0;
    let refusedIn: number | null = null;
    const onFocus = () => {
      visit += 1;
    };
    const onBeforeInput = (event: InputEvent) => {
      if (!(event.target instanceof HTMLInputElement)) return;
      const inserted = event.inputType.startsWith('insert') ? (event.data ?? event.dataTransfer?.getData('text/plain') ?? '') : '';
      if (MINUS_SIGNS.test(inserted)) {
        event.preventDefault();
        refusedIn = visit;
        onRefused(true);
      } else if (refusedIn !== null && refusedIn !== visit) {
        refusedIn = null;
        onRefused(false);
      }
    };
    element.addEventListener('focusin', onFocus);
    element.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [box, onRefused]);
}
