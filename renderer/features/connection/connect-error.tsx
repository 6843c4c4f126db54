import type { AppErrorShape } from '../../../shared/domain/errors';
import { Alert } from '../../components/alert';

/** A heading that names the kind of failure; the core's message says what to do about it. */
function titleOf(shape: AppErrorShape): string {
  switch (shape.code) {
    case 'bad_access_key':
      return 'The AccessToken was refused';
    case 'bad_credentials':
      return 'Wrong user name or password';
    case 'token_rejected':
      return 'The service refused the session';
    case 'network_down':
    case 'branch_unreachable':
      return 'The service could not be reached';
    case 'timeout':
      return 'The service did not answer in time';
    case 'throttled':
      return 'The service asks us to slow down';
    case 'invalid_input':
      return 'Check the profile';
    case 'secret_store_unavailable':
      return 'Credentials cannot be stored on this computer';
    default:
      return 'Could not connect';
  }
}

export function ConnectError({ error }: { error: AppErrorShape }) {
  return (
    <Alert tone="danger" title={titleOf(error)} detail={error.detail} testId="connect-error">
      <span data-testid="connect-error-message" data-code={error.code}>
        {error.message}
      </span>
    </Alert>
  );
}
