import { api } from '../../api/client';
import { ConfirmDialog, showError, showToast } from '../../components';
import { t } from '../../i18n/i18n';
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
      title={t('items.discard.title')}
      confirmLabel={t('items.discard.confirm', { count })}
      testId="discard-dialog"
      onCancel={() => setPanel('none')}
      onConfirm={async () => {
        try {
          await draftSaved();
          await api().call('draft.discard', { branch });
          setPanel('none');
          await loadBranch(branch);
          showToast({ kind: 'success', message: t('items.discard.done') });
        } catch (e) {
          showError(e);
        }
      }}
    >
      {t('items.discard.body', { count })}
    </ConfirmDialog>
  );
}
