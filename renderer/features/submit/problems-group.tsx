import type { MappingPreview } from '../../../shared/domain/mapping';
import { Button, formatNumber } from '../../components';
import { setFilter, setPanel } from '../../workspace/workspace-store';
import { PREVIEW_ROW_LIMIT } from './preview-filter';
import { useSubmit } from './submit-store';

function showInGrid(filter: 'invalid' | 'duplicate') {
  useSubmit.setState({ phase: 'idle', preview: null });
  setPanel('none');
  setFilter(filter);
}

/** What will not be sent (invalid codes, items gone) and what deserves a look (duplicate codes). */
export function ProblemsGroup({ preview }: { preview: MappingPreview }) {
  const { invalid, duplicates, missing } = preview;
  if (invalid.length === 0 && duplicates.length === 0 && missing.length === 0) return null;
  return (
    <>
      {invalid.length > 0 ? (
        <section className="review-group review-group--invalid" data-testid="preview-invalid">
          <h3 className="review-group__title">
            Invalid codes — not sent{' '}
            <span className="review-group__count">{formatNumber(invalid.length)}</span>
          </h3>
          <p className="muted">
            Codes may contain only letters A–Z and digits 0–9. These edits stay in the draft until you fix
            them.
          </p>
          <table className="table review-table">
            <tbody>
              {invalid.slice(0, PREVIEW_ROW_LIMIT).map((r) => (
                <tr key={r.itemId} data-item-id={r.itemId}>
                  <td className="num">{r.itemId}</td>
                  <td className="truncate">{r.name}</td>
                  <td className="mono review-deleted">{r.code}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button size="sm" onClick={() => showInGrid('invalid')}>
            Fix them in the grid
          </Button>
        </section>
      ) : null}
      {duplicates.length > 0 ? (
        <section className="review-group review-group--duplicate" data-testid="preview-duplicates">
          <h3 className="review-group__title">
            Codes used by more than one item{' '}
            <span className="review-group__count">{formatNumber(duplicates.length)}</span>
          </h3>
          <p className="muted">
            Allowed, but often a typo:{' '}
            {duplicates
              .slice(0, 8)
              .map((d) => `${d.code} (${d.itemIds.length} items)`)
              .join(', ')}
            {duplicates.length > 8 ? '…' : ''}
          </p>
          <Button size="sm" onClick={() => showInGrid('duplicate')}>
            Review them in the grid
          </Button>
        </section>
      ) : null}
      {missing.length > 0 ? (
        <p className="muted" data-testid="preview-missing">
          {formatNumber(missing.length)} edited item(s) no longer exist on the POS server and will be skipped.
        </p>
      ) : null}
    </>
  );
}
