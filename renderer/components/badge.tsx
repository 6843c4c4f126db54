import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icon';

export type BadgeVariant =
  | 'neutral'
  | 'offline'
  | 'stale'
  | 'draft'
  | 'demo'
  | 'info'
  | 'success'
  | 'warning'
  | 'danger'
  | 'outline';

const defaultIcon: Partial<Record<BadgeVariant, IconName>> = {
  offline: 'cloudOff',
  stale: 'clock',
  draft: 'edit',
};

/** A short status word next to a name: OFFLINE, STALE, DRAFT, DEMO, or any outcome. */
export function Badge({
  variant = 'neutral',
  children,
  icon,
  title,
  testId,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  /** null hides the variant's default icon. */
  icon?: IconName | null;
  title?: string;
  testId?: string;
}) {
  const iconName = icon === null ? undefined : (icon ?? defaultIcon[variant]);
  return (
    <span className={cx('badge', `badge--${variant}`)} title={title} data-testid={testId}>
      {iconName ? <Icon name={iconName} /> : null}
      {children}
    </span>
  );
}
