import { useCallback, useMemo, useRef, useState } from 'react';
import type { ExportCount } from '../../../shared/domain/check';
import type { CheckRow } from '../../../shared/domain/check-row';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { downloadPayload } from '../../api/file-payload';
import { Alert, Button, showToast } from '../../components';
import { errorText } from '../../i18n/error-text';
import { currentLocale, t } from '../../i18n/i18n';
import { CsvFormatFields, useCsvFormat } from '../import/csv-format-fields';
import { ExportProgress } from './export-progress';
import { incompleteDays } from './model/incomplete';
import { asText, incompleteSentences } from './model/incomplete-text';
import { useDismiss } from './query/use-dismiss';
import { checkRef, useChecks } from './store/checks-store';

type Part = 'checks' | 'lines' | 'payments' | 'discounts';
/** `key` names the choice's messages: checkSummary.export.<key> and its <key>Hint. */
type Choice = { format: 'csv' | 'xlsx'; part?: Part; key: 'xlsx' | `csv${Capitalize<Part>}` };

const CHOICES: readonly Choice[] = [
  { format: 'xlsx', key: 'xlsx' },
  { format: 'csv', part: 'checks', key: 'csvChecks' },
  { format: 'csv', part: 'lines', key: 'csvLines' },
  { format: 'csv', part: 'payments', key: 'csvPayments' },
  { format: 'csv', part: 'discounts', key: 'csvDiscounts' },
];

/**
 * Exports exactly the checks listed (filters and search apply) through the core, as a download.
 * When days of the range may miss checks, the menu says so before anything is written (the user
 * may still export what was read).
 */
export function ExportMenu({
  checks,
  branchName,
}: {
  checks: readonly CheckRow[];
  branchName: (code: string) => string;
}) {
  const days = useChecks((s) => s.days);
  const multi = useChecks((s) => (s.loaded?.branches.length ?? 0) > 1);
  const incomplete = useMemo(() => incompleteDays(days), [days]);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The running export: its name (for cancel and its events) and how far it has come.
  const [running, setRunning] = useState<{ requestId: string; count: ExportCount } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Said once when an export starts; how it ended is the toast's (a live region too).
  const [said, setSaid] = useState('');
  // A failed export stays on screen until dismissed (a toast can vanish before a long export's
  // failure is read), with what to do next.
  const [failure, setFailure] = useState<{ choice: Choice; message: string } | null>(null);
  const [csv, setCsv] = useCsvFormat();
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close, trigger);

  const run = async (choice: Choice) => {
    setOpen(false);
    setFailure(null);
    setBusy(true);
    setCancelling(false);
    const requestId = `export-${Date.now().toString(36)}-${(++sequence).toString(36)}`;
    setRunning({ requestId, count: { checksDone: 0, checksTotal: checks.length, bytes: 0 } });
    setSaid(t('checkSummary.export.started', { count: checks.length }));
    const off = api().on('checks.exportProgress', ({ requestId: id, ...count }) => {
      if (id === requestId) setRunning((r) => (r?.requestId === id ? { requestId, count } : r));
    });
    try {
      const file = await api().call('checks.export', {
        requestId,
        checkIds: checks.map(checkRef),
        format: choice.format,
        ...(choice.part ? { part: choice.part } : {}),
        ...(choice.format === 'csv' ? { csv } : {}),
        // The file speaks the app's language; branch names go beside their codes.
        lang: currentLocale(),
        branchNames: namesOf(checks, branchName),
      });
      downloadPayload(file);
      showToast({
        kind: 'success',
        message: t('checkSummary.export.done', { count: checks.length, file: file.fileName }),
      });
    } catch (e) {
      const error = errorShapeOf(e);
      if (error.code === 'cancelled')
        showToast({ kind: 'info', message: t('checkSummary.export.cancelled') });
      else setFailure({ choice, message: errorText(error) });
    } finally {
      off();
      setSaid('');
      setRunning(null);
      setBusy(false);
    }
  };

  const cancel = () => {
    if (!running) return;
    setCancelling(true);
    // The export's own call then fails as cancelled; a cancel that fails leaves it running.
    api()
      .call('checks.cancel', { requestId: running.requestId })
      .catch(() => setCancelling(false));
  };

  return (
    <div className="cb-export" ref={ref}>
      <Button
        ref={trigger}
        icon="external"
        busy={busy}
        disabled={checks.length === 0}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="checks-export"
        title={
          checks.length === 0
            ? t('checkSummary.export.nothing')
            : t('checkSummary.export.listedHint', { count: checks.length })
        }
      >
        {t('checkSummary.export.button')}
      </Button>
      {open ? (
        <div className="cb-popover cb-export__menu">
          <p className="cb-export__what">{t('checkSummary.export.what', { count: checks.length })}</p>
          {incomplete.days.length > 0 ? (
            <div className="cb-export__warn">
              <Alert
                tone="warning"
                title={t('checkSummary.export.incompleteTitle', { count: incomplete.days.length })}
                testId="checks-export-incomplete"
              >
                {`${t('checkSummary.export.incompleteBody')} ${asText(
                  incompleteSentences(incomplete, { multi, branchName }, 2),
                )}`}
              </Alert>
            </div>
          ) : null}
          <div className="cb-export__choices" role="menu" aria-label={t('checkSummary.export.formats')}>
            {CHOICES.map((c) => (
              <button
                key={`${c.format}-${c.part ?? 'all'}`}
                type="button"
                role="menuitem"
                className="cb-export__item"
                onClick={() => void run(c)}
                data-testid={`checks-export-${c.format}${c.part ? `-${c.part}` : ''}`}
              >
                <span>{t(`checkSummary.export.${c.key}`)}</span>
                <span className="subtle">{t(`checkSummary.export.${c.key}Hint`)}</span>
              </button>
            ))}
          </div>
          {/* The CSV choices write with these; the defaults follow the language in Settings. */}
          <CsvFormatFields value={csv} onChange={setCsv} testId="checks-export-csv-format" />
        </div>
      ) : null}
      {running ? <ExportProgress count={running.count} cancelling={cancelling} onCancel={cancel} /> : null}
      <span className="visually-hidden" role="status" data-testid="checks-export-said">
        {said}
      </span>
      {failure && !open ? (
        <div className="cb-popover cb-export__failed">
          <Alert tone="danger" title={t('checkSummary.export.failed')} testId="checks-export-failed">
            <p>{failure.message}</p>
            <p className="cb-export__advice">
              {t(
                failure.choice.format === 'xlsx'
                  ? 'checkSummary.export.failedAdviceXlsx'
                  : 'checkSummary.export.failedAdviceCsv',
              )}
            </p>
            <div className="cb-export__failed-actions">
              {failure.choice.format === 'xlsx' ? (
                <Button size="sm" onClick={() => void run(CSV_CHECKS)} data-testid="checks-export-failed-csv">
                  {t('checkSummary.export.asCsv')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setFailure(null)}
                data-testid="checks-export-failed-dismiss"
              >
                {t('common.dismiss')}
              </Button>
            </div>
          </Alert>
        </div>
      ) : null}
    </div>
  );
}

let sequence = 0;

const CSV_CHECKS = CHOICES.find((c) => c.key === 'csvChecks') ?? {
  format: 'csv',
  part: 'checks',
  key: 'csvChecks',
};

/** Code -> name of the branches listed, for those whose name is known (not just the code). */
function namesOf(checks: readonly CheckRow[], branchName: (code: string) => string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const code of new Set(checks.map((c) => c.branch))) {
    const name = branchName(code);
    if (name !== '' && name !== code) names[code] = name;
  }
  return names;
}
