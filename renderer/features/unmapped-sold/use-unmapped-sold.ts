import { useEffect, useState } from 'react';
import type { DayStatus, UnmappedSoldRow } from '../../../shared/domain/check';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';

type State = { rows: UnmappedSoldRow[]; days: DayStatus[] } | null;

/** Unmapped items sold in the last N days (from the checks; cached days are not read again). */
export function useUnmappedSold(branch: string | null, days: number, open: boolean) {
  const [data, setData] = useState<State>(null);
  const [error, setError] = useState<AppErrorShape | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on "Try again".
  useEffect(() => {
    if (!open || !branch) return;
    let live = true;
    setLoading(true);
    setError(null);
    api()
      .call('checks.unmappedSold', { branch, days })
      .then((d) => live && setData(d))
      .catch((e) => live && setError(errorShapeOf(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [branch, days, open, attempt]);
  return { data, error, loading, retry: () => setAttempt((n) => n + 1) };
}
