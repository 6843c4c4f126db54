import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { t } from '../i18n/i18n';
import { cx } from './cx';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  icon?: IconName;
  /** Shows a spinner and blocks further clicks while an action runs. */
  busy?: boolean;
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
};

export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (
        <Spinner label={t('common.working')} />
      ) : icon ? (
        <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
      ) : null}
      {children}
    </button>
  );
}

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
  icon: IconName;
  /** Required: an icon-only button needs a name for screen readers and a tooltip for everyone. */
  label: string;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
};

export function IconButton({ icon, label, size = 'md', className, title, ref, ...rest }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={cx('icon-btn', size === 'sm' && 'icon-btn--sm', className)}
      aria-label={label}
      title={title ?? label}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </button>
  );
}
