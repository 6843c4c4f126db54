import type { UnreadableRecord } from '../../../../shared/domain/check';
import { Alert } from '../../../components';
import { reasonText } from '../../../i18n/error-text';
import { t } from '../../../i18n/i18n';
import { formatDay } from '../model/dates';
import { dayKey } from '../model/days';
import { useChecks } from '../store/checks-store';

/**
 * Checks the service sent that could not be read (a missing Id, a date that is not a date...):
 * counted per day ("3 checks of 24 Kas could not be read"), each with its reason and the JSON as
 * sent, so nothing disappears silently and the user can show the vendor what came.
 */
export function UnreadableChecks({
  multi,
  branchName,
}: {
  multi: boolean;
  branchName: (code: string) => string;
}) {
  const unreadable = useChecks((s) => s.unreadable);
  if (unreadable.length === 0) return null;
  const groups = new Map<string, UnreadableRecord[]>();
  for (const r of unreadable) {
    const key = dayKey(r.branch, r.businessDate ?? '');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const label = (r: UnreadableRecord) => {
    const day = r.businessDate === null ? t('checks.unreadable.noDate') : formatDay(r.businessDate);
    return multi ? t('checks.alerts.branchDay', { branch: branchName(r.branch), day }) : day;
  };
  return (
    <div className="stack stack--tight">
      <Alert
        tone="warning"
        title={t('checks.unreadable.title', { count: unreadable.length })}
        testId="checks-unreadable"
        detail={t('checks.unreadable.detail')}
      >
        <ul className="cb-unreadable__days">
          {[...groups.values()].map((records) => {
            const first = records[0] as UnreadableRecord;
            return (
              <li key={`${first.branch}-${first.businessDate}`} data-testid="checks-unreadable-day">
                {t('checks.unreadable.day', { count: records.length, day: label(first) })}
              </li>
            );
          })}
        </ul>
        <details className="cb-unreadable" data-testid="checks-unreadable-details">
          <summary>{t('checks.unreadable.show')}</summary>
          <ol>
            {unreadable.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: records have no id (that may be what is missing)
              <li key={i} data-testid="checks-unreadable-record">
                <div>{t('checks.unreadable.reason', { day: label(r), reason: reasonText(r) })}</div>
                <pre className="cb-unreadable__raw">{r.raw}</pre>
              </li>
            ))}
          </ol>
        </details>
      </Alert>
    </div>
  );
}
