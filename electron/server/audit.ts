import type pg from 'pg';

export type AuditEntry = {
  id: number;
  user: string;
  at: string;
  branch: string;
  itemId: number;
  oldCode: string | null;
  newCode: string;
  batchId: string;
  outcome: 'accepted' | 'rejected' | 'unknown';
  /** The vendor's word on a refused record (its reason), else null. */
  answer: string | null;
};

export type AuditRecord = Omit<AuditEntry, 'id' | 'at'>;

/** Appends one batch's records in one statement (menumap.audit refuses every other change). */
export async function appendAudit(pool: pg.Pool, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await pool.query(
    `INSERT INTO menumap.audit (user_name, branch, item_id, old_code, new_code, batch_id, outcome, answer)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::uuid[], $7::text[], $8::text[])`,
    [
      records.map((r) => r.user),
      records.map((r) => r.branch),
      records.map((r) => r.itemId),
      records.map((r) => r.oldCode),
      records.map((r) => r.newCode),
      records.map((r) => r.batchId),
      records.map((r) => r.outcome),
      records.map((r) => r.answer),
    ],
  );
}

/** The newest entries first; `branch` narrows to one branch. */
export async function readAudit(
  pool: pg.Pool,
  q: { branch?: string; limit: number; before?: number },
): Promise<AuditEntry[]> {
  const { rows } = await pool.query<{
    id: string;
    user_name: string;
    at: Date;
    branch: string;
    item_id: string;
    old_code: string | null;
    new_code: string;
    batch_id: string;
    outcome: AuditEntry['outcome'];
    answer: string | null;
  }>(
    `SELECT * FROM menumap.audit
     WHERE ($1::text IS NULL OR branch = $1) AND ($2::bigint IS NULL OR id < $2)
     ORDER BY id DESC LIMIT $3`,
    [q.branch ?? null, q.before ?? null, q.limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    user: r.user_name,
    at: r.at.toISOString(),
    branch: r.branch,
    itemId: Number(r.item_id),
    oldCode: r.old_code,
    newCode: r.new_code,
    batchId: r.batch_id,
    outcome: r.outcome,
    answer: r.answer,
  }));
}

/** The last codes the server saw, for the audit's old code. */
export async function knownCodes(
  pool: pg.Pool,
  branch: string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ item_id: string; code: string }>(
    'SELECT item_id, code FROM menumap.item_codes WHERE branch = $1 AND item_id = ANY($2::bigint[])',
    [branch, ids],
  );
  return new Map(rows.map((r) => [Number(r.item_id), r.code]));
}

/** Remembers codes the vendor answered (an items read) or accepted (a submit). */
export async function rememberCodes(
  pool: pg.Pool,
  branch: string,
  codes: readonly { itemId: number; code: string }[],
): Promise<void> {
  if (codes.length === 0) return;
  await pool.query(
    `INSERT INTO menumap.item_codes (branch, item_id, code)
     SELECT $1, * FROM unnest($2::bigint[], $3::text[])
     ON CONFLICT (branch, item_id) DO UPDATE SET code = excluded.code`,
    [branch, codes.map((c) => c.itemId), codes.map((c) => c.code)],
  );
}
