import type { MappingPreview } from '../../../shared/domain/mapping';
import { Chip, formatNumber } from '../../components';

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
      <Chip count={set}>New</Chip>
      <Chip count={change}>Changed</Chip>
      <Chip count={clear} tone={clear > 0 ? 'danger' : 'default'}>
        Deleted
      </Chip>
      <Chip count={preview.conflicts.length} tone={preview.conflicts.length > 0 ? 'danger' : 'default'}>
        Conflicts
      </Chip>
      {preview.invalid.length > 0 ? (
        <Chip count={preview.invalid.length} tone="danger">
          Invalid (not sent)
        </Chip>
      ) : null}
      {preview.duplicates.length > 0 ? (
        <Chip count={preview.duplicates.length} tone="warning">
          Duplicate codes
        </Chip>
      ) : null}
      {preview.unchanged > 0 ? <Chip count={preview.unchanged}>Already on the server</Chip> : null}
      {preview.fromSuggestions ? (
        <span data-testid="preview-from-suggestions">
          <Chip count={preview.fromSuggestions}>From suggestions</Chip>
        </span>
      ) : null}
      <span className="subtle">Live codes read {new Date(preview.liveReadAt).toLocaleTimeString()}</span>
      <span className="visually-hidden">{formatNumber(preview.rows.length)} records</span>
    </div>
  );
}
