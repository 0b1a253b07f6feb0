import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from './spinner';

export type ButtonVariant = 'default' | 'primary' | 'text';
export type ButtonSize = 'small' | 'middle' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  danger?: boolean;
  shape?: 'default' | 'circle';
  loading?: boolean;
  icon?: ReactNode;
}

/** The class list of a kit button; shared by <Button> and link-shaped buttons. */
export function buttonClass({ variant = 'default', size = 'middle', block, danger, shape, loading }: ButtonLook, extra?: string): string {
  return [
    'rpk-btn',
    variant !== 'default' && `rpk-btn-${variant}`,
    size === 'large' && 'rpk-btn-lg',
    size === 'small' && 'rpk-btn-sm',
    block && 'rpk-btn-block',
    danger && 'rpk-btn-danger',
    shape === 'circle' && 'rpk-btn-circle',
    loading && 'rpk-btn-loading',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  htmlType?: 'button' | 'submit' | 'reset';
}

/** antd-looking button without antd (first-visit pages); `loading` keeps the label and blocks clicks. */
export function Button({ variant, size, block, danger, shape, loading, icon, htmlType = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={htmlType}
      className={buttonClass({ variant, size, block, danger, shape, loading }, className)}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="small" label={null} /> : icon}
      {children != null && children !== false && <span>{children}</span>}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLook, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** A router link that looks like a kit button (real href: open-in-new-tab works; plain clicks stay in the app). */
export function ButtonLink({ to, variant, size, block, danger, shape, loading, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} to={to} className={buttonClass({ variant, size, block, danger, shape, loading }, className)}>
      {icon}
      {children != null && children !== false && <span>{children}</span>}
    </Link>
  );
}
