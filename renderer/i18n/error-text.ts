import type { AppErrorShape } from '../../shared/domain/errors';
import { currentLocale, hasMessage, t } from './i18n';

/**
 * A core error in the user's language: its message code when the catalogue has it, else (in
 * English) the core's own words, else the headline of its error code. The core's English wording
 * stays available for the details disclosure and support files.
 */
export function errorText(error: Pick<AppErrorShape, 'code' | 'message' | 'messageId' | 'params'>): string {
  const id = error.messageId === undefined ? undefined : `errors.${error.messageId}`;
  if (id !== undefined && hasMessage(id)) return t(id, error.params);
  if (currentLocale() === 'en') return error.message;
  return t(`errors.code.${error.code}`);
}
