import type { ConflictRow } from '../../../shared/domain/mapping';
import { Button, formatNumber } from '../../components';
import { t } from '../../i18n/i18n';
import { PREVIEW_ROW_LIMIT } from './preview-filter';
import { setAllChoices, setChoice, useSubmit } from './submit-store';

/**
 * Items changed on the server since the draft was made. Each needs a decision before anything is
 * sent: keep the server's code (the edit is dropped) or overwrite it with the draft's.
 */
export function ConflictGroup({ rows, total }: { rows: readonly ConflictRow[]; total: number }) {
  const choices = useSubmit((s) => s.choices);
  if (total === 0) return null;
  const undecided = Object.keys(choices).length < total ? total - Object.keys(choices).length : 0;
  return (
    <section className="review-group review-group--conflict" data-testid="preview-conflicts">
      <h3 className="review-group__title">
        {t('submit.conflicts.title')} <span className="review-group__count">{formatNumber(total)}</span>
        {undecided > 0 ? (
          <span className="review-group__need">
            {' '}
            · {t('submit.conflicts.undecided', { count: undecided })}
          </span>
        ) : null}
      </h3>
      <p className="muted">{t('submit.conflicts.intro')}</p>
      <div className="row">
        <Button size="sm" onClick={() => setAllChoices('keep')} data-testid="conflicts-keep-all">
          {t('submit.conflicts.keepAll')}
        </Button>
        <Button size="sm" onClick={() => setAllChoices('overwrite')} data-testid="conflicts-overwrite-all">
          {t('submit.conflicts.overwriteAll')}
        </Button>
      </div>
      <table className="table review-table">
        <thead>
          <tr>
            <th className="num">{t('submit.column.itemId')}</th>
            <th>{t('submit.column.name')}</th>
            <th>{t('submit.conflicts.base')}</th>
            <th>{t('submit.conflicts.live')}</th>
            <th>{t('submit.conflicts.draft')}</th>
            <th>{t('submit.conflicts.decision')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PREVIEW_ROW_LIMIT).map((c) => {
            const choice = choices[String(c.itemId)];
            const name = `conflict-${c.itemId}`;
            return (
              <tr key={c.itemId} data-item-id={c.itemId} data-testid="conflict-row">
                <td className="num">{c.itemId}</td>
                <td className="truncate">{c.name}</td>
                <td className="mono">
                  {c.base || (
                    <span className="subtle" title={t('submit.conflicts.baseNoneHint')}>
                      {t('submit.conflicts.baseNone')}
                    </span>
                  )}
                </td>
                <td className="mono review-live">
                  {c.live || (
                    <span className="review-deleted" title={t('submit.conflicts.liveNoneHint')}>
                      {t('submit.conflicts.liveNone')}
                    </span>
                  )}
                </td>
                <td className="mono">
                  {c.draft || <span className="review-deleted">{t('submit.conflicts.delete')}</span>}
                </td>
                <td>
                  <div
                    className="review-choice"
                    role="radiogroup"
                    aria-label={t('submit.conflicts.decisionFor', { name: c.name })}
                  >
                    <label>
                      <input
                        type="radio"
                        name={name}
                        checked={choice === 'keep'}
                        onChange={() => setChoice(c.itemId, 'keep')}
                        data-testid="conflict-keep"
                      />
                      {t('submit.conflicts.keep')}
                    </label>
                    <label>
                      <input
                        type="radio"
                        name={name}
                        checked={choice === 'overwrite'}
                        onChange={() => setChoice(c.itemId, 'overwrite')}
                        data-testid="conflict-overwrite"
                      />
                      {t('submit.conflicts.overwrite')}
                    </label>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length > PREVIEW_ROW_LIMIT ? (
        <p className="subtle">{t('submit.conflicts.more', { count: rows.length - PREVIEW_ROW_LIMIT })}</p>
      ) : null}
    </section>
  );
}
