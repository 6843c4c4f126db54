import { type ReactNode, useState } from 'react';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { cx } from './cx';
import { Dialog } from './dialog';
import { Icon } from './icon';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  /** 'danger' for anything that deletes or cannot be undone: red button, warning icon. */
  tone?: 'default' | 'danger';
  /** May return a promise: the dialog stays open with a busy button until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  testId?: string;
};

/**
 * Asks before something consequential. The safe choice (Cancel) gets the focus, so a stray Enter
 * never deletes anything.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      dismissable={!busy}
      testId={testId}
      initialFocus="[data-confirm-cancel]"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-confirm-cancel="">
            {t('common.cancel')}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={confirm}
            busy={busy}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm__content">
        <span className={cx('confirm__icon', tone === 'danger' && 'confirm__icon--danger')}>
          <Icon name={tone === 'danger' ? 'alert' : 'info'} />
        </span>
        <div className="confirm__message">{children}</div>
      </div>
    </Dialog>
  );
}
