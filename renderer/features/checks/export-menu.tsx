import { useCallback, useRef, useState } from 'react';
import type { Check } from '../../../shared/domain/check';
import { api } from '../../api/client';
import { downloadPayload } from '../../api/file-payload';
import { Button, plural, showError, showToast } from '../../components';
import { CsvFormatFields, useCsvFormat } from '../import/csv-format-fields';
import { useDismiss } from './query/use-popover';

type Choice = {
  format: 'csv' | 'xlsx';
  part?: 'checks' | 'lines' | 'payments' | 'discounts';
  label: string;
  hint: string;
};

const CHOICES: readonly Choice[] = [
  {
    format: 'xlsx',
    label: 'Excel workbook',
    hint: 'Checks, item lines, payments and discounts on four sheets',
  },
  { format: 'csv', part: 'checks', label: 'CSV: checks', hint: 'One row per check' },
  { format: 'csv', part: 'lines', label: 'CSV: item lines', hint: 'One row per item or condiment' },
  { format: 'csv', part: 'payments', label: 'CSV: payments', hint: 'One row per payment' },
  { format: 'csv', part: 'discounts', label: 'CSV: discounts', hint: 'One row per discount' },
];

/** Exports exactly the checks listed (filters and search apply) through the core, as a download. */
export function ExportMenu({ checks }: { checks: readonly Check[] }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [csv, setCsv] = useCsvFormat();
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close, trigger);

  const run = async (choice: Choice) => {
    setOpen(false);
    setBusy(true);
    try {
      const checkIds = checks.map((c) => ({ branch: c.branch, id: c.id }));
      const file = await api().call('checks.export', {
        checkIds,
        format: choice.format,
        ...(choice.part ? { part: choice.part } : {}),
        ...(choice.format === 'csv' ? { csv } : {}),
      });
      downloadPayload(file);
      showToast({
        kind: 'success',
        message: `Exported ${plural(checks.length, 'check')} to ${file.fileName}.`,
      });
    } catch (e) {
      showError(e, { title: 'Export failed', onRetry: () => void run(choice) });
    } finally {
      setBusy(false);
    }
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
          checks.length === 0 ? 'Nothing to export' : `Export the ${plural(checks.length, 'check')} listed`
        }
      >
        Export
      </Button>
      {open ? (
        <div className="cb-popover cb-export__menu">
          <p className="cb-export__what">{plural(checks.length, 'check')} listed, filters applied</p>
          <div className="cb-export__choices" role="menu" aria-label="Export format">
            {CHOICES.map((c) => (
              <button
                key={`${c.format}-${c.part ?? 'all'}`}
                type="button"
                role="menuitem"
                className="cb-export__item"
                onClick={() => void run(c)}
                data-testid={`checks-export-${c.format}${c.part ? `-${c.part}` : ''}`}
              >
                <span>{c.label}</span>
                <span className="subtle">{c.hint}</span>
              </button>
            ))}
          </div>
          {/* The CSV choices write with these; the defaults follow the language in Settings. */}
          <CsvFormatFields value={csv} onChange={setCsv} testId="checks-export-csv-format" />
        </div>
      ) : null}
    </div>
  );
}
