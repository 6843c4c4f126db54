import { useState } from 'react';
import type { CsvFormat } from '../../../shared/domain/locale';
import { api } from '../../api/client';
import { downloadPayload } from '../../api/file-payload';
import { Button, Checkbox, Dialog, showError, showToast } from '../../components';
import { t } from '../../i18n/i18n';
import { draftSaved } from '../../workspace/draft-sync';
import { useWorkspace } from '../../workspace/workspace-store';
import { CsvFormatFields, useCsvFormat } from './csv-format-fields';

type Run = { format: 'csv'; csv: CsvFormat; liveOnly: boolean } | { format: 'xlsx' };

/**
 * Export the branch's mapping (ItemId, ItemNo, Name, IntegrationCode, Ignored, Draft) as CSV (a
 * dialog: separator, decimal mark, live codes only) or Excel.
 */
export function ExportMenu() {
  const branch = useWorkspace((s) => s.branch);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [asking, setAsking] = useState(false);
  const [csv, setCsv] = useCsvFormat();
  const [liveOnly, setLiveOnly] = useState(false);
  const run = async (choice: Run) => {
    if (!branch) return;
    setAsking(false);
    setBusy(choice.format);
    try {
      await draftSaved();
      const file = await api().call('mapping.export', { branch, ...choice });
      downloadPayload(file);
      showToast({ kind: 'success', message: t('fileImport.export.done', { file: file.fileName }) });
    } catch (e) {
      showError(e, { title: t('fileImport.export.failed'), onRetry: () => void run(choice) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <span className="items-export" title={t('fileImport.export.hint')}>
      <Button
        size="sm"
        variant="ghost"
        icon="arrowDown"
        busy={busy === 'csv'}
        onClick={() => setAsking(true)}
        data-testid="export-csv"
      >
        {t('fileImport.export.csv')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        busy={busy === 'xlsx'}
        onClick={() => run({ format: 'xlsx' })}
        data-testid="export-xlsx"
      >
        {t('fileImport.export.xlsx')}
      </Button>
      <Dialog
        open={asking}
        title={t('fileImport.export.title')}
        onClose={() => setAsking(false)}
        testId="export-csv-dialog"
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => run({ format: 'csv', csv, liveOnly })}
              data-testid="export-csv-confirm"
            >
              {t('fileImport.export.confirm')}
            </Button>
          </>
        }
      >
        <p className="subtle">{t('fileImport.export.defaults')}</p>
        <CsvFormatFields value={csv} onChange={setCsv} testId="export-csv-format" />
        <Checkbox
          label={t('fileImport.export.liveOnly')}
          checked={liveOnly}
          onChange={setLiveOnly}
          data-testid="export-live-only"
        />
      </Dialog>
    </span>
  );
}
