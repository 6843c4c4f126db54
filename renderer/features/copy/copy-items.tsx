import type { CopyItemRow, CopyPreviewBranch } from '../../../shared/domain/mapping';
import { type MessageId, t } from '../../i18n/i18n';

const KIND: Record<CopyItemRow['kind'], MessageId> = {
  set: 'copy.items.set',
  change: 'copy.items.change',
  clear: 'copy.items.clear',
  notFound: 'copy.items.notFound',
  byName: 'copy.items.byName',
};

/** One target's preview item by item: what each source code does here, or why it is not copied. */
export function CopyItems({ branch, withClears }: { branch: CopyPreviewBranch; withClears: boolean }) {
  const total = branch.wouldSet + branch.wouldChange + branch.clearable + branch.notFound;
  if (total === 0) return <p className="subtle">{t('copy.items.none')}</p>;
  return (
    <>
      <div className="copy-items">
        <table className="table review-table" data-testid="copy-items">
          <thead>
            <tr>
              <th>{t('copy.items.what')}</th>
              <th>{t('copy.items.itemNo')}</th>
              <th>{t('copy.items.name')}</th>
              <th>{t('copy.items.beforeAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {branch.items.map((r) => {
              const copied = r.kind === 'set' || r.kind === 'change' || (r.kind === 'clear' && withClears);
              return (
                <tr key={`${r.kind}-${r.itemNo}`} data-kind={r.kind} data-testid="copy-item">
                  <td className={copied ? undefined : 'subtle'}>
                    {r.kind === 'clear' && !withClears ? t('copy.items.clearOff') : t(KIND[r.kind])}
                  </td>
                  <td className="mono">{r.itemNo}</td>
                  <td className="truncate">{r.name}</td>
                  <td className="mono">
                    {r.kind === 'notFound' ? (
                      <span className="subtle">{t('copy.items.notCopied', { code: r.after })}</span>
                    ) : r.kind === 'byName' ? (
                      <span className="subtle">
                        {t('copy.items.byNameNote', { code: r.after, itemNo: r.targetItemNo ?? '' })}
                      </span>
                    ) : r.kind === 'clear' ? (
                      <del className={withClears ? 'review-deleted' : 'subtle'}>{r.before}</del>
                    ) : (
                      <>
                        {r.before ? <del className="review-old">{r.before}</del> : null}
                        {r.before ? ' → ' : null}
                        <span className="review-new">{r.after}</span>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {total > branch.items.length ? (
        <p className="subtle">{t('copy.items.more', { count: total - branch.items.length })}</p>
      ) : null}
    </>
  );
}

/** Copy's words explained once, under the table: what "not found" and "by name only" mean. */
export function CopyLegend() {
  return (
    <dl className="copy-legend" data-testid="copy-legend">
      <dt>{t('copy.table.notFound')}</dt>
      <dd>{t('copy.legend.notFound')}</dd>
      <dt>{t('copy.table.byName')}</dt>
      <dd>{t('copy.legend.byName')}</dd>
      <dt>{t('copy.table.clear')}</dt>
      <dd>{t('copy.legend.clear')}</dd>
    </dl>
  );
}
