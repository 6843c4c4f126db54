import { useCallback, useEffect, useState } from 'react';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { Suggestion } from '../../../shared/domain/mapping';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';

/** Suggestions of the branch's unmapped items and the threshold for "accept all" (from settings). */
export function useSuggestions(branch: string | null, open: boolean) {
  const [list, setList] = useState<Suggestion[] | null>(null);
  const [error, setError] = useState<AppErrorShape | null>(null);
  const [loading, setLoading] = useState(false);
  const [threshold, setThreshold] = useState(0.8);

  const reload = useCallback(async () => {
    if (!branch) return;
    setLoading(true);
    setError(null);
    try {
      setList(await api().call('suggestions.list', { branch, limit: 3 }));
    } catch (e) {
      setList(null);
      setError(errorShapeOf(e));
    } finally {
      setLoading(false);
    }
  }, [branch]);

  useEffect(() => {
    if (!open) return;
    void reload();
    api()
      .call('settings.get')
      .then((s) => setThreshold(s.suggestionThreshold))
      .catch(() => {
        // The default threshold is a sensible fallback.
      });
  }, [open, reload]);

  return { list, error, loading, threshold, setThreshold, reload };
}
