import { existsSync, readFileSync } from 'node:fs';

/**
 * How many transactions have been committed to a SQLite store in WAL mode since its log last
 * restarted, read from the `-wal` file itself: every commit ends with one frame that carries the
 * database size, and each commit is one sync of the log (synchronous=FULL). Frames left over from
 * before a restart carry other salts and end the count. Turn automatic checkpoints off on the
 * connection first, or a checkpoint restarts the log between two counts.
 */
export function walCommits(dbFile: string): number {
  const file = `${dbFile}-wal`;
  if (!existsSync(file)) return 0;
  const wal = readFileSync(file);
  if (wal.length < 32) return 0;
  const pageSize = wal.readUInt32BE(8);
  const salt = [wal.readUInt32BE(16), wal.readUInt32BE(20)];
  let commits = 0;
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    if (wal.readUInt32BE(at + 8) !== salt[0] || wal.readUInt32BE(at + 12) !== salt[1]) break;
    if (wal.readUInt32BE(at + 4) !== 0) commits++;
  }
  return commits;
}
