import { createIntl, createIntlCache } from 'react-intl';
import type { CoreMessage } from '../../../shared/domain/errors';
import { errors as turkish } from '../../../shared/i18n/tr/errors';

/**
 * The core's texts in Turkish, from the catalogue the app words them with (shared/i18n, ICU): the
 * same interpreter as the renderer's, so the CLI and the app say the same thing. Loaded only when
 * the CLI speaks Turkish; in English the core's own `message` is printed.
 */
const catalogue: Readonly<Record<string, string>> = turkish;
const intl = createIntl(
  // A missing message is caught by has(); react-intl's console error would only repeat it.
  { locale: 'tr-TR', messages: turkish, onError: () => undefined },
  createIntlCache(),
);

const has = (id: string) => Object.hasOwn(catalogue, id);
const format = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

/** The core's text in Turkish, or undefined when its message code is not in the catalogue. */
export function turkishCoreText(said: CoreMessage): string | undefined {
  const id = `errors.${said.id}`;
  return has(id) ? format(id, withOperation(said.params)) : undefined;
}

/**
 * `op` arrives as an upstream operation code ('items', 'checks', with `branch` when it concerns
 * one); the message takes it as a phrase ("001 şubesinin ürünleri"), as renderer/i18n/error-text.ts
 * does for the app.
 */
function withOperation(params: CoreMessage['params']): CoreMessage['params'] {
  const op = params?.op;
  if (params === undefined || typeof op !== 'string') return params;
  const branch = params.branch;
  const ofBranch = `errors.operation.${op}OfBranch`;
  const plain = `errors.operation.${op}`;
  if (branch !== undefined && has(ofBranch)) return { ...params, op: format(ofBranch, { branch }) };
  if (has(plain)) return { ...params, op: format(plain) };
  return params;
}
