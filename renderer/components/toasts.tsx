import { Button, IconButton } from './button';
import { cx } from './cx';
import { Icon, type IconName } from './icon';
import { holdToast, releaseToast, type ToastKind, useToasts } from './toast-store';

const icons: Record<ToastKind, IconName> = {
  error: 'error',
  warning: 'alert',
  success: 'success',
  info: 'info',
};

/** Renders the toast store. Mounted once by the shell, bottom right, above the status bar. */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <section className="toasts" aria-label="Notifications" aria-live="polite" data-testid="toasts">
      {toasts.map((t) => (
        // Hover and focus only pause the auto-dismiss timer; the toast's controls are its buttons.
        // biome-ignore lint/a11y/noStaticElementInteractions: see above.
        <div
          key={t.id}
          className={cx('toast', `toast--${t.kind}`)}
          role={t.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${t.kind}`}
          onMouseEnter={() => holdToast(t.id)}
          onMouseLeave={() => releaseToast(t.id)}
          onFocus={() => holdToast(t.id)}
          onBlur={() => releaseToast(t.id)}
        >
          <Icon name={icons[t.kind]} />
          <div className="toast__body">
            {t.title ? <div className="toast__title">{t.title}</div> : null}
            <div className="toast__message">
              {t.message}
              {t.repeat > 1 ? <span className="toast__repeat">×{t.repeat}</span> : null}
            </div>
            {t.detail ? <div className="toast__detail">{t.detail}</div> : null}
            {t.action ? (
              <div className="toast__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    dismiss(t.id);
                    t.action?.run();
                  }}
                >
                  {t.action.label}
                </Button>
              </div>
            ) : null}
          </div>
          <IconButton icon="close" label="Dismiss" size="sm" onClick={() => dismiss(t.id)} />
        </div>
      ))}
    </section>
  );
}
