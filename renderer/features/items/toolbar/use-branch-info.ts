import { useEffect, useState } from 'react';
import type { BranchSummary } from '../../../../shared/domain/branch';
import { api } from '../../../api/client';

/** The branch's name and address for the header (from the offline store; no request upstream). */
export function useBranchInfo(branch: string | null): BranchSummary | null {
  const [info, setInfo] = useState<BranchSummary | null>(null);
  useEffect(() => {
    setInfo(null);
    if (!branch) return;
    let live = true;
    api()
      .call('branches.list', { refresh: false })
      .then((list) => {
        if (live) setInfo(list.find((b) => b.code === branch) ?? null);
      })
      .catch(() => {
        // The code alone still names the branch.
      });
    return () => {
      live = false;
    };
  }, [branch]);
  return info;
}
