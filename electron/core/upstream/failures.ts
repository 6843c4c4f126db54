import { say, serverWords } from '../error-messages';
import { AppError, type ErrorMessage } from '../errors';
import { describeOperation, type Operation } from './endpoints';

/**
 * Every error the upstream client raises, worded for the user and saying whether retrying may
 * help. Messages are built from facts we own (branch code, HTTP status, seconds, host); the only
 * server text that gets in is ResultMessage, always passed through the redactor first.
 */
export type FailureContext = { op: Operation; branch?: string; host: string };

const what = (c: FailureContext) => describeOperation(c.op, c.branch);
/** The operation as the renderer words it (errors.operation.*), with its branch when there is one. */
const op = (c: FailureContext) => (c.branch ? { op: c.op, branch: c.branch } : { op: c.op });

/** The seconds of seconds(), as a number the renderer formats in its locale. */
function secondsValue(ms: number): number {
  return ms >= 1000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10;
}

function seconds(ms: number): string {
  return `${secondsValue(ms)} s`;
}

const withServerText = (text: string | null) => (text ? `: “${text}”` : '');

export function timeoutError(c: FailureContext, timeoutMs: number): AppError {
  const message = c.branch
    ? `Branch ${c.branch} did not answer within ${seconds(timeoutMs)}; its server may be off or slow.`
    : `The integration service did not answer within ${seconds(timeoutMs)} (${what(c)}).`;
  return new AppError('timeout', message, {
    retryable: true,
    detail: `No complete answer for ${what(c)} after ${timeoutMs} ms.`,
    detailSay: say('detail.noCompleteAnswer', { ...op(c), ms: timeoutMs }),
    say: c.branch
      ? say('upstream.branchTimeout', { branch: c.branch, seconds: secondsValue(timeoutMs) })
      : say('upstream.timeout', { ...op(c), seconds: secondsValue(timeoutMs) }),
  });
}

export function branchUnreachableError(
  c: FailureContext,
  status: number,
  serverText: string | null,
): AppError {
  const who = c.branch ? `Branch ${c.branch}` : 'The branch server';
  return new AppError(
    'branch_unreachable',
    `${who} could not be reached through the integration service (HTTP ${status}); its server may be off or without internet${withServerText(serverText)}.`,
    {
      retryable: true,
      detail: `HTTP ${status} for ${what(c)}.`,
      detailSay: say('detail.httpFor', { ...op(c), status }),
      say: c.branch
        ? say('upstream.branchUnreachable', { branch: c.branch, status, ...serverWords(serverText) })
        : say('upstream.branchServerUnreachable', { status, ...serverWords(serverText) }),
    },
  );
}

export function networkDownError(c: FailureContext, code: string | undefined): AppError {
  return new AppError(
    'network_down',
    `Cannot reach the integration service at ${c.host}. Check the internet connection and the service address.`,
    {
      retryable: true,
      detail: `${what(c)}: ${code ?? 'connection failed'}.`,
      detailSay: code
        ? say('detail.connectionFailed', { ...op(c), code })
        : say('detail.connectionFailedNoCode', op(c)),
      say: say('upstream.networkDown', { host: c.host }),
    },
  );
}

/**
 * No secure connection was made, so nothing was sent: an https:// address whose port speaks plain
 * HTTP, or a certificate this computer does not trust for that name. The address is what to check;
 * the socket's code stays in the detail.
 */
export function secureConnectionError(
  c: FailureContext,
  kind: 'not_tls' | 'certificate',
  code: string | undefined,
): AppError {
  const message =
    kind === 'not_tls'
      ? `No secure (HTTPS) connection could be made to ${c.host}: that port does not speak HTTPS. Check the address: it may need http:// or another port.`
      : `The certificate of ${c.host} is not trusted by this computer, so nothing was sent. Check the address; if the service uses a certificate of its own, this computer must trust it first.`;
  return new AppError('network_down', message, {
    retryable: false,
    detail: code ? `Socket error ${code}.` : undefined,
    detailSay: code ? say('detail.socketError', { code }) : undefined,
    say: say(kind === 'not_tls' ? 'upstream.notHttps' : 'upstream.untrustedCertificate', { host: c.host }),
  });
}

/**
 * A key that cannot travel in a header: the user's AccessToken (a character a paste brought in),
 * or a session token the service issued. Nothing was sent; asking again cannot help.
 */
export function unsendableHeaderError(header: string | undefined): AppError {
  if (header === 'AccessToken') {
    return new AppError(
      'bad_access_key',
      'The AccessToken holds characters a request cannot carry (a control character or a letter outside Latin-1), so it was not sent. Paste it again in the connection settings, on one line.',
      { retryable: false, say: say('upstream.accessKeyUnsendable') },
    );
  }
  return new AppError(
    'bad_answer',
    'The integration service issued a session token holding characters a request cannot carry, so it cannot be used. Tell the vendor.',
    { retryable: false, say: say('upstream.tokenUnsendable') },
  );
}

export function connectionCutError(c: FailureContext, code: string | undefined): AppError {
  return new AppError(
    'network_down',
    `The connection to the integration service was cut off before the answer for ${what(c)} was complete.`,
    {
      retryable: true,
      detail: code ? `Socket error ${code}.` : undefined,
      detailSay: code ? say('detail.socketError', { code }) : undefined,
      say: say('upstream.connectionCut', op(c)),
    },
  );
}

export function throttledError(
  c: FailureContext,
  status: number,
  attempts: number,
  serverText: string | null,
): AppError {
  const message =
    status === 429
      ? `The integration service is limiting requests (HTTP 429) and still refused ${what(c)} after ${attempts} attempts. Wait a minute and try again.`
      : `The integration service was busy or unavailable for ${what(c)} (HTTP ${status}) ${attempts} times in a row. Try again in a minute.`;
  return new AppError('throttled', message, {
    retryable: true,
    detail: serverText ? `Last answer: ${serverText}` : `HTTP ${status} after ${attempts} attempts.`,
    detailSay: serverText
      ? say('detail.lastAnswer', { serverText })
      : say('detail.httpAttempts', { status, attempts }),
    say:
      status === 429
        ? say('upstream.rateLimited', { ...op(c), attempts })
        : say('upstream.busy', { ...op(c), status, attempts }),
  });
}

export function waitTooLongError(c: FailureContext, status: number, waitMs: number): AppError {
  return new AppError(
    'throttled',
    `The integration service asked us to wait ${seconds(waitMs)} before trying ${what(c)} again (HTTP ${status}). Try again later.`,
    {
      retryable: true,
      detail: `Retry-After: ${Math.round(waitMs / 1000)} s.`,
      detailSay: say('detail.retryAfter', { seconds: Math.round(waitMs / 1000) }),
      say: say('upstream.waitTooLong', { ...op(c), status, seconds: secondsValue(waitMs) }),
    },
  );
}

export function htmlAnswerError(c: FailureContext, status: number): AppError {
  return new AppError(
    'bad_answer',
    `The integration service answered ${what(c)} with a web page instead of data (HTTP ${status}). It may be down for maintenance, or the service address may be wrong.`,
    {
      retryable: true,
      detail: `HTTP ${status}, HTML body.`,
      detailSay: say('detail.htmlBody', { status }),
      say: say('upstream.htmlAnswer', { ...op(c), status }),
    },
  );
}

export function answerTooLargeError(c: FailureContext, maxBytes: number): AppError {
  const mb = Math.round(maxBytes / (1024 * 1024));
  return new AppError(
    'bad_answer',
    `The answer for ${what(c)} is larger than ${mb} MB, the most the app reads for it, so it was refused unread. The service may be misbehaving; if this branch really has that much data, raise the limit for large answers in Settings (or MENUMAP_MAX_ANSWER_MB for the command line).`,
    {
      retryable: false,
      detail: `Answer larger than ${maxBytes} bytes.`,
      detailSay: say('detail.answerTooLarge', { bytes: maxBytes }),
      say: say('upstream.answerTooLarge', { ...op(c), mb }),
    },
  );
}

export function tooDeepError(c: FailureContext, maxDepth: number): AppError {
  return new AppError(
    'bad_answer',
    `The answer for ${what(c)} nests its data more than ${maxDepth} levels deep, which no answer of this service does. The service is misbehaving; it was not read.`,
    {
      retryable: false,
      detail: `JSON nested deeper than ${maxDepth} levels.`,
      detailSay: say('detail.tooDeep', { depth: maxDepth }),
      say: say('upstream.tooDeep', { ...op(c), depth: maxDepth }),
    },
  );
}

export function invalidJsonError(c: FailureContext, status: number, length: number): AppError {
  return new AppError(
    'bad_answer',
    `The answer for ${what(c)} was cut off or is not valid JSON. Try again; if it keeps happening, the service is misbehaving.`,
    {
      retryable: true,
      detail: `HTTP ${status}, ${length} characters that do not parse as JSON.`,
      detailSay: say('detail.invalidJson', { status, length }),
      say: say('upstream.invalidJson', op(c)),
    },
  );
}

export function wrongShapeError(c: FailureContext, problems: string[]): AppError {
  return new AppError(
    'bad_answer',
    `The answer for ${what(c)} does not have the shape the service documents.`,
    {
      retryable: false,
      detail: problems.slice(0, 5).join('; '),
      say: say('upstream.wrongShape', op(c)),
    },
  );
}

export function badRequestError(c: FailureContext, status: number, serverText: string | null): AppError {
  return new AppError(
    'bad_request',
    `The integration service refused the request for ${what(c)} (HTTP ${status})${withServerText(serverText)}.`,
    {
      retryable: false,
      detail: `HTTP ${status}.`,
      say: say('upstream.badRequest', { ...op(c), status, ...serverWords(serverText) }),
    },
  );
}

export function resultCodeError(c: FailureContext, resultCode: number, serverText: string | null): AppError {
  return new AppError(
    'upstream_error',
    `The integration service reported an error for ${what(c)}${withServerText(serverText)} (ResultCode ${resultCode}).`,
    {
      retryable: resultCode >= 500,
      detail: `HTTP 200 with ResultCode ${resultCode}.`,
      detailSay: say('detail.resultCode', { resultCode }),
      say: say('upstream.resultCode', { ...op(c), resultCode, ...serverWords(serverText) }),
    },
  );
}

export function serverError(c: FailureContext, status: number, serverText: string | null): AppError {
  return new AppError(
    'upstream_error',
    `The integration service failed while handling ${what(c)} (HTTP ${status})${withServerText(serverText)}.`,
    {
      retryable: true,
      detail: `HTTP ${status}.`,
      say: say('upstream.serverError', { ...op(c), status, ...serverWords(serverText) }),
    },
  );
}

export function badAccessKeyError(): AppError {
  return new AppError(
    'bad_access_key',
    'The integration service refused the AccessToken (access key). Check it in the connection settings, or ask the vendor for a new one.',
    {
      retryable: false,
      detail: 'HTTP 401 on /GetToken.',
      detailSay: say('detail.tokenRefused'),
      say: say('upstream.badAccessKey'),
    },
  );
}

export function badCredentialsError(which: 'user' | 'either'): AppError {
  const message =
    which === 'user'
      ? 'The integration service refused the username or password. Check them in the connection settings.'
      : 'The integration service refused to sign in: the AccessToken, the username or the password is wrong. Check all three in the connection settings.';
  return new AppError('bad_credentials', message, {
    retryable: false,
    detail: 'HTTP 401 on /GetToken.',
    detailSay: say('detail.tokenRefused'),
    say: which === 'user' ? say('upstream.badUserOrPassword') : say('upstream.badSignIn'),
  });
}

export function tokenRejectedError(c: FailureContext): AppError {
  return new AppError(
    'token_rejected',
    `The integration service refused the session token for ${what(c)}, even a freshly issued one (HTTP 401). The user may not be allowed to do this; check its rights with the vendor.`,
    {
      retryable: false,
      detail: 'HTTP 401 after renewing the token once.',
      detailSay: say('detail.tokenRejectedTwice'),
      say: say('upstream.tokenRejected', op(c)),
    },
  );
}

export function cancelledError(): AppError {
  return new AppError('cancelled', 'Cancelled.', { retryable: true, say: say('app.cancelled') });
}

export function closedError(): AppError {
  return new AppError('not_connected', 'This connection was closed; connect again.', {
    retryable: false,
    say: say('upstream.closed'),
  });
}

export function credentialsUnavailableError(): AppError {
  return new AppError(
    'not_connected',
    'The AccessToken and password for this connection could not be read. Enter them again in the connection settings.',
    { retryable: false, say: say('upstream.credentialsUnavailable') },
  );
}

export function invalidInputError(message: string, said: ErrorMessage): AppError {
  return new AppError('invalid_input', message, { retryable: false, say: said });
}
