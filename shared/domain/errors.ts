import { z } from 'zod';

/**
 * The one error shape every failure ends in, whichever layer raised it: upstream, core, IPC.
 * `message` is written for the user; it never contains a secret. `retryable` says whether trying
 * again may help (a timeout may; a wrong password will not).
 */
export const ErrorCode = z.enum([
  'bad_access_key',
  'bad_credentials',
  'token_rejected',
  'throttled',
  'timeout',
  'branch_unreachable',
  'bad_answer',
  'bad_request',
  'upstream_error',
  'network_down',
  'not_connected',
  'invalid_input',
  'bad_file',
  'read_only',
  'cancelled',
  'not_found',
  'forbidden',
  'secret_store_unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * A text the core made, as a message code the renderer words in the user's language (its
 * catalogues' `errors.*` keys) with its ICU arguments. The core keeps its English wording next to
 * it for logs and the CLI.
 */
export const CoreMessage = z.object({
  id: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CoreMessage = z.infer<typeof CoreMessage>;

export const AppErrorShape = z.object({
  code: ErrorCode,
  message: z.string(),
  retryable: z.boolean(),
  /** Optional extra facts for a details disclosure (branch, HTTP status, row numbers). Never secrets. */
  detail: z.string().optional(),
  /** The detail as a message code (like messageId), for the renderer to word; `detail` stays English. */
  detailSaid: CoreMessage.optional(),
  /**
   * The message as a code the renderer words in the user's language (its catalogues' `errors.*`
   * keys), with its ICU arguments; `message` stays the English wording for logs and the CLI.
   */
  messageId: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type AppErrorShape = z.infer<typeof AppErrorShape>;
