import type { ErrorCode } from '../../shared/domain/errors';

export const EXIT_OK = 0;
/** The service failed: unreachable, refused our credentials or records, answered nonsense, some days failed. */
export const EXIT_UPSTREAM = 1;
/** The user's input is wrong: arguments, environment, a mapping file with invalid rows, an unknown branch. */
export const EXIT_BAD_INPUT = 2;
/**
 * The output is incomplete although the service answered: some records it sent could not be read,
 * or some days are incomplete (fetched again next time). What was read is still written.
 */
export const EXIT_INCOMPLETE = 3;

/** The exit codes as `--help` and the README word them. */
export const EXIT_CODES_HELP = `Exit codes: 0 success; 1 the service failed (unreachable, refused, some days not
fetched, records refused); 2 bad input (nothing is sent); 3 incomplete: some records the service
sent could not be read, or some days are incomplete (they are fetched again next time). 1 wins
over 3 when both apply.`;

const BAD_INPUT: ReadonlySet<ErrorCode> = new Set(['invalid_input', 'bad_file', 'not_found', 'read_only']);

export function exitCodeFor(code: ErrorCode): number {
  return BAD_INPUT.has(code) ? EXIT_BAD_INPUT : EXIT_UPSTREAM;
}
