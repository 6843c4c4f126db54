import { checkReconciles, roundMoney, signedValue } from '../../../../shared/check-summary';
import type { Check, CheckKind } from '../../../../shared/domain/check';
import { Badge, cx, Icon } from '../../../components';
import { formatDay } from '../model/dates';
import { formatMoney } from '../model/money';
import { paymentTypesOf } from './columns';

export const KIND_NAME: Record<CheckKind, string> = {
  sale: 'Sale',
  collection: 'Collection',
  expense: 'Expense',
  unknown: 'Kind unknown',
};

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

export function mismatchText(c: Check): string {
  const t = c.totals;
  const expected = roundMoney(t.items - t.discounts);
  const diff = roundMoney(t.payments - expected);
  return `Payments ${formatMoney(t.payments)} do not match items minus discounts ${formatMoney(expected)} (${
    diff > 0 ? 'over' : 'short'
  } by ${formatMoney(Math.abs(diff))}).`;
}

export function KindCell({ check }: { check: Check }) {
  return (
    <span className="cb-kind">
      <span>{KIND_NAME[check.kind]}</span>
      {check.isReturn ? (
        <Badge variant="danger" icon="undo" testId="return-badge">
          Return
        </Badge>
      ) : null}
    </span>
  );
}

export function StateCell({ check }: { check: Check }) {
  return check.state === 'Open' ? (
    <Badge variant="info" icon={null}>
      Open
    </Badge>
  ) : (
    <span className="muted">Closed</span>
  );
}

/** The text or element of one cell of the grid. */
export function renderCell(id: string, c: Check, branchName: (code: string) => string, withYear: boolean) {
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
    case 'payments': {
      const ok = checkReconciles(c);
      return (
        <span className="cb-pay">
          {ok ? null : (
            <span className="cb-flag" title={mismatchText(c)} data-testid="reconcile-flag">
              <Icon name="alert" size="sm" label="Payments do not match" />
            </span>
          )}
          <Money value={signedValue(c, c.totals.payments)} />
        </span>
      );
    }
    case 'paymentTypes': {
      const types = paymentTypesOf(c);
      return (
        <span className="truncate" title={types}>
          {types}
        </span>
      );
    }
    default:
      return null;
  }
}
