import { type Database, openDatabase } from '../../../electron/core/store/database';
import { createMappingStore, type MappingStore } from '../../../electron/core/store/mapping-store';
import type { WireUpdateRecord } from '../../../electron/core/upstream/wire';

/**
 * Checks of the offline store that every reliability run shares: the file opens (WAL recovery, the
 * migrations), SQLite's own integrity check passes, and the journal and drafts obey the rules the
 * mapping engine promises. Each check returns the list of broken rules (empty = consistent), so a
 * soak run can count them instead of stopping at the first.
 */

export type JournalProblem = string;

/** Opens the store the way the app does; throws if it cannot be opened or migrated. */
export function openStore(file: string): { db: Database; store: MappingStore; close(): void } {
  const db = openDatabase(file);
  const store = createMappingStore(db);
  return {
    db,
    store,
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}

export function integrityProblems(db: Database): string[] {
  const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
  const text = rows.map((r) => r.integrity_check);
  return text.length === 1 && text[0] === 'ok' ? [] : text.map((t) => `integrity_check: ${t}`);
}

/** Every connection key that has rows in the journal (the CLI's key is a hash of URL and user). */
export function journalConnections(db: Database): string[] {
  return (db.prepare('SELECT DISTINCT conn FROM mapping_submissions').all() as { conn: string }[]).map(
    (r) => r.conn,
  );
}

const APPLIED_OR_ANSWERED = new Set(['sent', 'verified', 'mismatch', 'rejected']);

/**
 * The journal's rules, per submission:
 * - batch sizes add up to the records, and each batch holds exactly `size` records;
 * - a record's status follows its batch: answered batch -> sent/verified/mismatch/rejected; a batch
 *   not answered (pending, sending, cancelled) -> pending; a failed batch -> failed;
 * - kind agrees with before/after ('' after = clear; '' before = set);
 * - done means every batch answered and every record verified;
 * - `settled`: no submission may still claim to be running (nobody is alive to send it);
 * - `received` (the server's log): a batch marked answered was really received by the service.
 */
export function journalProblems(
  store: MappingStore,
  opts: { settled: boolean; received?: ReadonlySet<string> },
): JournalProblem[] {
  const problems: JournalProblem[] = [];
  for (const conn of journalConnections(store.db)) {
    for (const summary of store.journal.summaries(conn)) {
      const id = summary.id.slice(0, 8);
      const batches = store.journal.batches(summary.id);
      const records = store.journal.records(summary.id);
      const total = batches.reduce((n, b) => n + b.size, 0);
      if (total !== records.length) problems.push(`${id}: batches hold ${total}, records ${records.length}`);
      for (const b of batches) {
        const mine = records.filter((r) => r.batchIndex === b.index);
        if (mine.length !== b.size)
          problems.push(`${id}: batch ${b.index} size ${b.size}, has ${mine.length}`);
        for (const r of mine) {
          const ok =
            b.status === 'ok'
              ? APPLIED_OR_ANSWERED.has(r.status)
              : b.status === 'failed'
                ? r.status === 'failed'
                : r.status === 'pending';
          if (!ok)
            problems.push(`${id}: batch ${b.index} is ${b.status} but record ${r.itemId} is ${r.status}`);
          if (b.status === 'ok' && opts.received && r.status !== 'rejected') {
            if (!opts.received.has(receivedKey(r.itemId, r.after))) {
              problems.push(
                `${id}: record ${r.itemId} marked answered, but the service never got "${r.after}"`,
              );
            }
          }
        }
      }
      for (const r of records) {
        const kind = r.after === '' ? 'clear' : r.before === '' ? 'set' : 'change';
        if (kind !== r.kind) problems.push(`${id}: record ${r.itemId} is ${r.kind}, should be ${kind}`);
        if (r.before === r.after) problems.push(`${id}: record ${r.itemId} is unchanged (${r.after})`);
      }
      if (summary.state === 'done') {
        if (batches.some((b) => b.status !== 'ok')) problems.push(`${id}: done with unanswered batches`);
        if (records.some((r) => r.status !== 'verified'))
          problems.push(`${id}: done with unverified records`);
      }
      if (opts.settled && (summary.state === 'running' || summary.state === 'verifying')) {
        problems.push(`${id}: still ${summary.state} with nobody sending it`);
      }
    }
  }
  return problems;
}

export const receivedKey = (itemId: number | undefined, code: string) => `${itemId ?? '?'}\u0000${code}`;

/** Every (ItemId, code) the service received, for the cross-check above. */
export function receivedSet(updates: readonly { records: WireUpdateRecord[] }[]): Set<string> {
  const out = new Set<string>();
  for (const u of updates) for (const r of u.records) out.add(receivedKey(r.ItemId, r.IntegrationCode));
  return out;
}

export type DraftRow = { conn: string; branch: string; itemId: number; code: string; base: string };

export function draftRows(db: Database): DraftRow[] {
  return (
    db.prepare('SELECT conn, branch, item_id, code, base FROM mapping_drafts ORDER BY item_id').all() as {
      conn: string;
      branch: string;
      item_id: number;
      code: string;
      base: string;
    }[]
  ).map((r) => ({ conn: r.conn, branch: r.branch, itemId: r.item_id, code: r.code, base: r.base }));
}
