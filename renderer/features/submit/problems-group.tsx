import type { MappingPreview } from '../../../shared/domain/mapping';
import { Button, formatNumber } from '../../components';
import { t } from '../../i18n/i18n';
import { codeProblemText } from '../../workspace/code-rule-text';
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
            {t('submit.problems.invalidTitle')}{' '}
            <span className="review-group__count">{formatNumber(invalid.length)}</span>
          </h3>
          <p className="muted">{t('submit.problems.invalidBody')}</p>
          <table className="table review-table">
            <tbody>
              {invalid.slice(0, PREVIEW_ROW_LIMIT).map((r) => (
                <tr key={r.itemId} data-item-id={r.itemId}>
                  <td className="num">{r.itemId}</td>
                  <td className="truncate">{r.name}</td>
                  <td className="mono review-deleted">{r.code}</td>
                  <td>{codeProblemText(r.code) ?? r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button size="sm" onClick={() => showInGrid('invalid')}>
            {t('submit.problems.fixInGrid')}
          </Button>
        </section>
      ) : null}
      {duplicates.length > 0 ? (
        <section className="review-group review-group--duplicate" data-testid="preview-duplicates">
          <h3 className="review-group__title">
            {t('submit.problems.duplicatesTitle')}{' '}
            <span className="review-group__count">{formatNumber(duplicates.length)}</span>
          </h3>
          <p className="muted">
            {t('submit.problems.duplicatesBody', {
              list:
                duplicates
                  .slice(0, 8)
                  .map((d) => t('submit.problems.duplicate', { code: d.code, count: d.itemIds.length }))
                  .join(', ') + (duplicates.length > 8 ? '…' : ''),
            })}
          </p>
          <Button size="sm" onClick={() => showInGrid('duplicate')}>
            {t('submit.problems.reviewInGrid')}
          </Button>
        </section>
      ) : null}
      {missing.length > 0 ? (
        <p className="muted" data-testid="preview-missing">
          {t('submit.problems.missing', { count: missing.length })}
        </p>
      ) : null}
    </>
  );
}
