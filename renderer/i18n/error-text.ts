import type { AppErrorShape, CoreMessage } from '../../shared/domain/errors';
import { currentLocale, hasMessage, type MessageValues, t } from './i18n';

/**
 * A core error in the user's language: its message code when the catalogue has it, else (in
 * English) the core's own words, else the headline of its error code. The core's English wording
 * stays available for the details disclosure and support files.
 */
export function errorText(error: Pick<AppErrorShape, 'code' | 'message' | 'messageId' | 'params'>): string {
  const id = error.messageId === undefined ? undefined : `errors.${error.messageId}`;
  if (id !== undefined && hasMessage(id)) return t(id, withOperation(error.params));
  if (currentLocale() === 'en') return error.message;
  return t(`errors.code.${error.code}`);
}

/**
 * A text the core made with a message code (an unreadable record's reason, a service-check
 * finding, an import row's problem) in the user's language; without a code the catalogue knows
 * (a record stored before codes existed), the core's English.
 */
export function saidText(said: CoreMessage | undefined, english: string): string {
  const id = said === undefined ? undefined : `errors.${said.id}`;
  if (id !== undefined && hasMessage(id)) return t(id, withOperation(said?.params));
  return english;
}

/** An error's technical detail in the user's language (a socket code like ECONNREFUSED stays a code). */
export function detailText(error: Pick<AppErrorShape, 'detail' | 'detailSaid'>): string | undefined {
  return error.detail === undefined ? undefined : saidText(error.detailSaid, error.detail);
}

/** An unreadable record's reason (UnreadableRecord) in the user's language. */
export function reasonText(record: { reason: string; reasonSaid?: CoreMessage | undefined }): string {
  return saidText(record.reasonSaid, record.reason);
}

/**
 * The core sends the upstream operation as a code (`op`: 'items', 'checks', …, with `branch` when
 * it concerns one); the message takes it as a phrase in the same language ("the items of branch
 * 001", "001 şubesinin ürünleri").
 */
function withOperation(params: AppErrorShape['params']): MessageValues | undefined {
  const op = params?.op;
  if (params === undefined || typeof op !== 'string') return params;
  const branch = params.branch;
  const ofBranch = `errors.operation.${op}OfBranch`;
  const plain = `errors.operation.${op}`;
  if (branch !== undefined && hasMessage(ofBranch)) return { ...params, op: t(ofBranch, { branch }) };
  if (hasMessage(plain)) return { ...params, op: t(plain) };
  return params;
}
