import { describe, expect, it } from 'vitest';
import { useBranches } from '../../../renderer/features/branches/branches-store';
import { useChain } from '../../../renderer/features/branches/chain-store';
import { useChecks } from '../../../renderer/features/checks/store/checks-store';
import '../../../renderer/features/checks/use-checks-setup';
import { useHistory } from '../../../renderer/features/history/history-store';
import '../../../renderer/workspace/load-branch';
import { onProfileSwitch, profileSwitched } from '../../../renderer/workspace/profile-switch';
import { useWorkspace } from '../../../renderer/workspace/workspace-store';

describe('profile switch', () => {
  it("forgets every store's data of the previous profile", () => {
    useBranches.setState({
      branches: [{ code: 'B1', name: 'Kadıköy' } as never],
      loaded: true,
      query: 'kad',
    });
    useChain.setState({ rows: [{ itemNo: 1 } as never], loaded: true });
    useHistory.setState({ entries: [{ id: 'j1' } as never], loaded: true, selectedId: 'j1' });
    useWorkspace.setState({
      branch: 'B1',
      status: 'ready',
      loaded: {
        items: [{ itemId: 1 } as never],
        fetchedAt: null,
        source: 'live',
        stale: false,
        unreadable: [],
      },
      draft: new Map([[1, { code: 'KOFTE1' } as never]]),
      query: 'kof',
    });

    useChecks.setState({
      branches: ['B1'],
      loaded: { branches: ['B1'], from: '2024-05-01', to: '2024-05-07' },
      checks: [{ branch: 'B1', id: 1 } as never],
      summary: { checkCount: 1 } as never,
      days: [{ branch: 'B1', date: '2024-05-01' } as never],
      unreadable: [{ branch: 'B1' } as never],
      activeKey: 'B1\u00001',
      detailOpen: true,
    });

    profileSwitched();

    expect(useChecks.getState()).toMatchObject({
      branches: [],
      loaded: null,
      checks: [],
      summary: null,
      days: [],
      unreadable: [],
      activeKey: null,
      detailOpen: false,
    });
    expect(useBranches.getState()).toMatchObject({ branches: [], loaded: false, query: '' });
    expect(useChain.getState()).toMatchObject({ rows: [], loaded: false });
    expect(useHistory.getState()).toMatchObject({ entries: [], loaded: false, selectedId: null });
    expect(useWorkspace.getState()).toMatchObject({ branch: null, status: 'idle', loaded: null, query: '' });
    expect(useWorkspace.getState().draft.size).toBe(0);
  });

  it('stops calling a reset once it is unregistered', () => {
    let calls = 0;
    const off = onProfileSwitch(() => calls++);
    profileSwitched();
    off();
    profileSwitched();
    expect(calls).toBe(1);
  });
});
