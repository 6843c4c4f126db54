/**
 * Core errors. `errors.code.*` are the headlines of each ErrorCode (shared/domain/errors.ts), shown
 * when an error carries no message code; the other keys are the core's message codes (AppError's
 * `say`), `errors.` + id.
 */
export const errors = {
  'errors.code.bad_access_key': 'The service refused the access key.',
  'errors.code.bad_credentials': 'The service refused the user name or password.',
  'errors.code.token_rejected': 'The service ended the session; connect again.',
  'errors.code.throttled': 'The service asked us to slow down; trying again shortly.',
  'errors.code.timeout': 'The service did not answer in time.',
  'errors.code.branch_unreachable': 'The branch could not be reached.',
  'errors.code.bad_answer': 'The service sent an answer the app could not read.',
  'errors.code.bad_request': 'The service refused the request.',
  'errors.code.upstream_error': 'The service reported an error.',
  'errors.code.network_down': 'The service cannot be reached: check the network.',
  'errors.code.not_connected': 'Not connected: connect to a service first.',
  'errors.code.invalid_input': 'Some of what was entered is not valid.',
  'errors.code.bad_file': 'The file could not be read.',
  'errors.code.read_only': 'This profile is read-only.',
  'errors.code.cancelled': 'Cancelled.',
  'errors.code.not_found': 'Not found.',
  'errors.code.forbidden': 'Not allowed.',
  'errors.code.secret_store_unavailable':
    'The system keychain is not available, so secrets cannot be stored.',
  'errors.code.internal': 'Something went wrong inside the app. Your draft is saved; try again.',
};
