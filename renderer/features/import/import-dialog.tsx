import { useState } from 'react';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { ImportReport } from '../../../shared/domain/mapping';
import { hasLowercaseLetters, uppercaseIntegrationCode } from '../../../shared/integration-code';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { fileToPayload } from '../../api/file-payload';
import { Alert, Button, Checkbox, Dialog, Spinner, showError, showToast } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t, tRich } from '../../i18n/i18n';
import { applyCodes } from '../../workspace/edit-actions';
import { setIgnored } from '../../workspace/ignore-actions';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';
import { rememberDecisions } from '../suggestions/learn';
import { FileDrop } from './file-drop';
import { ImportReportView } from './import-report-view';

/** The file's column names: the same in every language, as the exported file writes them. */
const COLUMN = { itemId: 'ItemId', itemNo: 'ItemNo', code: 'IntegrationCode', ignored: 'Ignored' } as const;

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
  // Off by default: lowercase is allowed, and the app changes no code the user did not ask it to.
  const [withUppercase, setWithUppercase] = useState(false);

  const close = () => {
    setReport(null);
    setError(null);
    setWithClears(false);
    setWithUppercase(false);
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
    const edits = report.edits
      .filter((e) => withClears || e.code !== '')
      .map((e) => (withUppercase ? { ...e, code: uppercaseIntegrationCode(e.code) } : e));
    const n = applyCodes(edits, { id: 'fileImport.undoLabel', values: { file: report.fileName } });
    if (withIgnore && report.ignore.length > 0) {
      const err = await setIgnored(report.ignore, true);
      if (err) showError(err, { title: t('fileImport.ignoreFailed') });
    }
    if (report.learnt && report.learnt.length > 0) void rememberDecisions(report.learnt);
    showToast({
      kind: 'success',
      message: t('fileImport.applied', { count: n, file: report.fileName }),
    });
    close();
  };

  const clears = report?.edits.filter((e) => e.code === '').length ?? 0;
  const lowercase = report?.edits.filter((e) => hasLowercaseLetters(e.code)) ?? [];
  const usable = report ? report.edits.length - (withClears ? 0 : clears) : 0;
  return (
    <Dialog
      open={open}
      wide
      title={t('fileImport.title')}
      onClose={close}
      testId="import-dialog"
      footer={
        report ? (
          <>
            <Button onClick={() => setReport(null)}>{t('fileImport.another')}</Button>
            <Button
              variant="primary"
              onClick={apply}
              disabled={usable === 0 && !(withIgnore && report.ignore.length > 0)}
              data-testid="import-apply"
            >
              {t('fileImport.apply', { count: usable })}
            </Button>
          </>
        ) : (
          <Button onClick={close}>{t('common.cancel')}</Button>
        )
      }
    >
      {error ? (
        <Alert tone="danger" title={t('fileImport.readFailed')} detail={error.detail} testId="import-error">
          {errorText(error)}
        </Alert>
      ) : null}
      {reading ? (
        <div className="review-loading">
          <Spinner label={t('fileImport.reading')} /> {t('fileImport.readingFile')}
        </div>
      ) : report ? (
        <>
          <ImportReportView report={report} lowercase={lowercase.length} withClears={withClears} />
          <div className="stack import-options">
            {clears > 0 ? (
              <Checkbox
                checked={withClears}
                onChange={setWithClears}
                data-testid="import-with-clears"
                label={t('fileImport.withClears', { count: clears })}
              />
            ) : null}
            {lowercase.length > 0 ? (
              <Checkbox
                checked={withUppercase}
                onChange={setWithUppercase}
                data-testid="import-uppercase"
                label={t('fileImport.withUppercase', {
                  count: lowercase.length,
                  example: `${lowercase[0]?.code} → ${uppercaseIntegrationCode(lowercase[0]?.code ?? '')}`,
                })}
              />
            ) : null}
            {report.ignore.length > 0 ? (
              <Checkbox
                checked={withIgnore}
                onChange={setWithIgnore}
                label={t('fileImport.withIgnore', { count: report.ignore.length })}
              />
            ) : null}
            {report.learnt && report.learnt.length > 0 ? (
              <p className="muted" data-testid="import-learnt">
                {t('fileImport.learnt', { count: report.learnt.length })}
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <div className="stack">
          <p className="muted">
            {tRich('fileImport.intro', {
              itemId: <code>{COLUMN.itemId}</code>,
              itemNo: <code>{COLUMN.itemNo}</code>,
              code: <code>{COLUMN.code}</code>,
              ignored: <code>{COLUMN.ignored}</code>,
            })}
          </p>
          <FileDrop
            accept=".csv,.xlsx,.txt,text/csv"
            hint={t('fileImport.fileHint')}
            onFile={read}
            testId="import-file"
          />
        </div>
      )}
    </Dialog>
  );
}
