import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from 'antd';

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Content above the body, edge to edge (a product image). */
  cover?: ReactNode;
  size?: 'default' | 'small';
  bodyStyle?: CSSProperties;
  children?: ReactNode;
}

/**
 * A bordered surface in the antd theme's colours and radius, for the first-visit pages (login,
 * signup, password reset, catalogue cards). antd's Card brings its Tabs, Dropdown and Menu along
 * (~23 KB gzipped measured); these pages use none of that. Screens that need Card's title bar,
 * tabs or actions keep using Card.
 */
export function Panel({ cover, size = 'default', bodyStyle, style, children, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        ...style,
      }}
    >
      {cover}
      <div style={{ padding: size === 'small' ? token.paddingSM : token.paddingLG, ...bodyStyle }}>{children}</div>
    </div>
  );
}
