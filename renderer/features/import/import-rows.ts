import type { ImportReport } from '../../../shared/domain/mapping';
import { saidText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { codeProblemText } from '../../workspace/code-rule-text';

/** The lists of an import report, in the order the report shows them. */
export const IMPORT_LISTS = ['matched', 'unchanged', 'clear', 'unknown', 'invalid'] as const;
export type ImportList = (typeof IMPORT_LISTS)[number];

/** One row of a file as a list shows it: where it is in the file, its item, its code, and why. */
export type ImportListRow = {
  row: number;
  itemNo: string;
  name: string;
  /** The file's code; null when the file has none for the row. */
  code: string | null;
  reason: string;
  /** Rows that delete a code when the import is applied. */
  deletes: boolean;
};

/**
 * The report's rows per outcome. The clears say whether they will be written: with clearing off
 * the file's empty cells leave the codes as they are, and their rows say so instead of "clears".
 */
export function importLists(
  report: ImportReport,
  withClears: boolean,
): Record<ImportList, readonly ImportListRow[]> {
  const invalidWhy = new Map(report.invalid.map((r) => [r.row, invalidText(r)]));
  const matched = report.matchedRows.map((r): ImportListRow => {
    const deletes = r.outcome === 'clear' && withClears;
    return {
      row: r.row,
      itemNo: r.itemNo,
      name: r.name,
      code: r.code,
      reason: matchedReason(r, withClears, invalidWhy.get(r.row)),
      deletes,
    };
  });
  const byOutcome = (o: string) => matched.filter((_, k) => report.matchedRows[k]?.outcome === o);
  return {
    matched,
    unchanged: byOutcome('unchanged'),
    clear: byOutcome('clear'),
    unknown: report.unknown.map((r) => ({
      row: r.row,
      itemNo: r.itemNo,
      name: r.name ?? '',
      code: r.code ?? null,
      reason:
        r.itemId !== ''
          ? t('fileImport.reason.unknownId', { itemId: r.itemId })
          : t('fileImport.reason.unknownNo'),
      deletes: false,
    })),
    invalid: report.invalid.map((r) => ({
      row: r.row,
      itemNo: r.itemNo ?? '',
      name: r.name ?? '',
      code: r.code,
      reason: invalidText(r),
      deletes: false,
    })),
  };
}

function matchedReason(
  r: ImportReport['matchedRows'][number],
  withClears: boolean,
  invalid: string | undefined,
): string {
  switch (r.outcome) {
    case 'set':
      return t('fileImport.reason.set');
    case 'change':
      return t('fileImport.reason.change', { was: r.was });
    case 'clear':
      return t(withClears ? 'fileImport.reason.clear' : 'fileImport.reason.clearOff', { was: r.was });
    case 'unchanged':
      return t('fileImport.reason.unchanged');
    case 'noCode':
      return t('fileImport.reason.noCode');
    case 'invalid':
      return invalid ?? codeProblemText(r.code ?? '') ?? '';
  }
}

/**
 * Why a row cannot be used, in the user's language: a row problem carries its message code; a
 * code that breaks the rule is worded from the code itself, as the grid words it.
 */
export function invalidText(r: ImportReport['invalid'][number]): string {
  if (r.reasonSaid !== undefined) return saidText(r.reasonSaid, r.reason);
  return codeProblemText(r.code) ?? r.reason;
}
