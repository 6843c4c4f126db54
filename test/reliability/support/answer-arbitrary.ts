import fc from 'fast-check';

/**
 * What a misbehaving integration service (or a proxy in front of it) can answer: any status, any
 * Content-Type and Retry-After, and bodies from a faithful envelope with odd records to HTML, cut
 * JSON and bytes. Records are built from the documented field names with values of the right type
 * most of the time and of any type otherwise, so parsers meet both near-valid and hostile data.
 * `echo` strings (secrets, tokens) are planted in server text so leaks would show.
 */
export type ScriptedAnswer = {
  status: number;
  contentType: string;
  retryAfter: string | null;
  body: string;
};

const KEYS: Record<string, fc.Arbitrary<unknown>> = {
  ItemId: fc.integer({ min: -5, max: 2_000_000_000 }),
  ItemNo: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
  Name: fc.string({ maxLength: 20 }),
  IntegrationCode: fc.oneof(fc.stringMatching(/^[A-Z0-9]{0,8}$/), fc.string({ maxLength: 8 })),
  Code: fc.oneof(fc.stringMatching(/^B\d{2}$/), fc.integer({ min: 0, max: 99 })),
  branchCode: fc.stringMatching(/^B\d{2}$/),
  Address: fc.string({ maxLength: 20 }),
  Id: fc.integer({ min: 0, max: 1e9 }),
  CheckNumber: fc.integer({ min: 0, max: 99_999 }),
  BusinessDate: fc.oneof(
    fc.constantFrom('2025-03-01T00:00:00', '2025-03-02', 'yesterday'),
    fc.string({ maxLength: 12 }),
  ),
  State: fc.constantFrom('Closed', 'Open', 'closed', 'Void', ''),
  CheckType: fc.constantFrom('Sale', 'Collection', 'Expense', 'Refund', null),
  IsReturn: fc.boolean(),
  Quantity: fc.double({ noNaN: true, min: -100, max: 100 }),
  Price: fc.oneof(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.constant(null)),
  Total: fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  PaymentType: fc.constantFrom('Cash', 'Credit Card', ''),
  Amount: fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  Type: fc.constantFrom('Discount', 'TaxDiscount', 'tax discount', 'Other'),
  Success: fc.boolean(),
  Message: fc.string({ maxLength: 30 }),
  Token: fc.string({ minLength: 1, maxLength: 30 }),
  ExpireDate: fc.constantFrom('2025-03-02T14:05:00', '2025-03-02 14:05', 'never', ''),
  Vendor_Extra: fc.jsonValue({ maxDepth: 2 }),
};

const anyValue = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 1 }),
);

/** A record with some of the known fields, each usually well typed, sometimes anything. */
const record: fc.Arbitrary<Record<string, unknown>> = fc.letrec<{ rec: Record<string, unknown> }>((tie) => ({
  rec: fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.entries(KEYS).map(([k, arb]) => [
            k,
            fc.oneof({ arbitrary: arb, weight: 4 }, { arbitrary: anyValue, weight: 1 }),
          ]),
        ),
        { requiredKeys: [] },
      ),
      fc.oneof(
        { arbitrary: fc.constant({}), weight: 4 },
        {
          arbitrary: fc.record(
            {
              Items: fc.array(tie('rec'), { maxLength: 2 }),
              Condiments: fc.array(tie('rec'), { maxLength: 2 }),
              Payments: fc.array(tie('rec'), { maxLength: 2 }),
              Discounts: fc.array(tie('rec'), { maxLength: 2 }),
            },
            { requiredKeys: [] },
          ),
          weight: 1,
        },
      ),
    )
    .map(([a, b]) => ({ ...a, ...b })),
})).rec;

function data(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.array(record, { maxLength: 5 }), weight: 6 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}

export function answerArbitrary(echo: readonly string[]): fc.Arbitrary<ScriptedAnswer> {
  const serverText = fc.oneof(
    fc.constantFrom('OK', '', 'Error', null),
    fc.string({ maxLength: 40 }),
    fc.constantFrom(...echo).map((s) => `Invalid login for Password=${s}`),
    fc.constantFrom(...echo).map((s) => `token ${encodeURIComponent(s)} rejected`),
  );
  const envelope = fc
    .record({
      ResultCode: fc.oneof(
        { arbitrary: fc.constant(200), weight: 6 },
        { arbitrary: fc.constantFrom(401, 500, 503, 0, -1, 1.5, '200'), weight: 2 },
      ),
      ResultMessage: serverText,
      Data: data(),
      Extra: fc.option(fc.jsonValue({ maxDepth: 1 }), { nil: undefined }),
    })
    .map((e) => JSON.stringify(e));
  const body = fc.oneof(
    { arbitrary: envelope, weight: 8 },
    { arbitrary: fc.array(record, { maxLength: 5 }).map((a) => JSON.stringify(a)), weight: 2 },
    {
      arbitrary: envelope.chain((t) => fc.nat({ max: Math.max(0, t.length - 1) }).map((n) => t.slice(0, n))),
      weight: 2,
    },
    {
      arbitrary: fc.constant('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>'),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
    { arbitrary: fc.constant(''), weight: 1 },
  );
  return fc.record({
    status: fc.oneof(
      { arbitrary: fc.constant(200), weight: 8 },
      {
        arbitrary: fc.constantFrom(201, 204, 301, 400, 401, 403, 404, 408, 429, 500, 502, 503, 504, 599),
        weight: 3,
      },
    ),
    contentType: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json',
      'text/html',
      'text/plain',
      '',
    ),
    retryAfter: fc.oneof(
      { arbitrary: fc.constant(null), weight: 4 },
      {
        arbitrary: fc.constantFrom('0', '3600', 'Wed, 21 Oct 2015 07:28:00 GMT', 'soon', '-5', '1e9'),
        weight: 1,
      },
    ),
    body,
  });
}
