import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icon';

export type AlertTone = 'info' | 'warning' | 'danger' | 'success';

const icons: Record<AlertTone, IconName> = {
  info: 'info',
  warning: 'alert',
  danger: 'error',
  success: 'success',
};

/** An inline message inside a page or form (use toasts for things that happen elsewhere). */
export function Alert({
  tone = 'info',
  title,
  children,
  detail,
  actions,
  testId,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  detail?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={cx('alert', `alert--${tone}`)}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <Icon name={icons[tone]} />
      <div className="alert__body">
        {title ? <div className="alert__title">{title}</div> : null}
        {children ? <div>{children}</div> : null}
        {detail ? <div className="alert__detail">{detail}</div> : null}
      </div>
      {actions ? <div className="alert__actions">{actions}</div> : null}
    </div>
  );
}
