import { useEffect, useState } from 'react';
import type { CheckRow } from '../../../../shared/domain/check-row';
import type { CheckSummary } from '../../../../shared/domain/summary';
import { api } from '../../../api/client';
import { showError } from '../../../components';
import { t } from '../../../i18n/i18n';
import { checkRef } from '../store/checks-store';

/**
 * The summary of the checks listed. Unfiltered it is the load's own (computed in the core from the
 * days' kept parts); filtered, the core adds up exactly the rows left (checks.summary). Null while
 * that answer is on its way: an old total is never shown for a new list.
 */
export function useListedSummary(
  listed: readonly CheckRow[],
  narrowed: boolean,
  whole: CheckSummary | null,
): CheckSummary | null {
  const [answer, setAnswer] = useState<{ rows: readonly CheckRow[]; summary: CheckSummary } | null>(null);
  useEffect(() => {
    if (!narrowed) return;
    let live = true;
    api()
      .call('checks.summary', {
        checks: listed.map(checkRef),
      })
      .then((summary) => {
        if (live) setAnswer({ rows: listed, summary });
      })
      .catch((e: unknown) => {
        if (live) showError(e, { title: t('checks.page.summaryFailed') });
      });
    return () => {
      live = false;
    };
  }, [listed, narrowed]);
  if (!narrowed) return whole;
  return answer?.rows === listed ? answer.summary : null;
}
