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
  const spoil = (kind: string, id: string): number | null => {
    const rng = createRng(hashSeed(seed, 'odd-records', kind, id));
    return rng.next() < rate ? rng.int(0, 1 << 16) : null;
  };
  const data: unknown[] = env.Data;
  if (path === '/GetItemsIntegrationCode') {
    data.forEach((item, i) => {
      if (!isRecord(item)) return;
      const how = spoil('item', String(item.ItemId ?? i));
      if (how !== null) spoilItem(item, how);
    });
  } else {
    data.forEach((check, i) => {
      if (!isRecord(check)) return;
      const id = String(check.Id ?? i);
      const how = spoil('check', id);
      // Lines and payments first, by their place in the check as sent.
      if (Array.isArray(check.Items)) {
        check.Items.forEach((line: unknown, n: number) => {
          const h = isRecord(line) ? spoil('line', `${id}:${n}`) : null;
          if (h !== null && isRecord(line)) spoilLine(line, h);
        });
      }
      if (Array.isArray(check.Payments)) {
        check.Payments.forEach((p: unknown, n: number) => {
          const h = isRecord(p) ? spoil('payment', `${id}:${n}`) : null;
          if (h !== null && isRecord(p)) spoilPayment(p, h);
        });
      }
      if (how !== null) spoilCheck(check, how);
    });
  }
  return { ...r, body: JSON.stringify(env) };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first of the names the record carries (field names differ between dialects). */
function field(rec: Record<string, unknown>, names: readonly string[]): string {
  return names.find((n) => n in rec) ?? names[0] ?? '';
}

function spoilCheck(c: Record<string, unknown>, how: number): void {
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

function spoilLine(l: Record<string, unknown>, how: number): void {
  if (how % 2 === 0) delete l.ItemId;
  else l[field(l, ['Quantity', 'Qty'])] = true;
}

function spoilPayment(p: Record<string, unknown>, how: number): void {
  const amount = field(p, ['Amount', 'PaymentAmount']);
  if (how % 2 === 0) delete p[amount];
  else p[amount] = [p[amount]];
}

function spoilItem(i: Record<string, unknown>, how: number): void {
  if (how % 2 === 0) delete i.ItemId;
  else i.ItemId = { id: i.ItemId };
}
