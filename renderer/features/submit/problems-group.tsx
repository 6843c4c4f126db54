import type { MappingPreview } from '../../../shared/domain/mapping';
import { hasLowercaseLetters, uppercaseIntegrationCode } from '../../../shared/integration-code';
import { Button, formatNumber } from '../../components';
import { t } from '../../i18n/i18n';
import { codeProblemText } from '../../workspace/code-rule-text';
import { applyCodes } from '../../workspace/edit-actions';
import { setFilter, setPanel, useWorkspace } from '../../workspace/workspace-store';
import { PREVIEW_ROW_LIMIT } from './preview-filter';
import { runPreview } from './submit-actions';
import { useSubmit } from './submit-store';

/** The codes about to be sent that hold lowercase letters (new and changed codes, conflicts' drafts). */
export function lowercaseCodes(preview: MappingPreview): { itemId: number; name: string; code: string }[] {
  const found = preview.rows
    .filter((r) => r.kind !== 'clear' && hasLowercaseLetters(r.after))
    .map((r) => ({ itemId: r.itemId, name: r.name, code: r.after }));
  for (const c of preview.conflicts)
    if (hasLowercaseLetters(c.draft)) found.push({ itemId: c.itemId, name: c.name, code: c.draft });
  return found;
}

/** Lowercase is allowed, so they would be sent as typed: said before sending, with the one-step fix. */
export function LowercaseGroup({ preview }: { preview: MappingPreview }) {
  const readOnly = useWorkspace((s) => s.readOnly);
  const rows = lowercaseCodes(preview);
  if (rows.length === 0) return null;
  const uppercase = () => {
    applyCodes(
      rows.map((r) => ({ itemId: r.itemId, code: uppercaseIntegrationCode(r.code) })),
      { id: 'submit.lowercase.undoLabel', values: { count: rows.length } },
    );
    void runPreview();
  };
  return (
    <section className="review-group review-group--duplicate" data-testid="preview-lowercase">
      <h3 className="review-group__title">
        {t('submit.lowercase.title')} <span className="review-group__count">{formatNumber(rows.length)}</span>
      </h3>
      <p className="muted">
        {t('submit.lowercase.body', {
          list:
            rows
              .slice(0, 8)
              .map((r) => `${r.code} → ${uppercaseIntegrationCode(r.code)}`)
              .join(', ') + (rows.length > 8 ? '…' : ''),
        })}
      </p>
      {readOnly ? null : (
        <div className="row">
          <Button size="sm" onClick={uppercase} data-testid="preview-uppercase">
            {t('submit.lowercase.fix', { count: rows.length })}
          </Button>
        </div>
      )}
    </section>
  );
}

function showInGrid(filter: 'invalid' | 'duplicate') {
  useSubmit.setState({ phase: 'idle', preview: null });
  setPanel('none');
  setFilter(filter);
}

/** What will not be sent (invalid codes, items gone) and what deserves a look (duplicate codes). */
export function ProblemsGroup({
  preview,
  invalid: showInvalid,
  others,
}: {
  preview: MappingPreview;
  /** Whether the invalid codes are shown (the summary may show one other group alone). */
  invalid: boolean;
  /** Whether duplicates and missing items are shown (not while one group is shown alone). */
  others: boolean;
}) {
  const invalid = showInvalid ? preview.invalid : [];
  const duplicates = others ? preview.duplicates : [];
  const missing = others ? preview.missing : [];
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
