import type { ReactNode } from 'react';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { Alert } from '../../components';
import { detailText, errorText } from '../../i18n/error-text';
import { type MessageId, t } from '../../i18n/i18n';

/** A heading that names the kind of failure; the core's message says what to do about it. */
function titleOf(shape: AppErrorShape): MessageId {
  switch (shape.code) {
    case 'bad_access_key':
      return 'connection.error.bad_access_key';
    case 'bad_credentials':
      return 'connection.error.bad_credentials';
    case 'token_rejected':
      return 'connection.error.token_rejected';
    case 'timeout':
      return 'connection.error.timeout';
    case 'throttled':
      return 'connection.error.throttled';
    case 'invalid_input':
      return 'connection.error.invalid_input';
    case 'secret_store_unavailable':
      return 'connection.error.secret_store_unavailable';
    case 'network_down':
    case 'branch_unreachable':
      return 'connection.error.unreachable';
    default:
      return 'connection.error.other';
  }
}

/** `note` says what the failure left as it was; `actions` offer what can be done next. */
export function ConnectError({
  error,
  note,
  actions,
}: {
  error: AppErrorShape;
  note?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Alert
      tone="danger"
      title={t(titleOf(error))}
      detail={detailText(error)}
      actions={actions}
      testId="connect-error"
    >
      <span data-testid="connect-error-message" data-code={error.code}>
        {errorText(error)}
      </span>
      {note ? <> {note}</> : null}
    </Alert>
  );
}
