import { type ReactNode, useEffect, useState } from 'react';
import { checkReconciles, reconcileProblem, signedValue } from '../../../../shared/check-summary';
import type { Check, CheckLine, CheckPayment } from '../../../../shared/domain/check';
import type { CheckRow } from '../../../../shared/domain/check-row';
import type { AppErrorShape } from '../../../../shared/domain/errors';
import { errorShapeOf } from '../../../api/api-error';
import { api } from '../../../api/client';
import { Badge, Button, cx, EmptyState, Icon, IconButton, Spinner } from '../../../components';
import { errorText, reasonText } from '../../../i18n/error-text';
import { type MessageId, t } from '../../../i18n/i18n';
import { useNavigation } from '../../../shell-state/navigation';
import { KindCell, Money, mismatchText, StateCell } from '../grid/cells';
import { formatCheckTime, formatDay } from '../model/dates';
import { fieldLabel, type LabelledSection } from '../model/field-labels';
import { formatQuantity } from '../model/money';
import { paymentTypeLabel } from '../model/payment-labels';
import { checkRef, useChecks } from '../store/checks-store';
import { hasFields, ValueTree } from './value-tree';

/** The full checks last read, by row: the list holds slim rows, the detail reads the check on demand. */
const fullChecks = new WeakMap<CheckRow, Check>();

/** The detail of a listed check: read from the core when opened (checks.detail), then drawn. */
export function CheckDetailPanel({
  row,
  branchName,
}: {
  row: CheckRow;
  branchName: (code: string) => string;
}) {
  const [state, setState] = useState<{ row: CheckRow; check: Check | null; error: AppErrorShape | null }>(
    () => ({ row, check: fullChecks.get(row) ?? null, error: null }),
  );
  useEffect(() => {
    const known = fullChecks.get(row);
    if (known) {
      setState({ row, check: known, error: null });
      return;
    }
    let live = true;
    setState({ row, check: null, error: null });
    api()
      .call('checks.detail', { checks: [checkRef(row)] })
      .then(({ checks: [check] }) => {
        if (!check) return;
        fullChecks.set(row, check);
        if (live) setState({ row, check, error: null });
      })
      .catch((e: unknown) => {
        if (live) setState({ row, check: null, error: errorShapeOf(e) });
      });
    return () => {
      live = false;
    };
  }, [row]);
  if (state.row === row && state.check) return <CheckDetail check={state.check} branchName={branchName} />;
  return (
    <aside
      className="cb-detail"
      aria-label={t('checks.detail.title', { number: row.checkNumber })}
      aria-busy={state.error === null}
      data-testid="check-detail-loading"
    >
      <DetailHeader number={row.checkNumber} />
      <div className="stack stack--loose cb-detail__body">
        {state.row === row && state.error ? (
          <EmptyState icon="alert" title={t('checks.detail.unavailable')} testId="check-detail-error">
            {errorText(state.error)}
          </EmptyState>
        ) : (
          <Spinner label={t('checks.detail.reading')} />
        )}
      </div>
    </aside>
  );
}

/** The panel's title and close button, the same while the check is read and once it is drawn. */
function DetailHeader({ number, children }: { number: number; children?: ReactNode }) {
  return (
    <header className="row cb-detail__header">
      <div className="row row--wrap cb-detail__title">
        <h2>{t('checks.detail.title', { number })}</h2>
        {children}
      </div>
      <IconButton
        icon="close"
        label={t('checks.detail.close')}
        size="sm"
        onClick={() => useChecks.getState().closeDetail()}
      />
    </header>
  );
}

/** Everything about one check: its lines, discounts, payments, fiscal/invoice/address and the rest. */
function CheckDetail({ check, branchName }: { check: Check; branchName: (code: string) => string }) {
  const sign = (v: number) => signedValue(check, v);
  const ok = checkReconciles(check);
  const problem = reconcileProblem(check) === null ? null : unreadablePartsOf(check);
  const extras = extrasOf(check);
  const current = useChecks((s) => s.codes[check.branch]);
  return (
    <aside
      className="cb-detail"
      aria-label={t('checks.detail.title', { number: check.checkNumber })}
      data-testid="check-detail"
    >
      <DetailHeader number={check.checkNumber}>
        <KindCell check={check} />
        <StateCell check={check} />
      </DetailHeader>
      <div className="stack stack--loose cb-detail__body">
        <dl className="facts cb-detail__facts">
          <dt>{t('checks.detail.branch')}</dt>
          <dd>
            {branchName(check.branch)} <span className="subtle mono">{check.branch}</span>
          </dd>
          <Fact label={t('checks.detail.businessDate')} value={formatDay(check.businessDate, true)} />
          <Fact
            label={t('checks.detail.openedAt')}
            value={formatCheckTime(check.openedAt ?? null, check.businessDate)}
          />
          <Fact
            label={t('checks.detail.closedAt')}
            value={formatCheckTime(check.closedAt ?? null, check.businessDate)}
          />
          <Fact label={t('checks.detail.outlet')} value={check.outletInfo} />
          <Fact label={t('checks.detail.table')} value={check.tableNo} />
          <Fact label={t('checks.detail.orderType')} value={check.orderType} />
          <Fact label={t('checks.detail.info')} value={check.info} />
          <Fact label={t('checks.detail.receipt')} value={check.officialReceiptNumber} mono />
          <Fact label={t('checks.detail.id')} value={String(check.id)} mono />
        </dl>

        <section className="stack stack--tight cb-detail__section" data-testid="check-lines">
          <h3>
            {t('checks.detail.items')} <span className="subtle">({countLines(check.lines)})</span>
          </h3>
          {check.lines.length === 0 ? (
            <p className="subtle">
              {check.kind === 'sale'
                ? t('checks.detail.noLines')
                : t('checks.detail.noLinesKind', { kind: check.kind })}
            </p>
          ) : (
            <table className="cb-lines">
              <thead>
                <tr>
                  <th className="num">{t('checks.detail.qty')}</th>
                  <th>{t('checks.detail.item')}</th>
                  <th className="num">{t('checks.detail.price')}</th>
                  <th className="num">{t('checks.detail.total')}</th>
                </tr>
              </thead>
              <tbody>{check.lines.flatMap((line, i) => lineRows(check, line, `${i}`, 0, current))}</tbody>
            </table>
          )}
        </section>

        {check.discounts.length > 0 ? (
          <section className="stack stack--tight cb-detail__section" data-testid="check-discounts">
            <h3>{t('checks.detail.discounts')}</h3>
            <table className="cb-lines">
              <tbody>
                {check.discounts.map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: discounts have no id; their order is fixed.
                  <tr key={i}>
                    <td>
                      <span title={d.type}>
                        <Badge variant={d.type === 'TaxDiscount' ? 'info' : 'outline'} icon={null}>
                          {d.type === 'TaxDiscount'
                            ? t('checks.detail.taxDiscount')
                            : t('checks.detail.discount')}
                        </Badge>
                      </span>
                    </td>
                    <td className="cb-lines__name">
                      {d.name || <span className="subtle">{t('checks.detail.unnamed')}</span>}
                    </td>
                    <td className="num">
                      <Money value={-Math.abs(sign(d.amount))} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}

        <section className="stack stack--tight cb-detail__section" data-testid="check-payments">
          <h3>{t('checks.detail.payments')}</h3>
          {check.payments.length === 0 ? (
            <p className="subtle">
              {check.state === 'Open' ? t('checks.detail.notPaidYet') : t('checks.detail.noPayments')}
            </p>
          ) : (
            <table className="cb-lines">
              <tbody>
                {check.payments.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id; their order is fixed.
                  <tr key={i}>
                    <td className="cb-lines__name">
                      <span title={p.paymentType} data-testid="check-payment-type">
                        {paymentTypeLabel(p.paymentType)}
                      </span>
                      {paymentNote(p) ? <span className="subtle"> · {paymentNote(p)}</span> : null}
                    </td>
                    <td className="num">
                      <Money value={sign(p.amount)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section className="stack stack--tight cb-detail__section" data-testid="check-totals">
          <dl className="cb-totals">
            <dt>{t('checks.detail.items')}</dt>
            <dd>
              <Money value={sign(check.totals.items)} />
            </dd>
            <dt>{t('checks.detail.discounts')}</dt>
            <dd>
              <Money value={-Math.abs(sign(check.totals.discounts))} />
            </dd>
            <dt className="cb-totals__sum">{t('checks.detail.payments')}</dt>
            <dd className="cb-totals__sum">
              <Money value={sign(check.totals.payments)} strong />
            </dd>
          </dl>
          {problem !== null ? (
            <p className="cb-detail__mismatch" data-testid="check-unreconcilable">
              {problem}
            </p>
          ) : check.kind === 'sale' && check.state === 'Closed' ? (
            ok ? (
              <p className="cb-detail__ok">{t('checks.detail.reconciles')}</p>
            ) : (
              <p className="cb-detail__mismatch" data-testid="check-mismatch">
                {mismatchText(check)}
              </p>
            )
          ) : null}
        </section>

        {(check.unreadable ?? []).length > 0 ? (
          <section className="stack stack--tight cb-detail__section" data-testid="check-unreadable-parts">
            <h3>{t('checks.detail.unreadable')}</h3>
            <p className="subtle">{t('checks.detail.unreadableHint')}</p>
            <ol>
              {(check.unreadable ?? []).map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the records have no id of their own
                <li key={i}>
                  {t('checks.detail.unreadablePart', { what: r.what, reason: reasonText(r) })}
                  <pre className="cb-unreadable__raw">{r.raw}</pre>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {check.kind === 'unknown' ? (
          <p className="subtle" data-testid="check-kind-unknown">
            {t('checks.detail.kindUnknown')}
          </p>
        ) : null}

        <ObjectSection
          section="fiscal"
          title={t('checks.detail.fiscal')}
          value={check.fiscal}
          testId="check-fiscal"
        />
        <ObjectSection
          section="invoice"
          title={t('checks.detail.invoice')}
          value={check.invoice}
          testId="check-invoice"
        />
        <ObjectSection
          section="address"
          title={t('checks.detail.address')}
          value={check.address}
          testId="check-address"
        />

        {hasFields(extras) ? (
          <section className="stack stack--tight cb-detail__section" data-testid="check-extra">
            <details className="cb-detail__extra">
              <summary className="row">
                <Icon name="chevronRight" size="sm" />
                <h3>{t('checks.detail.other')}</h3>
              </summary>
              <p className="subtle cb-detail__extra-hint">{t('checks.detail.otherHint')}</p>
              <ValueTree value={extras} />
            </details>
          </section>
        ) : null}
      </div>
    </aside>
  );
}

function Fact({ label, value, mono }: { label: string; value: string | null; mono?: boolean }) {
  if (value === null || value === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{value}</dd>
    </>
  );
}

function ObjectSection({
  section,
  title,
  value,
  testId,
}: {
  section: LabelledSection;
  title: string;
  value: unknown;
  testId: string;
}) {
  if (value === null || value === undefined || !hasFields(value)) return null;
  return (
    <section className="stack stack--tight cb-detail__section" data-testid={testId}>
      <h3>{title}</h3>
      <ValueTree value={value} label={(key) => fieldLabel(section, key)} />
    </section>
  );
}

/**
 * The payment's own name and card brand when the service sends them and they say more than the
 * type's name (e.g. "Yemek Kartı (Multinet) · Visa").
 */
function paymentNote(p: CheckPayment): string {
  const said = new Set(
    [p.paymentType, paymentTypeLabel(p.paymentType)].map((v) => v.toLocaleLowerCase('tr')),
  );
  const parts = [p.extra.PaymentName, p.extra.CardBrand].filter(
    (v): v is string =>
      typeof v === 'string' && v.trim() !== '' && !said.has(v.trim().toLocaleLowerCase('tr')),
  );
  return parts.join(' · ');
}

const UNREADABLE_PART: Record<'line' | 'payment' | 'discount', MessageId> = {
  line: 'checks.detail.unreadableLines',
  payment: 'checks.detail.unreadablePayments',
  discount: 'checks.detail.unreadableDiscounts',
};

/** Why the check cannot be reconciled: "Could not reconcile: 2 lines, 1 payment unreadable." */
function unreadablePartsOf(check: Check): string {
  const parts = check.unreadable ?? [];
  const counts = (['line', 'payment', 'discount'] as const)
    .map((what) => [what, parts.filter((p) => p.what === what).length] as const)
    .filter(([, n]) => n > 0)
    .map(([what, count]) => t(UNREADABLE_PART[what], { count }));
  return t('checks.detail.cannotReconcile', { parts: counts.join(', ') });
}

function countLines(lines: readonly CheckLine[]): number {
  return lines.reduce((n, l) => n + 1 + countLines(l.condiments), 0);
}

/** An item line and, under it, its condiments (indented), each with its code or "Not mapped". */
function lineRows(
  check: Check,
  line: CheckLine,
  key: string,
  depth: number,
  current: ReadonlyMap<number, string> | undefined,
): ReactNode[] {
  // The code the item has now (the items list), else the one it had when the check was read.
  const now = line.itemId === null ? undefined : current?.get(line.itemId);
  const code = (now ?? line.integrationCode).trim();
  const unmapped = code === '';
  const mappedSince = !unmapped && line.integrationCode.trim() === '';
  const row = (
    <tr
      key={key}
      className={cx(depth > 0 && 'cb-lines__condiment', unmapped && 'cb-lines--unmapped')}
      data-testid={depth > 0 ? 'check-condiment' : 'check-line'}
    >
      <td className="num">{formatQuantity(signedValue(check, line.quantity))}</td>
      <td className="cb-lines__name">
        <div className="cb-lines__item" style={{ paddingLeft: depth * 16 }}>
          {depth > 0 ? (
            <span className="subtle" aria-hidden>
              +
            </span>
          ) : null}
          <span className="cb-lines__label">
            {line.name || <span className="subtle">{t('checks.detail.unnamed')}</span>}
          </span>
        </div>
        <div className="cb-lines__meta" style={{ paddingLeft: depth * 16 + (depth > 0 ? 14 : 0) }}>
          <span className="mono" title={t('checks.detail.itemNoTitle')}>
            {line.itemNo || '—'}
          </span>
          {unmapped ? (
            <>
              <Badge variant="warning" icon={null} testId="unmapped-badge">
                {t('checks.detail.notMapped')}
              </Badge>
              {line.itemId !== null ? <MapLink branch={check.branch} itemId={line.itemId} /> : null}
            </>
          ) : (
            <>
              <span className="mono cb-lines__code" title={t('checks.detail.codeTitle')}>
                {code}
              </span>
              {mappedSince ? <span className="subtle">{t('checks.detail.mappedSince')}</span> : null}
            </>
          )}
        </div>
      </td>
      <td className="num">
        {/* A unit price is a price: on a return the quantity and the total carry the minus. */}
        <Money value={Math.abs(line.unitPrice)} />
      </td>
      <td className="num">
        <Money value={signedValue(check, line.total)} />
      </td>
    </tr>
  );
  return [row, ...line.condiments.flatMap((c, i) => lineRows(check, c, `${key}.${i}`, depth + 1, current))];
}

function MapLink({ branch, itemId }: { branch: string; itemId: number }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="cb-lines__map"
      icon="arrowRight"
      onClick={() => useNavigation.getState().navigate('items', { branch, focusItemId: itemId })}
      data-testid="map-item"
    >
      {t('checks.detail.mapItem')}
    </Button>
  );
}

/** The fields we do not model, from the check and from each of its lines, discounts and payments. */
function extrasOf(check: Check): Record<string, unknown> {
  const out: Record<string, unknown> = { ...check.extra };
  const lineExtras: Record<string, unknown> = {};
  const walk = (lines: readonly CheckLine[], prefix: string) => {
    lines.forEach((l, i) => {
      const label = `${prefix}${i + 1}. ${l.name || l.itemNo}`;
      if (hasFields(l.extra)) lineExtras[label] = l.extra;
      walk(l.condiments, `${prefix}${i + 1}.`);
    });
  };
  walk(check.lines, '');
  if (hasFields(lineExtras)) out[t('checks.detail.otherLines')] = lineExtras;
  const discountExtras = check.discounts.filter((d) => hasFields(d.extra)).map((d) => d.extra);
  if (discountExtras.length > 0) out[t('checks.detail.discounts')] = discountExtras;
  const paymentExtras = check.payments.filter((p) => hasFields(p.extra)).map((p) => p.extra);
  if (paymentExtras.length > 0) out[t('checks.detail.payments')] = paymentExtras;
  return out;
}
