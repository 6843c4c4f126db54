import type { ExportCount } from '../../../shared/domain/check';
import { Button, formatSize, ProgressBar } from '../../components';
import { t } from '../../i18n/i18n';

/**
 * A running export: checks written of all and the file's size as it grows, and Cancel. The bar
 * carries the same words as aria-valuetext; the menu's live region says only when it starts and
 * ends, not every step.
 */
export function ExportProgress({
  count,
  cancelling,
  onCancel,
}: {
  count: ExportCount;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const text = t('checkSummary.export.progress', {
    done: count.checksDone,
    total: count.checksTotal,
    size: formatSize(count.bytes),
  });
  return (
    <div className="cb-export__progress" data-testid="checks-export-progress">
      <ProgressBar
        value={count.checksDone}
        max={Math.max(1, count.checksTotal)}
        label={t('checkSummary.export.writing')}
        detail={text}
        valueText={text}
      />
      <Button size="sm" busy={cancelling} onClick={onCancel} data-testid="checks-export-cancel">
        {t('checkSummary.export.cancel')}
      </Button>
    </div>
  );
}
