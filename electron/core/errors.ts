import type { AppErrorShape, ErrorCode } from '../../shared/domain/errors';
import type { ErrorMessage, ErrorMessageId } from './error-messages';

/**
 * The core's one error type. Its message is written for the user and must never contain a secret:
 * build messages from facts we own (branch code, HTTP status, counts), never from request headers
 * or bodies.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly retryable: boolean;
  readonly detail: string | undefined;
  readonly said: ErrorMessage | undefined;
  readonly detailSaid: ErrorMessage | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: {
      retryable?: boolean;
      detail?: string;
      cause?: unknown;
      say?: ErrorMessage;
      /** The detail as a message code, so the renderer words it in the user's language too. */
      detailSay?: ErrorMessage;
    } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.retryable = opts.retryable ?? false;
    this.detail = opts.detail;
    this.said = opts.say;
    this.detailSaid = opts.detailSay;
  }

  toShape(): AppErrorShape {
    const shape: AppErrorShape = { code: this.code, message: this.message, retryable: this.retryable };
    if (this.detail !== undefined) shape.detail = this.detail;
    if (this.detail !== undefined && this.detailSaid !== undefined) shape.detailSaid = this.detailSaid;
    if (this.said !== undefined) {
      shape.messageId = this.said.id;
      if (this.said.params !== undefined) shape.params = this.said.params;
    }
    return shape;
  }
}

export type { ErrorMessage };

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/** Any thrown value -> the shape the renderer shows. Unknown errors hide their text (it may leak). */
export function toErrorShape(e: unknown): AppErrorShape {
  if (isAppError(e)) return e.toShape();
  return e instanceof Error && e.name === 'AbortError' ? cancelledShape() : internalShape();
}

export const cancelledShape = (): AppErrorShape => ({
  code: 'cancelled',
  message: 'Cancelled.',
  retryable: true,
  messageId: 'app.cancelled' satisfies ErrorMessageId,
});

export const internalShape = (): AppErrorShape => ({
  code: 'internal',
  message: 'Something went wrong inside the app. Your draft is saved; try again.',
  retryable: true,
  messageId: 'app.internal' satisfies ErrorMessageId,
});
