import type { MappingPreview } from '../../../shared/domain/mapping';
import { FilterChip, formatNumber, formatTime } from '../../components';
import { type MessageId, t } from '../../i18n/i18n';
import { crossCutIds } from './preview-filter';
import { type PreviewShow, useSubmit } from './submit-store';

const chips: ReadonlyArray<{ show: PreviewShow; labelId: MessageId; danger?: boolean; hideEmpty?: boolean }> =
  [
    { show: 'set', labelId: 'submit.summary.new' },
    { show: 'change', labelId: 'submit.summary.changed' },
    { show: 'clear', labelId: 'submit.summary.deleted', danger: true },
    { show: 'conflict', labelId: 'submit.summary.conflicts', danger: true },
    { show: 'invalid', labelId: 'submit.summary.invalid', danger: true, hideEmpty: true },
    { show: 'suggested', labelId: 'submit.summary.fromSuggestions', hideEmpty: true },
    { show: 'duplicate', labelId: 'submit.summary.duplicates', danger: true, hideEmpty: true },
  ];

/**
 * The preview in one line. The counts of the groups below are chips that show that group alone
 * (pressed again: every group); so are the records whose code came from the suggestions and those
 * whose code is a duplicate in the branch. The figures with no list of their own are plain text,
 * so nothing looks pressable that is not.
 */
export function PreviewSummary({ preview }: { preview: MappingPreview }) {
  const show = useSubmit((s) => s.show);
  const counts: Record<PreviewShow, number> = {
    set: 0,
    change: 0,
    clear: 0,
    conflict: preview.conflicts.length,
    invalid: preview.invalid.length,
    suggested: 0,
    duplicate: 0,
  };
  const suggested = crossCutIds('suggested', preview) ?? new Set<number>();
  const duplicate = crossCutIds('duplicate', preview) ?? new Set<number>();
  for (const r of preview.rows) {
    counts[r.kind]++;
    if (suggested.has(r.itemId)) counts.suggested++;
    if (duplicate.has(r.itemId)) counts.duplicate++;
  }
  const facts: Array<[MessageId, number, string?]> = [['submit.summary.unchanged', preview.unchanged]];
  return (
    <div className="review-summary" data-testid="preview-summary">
      {chips
        .filter((c) => !c.hideEmpty || counts[c.show] > 0)
        .map((c) => (
          <FilterChip
            key={c.show}
            label={t(c.labelId)}
            count={counts[c.show]}
            tone={c.danger && counts[c.show] > 0 ? 'danger' : 'default'}
            active={show === c.show}
            disabled={counts[c.show] === 0}
            title={t('submit.summary.showOnly')}
            onToggle={() => useSubmit.setState({ show: show === c.show ? null : c.show })}
            data-testid={`preview-show-${c.show}`}
          />
        ))}
      {facts
        .filter(([, n]) => n > 0)
        .map(([label, n, testId]) => (
          <span key={label} className="review-fact" data-testid={testId}>
            {t(label)} <strong>{formatNumber(n)}</strong>
          </span>
        ))}
      <span className="subtle">{t('submit.summary.liveRead', { time: formatTime(preview.liveReadAt) })}</span>
      <span className="visually-hidden">{t('submit.summary.records', { count: preview.rows.length })}</span>
    </div>
  );
}
