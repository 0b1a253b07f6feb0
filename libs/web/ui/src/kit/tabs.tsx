import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * antd's line Tabs without antd: a tab list and the active tab's panel only (antd's
 * `destroyOnHidden`). Arrow keys move between tabs and open them, Home and End jump to the ends.
 */
export function Tabs<K extends string>({ items, activeKey, onChange, children }: { items: TabItem<K>[]; activeKey: K; onChange: (key: K) => void; children: ReactNode }) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === activeKey);
    // the visual order is reversed in a right-to-left (Urdu) page
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next = step === undefined ? -1 : (index + step + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div>
      <div ref={list} className="rpk-tabbar" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              id={`${id}-${item.key}`}
              type="button"
              role="tab"
              className="rpk-tabbar-tab"
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${activeKey}`}>
        {children}
      </div>
    </div>
  );
}
