import type { MappingPreview } from '../../../shared/domain/mapping';
import { Chip, formatTime } from '../../components';
import { t } from '../../i18n/i18n';

/** The preview in one line: what is new, changed, deleted, and what needs a decision. */
export function PreviewSummary({ preview }: { preview: MappingPreview }) {
  let set = 0;
  let change = 0;
  let clear = 0;
  for (const r of preview.rows) {
    if (r.kind === 'set') set++;
    else if (r.kind === 'change') change++;
    else clear++;
  }
  return (
    <div className="review-summary" data-testid="preview-summary">
      <Chip count={set}>{t('submit.summary.new')}</Chip>
      <Chip count={change}>{t('submit.summary.changed')}</Chip>
      <Chip count={clear} tone={clear > 0 ? 'danger' : 'default'}>
        {t('submit.summary.deleted')}
      </Chip>
      <Chip count={preview.conflicts.length} tone={preview.conflicts.length > 0 ? 'danger' : 'default'}>
        {t('submit.summary.conflicts')}
      </Chip>
      {preview.invalid.length > 0 ? (
        <Chip count={preview.invalid.length} tone="danger">
          {t('submit.summary.invalid')}
        </Chip>
      ) : null}
      {preview.duplicates.length > 0 ? (
        <Chip count={preview.duplicates.length} tone="warning">
          {t('submit.summary.duplicates')}
        </Chip>
      ) : null}
      {preview.unchanged > 0 ? <Chip count={preview.unchanged}>{t('submit.summary.unchanged')}</Chip> : null}
      {preview.fromSuggestions ? (
        <span data-testid="preview-from-suggestions">
          <Chip count={preview.fromSuggestions}>{t('submit.summary.fromSuggestions')}</Chip>
        </span>
      ) : null}
      <span className="subtle">{t('submit.summary.liveRead', { time: formatTime(preview.liveReadAt) })}</span>
      <span className="visually-hidden">{t('submit.summary.records', { count: preview.rows.length })}</span>
    </div>
  );
}
