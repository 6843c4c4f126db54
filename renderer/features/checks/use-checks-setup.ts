import { useEffect } from 'react';
import { useNavigation } from '../../shell-state/navigation';
import { onProfileSwitch } from '../../workspace/profile-switch';
import { useBranches } from '../branches/branches-store';
import { queryOf, useChecks } from './store/checks-store';

let autoLoaded = false;

// Another connection profile starts from scratch: nothing of the previous one stays on screen, and
// the next visit loads the last seven days again.
onProfileSwitch(() => {
  useChecks.getState().reset();
  useChecks.getState().setBranches([]);
  autoLoaded = false;
});

/**
 * First visit: read the branches if nobody has, start on the branch the user was working on (or
 * the first one), and load the last seven days at once, so the page opens with an answer.
 */
export function useChecksSetup() {
  const branches = useBranches((s) => s.branches);
  const branchesLoaded = useBranches((s) => s.loaded);

  useEffect(() => {
    const { loaded, loading } = useBranches.getState();
    if (!loaded && !loading) void useBranches.getState().load();
    // Back from the mapping workspace: items may have been mapped meanwhile.
    const shown = useChecks.getState().loaded;
    if (shown) useChecks.getState().loadCodes(shown.branches);
  }, []);

  useEffect(() => {
    if (!branchesLoaded || branches.length === 0) return;
    const s = useChecks.getState();
    const known = new Set(branches.map((b) => b.code));
    const kept = s.branches.filter((c) => known.has(c));
    if (kept.length === 0) {
      const nav = useNavigation.getState().branch;
      const first = nav && known.has(nav) ? nav : branches[0]?.code;
      if (first) s.setBranches([first]);
    } else if (kept.length !== s.branches.length) {
      s.setBranches(kept);
    }
    if (!autoLoaded && useChecks.getState().loaded === null && queryOf(useChecks.getState())) {
      autoLoaded = true;
      void useChecks.getState().load();
    }
  }, [branches, branchesLoaded]);
}
