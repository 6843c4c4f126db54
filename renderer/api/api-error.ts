import type { AppErrorShape } from '../../shared/domain/errors';
import { t } from '../i18n/i18n';

/** A failed call as the renderer sees it: the typed error the core produced, ready to show. */
export class ApiError extends Error {
  readonly shape: AppErrorShape;
  constructor(shape: AppErrorShape) {
    super(shape.message);
    this.name = 'ApiError';
    this.shape = shape;
  }
}

export function errorShapeOf(e: unknown): AppErrorShape {
  if (e instanceof ApiError) return e.shape;
  return {
    code: 'internal',
    message: t('common.api.unexpected'),
    retryable: true,
  };
}
