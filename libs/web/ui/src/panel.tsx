import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Content above the body, edge to edge (a product image). */
  cover?: ReactNode;
  size?: 'default' | 'small';
  bodyStyle?: CSSProperties;
  children?: ReactNode;
}

/**
 * A bordered surface in the theme's colours and radius (antd Card's look without its Tabs,
 * Dropdown and Menu), for the kit pages: login, signup, password reset, catalogue cards.
 */
export function Panel({ cover, size = 'default', bodyStyle, style, children, ...rest }: PanelProps) {
  return (
    <div
      {...rest}
      style={{ background: '#fff', border: '1px solid var(--rpk-border-2)', borderRadius: 12, overflow: 'hidden', ...style }}
    >
      {cover}
      <div style={{ padding: size === 'small' ? 12 : 24, ...bodyStyle }}>{children}</div>
    </div>
  );
}
