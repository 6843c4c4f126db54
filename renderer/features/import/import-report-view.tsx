import { useMemo, useState } from 'react';
import type { ImportReport } from '../../../shared/domain/mapping';
import { formatNumber } from '../../components';
import { type MessageId, t, tRich } from '../../i18n/i18n';
import { ImportRowList } from './import-row-list';
import { IMPORT_LISTS, type ImportList, importLists } from './import-rows';

type Figure = { key: string; labelId: MessageId; n: number; tone?: 'danger' | 'warning'; note?: MessageId };

/**
 * What the file would do, before anything changes: counts, then the file's rows per outcome, each
 * list opened on demand. Empty cells that would clear a code are red only while clearing is on:
 * otherwise they change nothing, and the report says they are left as they are.
 */
export function ImportReportView({
  report,
  lowercase,
  withClears,
}: {
  report: ImportReport;
  /** Usable codes with lowercase letters: imported as written unless the user asks for capitals. */
  lowercase: number;
  /** Whether the file's empty cells will clear codes (the dialog's checkbox). */
  withClears: boolean;
}) {
  const clear: Figure =
    withClears || report.wouldClear === 0
      ? {
          key: 'clear',
          labelId: 'fileImport.report.clear',
          n: report.wouldClear,
          tone: withClears && report.wouldClear > 0 ? 'danger' : undefined,
        }
      : {
          key: 'clear',
          labelId: 'fileImport.report.clearOff',
          n: report.wouldClear,
          note: 'fileImport.report.clearOffNote',
        };
  const figures: Figure[] = [
    { key: 'rows', labelId: 'fileImport.report.rows', n: report.rowsRead },
    { key: 'matched', labelId: 'fileImport.report.matched', n: report.matched },
    { key: 'unchanged', labelId: 'fileImport.report.unchanged', n: report.unchanged },
    { key: 'set', labelId: 'fileImport.report.set', n: report.wouldSet },
    { key: 'change', labelId: 'fileImport.report.change', n: report.wouldChange },
    clear,
    {
      key: 'unknown',
      labelId: 'fileImport.report.unknown',
      n: report.unknown.length,
      tone: report.unknown.length > 0 ? 'warning' : undefined,
    },
    {
      key: 'invalid',
      labelId: 'fileImport.report.invalid',
      n: report.invalid.length,
      tone: report.invalid.length > 0 ? 'danger' : undefined,
    },
    { key: 'ignored', labelId: 'fileImport.report.ignored', n: report.ignore.length },
  ];
  if (lowercase > 0)
    figures.push({ key: 'lowercase', labelId: 'fileImport.report.lowercase', n: lowercase, tone: 'warning' });

  const lists = useMemo(() => importLists(report, withClears), [report, withClears]);
  // The rows that need a look are open from the start; the others open on demand.
  const [open, setOpen] = useState<ReadonlySet<ImportList>>(() => new Set(['invalid', 'unknown']));
  const toggle = (list: ImportList) =>
    setOpen((cur) => {
      const next = new Set(cur);
      if (next.has(list)) next.delete(list);
      else next.add(list);
      return next;
    });
  const headings: Record<ImportList, MessageId> = {
    matched: 'fileImport.report.matchedHeading',
    unchanged: 'fileImport.report.unchangedHeading',
    clear: withClears ? 'fileImport.report.clearHeading' : 'fileImport.report.clearOffHeading',
    unknown: 'fileImport.report.unknownHeading',
    invalid: 'fileImport.report.invalidHeading',
  };
  const tones: Record<ImportList, 'danger' | 'warning' | undefined> = {
    matched: undefined,
    unchanged: undefined,
    clear: withClears ? 'danger' : undefined,
    unknown: 'warning',
    invalid: 'danger',
  };

  return (
    <div className="stack import-report" data-testid="import-report">
      <p className="muted">
        {tRich('fileImport.report.nothingYet', { file: <strong>{report.fileName}</strong> })}
      </p>
      <dl className="import-figures">
        {figures.map(({ key, labelId, n, tone, note }) => (
          <div
            key={key}
            className={tone ? `import-figure import-figure--${tone}` : 'import-figure'}
            data-testid={`import-figure-${key}`}
            data-tone={tone ?? 'neutral'}
          >
            <dt>{t(labelId)}</dt>
            <dd>
              {formatNumber(n)}
              {note ? <span className="import-figure__note"> {t(note)}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <section className="stack import-lists" aria-label={t('fileImport.report.listsHeading')}>
        {IMPORT_LISTS.map((list) =>
          lists[list].length > 0 ? (
            <ImportRowList
              key={list}
              list={list}
              heading={t(headings[list])}
              rows={lists[list]}
              tone={tones[list]}
              open={open.has(list)}
              onToggle={() => toggle(list)}
            />
          ) : null,
        )}
      </section>
    </div>
  );
}
