import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback proxy in front of the simulator that answers as an older .NET service does where it
 * matters to the screens under test: GetChecks dates as `/Date(ms+0300)/` and amounts as text with a
 * decimal comma ("1.234,50"), and UpdateIntegrationCode refusing the items it is told to (never
 * applied, answered `Success: false` with the service's reason). Everything else passes unchanged.
 */
export type OlderServiceProxy = {
  baseUrl: string;
  /** Items the service refuses to update, with its reason (as a Turkish service words it). */
  refuse: Map<number, string>;
  close(): Promise<void>;
};

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function startOlderServiceProxy(target: string): Promise<OlderServiceProxy> {
  const refuse = new Map<number, string>();
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      let body = Buffer.concat(chunks).toString('utf8');
      let refused: Rec[] = [];
      if (path === '/UpdateIntegrationCode') ({ body, refused } = withoutRefused(body, refuse));
      const headers = {
        ...req.headers,
        host: upstream.host,
        'content-length': String(Buffer.byteLength(body)),
      };
      const out = request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
        (up) => {
          const parts: Buffer[] = [];
          up.on('data', (c: Buffer) => parts.push(c));
          up.on('end', () => {
            let text = Buffer.concat(parts).toString('utf8');
            if (up.statusCode === 200 && path === '/GetChecks') text = olderChecks(text);
            if (up.statusCode === 200 && refused.length > 0) text = withRefusals(text, refused);
            const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = up.headers;
            res.writeHead(up.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(text) });
            res.end(text);
          });
        },
      );
      out.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      out.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    refuse,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The update's body without the refused records (the service applies none of them). */
function withoutRefused(body: string, refuse: ReadonlyMap<number, string>): { body: string; refused: Rec[] } {
  const parsed = JSON.parse(body) as { data?: unknown };
  if (!Array.isArray(parsed.data)) return { body, refused: [] };
  const refused = parsed.data.filter((r): r is Rec => isRec(r) && refuse.has(Number(r.ItemId)));
  const kept = parsed.data.filter((r) => !refused.includes(r as Rec));
  return {
    body: JSON.stringify({ ...parsed, data: kept }),
    refused: refused.map((r) => ({
      ItemId: r.ItemId,
      ItemNo: r.ItemNo ?? null,
      Success: false,
      Message: refuse.get(Number(r.ItemId)),
    })),
  };
}

function withRefusals(text: string, refused: Rec[]): string {
  const env = JSON.parse(text) as Rec;
  return JSON.stringify({ ...env, Data: [...(Array.isArray(env.Data) ? env.Data : []), ...refused] });
}

/** "1234.5" -> "1.234,50": Turkish money as text. */
function turkishMoney(v: unknown): unknown {
  if (typeof v !== 'number') return v;
  const [whole, cents] = Math.abs(v).toFixed(2).split('.') as [string, string];
  return `${v < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** A local wall-clock time at +03:00 as .NET's JSON date. */
function dotNetDate(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(v);
  if (!m) return v;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const ms = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - 3 * 3_600_000;
  return `/Date(${ms}+0300)/`;
}

function olderChecks(text: string): string {
  const env = JSON.parse(text) as Rec;
  const list = Array.isArray(env) ? env : Array.isArray(env.Data) ? env.Data : [];
  for (const c of list) {
    if (!isRec(c)) continue;
    for (const f of ['BusinessDate', 'OpenDate', 'CloseDate']) c[f] = dotNetDate(c[f]);
    c.TotalAmount = turkishMoney(c.TotalAmount);
    for (const l of Array.isArray(c.Items) ? c.Items : [])
      if (isRec(l)) for (const f of ['Price', 'Total']) l[f] = turkishMoney(l[f]);
    for (const p of Array.isArray(c.Payments) ? c.Payments : [])
      if (isRec(p)) p.Amount = turkishMoney(p.Amount);
    for (const x of Array.isArray(c.Discounts) ? c.Discounts : [])
      if (isRec(x)) x.Amount = turkishMoney(x.Amount);
  }
  return JSON.stringify(env);
}
