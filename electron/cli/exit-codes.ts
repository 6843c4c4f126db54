import type { ErrorCode } from '../../shared/domain/errors';

export const EXIT_OK = 0;
/** The service failed: unreachable, refused our credentials, answered nonsense, some days failed. */
export const EXIT_UPSTREAM = 1;
/** The user's input is wrong: arguments, environment, a mapping file with invalid rows. */
export const EXIT_BAD_INPUT = 2;

const BAD_INPUT: ReadonlySet<ErrorCode> = new Set(['invalid_input', 'bad_file', 'not_found', 'read_only']);

export function exitCodeFor(code: ErrorCode): number {
  return BAD_INPUT.has(code) ? EXIT_BAD_INPUT : EXIT_UPSTREAM;
}
