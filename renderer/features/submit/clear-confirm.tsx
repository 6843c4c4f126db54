import type { DiffRow } from '../../../shared/domain/mapping';
import { Button, Checkbox, formatNumber } from '../../components';
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
          clears.length === 1 ? (
            <>Yes, delete the integration code of this item on the POS server.</>
          ) : (
            <>
              Yes, delete the integration codes of these <strong>{formatNumber(clears.length)}</strong> items
              on the POS server.
            </>
          )
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
        Remove the deletions from the draft
      </Button>
    </div>
  );
}
