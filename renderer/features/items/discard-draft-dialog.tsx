import { api } from '../../api/client';
import { ConfirmDialog, formatNumber, showError, showToast } from '../../components';
import { draftSaved } from '../../workspace/draft-sync';
import { loadBranch } from '../../workspace/load-branch';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';

/** "Discard draft" asks first: the edits are gone for good (undo history included). */
export function DiscardDraftDialog() {
  const open = useWorkspace((s) => s.panel === 'discard');
  const branch = useWorkspace((s) => s.branch);
  const count = useWorkspace((s) => s.draft.size);
  if (!branch) return null;
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title="Discard the draft?"
      confirmLabel={`Discard ${formatNumber(count)} edit${count === 1 ? '' : 's'}`}
      testId="discard-dialog"
      onCancel={() => setPanel('none')}
      onConfirm={async () => {
        try {
          await draftSaved();
          await api().call('draft.discard', { branch });
          setPanel('none');
          await loadBranch(branch);
          showToast({ kind: 'success', message: 'Draft discarded. The grid shows the codes as last read.' });
        } catch (e) {
          showError(e);
        }
      }}
    >
      All {formatNumber(count)} unsent edits of this branch will be thrown away. Nothing on the POS server
      changes. This cannot be undone.
    </ConfirmDialog>
  );
}
