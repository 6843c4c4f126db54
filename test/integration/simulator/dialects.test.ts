import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECT_NAMES, type DialectName, type RunningSimulator } from '../../../electron/simulator';
import { call, envelope, login, post, records, startSmall } from './http';

// Each dialect over raw HTTP, axis by axis (docs/wire-format.md, "Dialects"). Every dialect runs the
// same seed, so the checks and items behind the wire are the same and can be compared with standard.
// "Today" is 2025-03-15 (server time UTC+3).
const NOW = new Date('2025-03-15T12:30:00Z');
const D = '2025-03-13';
const D1 = '2025-03-14';

const sims = new Map<DialectName, { sim: RunningSimulator; token: string }>();
beforeAll(async () => {
  for (const dialect of DIALECT_NAMES) {
    const sim = await startSmall({
      dialect,
      branches: 2,
      itemsPerBranch: 80,
      historyDays: 5,
      now: NOW,
      freezeClock: true,
    });
    sims.set(dialect, { sim, token: await login(sim) });
  }
});
afterAll(async () => {
  for (const { sim } of sims.values()) await sim.close();
});

function get(dialect: DialectName) {
  const s = sims.get(dialect);
  if (!s) throw new Error(`no simulator for ${dialect}`);
  return s;
}
const checks = (dialect: DialectName, start: string, end: string) => {
  const { sim, token } = get(dialect);
  return post(sim, token, '/GetChecks', { branch: 'B01', start_date: start, end_date: end });
};
const byId = (list: Record<string, unknown>[]) => new Map(list.map((c) => [String(c.Id), c]));
const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v } : {};
const asList = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.map(asRecord) : []);

/** `/Date(ms+hhmm)/` as the local wall time it names (yyyy-MM-ddTHH:mm:ss.fff); other text as it is. */
function fromMsJson(text: string): string {
  const m = /^\/Date\((-?\d+)([+-])(\d{2})(\d{2})\)\/$/.exec(text);
  if (!m) return text;
  const offset = (m[2] === '-' ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4]));
  return new Date(Number(m[1]) + offset * 60_000).toISOString().slice(0, 23);
}
/** Turkish "1.234,50" or invariant "1234.50" as a number. */
const amount = (v: unknown) =>
  Number(String(v).includes(',') ? String(v).replaceAll('.', '').replace(',', '.') : v);

describe('errors: HTTP status, HTTP 200 with the status in ResultCode, or an HTML page', () => {
  const expected: Record<DialectName, 'http-status' | 'result-code' | 'html-page'> = {
    standard: 'http-status',
    'envelope-errors': 'result-code',
    'exclusive-end': 'http-status',
    'vendor-tr': 'http-status',
    'legacy-net': 'html-page',
  };
  it.each(DIALECT_NAMES)('%s: an unknown token (401) and an unknown branch (404)', async (dialect) => {
    const { sim, token } = get(dialect);
    const unknownToken = await post(sim, 'no-such-token', '/GetOrderTypes', { branch: 'B01' });
    const unknownBranch = await post(sim, token, '/GetOrderTypes', { branch: 'B99' });
    // legacy-net's lookup of the branch is unhandled: a 500.
    const branchStatus = dialect === 'legacy-net' ? 500 : 404;
    for (const [answer, code] of [
      [unknownToken, 401],
      [unknownBranch, branchStatus],
    ] as const) {
      if (expected[dialect] === 'html-page') {
        expect(answer.status).toBe(code);
        expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(answer.json).toBeUndefined();
        expect(answer.text).toContain("Server Error in '/PosIntegration' Application.");
        continue;
      }
      expect(envelope(answer)).toMatchObject({ ResultCode: code, Data: null });
      expect(answer.status).toBe(expected[dialect] === 'result-code' ? 200 : code);
    }
    if (expected[dialect] === 'html-page') {
      expect(unknownToken.text).toContain('Token is not valid: call /GetToken for a new one.');
      expect(unknownBranch.text).toContain(
        'System.Collections.Generic.KeyNotFoundException: Unknown branch &quot;B99&quot;',
      );
    }
  });

  it('legacy-net: every error of the service is a page, 400, 404 and 405 included', async () => {
    const { sim, token } = get('legacy-net');
    const answers = [
      [await post(sim, token, '/GetChecks', { branch: 'B01', start_date: '2025-02-30', end_date: D }), 400],
      [await post(sim, token, '/NoSuchEndpoint', {}), 404],
      [await call(sim, 'GET', '/GetChecks', { headers: { Token: token } }), 405],
      [await call(sim, 'POST', '/GetToken', { headers: { AccessToken: 'wrong' }, body: {} }), 401],
    ] as const;
    for (const [answer, status] of answers) {
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.text).toMatch(/^<!DOCTYPE html>/);
    }
    expect(answers[2][0].headers.get('allow')).toBe('POST');
    expect(answers[0][0].text).toContain('start_date &quot;2025-02-30&quot; is not a valid date');
  });
});

describe('throttling', () => {
  const expected: Record<DialectName, { status: number; resultCode: number; retryAfter: boolean }> = {
    standard: { status: 429, resultCode: 429, retryAfter: true },
    'envelope-errors': { status: 200, resultCode: 429, retryAfter: false },
    'exclusive-end': { status: 503, resultCode: 503, retryAfter: true },
    'vendor-tr': { status: 429, resultCode: 429, retryAfter: false },
    // No envelope: HTTP.sys's page says only "503".
    'legacy-net': { status: 503, resultCode: 0, retryAfter: false },
  };
  it.each(DIALECT_NAMES)('%s: over the limit, and the throttle fault, answer alike', async (dialect) => {
    const sim = await startSmall({
      dialect,
      rateLimit: { perSecond: 2, perMinute: 60 },
      now: NOW,
      freezeClock: true,
    });
    try {
      const token = await login(sim);
      const branches = () => call(sim, 'GET', '/GetBranches', { headers: { Token: token } });
      expect((await branches()).status).toBe(200);
      const over = await branches();
      sim.control.advanceClock(1000);
      sim.control.addFault({ kind: 'throttle', times: 1, value: 7 });
      const faulted = await branches();
      const want = expected[dialect];
      for (const answer of [over, faulted]) {
        expect(answer.status).toBe(want.status);
        if (want.resultCode === 0)
          expect(answer.text).toContain('HTTP Error 503. The service is unavailable.');
        else expect(envelope(answer).ResultCode).toBe(want.resultCode);
        expect(answer.headers.has('retry-after')).toBe(want.retryAfter);
      }
      if (want.retryAfter) expect(faulted.headers.get('retry-after')).toBe('7');
    } finally {
      await sim.close();
    }
  });
});

describe('GetBranches', () => {
  const expected: Record<DialectName, { envelope: boolean; field: string }> = {
    standard: { envelope: false, field: 'Code' },
    'envelope-errors': { envelope: true, field: 'branchCode' },
    'exclusive-end': { envelope: false, field: 'Code' },
    'vendor-tr': { envelope: false, field: 'branchCode' },
    'legacy-net': { envelope: true, field: 'Code' },
  };
  it.each(DIALECT_NAMES)('%s: list shape and code field', async (dialect) => {
    const { sim, token } = get(dialect);
    const a = await call(sim, 'GET', '/GetBranches', { headers: { Token: token } });
    expect(Array.isArray(a.json)).toBe(!expected[dialect].envelope);
    const list = expected[dialect].envelope ? envelope(a).Data : a.json;
    expect(asList(list).map((b) => b[expected[dialect].field])).toEqual(['B01', 'B02']);
  });
});

describe('GetToken ExpireDate', () => {
  const expected: Record<DialectName, RegExp> = {
    standard: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/,
    'envelope-errors': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/,
    'exclusive-end': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/,
    'vendor-tr': /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/,
    'legacy-net': /^\/Date\(\d+\+0300\)\/$/,
  };
  it.each(DIALECT_NAMES)('%s: its format, the same server-local instant', async (dialect) => {
    const { sim } = get(dialect);
    const { accessToken, username, password } = sim.credentials;
    const a = await call(sim, 'POST', '/GetToken', {
      headers: { AccessToken: accessToken },
      body: { Username: username, Password: password },
    });
    const expire = String(records(a)[0]?.ExpireDate);
    expect(expire).toMatch(expected[dialect]);
    // All name the same local wall time (the server's clock is frozen; tokens live a fixed time).
    const wall = fromMsJson(expire)
      .replace(/^(\d{2})\.(\d{2})\.(\d{4}) /, '$3-$2-$1T')
      .slice(0, 19);
    // Each service draws its own credentials at start.
    const standard = get('standard').sim;
    const std = await call(standard, 'POST', '/GetToken', {
      headers: { AccessToken: standard.credentials.accessToken },
      body: { Username: standard.credentials.username, Password: standard.credentials.password },
    });
    expect(wall).toBe(String(records(std)[0]?.ExpireDate));
  });
});

describe('GetChecks end_date and filters', () => {
  it('inclusive dialects answer D..D with the day; exclusive-end answers D..D with nothing and D..D+1 with D', async () => {
    const standardDay = records(await checks('standard', D, D));
    expect(standardDay.length).toBeGreaterThan(100);
    for (const dialect of DIALECT_NAMES) {
      const same = records(await checks(dialect, D, D));
      const next = records(await checks(dialect, D, D1));
      if (dialect === 'exclusive-end') {
        expect(same).toEqual([]);
        expect(next.map((c) => String(c.Id))).toEqual(standardDay.map((c) => String(c.Id)));
      } else {
        expect(same.map((c) => String(c.Id))).toEqual(standardDay.map((c) => String(c.Id)));
        expect(next.length).toBeGreaterThan(same.length);
      }
    }
  });

  it('exclusive-end refuses null filters (400) and takes omitted ones; the others take both', async () => {
    for (const dialect of DIALECT_NAMES) {
      const { sim, token } = get(dialect);
      const base = { branch: 'B01', start_date: D, end_date: D1 };
      const omitted = await post(sim, token, '/GetChecks', base);
      expect(omitted.status).toBe(200);
      for (const extra of [{ number: null }, { table_no: null }]) {
        const a = await post(sim, token, '/GetChecks', { ...base, ...extra });
        expect(envelope(a).ResultCode, `${dialect} ${JSON.stringify(extra)}`).toBe(
          dialect === 'exclusive-end' ? 400 : 200,
        );
        if (dialect === 'exclusive-end') expect(envelope(a).ResultMessage).toMatch(/omit it for no filter/);
      }
    }
  });
});

describe('check records', () => {
  const businessDate: Record<DialectName, string> = {
    standard: `${D}T00:00:00`,
    'envelope-errors': D,
    'exclusive-end': `${D}T00:00:00+03:00`,
    'vendor-tr': '13.03.2025',
    'legacy-net': `/Date(${Date.parse(`${D}T00:00:00+03:00`)}+0300)/`,
  };
  const inclusiveDay = (dialect: DialectName) =>
    checks(dialect, D, dialect === 'exclusive-end' ? D1 : D).then(records);

  it.each(DIALECT_NAMES)('%s: BusinessDate format; same checks as standard', async (dialect) => {
    const list = await inclusiveDay(dialect);
    expect(list.length).toBeGreaterThan(100);
    expect(new Set(list.map((c) => c.BusinessDate))).toEqual(new Set([businessDate[dialect]]));
  });

  it('envelope-errors and exclusive-end write checks exactly as standard, apart from BusinessDate', async () => {
    const standard = await inclusiveDay('standard');
    for (const dialect of ['envelope-errors', 'exclusive-end'] as const) {
      const list = await inclusiveDay(dialect);
      expect(list.map((c) => ({ ...c, BusinessDate: null }))).toEqual(
        standard.map((c) => ({ ...c, BusinessDate: null })),
      );
    }
  });

  it('vendor-tr: DocumentType instead of CheckType, values as text, flags 0/1, upper-case State', async () => {
    const standard = byId(await inclusiveDay('standard'));
    const tr = await inclusiveDay('vendor-tr');
    const kinds: Record<string, string> = { Sale: 'SATIS', Collection: 'TAHSILAT', Expense: 'GIDER' };
    const seenKinds = new Set<string>();
    for (const c of tr) {
      const s = standard.get(String(c.Id));
      if (!s) throw new Error(`check ${String(c.Id)} missing in standard`);
      expect(c).not.toHaveProperty('CheckType');
      expect(c.DocumentType).toBe(kinds[String(s.CheckType)]);
      seenKinds.add(String(c.DocumentType));
      expect(c.Id).toBe(String(s.Id));
      expect(c.CheckNumber).toBe(String(s.CheckNumber));
      expect(c.TotalAmount).toMatch(/^-?\d+\.\d{2}$/);
      expect(Number(c.TotalAmount)).toBeCloseTo(Number(s.TotalAmount), 2);
      expect(c.IsReturn).toBe(s.IsReturn ? 1 : 0);
      expect(c.State).toBe(String(s.State).toUpperCase());
      expect(c.GuestCount).toBe(s.GuestCount === null ? null : String(s.GuestCount));
    }
    expect(seenKinds).toEqual(new Set(['SATIS', 'TAHSILAT', 'GIDER']));
  });

  it('vendor-tr: lines, payments and discounts under other names; Condiments null when none', async () => {
    const standard = byId(await inclusiveDay('standard'));
    const tr = await inclusiveDay('vendor-tr');
    const methods = new Set<string>();
    let discounts = 0;
    let nullCondiments = 0;
    let withCondiments = 0;
    for (const c of tr) {
      const s = asRecord(standard.get(String(c.Id)));
      const lines = asList(c.Items);
      asList(s.Items).forEach((sl, i) => {
        const l = asRecord(lines[i]);
        expect(Object.keys(l).sort()).toEqual([
          'Condiments',
          'GroupName',
          'IntegrationCode',
          'ItemId',
          'ItemNo',
          'LineTotal',
          'Name',
          'Qty',
          'UnitPrice',
        ]);
        expect(l.ItemId).toBe(String(sl.ItemId));
        expect(l.Qty).toBe(String(sl.Quantity));
        expect(Number(l.UnitPrice)).toBeCloseTo(Number(sl.Price), 2);
        expect(Number(l.LineTotal)).toBeCloseTo(Number(sl.Total), 2);
        if (asList(sl.Condiments).length === 0) {
          expect(l.Condiments).toBeNull();
          nullCondiments++;
        } else {
          expect(asList(l.Condiments)).toHaveLength(asList(sl.Condiments).length);
          withCondiments++;
        }
      });
      asList(s.Payments).forEach((sp, i) => {
        const p = asRecord(asList(c.Payments)[i]);
        expect(p).not.toHaveProperty('PaymentType');
        expect(p).not.toHaveProperty('Amount');
        expect(Number(p.PaymentAmount)).toBeCloseTo(Number(sp.Amount), 2);
        methods.add(String(p.PaymentMethod));
      });
      asList(s.Discounts).forEach((sd, i) => {
        const d = asRecord(asList(c.Discounts)[i]);
        expect(d).toMatchObject({ DiscountKind: sd.Type, DiscountName: sd.Name });
        expect(Number(d.DiscountAmount)).toBeCloseTo(Number(sd.Amount), 2);
        discounts++;
      });
    }
    expect(nullCondiments).toBeGreaterThan(0);
    expect(withCondiments).toBeGreaterThan(0);
    expect(discounts).toBeGreaterThan(0);
    expect(
      [...methods].every((m) => ['Nakit', 'Kredi Kartı', 'Yemek Kartı', 'Ödenmez', 'Cari Hesap'].includes(m)),
    ).toBe(true);
    expect(methods.has('Nakit') && methods.has('Kredi Kartı')).toBe(true);
  });
});

describe('legacy-net check records', () => {
  const FIRST = '2025-03-11';
  const words: Record<string, string> = { Sale: 'Satış', Collection: 'Tahsilat', Expense: 'Gider' };
  const turkish = /^-?\d{1,3}(\.\d{3})*,\d{2}$/;
  const invariant = /^-?\d+\.\d{2}$/;
  const sortedKeys = (r: Record<string, unknown>) => expect(Object.keys(r)).toEqual(Object.keys(r).sort());

  it('the same checks as standard: .NET dates, text amounts, Turkish kinds, E/H, members A-Z', async () => {
    const standard = byId(records(await checks('standard', FIRST, D)));
    const answer = await checks('legacy-net', FIRST, D);
    expect(answer.text.startsWith('{"Data":[{"Address":')).toBe(true);
    expect(answer.text).toContain('"BusinessDate":"\\/Date(');
    const legacy = records(answer);
    expect(legacy.map((c) => c.Id)).toEqual([...standard.values()].map((c) => c.Id));
    const seen = { kinds: new Set<string>(), thousands: 0 };
    for (const c of legacy) {
      const s = asRecord(standard.get(String(c.Id)));
      sortedKeys(c);
      expect(c.CheckNumber).toBe(s.CheckNumber);
      expect(c.CheckType).toBe(s.IsReturn ? 'İade' : words[String(s.CheckType)]);
      expect(c.IsReturn).toBe(s.IsReturn ? 'E' : 'H');
      expect(c.State).toBe(s.State);
      expect(fromMsJson(String(c.BusinessDate)).slice(0, 10)).toBe(String(s.BusinessDate).slice(0, 10));
      expect(fromMsJson(String(c.OpenDate)).slice(0, 19)).toBe(s.OpenDate);
      expect(c.CloseDate === null ? null : fromMsJson(String(c.CloseDate)).slice(0, 19)).toBe(s.CloseDate);
      expect(c.TotalAmount).toMatch(turkish);
      expect(amount(c.TotalAmount)).toBeCloseTo(Number(s.TotalAmount), 2);
      if (String(c.TotalAmount).includes('.')) seen.thousands++;
      seen.kinds.add(String(c.CheckType));
      asList(s.Items).forEach((sl, i) => {
        const l = asRecord(asList(c.Items)[i]);
        sortedKeys(l);
        expect(l).toMatchObject({
          ItemId: sl.ItemId,
          ItemNo: sl.ItemNo,
          IntegrationCode: sl.IntegrationCode,
        });
        for (const [field, value] of [
          ['Quantity', sl.Quantity],
          ['Price', sl.Price],
          ['Total', sl.Total],
        ] as const) {
          expect(l[field]).toMatch(invariant);
          expect(Number(l[field])).toBeCloseTo(Number(value), 2);
        }
      });
      asList(s.Payments).forEach((sp, i) => {
        const p = asRecord(asList(c.Payments)[i]);
        expect(p).toMatchObject({ PaymentType: sp.PaymentType, PaymentName: sp.PaymentName });
        expect(p.Amount).toMatch(turkish);
        expect(amount(p.Amount)).toBeCloseTo(Number(sp.Amount), 2);
      });
      asList(s.Discounts).forEach((sd, i) => {
        const x = asRecord(asList(c.Discounts)[i]);
        expect(x.Amount).toMatch(invariant);
        expect(Number(x.Amount)).toBeCloseTo(Number(sd.Amount), 2);
      });
    }
    expect(seen.kinds).toEqual(new Set(['Satış', 'Tahsilat', 'Gider', 'İade']));
    expect(seen.thousands).toBeGreaterThan(0);
  });

  it('the token, branches and items as DataContractJsonSerializer writes them', async () => {
    const { sim, token } = get('legacy-net');
    const { accessToken, username, password } = sim.credentials;
    const t = await call(sim, 'POST', '/GetToken', {
      headers: { AccessToken: accessToken },
      body: { Username: username, Password: password },
    });
    expect(t.text).toMatch(
      /^\{"Data":\[\{"ExpireDate":"\\\/Date\(\d+\+0300\)\\\/","Token":"[^"]+"\}\],"ResultCode":200,"ResultMessage":"OK"\}$/,
    );
    const items = records(await post(sim, token, '/GetItemsIntegrationCode', { branch: 'B01' }));
    for (const i of items) sortedKeys(i);
    const b = await call(sim, 'GET', '/GetBranches', { headers: { Token: token } });
    expect(asList(envelope(b).Data).map((x) => Object.keys(x))).toEqual([
      ['Address', 'Code', 'Name'],
      ['Address', 'Code', 'Name'],
    ]);
  });

  it('legacy-net-long-dates: the same checks, their dates as tr-TR long dates', async () => {
    const sim = await startSmall({
      dialect: 'legacy-net-long-dates',
      branches: 2,
      itemsPerBranch: 80,
      historyDays: 5,
      now: NOW,
      freezeClock: true,
    });
    try {
      const token = await login(sim);
      const long = records(
        await post(sim, token, '/GetChecks', { branch: 'B01', start_date: D, end_date: D }),
      );
      const legacy = records(await checks('legacy-net', D, D));
      expect(long.length).toBeGreaterThan(100);
      expect(new Set(long.map((c) => c.BusinessDate))).toEqual(new Set(['13 Mart 2025 Perşembe']));
      long.forEach((c, i) => {
        const l = asRecord(legacy[i]);
        expect(c.OpenDate).toBe(`13 Mart 2025 Perşembe ${fromMsJson(String(l.OpenDate)).slice(11, 19)}`);
        const dates = { BusinessDate: null, OpenDate: null, CloseDate: null, Invoice: null };
        expect({ ...c, ...dates }).toEqual({ ...l, ...dates });
      });
      expect(asRecord((await call(sim, 'GET', '/__sim')).json).dialect).toBe('legacy-net-long-dates');
    } finally {
      await sim.close();
    }
  });
});

describe('GetItemsIntegrationCode', () => {
  it('vendor-tr: ItemId as text, ItemNo as a number, null when unmapped; the others as standard', async () => {
    const items = async (dialect: DialectName) => {
      const { sim, token } = get(dialect);
      return records(await post(sim, token, '/GetItemsIntegrationCode', { branch: 'B01' }));
    };
    const standard = await items('standard');
    expect(standard.some((i) => i.IntegrationCode === '')).toBe(true);
    expect(await items('envelope-errors')).toEqual(standard);
    expect(await items('exclusive-end')).toEqual(standard);
    expect(await items('legacy-net')).toEqual(standard);
    const tr = await items('vendor-tr');
    expect(tr).toEqual(
      standard.map((i) => ({
        ItemId: String(i.ItemId),
        ItemNo: Number(i.ItemNo),
        Name: i.Name,
        IntegrationCode: i.IntegrationCode === '' ? null : i.IntegrationCode,
      })),
    );
  });
});

describe('UpdateIntegrationCode answer', () => {
  it.each(DIALECT_NAMES)('%s: applies good records, reports bad ones in its own shape', async (dialect) => {
    const { sim, token } = get(dialect);
    const [a, b] = sim.control.items('B02');
    if (!a || !b) throw new Error('no items');
    // vendor-tr writes ids as text, and reads them as text too.
    const id = dialect === 'vendor-tr' ? String(a.ItemId) : a.ItemId;
    const data = [
      { ItemId: id, IntegrationCode: `UP${a.ItemId}` },
      { ItemNo: b.ItemNo, IntegrationCode: 'not valid!' },
      { ItemId: 999_999_999, IntegrationCode: 'GHOST' },
    ];
    const answer = await post(sim, token, '/UpdateIntegrationCode', { branch: 'B02', data });
    expect(answer.status).toBe(200);
    const env = envelope(answer);
    expect(env.ResultCode).toBe(200);
    expect(sim.control.items('B02')[0]?.IntegrationCode).toBe(`UP${a.ItemId}`);
    expect(sim.control.updates.at(-1)?.records[0]).toEqual({
      ItemId: a.ItemId,
      IntegrationCode: `UP${a.ItemId}`,
    });
    if (dialect === 'envelope-errors') {
      expect(env.Data).toBeNull();
      expect(env.ResultMessage).toBe('3 records processed');
    } else if (dialect === 'vendor-tr') {
      expect(asList(env.Data)).toEqual([
        { ItemId: String(a.ItemId), ItemNo: Number(a.ItemNo), IsSuccess: 1, ErrorMessage: null },
        {
          ItemId: null,
          ItemNo: Number(b.ItemNo),
          IsSuccess: 0,
          ErrorMessage: expect.stringMatching(/letters and digits/),
        },
        { ItemId: '999999999', ItemNo: null, IsSuccess: 0, ErrorMessage: expect.stringMatching(/No item/) },
      ]);
    } else {
      expect(asList(env.Data)).toEqual([
        { ItemId: a.ItemId, ItemNo: a.ItemNo, Success: true, Message: null },
        {
          ItemId: null,
          ItemNo: b.ItemNo,
          Success: false,
          Message: expect.stringMatching(/letters and digits/),
        },
        { ItemId: 999_999_999, ItemNo: null, Success: false, Message: expect.stringMatching(/No item/) },
      ]);
    }
  });
});

describe('control API', () => {
  it('names the dialect', async () => {
    for (const dialect of DIALECT_NAMES) {
      expect(asRecord((await call(get(dialect).sim, 'GET', '/__sim')).json).dialect).toBe(dialect);
    }
  });
});
