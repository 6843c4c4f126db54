import { create } from 'zustand';
import { AppErrorShape } from '../../shared/domain/errors';
import { errorShapeOf } from '../api/api-error';
import { detailText, errorText } from '../i18n/error-text';
import { t } from '../i18n/i18n';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export type ToastAction = { label: string; run: () => void };

export type Toast = {
  id: number;
  kind: ToastKind;
  title?: string;
  message: string;
  detail?: string;
  action?: ToastAction;
  /** How many times the same message arrived while shown (bad connectivity repeats itself). */
  repeat: number;
  /** null = stays until dismissed. */
  timeoutMs: number | null;
};

export type ToastInput = Omit<Toast, 'id' | 'repeat' | 'timeoutMs'> & { timeoutMs?: number | null };

type ToastStore = {
  toasts: Toast[];
  show(input: ToastInput): number;
  dismiss(id: number): void;
  clear(): void;
};

const MAX_TOASTS = 4;
const defaultTimeout: Record<ToastKind, number | null> = {
  error: 10_000,
  warning: 8_000,
  success: 4_000,
  info: 5_000,
};

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToasts = create<ToastStore>((set, get) => ({
  toasts: [],
  show(input) {
    const timeoutMs = input.timeoutMs === undefined ? defaultTimeout[input.kind] : input.timeoutMs;
    const same = get().toasts.find((x) => x.kind === input.kind && x.message === input.message);
    const id = same ? same.id : nextId++;
    set((s) => ({
      toasts: same
        ? s.toasts.map((t) => (t.id === id ? { ...t, ...input, repeat: t.repeat + 1, timeoutMs } : t))
        : [...s.toasts, { ...input, id, repeat: 1, timeoutMs }].slice(-MAX_TOASTS),
    }));
    schedule(id, timeoutMs);
    return id;
  },
  dismiss(id) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  clear() {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
    set({ toasts: [] });
  },
}));

function schedule(id: number, timeoutMs: number | null) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (timeoutMs !== null)
    timers.set(
      id,
      setTimeout(() => useToasts.getState().dismiss(id), timeoutMs),
    );
}

/** Pauses auto-dismiss while the pointer or focus is on a toast, so it can be read and acted on. */
export function holdToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function releaseToast(id: number) {
  const toast = useToasts.getState().toasts.find((t) => t.id === id);
  if (toast) schedule(id, toast.timeoutMs);
}

export function showToast(input: ToastInput): number {
  return useToasts.getState().show(input);
}

/**
 * Shows a failed call as the core described it, in the user's language (errorText): its message, the optional detail, and a
 * "Retry" action when the error is retryable and the caller can retry. Accepts an AppErrorShape or
 * anything thrown (an ApiError or an unexpected exception, shown as a generic message).
 */
export function showError(error: unknown, options: { title?: string; onRetry?: () => void } = {}): number {
  const parsed = AppErrorShape.safeParse(error);
  const shape = parsed.success ? parsed.data : errorShapeOf(error);
  const retry = shape.retryable && options.onRetry;
  return showToast({
    kind: 'error',
    title: options.title,
    message: errorText(shape),
    detail: detailText(shape),
    action: retry ? { label: t('common.retry'), run: retry } : undefined,
    // A retry offer stays until the user decides.
    timeoutMs: retry ? null : undefined,
  });
}
