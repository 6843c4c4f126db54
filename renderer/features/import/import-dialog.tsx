import { useState } from 'react';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { ImportReport } from '../../../shared/domain/mapping';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { fileToPayload } from '../../api/file-payload';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  formatNumber,
  Spinner,
  showError,
  showToast,
} from '../../components';
import { applyCodes } from '../../workspace/edit-actions';
import { setIgnored } from '../../workspace/ignore-actions';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';
import { rememberDecisions } from '../suggestions/learn';
import { FileDrop } from './file-drop';
import { ImportReportView } from './import-report-view';

/**
 * Import a mapping file into the draft: the core reads it and reports what it would do; only
 * "Apply to draft" changes anything (clears only when asked), as one undoable step.
 */
export function ImportDialog() {
  const open = useWorkspace((s) => s.panel === 'import');
  const branch = useWorkspace((s) => s.branch);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<AppErrorShape | null>(null);
  const [withClears, setWithClears] = useState(false);
  const [withIgnore, setWithIgnore] = useState(true);

  const close = () => {
    setReport(null);
    setError(null);
    setWithClears(false);
    setPanel('none');
  };

  const read = async (file: File) => {
    if (!branch) return;
    setReading(true);
    setError(null);
    setReport(null);
    try {
      const payload = await fileToPayload(file);
      setReport(await api().call('mapping.importFile', { branch, file: payload }));
    } catch (e) {
      setError(errorShapeOf(e));
    } finally {
      setReading(false);
    }
  };

  const apply = async () => {
    if (!report) return;
    const edits = report.edits.filter((e) => withClears || e.code !== '');
    const n = applyCodes(edits, `Import ${report.fileName}`);
    if (withIgnore && report.ignore.length > 0) {
      const err = await setIgnored(report.ignore, true);
      if (err) showError(err, { title: 'The ignore marks were not saved' });
    }
    if (report.learnt && report.learnt.length > 0) void rememberDecisions(report.learnt);
    showToast({
      kind: 'success',
      message: `${formatNumber(n)} edit${n === 1 ? '' : 's'} from ${report.fileName} are in the draft. Review & submit to send them.`,
    });
    close();
  };

  const clears = report?.edits.filter((e) => e.code === '').length ?? 0;
  const usable = report ? report.edits.length - (withClears ? 0 : clears) : 0;
  return (
    <Dialog
      open={open}
      wide
      title="Import a mapping file"
      onClose={close}
      testId="import-dialog"
      footer={
        report ? (
          <>
            <Button onClick={() => setReport(null)}>Choose another file</Button>
            <Button
              variant="primary"
              onClick={apply}
              disabled={usable === 0 && !(withIgnore && report.ignore.length > 0)}
              data-testid="import-apply"
            >
              Apply {formatNumber(usable)} to draft
            </Button>
          </>
        ) : (
          <Button onClick={close}>Cancel</Button>
        )
      }
    >
      {error ? (
        <Alert tone="danger" title="The file could not be read" detail={error.detail} testId="import-error">
          {error.message}
        </Alert>
      ) : null}
      {reading ? (
        <div className="review-loading">
          <Spinner label="Reading" /> Reading the file…
        </div>
      ) : report ? (
        <>
          <ImportReportView report={report} />
          <div className="stack import-options">
            {clears > 0 ? (
              <Checkbox
                checked={withClears}
                onChange={setWithClears}
                data-testid="import-with-clears"
                label={`Also clear ${formatNumber(clears)} code${clears === 1 ? '' : 's'} the file leaves empty (shown as deletions in the preview)`}
              />
            ) : null}
            {report.ignore.length > 0 ? (
              <Checkbox
                checked={withIgnore}
                onChange={setWithIgnore}
                label={`Mark ${formatNumber(report.ignore.length)} item${report.ignore.length === 1 ? '' : 's'} as ignored, as in the file`}
              />
            ) : null}
            {report.learnt && report.learnt.length > 0 ? (
              <p className="muted" data-testid="import-learnt">
                The file also carries {formatNumber(report.learnt.length)} learnt suggestion decision
                {report.learnt.length === 1 ? '' : 's'}: they are remembered for this connection when you
                apply it.
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <div className="stack">
          <p className="muted">
            A CSV or Excel file with the columns <code>ItemId</code> (or <code>ItemNo</code>) and{' '}
            <code>IntegrationCode</code>; an <code>Ignored</code> column is optional. An exported mapping file
            is the easiest start.
          </p>
          <FileDrop accept=".csv,.xlsx,.txt,text/csv" hint="CSV or XLSX" onFile={read} testId="import-file" />
        </div>
      )}
    </Dialog>
  );
}
