import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { contract, type MethodName, methodNames } from '../../../shared/contract';
import { Reply } from '../../../shared/contract/bridge';
import { AppErrorShape } from '../../../shared/domain/errors';
import { type CoreFixture, data, removeDir, startCore } from './app-fixture';

/** Runs per method; the reliability suite raises it (MCM_FUZZ_RUNS=2000 npx vitest run ...). */
const RUNS = Number(process.env.MCM_FUZZ_RUNS ?? 50);
const SEED = process.env.MCM_FUZZ_SEED === undefined ? undefined : Number(process.env.MCM_FUZZ_SEED);

let app: CoreFixture;
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  app = await startCore();
  // Connected to a (tiny) demo, so valid inputs reach the domains' real code paths.
  data(await app.call('demo.start'));
});
afterAll(async () => {
  await app?.close();
  await removeDir(app.dataDir);
  process.off('unhandledRejection', onUnhandled);
});

test('createAppCore answers every method of the contract, and nothing else', () => {
  expect(Object.keys(app.core.handlers).sort()).toEqual([...methodNames].sort());
  for (const name of methodNames) expect(typeof app.core.handlers[name]).toBe('function');
});

/** Keys of a method's input object, so the fuzzer also sends near-valid payloads with those keys. */
function inputKeys(name: MethodName): string[] {
  const schema: unknown = contract[name].input;
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

function payloads(name: MethodName): fc.Arbitrary<unknown> {
  const keys = inputKeys(name);
  const value = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constantFrom('B1', 'demo', '', 'x'.repeat(300), '../../etc/passwd', '__proto__'),
    fc.array(fc.oneof(fc.string(), fc.integer(), fc.object())),
  );
  const arbs: fc.Arbitrary<unknown>[] = [
    fc.anything(),
    fc.jsonValue(),
    fc.constant(undefined),
    fc.constant(null),
  ];
  if (keys.length > 0) {
    arbs.push(fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }));
    arbs.push(fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), value));
  }
  return fc.oneof(...arbs);
}

describe('fuzz: random payloads to every handler through dispatch', () => {
  // Not these: each would (legitimately) reset the connection the other methods are fuzzed against.
  const skipped = new Set<MethodName>(['connection.disconnect', 'profiles.delete']);

  test.each(methodNames.filter((m) => !skipped.has(m)))(
    '%s rejects cleanly or answers its contract',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(payloads(name), async (payload) => {
          const reply = await app.call(name, payload);
          expect(Reply.safeParse(reply).success).toBe(true);
          if (reply.ok) {
            // app.call decoded the wire form through the contract (a failure would be 'internal'
            // below); the result must be a value of the method's output, which encodes again.
            expect(z.safeEncode(contract[name].output as z.ZodType, reply.data).success).toBe(true);
          } else {
            expect(AppErrorShape.safeParse(reply.error).success).toBe(true);
            // An internal error for a bad payload is a crash in disguise.
            expect(reply.error.code).not.toBe('internal');
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      expect(unhandled).toEqual([]);
    },
  );

  test('connection.disconnect and profiles.delete too, last', async () => {
    for (const name of ['profiles.delete', 'connection.disconnect'] as const) {
      await fc.assert(
        fc.asyncProperty(payloads(name), async (payload) => {
          const reply = await app.call(name, payload);
          if (!reply.ok) expect(reply.error.code).not.toBe('internal');
        }),
        { numRuns: RUNS },
      );
    }
    expect(unhandled).toEqual([]);
  });

  test('an unknown method is refused', async () => {
    for (const name of ['nope', '', '__proto__', 'constructor', 'profiles.list.extra']) {
      const reply = await app.call(name as MethodName, undefined);
      expect(reply).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
  });
});
