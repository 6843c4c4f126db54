import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../i18n/i18n';
import { IconButton } from './button';
import { cx } from './cx';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  /** Called on Esc, the close button and a click on the backdrop (unless `dismissable` is false). */
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** False while something runs that must not be walked away from (Esc and backdrop do nothing). */
  dismissable?: boolean;
  testId?: string;
  /** Selector of the element to focus when opening; defaults to the first control. */
  initialFocus?: string;
};

/**
 * An accessible modal on the platform's <dialog>: showModal() makes the rest of the page inert and
 * puts the dialog in the top layer; we add a Tab wrap (so focus never leaves for the browser chrome),
 * Esc handling and focus restore to whatever had focus before.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  wide,
  dismissable = true,
  testId,
  initialFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Set while we close the element ourselves, so its 'close' event is not taken for the user's.
  const closingRef = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    closingRef.current = false;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target =
      (initialFocus && dialog.querySelector<HTMLElement>(initialFocus)) ||
      dialog.querySelector('.dialog__body')?.querySelector<HTMLElement>(FOCUSABLE) ||
      dialog.querySelector('.dialog__footer')?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return () => {
      closingRef.current = true;
      if (dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, [open, initialFocus]);

  // Content that changes under the focus (a loading state replaced by its result) must not leave the
  // focus on the inert page behind; a focus elsewhere on purpose (another dialog) is left alone.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog?.open) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    (
      dialog.querySelector('.dialog__body')?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector('.dialog__footer')?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
  });

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const focusables = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null,
    );
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={cx('dialog', wide && 'dialog--wide')}
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onClose={(e) => {
        // React passes a nested dialog's 'close' and 'cancel' up to this one (the browser does
        // not): Esc in a question asked over this dialog closes the question only.
        if (e.target !== e.currentTarget) return;
        // The platform may close a modal by itself (Esc without a recent user gesture skips the
        // cancelable 'cancel' event); keep React's state in step with what is on screen.
        if (!closingRef.current) onCloseRef.current();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        // The platform closes on Esc by itself; we let React state decide instead.
        e.preventDefault();
        if (dismissable) onCloseRef.current();
      }}
      onMouseDown={(e) => {
        // A press on the backdrop lands on the <dialog> element itself, outside its content box.
        if (e.target !== e.currentTarget || !dismissable) return;
        const r = e.currentTarget.getBoundingClientRect();
        const inside =
          e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        if (!inside) onCloseRef.current();
      }}
    >
      <div className="dialog__header">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        {dismissable ? (
          <IconButton icon="close" label={t('common.close')} size="sm" onClick={onClose} />
        ) : null}
      </div>
      <div className="dialog__body">{children}</div>
      {footer ? <div className="dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
