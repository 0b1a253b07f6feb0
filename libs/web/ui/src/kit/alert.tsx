import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { CheckCircleIcon, CloseCircleIcon, ExclamationCircleIcon, InfoCircleIcon, type IconProps } from './icons';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<AlertType, ComponentType<IconProps>> = {
  success: CheckCircleIcon,
  info: InfoCircleIcon,
  warning: ExclamationCircleIcon,
  error: CloseCircleIcon,
};

/** Inline message box in antd's Alert colours; errors are announced (role="alert"). */
export function Alert({
  type = 'info',
  title,
  description,
  action,
  showIcon = true,
  size = 'default',
  style,
  'data-testid': testId,
}: {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  showIcon?: boolean;
  /** 'large': antd's Alert with a description (roomier, a 24 px icon, a 16 px title) */
  size?: 'default' | 'large';
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const Icon = ICONS[type];
  return (
    <div className={`rpk-alert rpk-alert-${type}${size === 'large' ? ' rpk-alert-lg' : ''}`} role="alert" style={style} data-testid={testId}>
      {showIcon && (
        <span className="rpk-alert-icon">
          <Icon />
        </span>
      )}
      <div className="rpk-alert-body">
        <span className="rpk-alert-title">{title}</span>
        {description && <span className="rpk-alert-desc">{description}</span>}
      </div>
      {action}
    </div>
  );
}
