import { type Agent, type Dispatcher, request } from 'undici';

/** One HTTP exchange as the rest of the client needs it. Headers other than these are not kept. */
export type RawAnswer = {
  status: number;
  contentType: string;
  retryAfter: string | null;
  text: string;
};

export type TransportKind =
  | 'timeout'
  | 'cancelled'
  | 'network'
  | 'cut'
  | 'too_large'
  | 'unsendable'
  | 'not_tls'
  | 'certificate';

/**
 * A request that got no complete HTTP answer. Internal to the upstream client: it never leaves it
 * (it is turned into an AppError), and it carries only an error code, never the underlying error,
 * whose text could quote the request.
 */
export class TransportFailure extends Error {
  readonly kind: TransportKind;
  readonly code: string | undefined;
  constructor(kind: TransportKind, code?: string) {
    super(`transport failure: ${kind}${code ? ` (${code})` : ''}`);
    this.name = 'TransportFailure';
    this.kind = kind;
    this.code = code;
  }
}

export type OutgoingRequest = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};

/** Connection failures: nothing reached the service (or its name did not resolve). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/**
 * What a header value may hold (tab, visible Latin-1). undici refuses anything else, and after
 * such a refusal its agent left every later request of the client hanging, deaf to its abort
 * signal: an AccessToken pasted with a control character hung the connection try for good.
 */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
/** An https:// address where the port speaks plain HTTP (or something else): no TLS handshake. */
const NOT_TLS_CODES = new Set([
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'ERR_SSL_PACKET_LENGTH_TOO_LONG',
  'ERR_SSL_HTTP_REQUEST',
  'ERR_SSL_UNKNOWN_PROTOCOL',
]);
/** The service's certificate is not one this computer trusts for that name: nothing was sent. */
const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'CERT_REVOKED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * Sends one request and reads the whole answer. The timeout covers everything from sending to the
 * last byte of the body, and is combined with the caller's signal; which of the two fired decides
 * between 'cancelled' and 'timeout'.
 */
export async function sendOnce(
  agent: Agent,
  req: OutgoingRequest,
  opts: { signal?: AbortSignal; timeoutMs: number; maxBytes: number },
): Promise<RawAnswer> {
  // The header's name, as the failure's code: never its value, which is a secret.
  const unsendable = Object.entries(req.headers).find(([, value]) => !HEADER_VALUE.test(value));
  if (unsendable) throw new TransportFailure('unsendable', unsendable[0]);
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  try {
    const res = await request(req.url, {
      dispatcher: agent,
      method: req.method,
      headers: req.headers,
      body: req.body ?? null,
      signal,
      // Our own timeout governs; undici's are a backstop only.
      headersTimeout: opts.timeoutMs + 5_000,
      bodyTimeout: opts.timeoutMs + 5_000,
    });
    const text = await readBounded(res.body, res.headers['content-length'], opts.maxBytes);
    const ct = res.headers['content-type'];
    const ra = res.headers['retry-after'];
    return {
      status: res.statusCode,
      contentType: (Array.isArray(ct) ? ct[0] : ct) ?? '',
      retryAfter: (Array.isArray(ra) ? ra[0] : ra) ?? null,
      text,
    };
  } catch (e) {
    if (e instanceof TransportFailure) throw e;
    if (opts.signal?.aborted) throw new TransportFailure('cancelled');
    if (timeout.aborted) throw new TransportFailure('timeout');
    const code = errorCode(e);
    if (code && TIMEOUT_CODES.has(code)) throw new TransportFailure('timeout', code);
    if (code && NETWORK_CODES.has(code)) throw new TransportFailure('network', code);
    if (code && NOT_TLS_CODES.has(code)) throw new TransportFailure('not_tls', code);
    if (code && CERTIFICATE_CODES.has(code)) throw new TransportFailure('certificate', code);
    throw new TransportFailure('cut', code);
  }
}

/**
 * The body as text, refused as soon as it grows past maxBytes (or announces it will): a service
 * answering with hundreds of megabytes must not be read whole into the main process. What was
 * read so far is dropped and the connection is destroyed, so the rest is never read.
 */
async function readBounded(
  body: Dispatcher.ResponseData['body'],
  contentLength: string | string[] | undefined,
  maxBytes: number,
): Promise<string> {
  const announced = Number(Array.isArray(contentLength) ? contentLength[0] : contentLength);
  if (Number.isFinite(announced) && announced > maxBytes) {
    body.destroy();
    throw new TransportFailure('too_large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > maxBytes) {
      chunks.length = 0;
      body.destroy();
      throw new TransportFailure('too_large');
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

/** The most telling error code of e or its cause chain (undici wraps system errors). */
function errorCode(e: unknown): string | undefined {
  const codes: string[] = [];
  let cur: unknown = e;
  for (let depth = 0; depth < 4 && typeof cur === 'object' && cur !== null; depth++) {
    if ('code' in cur && typeof cur.code === 'string') codes.push(cur.code);
    cur = 'cause' in cur ? cur.cause : undefined;
  }
  // A system code (ECONNREFUSED) under undici's generic socket wrapper says more.
  return codes.find((c) => c !== 'UND_ERR_SOCKET') ?? codes[0];
}
