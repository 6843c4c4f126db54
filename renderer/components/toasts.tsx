import type { CSSProperties } from 'react';
import { t } from '../i18n/i18n';
import { Button, IconButton } from './button';
import { cx } from './cx';
import { Icon, type IconName } from './icon';
import { toastLift, useToastFloors } from './toast-floor';
import { holdToast, releaseToast, type ToastKind, useToasts } from './toast-store';

const icons: Record<ToastKind, IconName> = {
  error: 'error',
  warning: 'alert',
  success: 'success',
  info: 'info',
};

/**
 * Renders the toast store. Mounted once by the shell, bottom right, above the status bar and above
 * a page's footer that asked for the room (useToastFloor), so its buttons stay in reach.
 */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const lift = useToastFloors((s) => toastLift(s.floors));
  return (
    <section
      className="toasts"
      style={lift > 0 ? ({ '--toast-floor': `${lift}px` } as CSSProperties) : undefined}
      aria-label={t('common.notifications')}
      aria-live="polite"
      data-testid="toasts"
    >
      {toasts.map((toast) => (
        // Hover and focus only pause the auto-dismiss timer; the toast's controls are its buttons.
        // biome-ignore lint/a11y/noStaticElementInteractions: see above.
        <div
          key={toast.id}
          className={cx('toast', `toast--${toast.kind}`)}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${toast.kind}`}
          onMouseEnter={() => holdToast(toast.id)}
          onMouseLeave={() => releaseToast(toast.id)}
          onFocus={() => holdToast(toast.id)}
          onBlur={() => releaseToast(toast.id)}
        >
          <Icon name={icons[toast.kind]} />
          <div className="toast__body">
            {toast.title ? <div className="toast__title">{toast.title}</div> : null}
            <div className="toast__message">
              {toast.message}
              {toast.repeat > 1 ? <span className="toast__repeat">×{toast.repeat}</span> : null}
            </div>
            {toast.detail ? <div className="toast__detail">{toast.detail}</div> : null}
            {toast.action ? (
              <div className="toast__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    dismiss(toast.id);
                    toast.action?.run();
                  }}
                >
                  {toast.action.label}
                </Button>
              </div>
            ) : null}
          </div>
          <IconButton icon="close" label={t('common.dismiss')} size="sm" onClick={() => dismiss(toast.id)} />
        </div>
      ))}
    </section>
  );
}
