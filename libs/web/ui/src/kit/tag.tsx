import type { CSSProperties, ReactNode } from 'react';

export type TagColor = 'default' | 'gold' | 'green' | 'blue' | 'purple' | 'cyan' | 'magenta' | 'red';

/** Small label in antd's preset tag colours. */
export function Tag({ color = 'default', style, className, children, ...rest }: { color?: TagColor; style?: CSSProperties; className?: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <span {...rest} className={`rpk-tag rpk-tag-${color}${className ? ` ${className}` : ''}`} style={style}>
      {children}
    </span>
  );
}

/** Red count bubble on an icon (cart); nothing at 0. `title` carries the exact number. */
/** `decorative`: the count is already in the control's name, so screen readers skip the badge. */
export function CountBadge({ count, overflow = 99, children, testId, decorative }: { count: number; overflow?: number; children: ReactNode; testId?: string; decorative?: boolean }) {
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }} data-testid={testId}>
      {children}
      {count > 0 && (
        <sup className="rpk-count" title={String(count)} aria-hidden={decorative || undefined} data-testid={testId ? `${testId}-count` : undefined}>
          {count > overflow ? `${overflow}+` : count}
        </sup>
      )}
    </span>
  );
}
