import type { DiffRow } from '../../../shared/domain/mapping';
import { Button, Checkbox } from '../../components';
import { t } from '../../i18n/i18n';
import { revertToLive } from '../../workspace/edit-actions';
import { runPreview } from './submit-actions';
import { useSubmit } from './submit-store';

/** Deletions need their own, explicit confirmation; or they can be taken out of the draft here. */
export function ClearConfirm({ clears }: { clears: readonly DiffRow[] }) {
  const confirmed = useSubmit((s) => s.confirmClears);
  return (
    <div className="review-clear-confirm">
      <Checkbox
        checked={confirmed}
        onChange={(v) => useSubmit.setState({ confirmClears: v })}
        data-testid="confirm-clears"
        label={
          clears.length === 1
            ? t('submit.clears.confirmOne')
            : t('submit.clears.confirmMany', { count: clears.length })
        }
      />
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          revertToLive(clears.map((c) => c.itemId));
          void runPreview();
        }}
      >
        {t('submit.clears.remove')}
      </Button>
    </div>
  );
}
