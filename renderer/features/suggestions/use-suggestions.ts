import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { Suggestion } from '../../../shared/domain/mapping';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { showError } from '../../components';
import { t } from '../../i18n/i18n';

/** Until the saved value arrives. */
const DEFAULT_THRESHOLD = DEFAULT_SETTINGS.suggestionThreshold;
/** A slider drag fires a change per step: the setting is saved once the hand rests. */
const SAVE_DELAY_MS = 400;

/** Suggestions of the branch's unmapped items and the threshold for "accept all" (from settings). */
export function useSuggestions(branch: string | null, open: boolean) {
  const [list, setList] = useState<Suggestion[] | null>(null);
  const [error, setError] = useState<AppErrorShape | null>(null);
  const [loading, setLoading] = useState(false);
  const { threshold, setThreshold } = useSavedThreshold(open);

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
    if (open) void reload();
  }, [open, reload]);

  return { list, error, loading, threshold, setThreshold, reload };
}

/**
 * The threshold as the user left it last time: read from the settings when the dialog opens, saved
 * ('settings.set') shortly after it is moved and at the latest when the dialog closes.
 */
function useSavedThreshold(open: boolean) {
  const [threshold, setLocal] = useState(DEFAULT_THRESHOLD);
  // A value moved before the saved one arrived wins over it.
  const touched = useRef(false);
  const pending = useRef<{ value: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    api()
      .call('settings.set', { suggestionThreshold: p.value })
      .catch((e: unknown) => showError(e, { title: t('suggestions.thresholdFailed') }));
  }, []);

  useEffect(() => {
    if (!open) return;
    touched.current = false;
    let live = true;
    api()
      .call('settings.get')
      .then((s) => {
        if (live && !touched.current) setLocal(s.suggestionThreshold);
      })
      .catch(() => {
        // The default threshold is a sensible fallback.
      });
    return () => {
      live = false;
      // Closing the dialog (or leaving the page) saves what is on the slider.
      flush();
    };
  }, [open, flush]);

  const setThreshold = useCallback(
    (value: number) => {
      touched.current = true;
      setLocal(value);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value, timer: setTimeout(flush, SAVE_DELAY_MS) };
    },
    [flush],
  );

  return { threshold, setThreshold };
}
