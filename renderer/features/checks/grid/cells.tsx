import { roundMoney, signedValue } from '../../../../shared/check-summary';
import type { Check } from '../../../../shared/domain/check';
import type { CheckRow } from '../../../../shared/domain/check-row';
import { Badge, cx, Icon } from '../../../components';
import { t } from '../../../i18n/i18n';
import { checkTimeCell, formatDay } from '../model/dates';
import { kindLabel, stateLabel } from '../model/labels';
import { formatMoney } from '../model/money';
import { paymentTypeLabelsOf, paymentTypesOf } from './columns';

/** A signed amount: negative figures (returns) in red, zero in grey. */
export function Money({ value, strong }: { value: number; strong?: boolean }) {
  return (
    <span
      className={cx(
        'money',
        value < 0 && 'money--neg',
        value === 0 && 'money--zero',
        strong && 'money--strong',
      )}
    >
      {formatMoney(value)}
    </span>
  );
}

export function mismatchText(c: Pick<Check, 'totals'>): string {
  const totals = c.totals;
  const expected = roundMoney(totals.items - totals.discounts);
  const diff = roundMoney(totals.payments - expected);
  const values = {
    payments: formatMoney(totals.payments),
    expected: formatMoney(expected),
    difference: formatMoney(Math.abs(diff)),
  };
  return diff > 0 ? t('checks.grid.mismatchOver', values) : t('checks.grid.mismatchShort', values);
}

export function KindCell({ check }: { check: Pick<CheckRow, 'kind' | 'isReturn'> }) {
  return (
    <span className="cb-kind" title={check.kind}>
      <span>{kindLabel(check.kind)}</span>
      {check.isReturn ? (
        // No icon: the word and the row's red edge say it, and the kind stays whole in its column.
        <Badge variant="danger" icon={null} testId="return-badge">
          {t('checks.kind.return')}
        </Badge>
      ) : null}
    </span>
  );
}

export function StateCell({ check }: { check: Pick<CheckRow, 'state'> }) {
  return check.state === 'Open' ? (
    <span title={check.state}>
      <Badge variant="info" icon={null}>
        {stateLabel('Open')}
      </Badge>
    </span>
  ) : (
    <span className="muted" title={check.state}>
      {stateLabel('Closed')}
    </span>
  );
}

/** The text or element of one cell of the grid. */
export function renderCell(id: string, c: CheckRow, branchName: (code: string) => string, withYear: boolean) {
  switch (id) {
    case 'branch':
      return (
        <span className="truncate" title={c.branch}>
          {branchName(c.branch)}
        </span>
      );
    case 'date':
      return <span className="nowrap">{formatDay(c.businessDate, withYear)}</span>;
    case 'number':
      return <span className="num">{c.checkNumber}</span>;
    case 'time': {
      const { text, title } = checkTimeCell(c);
      return (
        <span className="nowrap truncate" title={title}>
          {text}
        </span>
      );
    }
    case 'kind':
      return <KindCell check={c} />;
    case 'state':
      return <StateCell check={c} />;
    case 'outlet':
      return (
        <span className="truncate" title={c.outletInfo ?? undefined}>
          {c.outletInfo ?? ''}
        </span>
      );
    case 'info':
      return (
        <span className="truncate" title={c.info ?? undefined}>
          {c.info ?? ''}
        </span>
      );
    case 'receipt':
      return <span className="mono truncate">{c.officialReceiptNumber ?? ''}</span>;
    case 'items':
      return <Money value={signedValue(c, c.totals.items)} />;
    case 'discounts':
      return <Money value={signedValue(c, c.totals.discounts)} />;
    case 'payments':
      return (
        <span className="cb-pay">
          {c.reconciles ? null : (
            <span className="cb-flag" title={mismatchText(c)} data-testid="reconcile-flag">
              <Icon name="alert" size="sm" label={t('checks.grid.mismatchIcon')} />
            </span>
          )}
          <Money value={signedValue(c, c.totals.payments)} />
        </span>
      );
    case 'paymentTypes':
      return (
        <span className="truncate" title={paymentTypesOf(c)}>
          {paymentTypeLabelsOf(c)}
        </span>
      );
    default:
      return null;
  }
}
