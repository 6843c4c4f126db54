import type pg from 'pg';

/**
 * One submit per branch at a time. A desktop's submit is a run of UpdateIntegrationCode batches,
 * so the branch is held by its user from the first batch until no batch of theirs has come for
 * the lease; each batch renews it. The row's update is atomic in PostgreSQL (ON CONFLICT takes the
 * row lock), so two servers cannot both hand out one branch.
 */
export const DEFAULT_SUBMIT_LEASE_MS = 2 * 60_000;

/**
 * While a batch is with the vendor the branch stays held however long it takes; a server killed
 * then lets go after this much (the vendor's time-outs and retries of one batch fit well inside).
 */
const IN_FLIGHT_MS = 15 * 60_000;

export type Holder = { user: string; startedAt: string; batches: number; records: number };

/**
 * Takes or renews `branch` for `user` while one batch is sent; when another user holds it, who and
 * how far they are.
 */
export async function holdBranch(
  pool: pg.Pool,
  branch: string,
  user: string,
  records: number,
  leaseMs: number,
): Promise<{ held: true } | { held: false; by: Holder }> {
  const { rowCount } = await pool.query(
    `INSERT INTO menumap.branch_submits AS b (branch, user_name, started_at, batches, records, lease_until)
     VALUES ($1, $2, clock_timestamp(), 1, $3, clock_timestamp() + make_interval(secs => ($4 + ${IN_FLIGHT_MS}) / 1000.0))
     ON CONFLICT (branch) DO UPDATE SET
       started_at = CASE WHEN b.user_name = excluded.user_name AND b.lease_until > clock_timestamp()
                         THEN b.started_at ELSE excluded.started_at END,
       batches = CASE WHEN b.user_name = excluded.user_name AND b.lease_until > clock_timestamp()
                      THEN b.batches + 1 ELSE 1 END,
       records = CASE WHEN b.user_name = excluded.user_name AND b.lease_until > clock_timestamp()
                      THEN b.records + excluded.records ELSE excluded.records END,
       user_name = excluded.user_name,
       lease_until = excluded.lease_until
     WHERE b.user_name = excluded.user_name OR b.lease_until <= clock_timestamp()`,
    [branch, user, records, leaseMs],
  );
  if (rowCount === 1) return { held: true };
  const { rows } = await pool.query<{
    user_name: string;
    started_at: Date;
    batches: number;
    records: number;
  }>('SELECT user_name, started_at, batches, records FROM menumap.branch_submits WHERE branch = $1', [
    branch,
  ]);
  const row = rows[0];
  // Let go between the two statements: the caller may simply try again.
  if (!row) return holdBranch(pool, branch, user, records, leaseMs);
  return {
    held: false,
    by: {
      user: row.user_name,
      startedAt: row.started_at.toISOString(),
      batches: row.batches,
      records: row.records,
    },
  };
}

/** The batch is answered (or failed): the branch stays `user`'s for the lease from now. */
export async function batchAnswered(
  pool: pg.Pool,
  branch: string,
  user: string,
  leaseMs: number,
): Promise<void> {
  await pool.query(
    `UPDATE menumap.branch_submits SET lease_until = clock_timestamp() + make_interval(secs => $3 / 1000.0)
     WHERE branch = $1 AND user_name = $2`,
    [branch, user, leaseMs],
  );
}
