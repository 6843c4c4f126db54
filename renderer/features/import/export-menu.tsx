import { useState } from 'react';
import { api } from '../../api/client';
import { downloadPayload } from '../../api/file-payload';
import { Button, showError, showToast } from '../../components';
import { draftSaved } from '../../workspace/draft-sync';
import { useWorkspace } from '../../workspace/workspace-store';

/** Export the branch's mapping (ItemId, ItemNo, Name, IntegrationCode, Ignored) as CSV or Excel. */
export function ExportMenu() {
  const branch = useWorkspace((s) => s.branch);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    if (!branch) return;
    setBusy(format);
    try {
      await draftSaved();
      const file = await api().call('mapping.export', { branch, format });
      downloadPayload(file);
      showToast({ kind: 'success', message: `Exported ${file.fileName}.` });
    } catch (e) {
      showError(e, { title: 'Export failed', onRetry: () => void run(format) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <span className="items-export" title="Export the mapping: ItemId, ItemNo, Name, IntegrationCode, Ignored">
      <Button
        size="sm"
        variant="ghost"
        icon="arrowDown"
        busy={busy === 'csv'}
        onClick={() => run('csv')}
        data-testid="export-csv"
      >
        Export CSV
      </Button>
      <Button
        size="sm"
        variant="ghost"
        busy={busy === 'xlsx'}
        onClick={() => run('xlsx')}
        data-testid="export-xlsx"
      >
        XLSX
      </Button>
    </span>
  );
}
