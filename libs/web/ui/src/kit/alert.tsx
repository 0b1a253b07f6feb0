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
  style,
}: {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  showIcon?: boolean;
  style?: CSSProperties;
}) {
  const Icon = ICONS[type];
  return (
    <div className={`rpk-alert rpk-alert-${type}`} role="alert" style={style}>
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
