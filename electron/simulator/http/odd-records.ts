import { createRng, hashSeed } from '../prng';
import type { SimResponse } from './respond';

/**
 * The 'odd-records' fault: spoils about `rate` of the records of a GetChecks or
 * GetItemsIntegrationCode answer, each in one way a real service might (a wrong JSON type, a missing
 * id, an unparseable BusinessDate, Items not an array), and leaves every other record as it was.
 * Which records, and how, follows from the seed and the record's own id, so a retry sees the same
 * spoiled records. It works on the dialect's written answer, so it spoils every dialect alike.
 */
export function spoilRecords(r: SimResponse, path: string, rate: number, seed: number): SimResponse {
  let env: unknown;
  try {
    env = JSON.parse(r.body);
  } catch {
    return r;
  }
  if (!isRecord(env) || !Array.isArray(env.Data)) return r;
  /** Spoils the records of a list its draw picks; `idOf` names a record for its draw. */
  const spoilEach = (
    list: unknown,
    kind: string,
    idOf: (rec: Rec, n: number) => string,
    spoilOne: (rec: Rec, how: number) => void,
  ) => {
    if (!Array.isArray(list)) return;
    list.forEach((rec: unknown, n) => {
      if (!isRecord(rec)) return;
      const rng = createRng(hashSeed(seed, 'odd-records', kind, idOf(rec, n)));
      if (rng.next() < rate) spoilOne(rec, rng.int(0, 1 << 16));
    });
  };
  if (path === '/GetItemsIntegrationCode') {
    spoilEach(env.Data, 'item', (item, i) => String(item.ItemId ?? i), spoilItem);
  } else {
    // Lines and payments first, by their place in the check as sent (a spoilt check may lose its Items).
    for (const [i, check] of env.Data.entries()) {
      if (!isRecord(check)) continue;
      const id = String(check.Id ?? i);
      spoilEach(check.Items, 'line', (_, n) => `${id}:${n}`, spoilLine);
      spoilEach(check.Payments, 'payment', (_, n) => `${id}:${n}`, spoilPayment);
    }
    spoilEach(env.Data, 'check', (check, i) => String(check.Id ?? i), spoilCheck);
  }
  return { ...r, body: JSON.stringify(env) };
}

type Rec = Record<string, unknown>;

function isRecord(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first of the names the record carries (field names differ between dialects). */
function field(rec: Rec, names: readonly string[]): string {
  return names.find((n) => n in rec) ?? names[0] ?? '';
}

function spoilCheck(c: Rec, how: number): void {
  switch (how % 4) {
    case 0:
      delete c.Id;
      break;
    case 1:
      c.TotalAmount = { value: c.TotalAmount };
      break;
    case 2:
      // What a service backed by a careless database writes for "no date".
      c.BusinessDate = '0000-00-00T00:00:00';
      break;
    default:
      c.Items = { count: Array.isArray(c.Items) ? c.Items.length : 0 };
  }
}

function spoilLine(l: Rec, how: number): void {
  if (how % 2 === 0) delete l.ItemId;
  else l[field(l, ['Quantity', 'Qty'])] = true;
}

function spoilPayment(p: Rec, how: number): void {
  const amount = field(p, ['Amount', 'PaymentAmount']);
  if (how % 2 === 0) delete p[amount];
  else p[amount] = [p[amount]];
}

function spoilItem(i: Rec, how: number): void {
  if (how % 2 === 0) delete i.ItemId;
  else i.ItemId = { id: i.ItemId };
}
