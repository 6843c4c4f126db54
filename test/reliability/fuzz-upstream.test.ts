import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../electron/core/errors';
import { createLimiter } from '../../electron/core/throttle/limiter';
import { createUpstreamClient, type UpstreamClient } from '../../electron/core/upstream';
import { interpretAnswer } from '../../electron/core/upstream/answer';
import { createRedactor } from '../../electron/core/upstream/redact';
import {
  ShapeProblem,
  toBranches,
  toChecks,
  toItems,
  toNamedRecords,
} from '../../electron/core/upstream/translate';
import { readUpdateAnswer } from '../../electron/core/upstream/update-answer';
import { Branch } from '../../shared/domain/branch';
import { Check, NamedRecord, UnreadableRecord } from '../../shared/domain/check';
import { Item } from '../../shared/domain/item';
import { answerArbitrary, type ScriptedAnswer } from './support/answer-arbitrary';
import { FUZZ_RUNS, FUZZ_SEED, fuzzTimeoutMs, recordFigures } from './support/fuzz-figures';

/**
 * The upstream answer parsers against whatever a service, a proxy or a broken network can send:
 * - in memory: every generated answer through interpretAnswer() and the record translators;
 * - over HTTP: a tiny local server answers the real client with a scripted sequence (sign-in and
 *   data), every client method in turn.
 * Each call ends with data that satisfies the shared domain schemas, or an AppError with a
 * specific code (never 'internal': that would be a parser crash in disguise) and a message that
 * never repeats a secret the server planted in its text.
 */

const SECRETS = { accessToken: 'AK-fuzz-7f3a9c', password: 'pw-fuzz-"{q}\\-1' } as const;
const TOKEN = 'SESSION-TOKEN-fuzz-5e1d2b';
const ECHO = [SECRETS.accessToken, SECRETS.password, TOKEN];

const Outcome = z.object({
  accepted: z.array(z.number().int()),
  rejected: z.array(z.object({ itemId: z.number().int(), reason: z.string() })),
  unknown: z.array(z.number().int()),
  unknownReason: z.string().optional(),
});
const READERS = {
  branches: { read: toBranches, schema: z.array(Branch) },
  items: {
    read: (d: unknown) => toItems('B01', d),
    schema: z.object({ items: z.array(Item), unreadable: z.array(UnreadableRecord) }),
  },
  checks: {
    read: (d: unknown) => toChecks('B01', d),
    schema: z.object({ checks: z.array(Check), unreadable: z.array(UnreadableRecord) }),
  },
  orderTypes: { read: (d: unknown) => toNamedRecords(d, 'order type'), schema: z.array(NamedRecord) },
  update: {
    read: (d: unknown) =>
      readUpdateAnswer(
        [
          { itemId: 1, code: 'A1' },
          { itemId: 2, itemNo: '2', code: '' },
        ],
        d,
      ),
    schema: Outcome,
  },
} as const;
type ReaderName = keyof typeof READERS;

/** The session token is a secret once the client holds it; before that it is just server text. */
let tokenIssued = true;

function leaks(text: string): boolean {
  const lower = text.toLowerCase();
  const secrets = tokenIssued ? ECHO : [SECRETS.accessToken, SECRETS.password];
  return secrets.some(
    (s) => lower.includes(s.toLowerCase()) || lower.includes(encodeURIComponent(s).toLowerCase()),
  );
}

function expectClearError(e: unknown, tally: Record<string, number>) {
  if (!(e instanceof AppError)) throw e;
  expect(e.code, e.message).not.toBe('internal');
  expect(e.message.length).toBeGreaterThan(10);
  expect(leaks(`${e.message}\n${e.detail ?? ''}`), e.message).toBe(false);
  tally[e.code] = (tally[e.code] ?? 0) + 1;
}

describe('in memory: interpretAnswer and the translators', () => {
  test(`${FUZZ_RUNS} answers per reader`, () => {
    const redact = createRedactor(() => ECHO);
    const tally: Record<string, number> = { data: 0, unauthorized: 0, shape: 0 };
    fc.assert(
      fc.property(
        answerArbitrary(ECHO),
        fc.constantFrom(...(Object.keys(READERS) as ReaderName[])),
        (answer, name) => {
          let interpreted: ReturnType<typeof interpretAnswer>;
          try {
            interpreted = interpretAnswer(
              {
                status: answer.status,
                contentType: answer.contentType,
                retryAfter: answer.retryAfter,
                text: answer.body,
              },
              { op: name, branch: 'B01', host: '127.0.0.1:1' },
              redact,
              { allowBareArray: name === 'branches' },
            );
          } catch (e) {
            expectClearError(e, tally);
            return;
          }
          if (interpreted.kind === 'unauthorized') {
            tally.unauthorized = (tally.unauthorized ?? 0) + 1;
            if (interpreted.serverText !== null) expect(leaks(interpreted.serverText)).toBe(false);
            return;
          }
          const reader = READERS[name];
          let value: unknown;
          try {
            value = reader.read(interpreted.data);
          } catch (e) {
            // The client turns this into bad_answer ("does not have the shape the service documents").
            expect(e).toBeInstanceOf(ShapeProblem);
            tally.shape = (tally.shape ?? 0) + 1;
            return;
          }
          expect(reader.schema.safeParse(value).success).toBe(true);
          tally.data = (tally.data ?? 0) + 1;
        },
      ),
      {
        numRuns: FUZZ_RUNS * Object.keys(READERS).length,
        ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }),
      },
    );
    expect(tally.data).toBeGreaterThan(0);
    recordFigures('upstream', 'in-memory', {
      runs: FUZZ_RUNS * Object.keys(READERS).length,
      outcomes: tally,
    });
  }, 300_000);
});

// ------------------------------------------------------------------ over HTTP

let server: Server;
let baseUrl = '';
const script = { token: [] as ScriptedAnswer[], data: [] as ScriptedAnswer[] };
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

const goodToken = JSON.stringify({
  ResultCode: 200,
  ResultMessage: 'OK',
  Data: [{ Token: TOKEN, ExpireDate: '2099-01-01T00:00:00' }],
});
const goodEmpty = JSON.stringify({ ResultCode: 200, ResultMessage: 'OK', Data: [] });

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const next = req.url === '/GetToken' ? script.token.shift() : script.data.shift();
      if (req.url === '/GetToken' && next === undefined) tokenIssued = true;
      const answer = next ?? {
        status: 200,
        contentType: 'application/json',
        retryAfter: null,
        body: req.url === '/GetToken' ? goodToken : goodEmpty,
      };
      const headers: Record<string, string> = {};
      if (answer.contentType) headers['content-type'] = answer.contentType;
      if (answer.retryAfter !== null) headers['retry-after'] = answer.retryAfter;
      res.writeHead(answer.status, headers);
      res.end(answer.status === 204 || answer.status === 304 ? undefined : answer.body);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
  process.off('unhandledRejection', onUnhandled);
});

const METHODS = [
  'authenticate',
  'getBranches',
  'getItems',
  'updateCodes',
  'getChecks',
  'getDiscountTypes',
  'getOrderTypes',
] as const;

async function callMethod(client: UpstreamClient, method: (typeof METHODS)[number]): Promise<unknown> {
  switch (method) {
    case 'authenticate':
      return client.authenticate();
    case 'getBranches':
      return z.array(Branch).parse(await client.getBranches());
    case 'getItems':
      return z.array(Item).parse(await client.getItems('B01'));
    case 'updateCodes': {
      const outcome = Outcome.parse(
        await client.updateCodes('B01', [
          { itemId: 1, code: 'A1' },
          { itemId: 2, code: '' },
        ]),
      );
      for (const r of outcome.rejected) expect(leaks(r.reason)).toBe(false);
      return outcome;
    }
    case 'getChecks':
      return z
        .object({ checks: z.array(Check), unreadable: z.array(UnreadableRecord) })
        .parse(await client.getChecks({ branch: 'B01', from: '2025-03-01', to: '2025-03-02' }));
    case 'getDiscountTypes':
      return z.array(NamedRecord).parse(await client.getReferenceList('discountTypes', 'B01'));
    case 'getOrderTypes':
      return z.array(NamedRecord).parse(await client.getReferenceList('orderTypes', 'B01'));
  }
}

describe('over HTTP: the real client against a server that answers anything', () => {
  test(`${FUZZ_RUNS} scripted exchanges, every client method`, {
    timeout: fuzzTimeoutMs(FUZZ_RUNS, 150),
  }, async () => {
    const tally: Record<string, number> = { ok: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        fc.array(answerArbitrary(ECHO), { minLength: 1, maxLength: 4 }),
        fc.option(fc.array(answerArbitrary(ECHO), { minLength: 1, maxLength: 2 }), {
          freq: 4,
          nil: undefined,
        }),
        async (method, dataAnswers, tokenAnswers) => {
          script.data = [...dataAnswers];
          script.token = [...(tokenAnswers ?? [])];
          tokenIssued = false;
          const client = createUpstreamClient({
            baseUrl,
            username: 'fuzz',
            credentials: async () => ({ ...SECRETS }),
            timeoutMs: 5_000,
            limiter: createLimiter({ perSecond: 100_000, perMinute: 1_000_000 }),
            sleep: async () => undefined,
            maxAttempts: 3,
            // Retry-After '0' is waited out at once; anything longer is reported, not slept through.
            maxRetryAfterMs: 5,
          });
          try {
            await callMethod(client, method);
            tally.ok = (tally.ok ?? 0) + 1;
          } catch (e) {
            expectClearError(e, tally);
          } finally {
            await client.close();
          }
        },
      ),
      { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
    );
    expect(unhandled).toEqual([]);
    expect(tally.ok).toBeGreaterThan(0);
    recordFigures('upstream', 'http', { runs: FUZZ_RUNS, outcomes: tally });
  });
});
