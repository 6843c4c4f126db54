/**
 * Run ids of the engines alive in this process. A submission whose journal row says 'running' but
 * whose owner run is not here (and whose owner process is gone) was interrupted by a crash, a kill
 * or a closed engine: it is shown as such and can be resumed.
 */
const liveRuns = new Set<string>();

export function registerRun(runId: string): void {
  liveRuns.add(runId);
}

export function unregisterRun(runId: string): void {
  liveRuns.delete(runId);
}

/** True when some live runner (here or in another process) may still be sending this submission. */
export function isOwnerAlive(owner: { pid: number | null; run: string | null }): boolean {
  if (owner.pid === null || owner.run === null) return false;
  if (owner.pid === process.pid) return liveRuns.has(owner.run);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return e instanceof Error && 'code' in e && e.code === 'EPERM';
  }
}
