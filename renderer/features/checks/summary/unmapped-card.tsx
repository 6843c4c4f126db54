import { useMemo } from 'react';
import { unmappedFromSold } from '../../../../shared/check-summary';
import { isDayIncomplete } from '../../../../shared/domain/check';
import type { SoldItem } from '../../../../shared/domain/summary';
import { Button } from '../../../components';
import { intl, t } from '../../../i18n/i18n';
import { useNavigation } from '../../../shell-state/navigation';
import { Money } from '../grid/cells';
import { formatQuantity } from '../model/money';
import { useChecks } from '../store/checks-store';
import { Card } from './summary-parts';

const TOP = 10;

/**
 * "Which sold items are not mapped yet": items without an IntegrationCode on the checks listed,
 * most sold first, each with a jump to it in the mapping workspace.
 */
export function UnmappedCard({
  sold,
  multi,
  branchName,
}: {
  /** The summary's sold items (computed in the core); ranked here with the codes the items have now. */
  sold: readonly SoldItem[];
  multi: boolean;
  branchName: (code: string) => string;
}) {
  const codes = useChecks((s) => s.codes);
  const failedDays = useChecks((s) => s.days.filter((d) => d.status === 'failed').length);
  const partlyRead = useChecks(
    (s) => s.days.filter((d) => d.status !== 'failed' && d.status !== 'pending' && isDayIncomplete(d)).length,
  );
  const unreadable = useChecks((s) => s.unreadable.length);
  const unmapped = useMemo(
    () => unmappedFromSold(sold, (branch) => codes[branch]).slice(0, TOP),
    [sold, codes],
  );
  return (
    <Card
      title={t('checkSummary.unmapped.title')}
      note={t('checkSummary.unmapped.note')}
      testId="summary-unmapped"
    >
      {unmapped.length === 0 && (failedDays > 0 || partlyRead > 0 || unreadable > 0) ? (
        <p className="subtle" data-testid="summary-unmapped-incomplete">
          {t('checkSummary.unmapped.incomplete', { what: whatFailed(failedDays, partlyRead, unreadable) })}
        </p>
      ) : unmapped.length === 0 ? (
        <p className="cb-summary__good">{t('checkSummary.unmapped.allMapped')}</p>
      ) : (
        <table className="cb-table">
          <thead>
            <tr>
              <th>{t('checkSummary.top.item')}</th>
              {multi ? <th>{t('checkSummary.unmapped.branch')}</th> : null}
              <th className="num">{t('checkSummary.top.quantity')}</th>
              <th className="num">{t('checkSummary.top.revenue')}</th>
              <th>
                <span className="visually-hidden">{t('checkSummary.unmapped.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {unmapped.map((r) => (
              <tr key={`${r.branch}:${r.itemNo}:${r.itemId}`} data-testid="summary-unmapped-row">
                <td>
                  {r.name} <span className="mono subtle">{r.itemNo}</span>
                </td>
                {multi ? <td>{branchName(r.branch)}</td> : null}
                <td className="num">{formatQuantity(r.quantity)}</td>
                <td className="num">
                  <Money value={r.revenue} />
                </td>
                <td className="num">
                  {r.itemId !== null ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      icon="arrowRight"
                      onClick={() =>
                        useNavigation
                          .getState()
                          .navigate('items', { branch: r.branch, focusItemId: r.itemId })
                      }
                    >
                      {t('checkSummary.unmapped.map')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** "2 days could not be loaded and 3 checks could not be read", joined the locale's way. */
function whatFailed(days: number, partlyRead: number, checks: number): string {
  const parts = [
    days > 0 ? t('checkSummary.daysFailed', { count: days }) : null,
    partlyRead > 0 ? t('checkSummary.daysIncomplete', { count: partlyRead }) : null,
    checks > 0 ? t('checkSummary.checksUnreadable', { count: checks }) : null,
  ].filter((p): p is string => p !== null);
  return intl().formatList(parts, { type: 'conjunction' });
}
