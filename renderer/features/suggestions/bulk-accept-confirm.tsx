import { ConfirmDialog } from '../../components';
import { t } from '../../i18n/i18n';
import type { BulkPlan } from './bulk-plan';

/** Asks once before "accept all", with what it would do; the user's own codes are never touched. */
export function BulkAcceptConfirm({
  plan,
  percent,
  onConfirm,
  onCancel,
}: {
  plan: BulkPlan;
  percent: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const count = plan.pairs.length;
  return (
    <ConfirmDialog
      open
      title={t('suggestions.bulk.title', { count })}
      confirmLabel={t('suggestions.bulk.confirm', { count })}
      onConfirm={count === 0 ? onCancel : onConfirm}
      onCancel={onCancel}
      testId="suggestions-bulk"
    >
      <ul className="sugg-bulk" data-testid="suggestions-bulk-summary">
        <li data-testid="suggestions-bulk-drafts" data-count={count}>
          {count === 0 ? t('suggestions.bulk.nothing') : t('suggestions.bulk.drafts', { count, percent })}
        </li>
        {count > 0 ? (
          <li
            className={plan.duplicates > 0 ? 'sugg-bulk__warn' : undefined}
            data-testid="suggestions-bulk-duplicates"
            data-count={plan.duplicates}
          >
            {plan.duplicates > 0
              ? t('suggestions.bulk.duplicates', { count: plan.duplicates })
              : t('suggestions.bulk.noDuplicates')}
          </li>
        ) : null}
        <li data-testid="suggestions-bulk-typed" data-count={plan.skipped}>
          {t('suggestions.bulk.typed')}{' '}
          {plan.skipped > 0 ? t('suggestions.bulk.skipped', { count: plan.skipped }) : null}
        </li>
      </ul>
    </ConfirmDialog>
  );
}
