import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** What a list shows when it has nothing: why, and the one thing to do about it. */
export function EmptyState({
  icon = 'info',
  title,
  children,
  actions,
  testId,
}: {
  icon?: IconName;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <span className="empty-state__icon">
        <Icon name={icon} size="lg" />
      </span>
      <div className="empty-state__title">{title}</div>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </div>
  );
}
