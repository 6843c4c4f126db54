import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import Papa from 'papaparse';
import { afterEach, expect, test } from 'vitest';
import { openDatabase } from '../../../electron/core/store/database';
import type { MethodName } from '../../../shared/contract';
import type { Check } from '../../../shared/domain/check';
import type { AppStatus } from '../../../shared/domain/connection';
import type { FilePayload } from '../../../shared/domain/mapping';
import { type CoreFixture, data, removeDir, startCore } from '../app/app-fixture';

/**
 * Stored data outlives the schema (ARCHITECTURE, "The store"): a day stored by an earlier version
 * is read by every later one. The fixture is a day as the checks store of migration 5 writes it
 * (three checks of the simulator's, the JSON deflated into one row); one check lacks the open and
 * close times, as days stored before those fields existed do. A field made required in `Check`
 * without a migration fails here: checks.detail's answer no longer passes the contract, and the
 * export writes the field missing (or fails on it).
 */
const STORED: Check[] = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'check-day-v5.json'), 'utf8'));
const DAY = '2024-06-10';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** The app connected (to the demo), with the fixture's day in its store as the old schema wrote it. */
async function appWithStoredDay(): Promise<CoreFixture> {
  const app = await startCore();
  cleanup.push(async () => {
    await app.close();
    await removeDir(app.dataDir);
  });
  const key = data<AppStatus>(await app.call('demo.start')).profile?.id;
  if (!key) throw new Error('demo.start left no active profile');
  // Another connection, as the CLI's would be: the row is written the way that schema wrote it.
  const db = openDatabase(join(app.dataDir, 'store.sqlite'));
  db.prepare(
    `INSERT INTO check_days (conn_key, branch, business_date, fetched_at, final, check_count, encoding, body, slim)
     VALUES (?, 'B01', ?, '2024-06-11T09:00:00.000Z', 1, ?, 'deflate-json', ?, NULL)`,
  ).run(key, DAY, STORED.length, deflateRawSync(JSON.stringify(STORED), { level: 1 }));
  db.close();
  return app;
}

const refs = STORED.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate }));

/**
 * The answer's data. A stored day the core cannot answer fails with what the log says of it: the
 * fields at fault ("checks.0.tip: invalid_type") or the error the export met.
 */
async function answered<T>(app: CoreFixture, method: MethodName, input: unknown): Promise<T> {
  const reply = await app.call(method, input);
  const logged = reply.ok ? [] : (await app.logText()).split('\n').filter((l) => l.includes(method));
  expect(logged).toEqual([]);
  return data<T>(reply);
}

/** A CSV export's rows as header -> cell. */
function csvRecords(file: FilePayload): Record<string, string>[] {
  const text = Buffer.from(file.base64, 'base64')
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(text.trim(), { header: true }).data;
}

test('a day stored by the previous schema reads back whole through checks.detail', async () => {
  const app = await appWithStoredDay();
  const { checks } = await answered<{ checks: Check[] }>(app, 'checks.detail', { checks: refs });
  expect(checks).toHaveLength(STORED.length);
  // Every field as stored, whatever fields a later schema adds (optional, or filled by a migration).
  for (const [i, stored] of STORED.entries()) expect(checks[i]).toMatchObject(stored);
});

test('a day stored by the previous schema exports its checks and lines to CSV', async () => {
  const app = await appWithStoredDay();
  const exported = async (part: string) =>
    csvRecords(
      await answered<FilePayload>(app, 'checks.export', { checkIds: refs, format: 'csv', part, lang: 'en' }),
    );
  expect(await exported('checks')).toMatchObject([
    {
      Branch: 'B01',
      'Branch name': '',
      'Business date': '2024-06-10',
      'Check no': '288',
      'Check ID': '19884288',
      Kind: 'sale',
      State: 'Closed',
      Return: 'no',
      Outlet: 'Restoran',
      'Account info': '',
      'Receipt no': '0884-0266',
      Table: '',
      'Order type': 'Paket Servis',
      Waiter: '',
      Guests: '',
      'Item total': '705.00',
      Discounts: '70.50',
      'Payments total': '634.50',
      'Payment types': 'Credit card',
      'Payment type codes': 'CreditCard',
      'Discount types': 'Öğrenci İndirimi (Discount)',
      'Item lines': '5',
      Reconciles: 'yes',
      Opened: '2024-06-10 20:44:14',
      Closed: '2024-06-10 20:59:14',
      Address:
        '{"Name":"Mehmet Kaya","Phone":"0531 609 71 16","AddressLine":"İstiklal Sok. No:2 D:10","District":"Kadıköy","City":"İstanbul","Note":"Site girişinden arayın"}',
      Fiscal: '{"DeviceSerialNo":"JH20000000","ZNo":884,"FNo":266,"EkuNo":1}',
      Invoice: '',
      'Could not be read': '',
      'Other fields': '{"OrderTypeId":2,"Description":null,"TotalAmount":634.5}',
    },
    {
      Branch: 'B01',
      'Branch name': '',
      'Business date': '2024-06-10',
      'Check no': '308',
      'Check ID': '19884308',
      Kind: 'sale',
      State: 'Closed',
      Return: 'yes',
      Outlet: 'Restoran',
      'Account info': '',
      'Receipt no': '0884-0298',
      Table: '',
      'Order type': 'Masa Servisi',
      Waiter: '',
      Guests: '1',
      'Item total': '-920.00',
      Discounts: '0.00',
      'Payments total': '-920.00',
      'Payment types': 'Credit card',
      'Payment type codes': 'CreditCard',
      'Discount types': '',
      'Item lines': '2',
      Reconciles: 'yes',
      Opened: '',
      Closed: '',
      Address: '',
      Fiscal: '{"DeviceSerialNo":"JH20000000","ZNo":884,"FNo":298,"EkuNo":1}',
      Invoice: '',
      'Could not be read': '',
      'Other fields': '{"OrderTypeId":1,"Description":null,"TotalAmount":-920}',
    },
    {
      Branch: 'B01',
      'Branch name': '',
      'Business date': '2024-06-10',
      'Check no': '19',
      'Check ID': '19884019',
      Kind: 'collection',
      State: 'Closed',
      Return: 'no',
      Outlet: 'Restoran',
      'Account info': 'Şahin Oto Servis',
      'Receipt no': '',
      Table: '',
      'Order type': '',
      Waiter: '',
      Guests: '',
      'Item total': '0.00',
      Discounts: '0.00',
      'Payments total': '4320.00',
      'Payment types': 'Credit card',
      'Payment type codes': 'CreditCard',
      'Discount types': '',
      'Item lines': '0',
      Reconciles: '',
      Opened: '2024-06-10 10:05:00',
      Closed: '2024-06-10 10:06:00',
      Address:
        '{"Name":"Şahin Oto Servis","Phone":null,"AddressLine":"Sanayi Mah. 60247 Nolu Cad. No:15","District":"Kadıköy","City":"İstanbul","Note":null}',
      Fiscal: '',
      Invoice: '',
      'Could not be read': '',
      'Other fields': '{"OrderTypeId":null,"Description":"Cari hesap tahsilatı","TotalAmount":4320}',
    },
  ]);
  // Item lines with their condiments (the parent line named): the cells of these columns, joined by |.
  const cells = [
    'Check ID',
    'Line',
    'Parent line',
    'Line type',
    'ItemId',
    'Name',
    'IntegrationCode',
    'Mapped',
    'Quantity',
    'Unit price',
    'Total',
    'Product group',
  ];
  const lines = (await exported('lines')).map((r) => cells.map((h) => r[h]).join('|'));
  expect(lines).toEqual([
    '19884288|1||item|1000038|Fincan Çay|IC12516|yes|1|55.00|55.00|İçecekler',
    '19884288|2||item|1000034|Çay||no|1|35.00|35.00|İçecekler',
    '19884288|3||item|1000026|Çöp Şiş|YM10018|yes|1|615.00|615.00|Ana Yemekler',
    '19884288|4|3|condiment|1000030|Acı Sos|EK13196|yes|1|0.00|0.00|Ekstralar',
    '19884288|5|3|condiment|1000030|Acı Sos|EK13196|yes|1|0.00|0.00|Ekstralar',
    '19884308|1||item|1000013|Kaşarlı Pide|YM10044|yes|-3|-285.00|-855.00|Ana Yemekler',
    '19884308|2||item|1000041|Kuver (Kişi Başı)|HZ13296|yes|-1|-65.00|-65.00|Hizmet',
  ]);
});
