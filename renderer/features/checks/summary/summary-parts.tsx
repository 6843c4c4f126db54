import type { ReactNode } from 'react';
import type { CheckRow } from '../../../../shared/domain/check-row';
import type { TopItem } from '../../../../shared/domain/summary';
import { Badge, cx } from '../../../components';
import { t } from '../../../i18n/i18n';
import { Money } from '../grid/cells';
import { formatDay } from '../model/dates';
import { formatMoney, formatQuantity } from '../model/money';
import { checkKey } from '../store/checks-store';

/** The summary's building blocks: a titled card, a top-items table, the list of expenses. */

export function Card({
  title,
  note,
  wide,
  testId,
  children,
}: {
  title: string;
  note?: string;
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={cx('card cb-card', wide && 'cb-card--wide')} data-testid={testId}>
      <header className="cb-card__header">
        <h2>{title}</h2>
        {note ? <span className="subtle">{note}</span> : null}
      </header>
      <div className="stack stack--tight cb-card__body">{children}</div>
    </section>
  );
}

export function TopItems({
  title,
  items,
  testId,
  unmapped,
}: {
  title: string;
  items: readonly TopItem[];
  testId: string;
  /** Whether an item has no code now (the items list knows better than the checks). */
  unmapped: (item: TopItem) => boolean;
}) {
  return (
    <Card title={title} note={t('checkSummary.top.note')} testId={testId}>
      {items.length === 0 ? (
        <p className="subtle">{t('checkSummary.top.none')}</p>
      ) : (
        <table className="cb-table cb-top">
          <thead>
            <tr>
              <th className="num">#</th>
              <th>{t('checkSummary.top.item')}</th>
              <th className="num">{t('checkSummary.top.quantity')}</th>
              <th className="num">{t('checkSummary.top.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((it, i) => (
              <tr key={it.key}>
                <td className="num subtle">{i + 1}</td>
                <td>
                  <span className="cb-top__name">{it.name}</span>{' '}
                  {unmapped(it) ? (
                    <Badge variant="warning" icon={null}>
                      {t('checkSummary.top.notMapped')}
                    </Badge>
                  ) : null}
                </td>
                <td className="num">{formatQuantity(it.quantity)}</td>
                <td className="num">{formatMoney(it.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** The expense checks themselves (few per day): who was paid, what for, how much. */
export function ExpenseList({
  checks,
  onOpen,
}: {
  checks: readonly CheckRow[];
  onOpen: (c: { branch: string; id: number }) => void;
}) {
  const expenses = checks.filter((c) => c.kind === 'expense');
  if (expenses.length === 0) return null;
  const shown = [...expenses].sort((a, b) => b.totals.payments - a.totals.payments).slice(0, 8);
  return (
    <table className="cb-table cb-expenses">
      <thead>
        <tr>
          <th>{t('checkSummary.expenses.largest')}</th>
          <th>{t('checkSummary.expenses.date')}</th>
          <th className="num">{t('checkSummary.expenses.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((c) => (
          <tr key={checkKey(c)} className="is-clickable" onClick={() => onOpen(c)}>
            <td className="truncate">
              {c.info ?? <span className="subtle">{t('checkSummary.expenses.noInfo')}</span>}
            </td>
            <td className="nowrap">{formatDay(c.businessDate)}</td>
            <td className="num">
              <Money value={c.totals.payments} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
