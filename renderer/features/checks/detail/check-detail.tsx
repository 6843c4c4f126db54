import type { ReactNode } from 'react';
import { checkReconciles, reconcileProblem, signedValue } from '../../../../shared/check-summary';
import type { Check, CheckLine, CheckPayment } from '../../../../shared/domain/check';
import { useNavigation } from '../../../app/navigation';
import { Badge, Button, cx, Icon, IconButton } from '../../../components';
import { KindCell, Money, mismatchText, StateCell } from '../grid/cells';
import { formatDay } from '../model/dates';
import { formatQuantity } from '../model/money';
import { useChecks } from '../store/checks-store';
import { hasFields, ValueTree } from './value-tree';

/** Everything about one check: its lines, discounts, payments, fiscal/invoice/address and the rest. */
export function CheckDetail({ check, branchName }: { check: Check; branchName: (code: string) => string }) {
  const sign = (v: number) => signedValue(check, v);
  const ok = checkReconciles(check);
  const problem = reconcileProblem(check);
  const extras = extrasOf(check);
  const current = useChecks((s) => s.codes[check.branch]);
  return (
    <aside className="cb-detail" aria-label={`Check ${check.checkNumber}`} data-testid="check-detail">
      <header className="cb-detail__header">
        <div className="cb-detail__title">
          <h2>Check {check.checkNumber}</h2>
          <KindCell check={check} />
          <StateCell check={check} />
        </div>
        <IconButton
          icon="close"
          label="Close (Esc)"
          size="sm"
          onClick={() => useChecks.getState().closeDetail()}
        />
      </header>
      <div className="cb-detail__body">
        <dl className="facts cb-detail__facts">
          <dt>Branch</dt>
          <dd>
            {branchName(check.branch)} <span className="subtle mono">{check.branch}</span>
          </dd>
          <dt>Business date</dt>
          <dd>{formatDay(check.businessDate, true)}</dd>
          <Fact label="Outlet" value={check.outletInfo} />
          <Fact label="Table" value={check.tableNo} />
          <Fact label="Order type" value={check.orderType} />
          <Fact label="Account info" value={check.info} />
          <Fact label="Receipt no." value={check.officialReceiptNumber} mono />
          <dt>Check ID</dt>
          <dd className="mono">{check.id}</dd>
        </dl>

        <section className="cb-detail__section" data-testid="check-lines">
          <h3>
            Items <span className="subtle">({countLines(check.lines)})</span>
          </h3>
          {check.lines.length === 0 ? (
            <p className="subtle">
              No item lines{check.kind !== 'sale' ? ` (a ${check.kind} check has none)` : ''}.
            </p>
          ) : (
            <table className="cb-lines">
              <thead>
                <tr>
                  <th className="num">Qty</th>
                  <th>Item</th>
                  <th className="num">Price</th>
                  <th className="num">Total</th>
                </tr>
              </thead>
              <tbody>{check.lines.flatMap((line, i) => lineRows(check, line, `${i}`, 0, current))}</tbody>
            </table>
          )}
        </section>

        {check.discounts.length > 0 ? (
          <section className="cb-detail__section" data-testid="check-discounts">
            <h3>Discounts</h3>
            <table className="cb-lines">
              <tbody>
                {check.discounts.map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: discounts have no id; their order is fixed.
                  <tr key={i}>
                    <td>
                      <Badge variant={d.type === 'TaxDiscount' ? 'info' : 'outline'} icon={null}>
                        {d.type === 'TaxDiscount' ? 'Tax discount' : 'Discount'}
                      </Badge>
                    </td>
                    <td className="cb-lines__name">{d.name || <span className="subtle">unnamed</span>}</td>
                    <td className="num">
                      <Money value={-Math.abs(sign(d.amount))} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}

        <section className="cb-detail__section" data-testid="check-payments">
          <h3>Payments</h3>
          {check.payments.length === 0 ? (
            <p className="subtle">
              {check.state === 'Open' ? 'Not paid yet: the check is open.' : 'No payments.'}
            </p>
          ) : (
            <table className="cb-lines">
              <tbody>
                {check.payments.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id; their order is fixed.
                  <tr key={i}>
                    <td className="cb-lines__name">
                      {p.paymentType}
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

        <section className="cb-detail__section cb-detail__totals" data-testid="check-totals">
          <dl className="cb-totals">
            <dt>Items</dt>
            <dd>
              <Money value={sign(check.totals.items)} />
            </dd>
            <dt>Discounts</dt>
            <dd>
              <Money value={-Math.abs(sign(check.totals.discounts))} />
            </dd>
            <dt className="cb-totals__sum">Payments</dt>
            <dd className="cb-totals__sum">
              <Money value={sign(check.totals.payments)} strong />
            </dd>
          </dl>
          {problem !== null ? (
            <p className="cb-detail__mismatch" data-testid="check-unreconcilable">
              {problem[0]?.toUpperCase()}
              {problem.slice(1)}.
            </p>
          ) : check.kind === 'sale' && check.state === 'Closed' ? (
            ok ? (
              <p className="cb-detail__ok">Payments match items minus discounts.</p>
            ) : (
              <p className="cb-detail__mismatch" data-testid="check-mismatch">
                {mismatchText(check)}
              </p>
            )
          ) : null}
        </section>

        {(check.unreadable ?? []).length > 0 ? (
          <section className="cb-detail__section" data-testid="check-unreadable-parts">
            <h3>Could not be read</h3>
            <p className="subtle">Not in the totals above; kept as the service sent them.</p>
            <ol>
              {(check.unreadable ?? []).map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the records have no id of their own
                <li key={i}>
                  A {r.what}: {r.reason}
                  <pre className="cb-unreadable__raw">{r.raw}</pre>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {check.kind === 'unknown' ? (
          <p className="subtle" data-testid="check-kind-unknown">
            The service did not say what kind of check this is (sale, collection or expense), so it is counted
            apart and not added to sales. A field override in the connection's Advanced settings can name the
            field that tells.
          </p>
        ) : null}

        <ObjectSection title="Fiscal" value={check.fiscal} testId="check-fiscal" />
        <ObjectSection title="Invoice" value={check.invoice} testId="check-invoice" />
        <ObjectSection title="Address" value={check.address} testId="check-address" />

        {hasFields(extras) ? (
          <section className="cb-detail__section" data-testid="check-extra">
            <details className="cb-detail__extra">
              <summary>
                <Icon name="chevronRight" size="sm" />
                <h3>Other fields from the service</h3>
              </summary>
              <p className="subtle cb-detail__extra-hint">
                Sent by the POS with this check; this app does not use them.
              </p>
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

function ObjectSection({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  if (value === null || value === undefined || !hasFields(value)) return null;
  return (
    <section className="cb-detail__section" data-testid={testId}>
      <h3>{title}</h3>
      <ValueTree value={value} />
    </section>
  );
}

/** The payment's own name and card brand when the service sends them (e.g. "Kredi Kartı · Visa"). */
function paymentNote(p: CheckPayment): string {
  const parts = [p.extra.PaymentName, p.extra.CardBrand].filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '' && v !== p.paymentType,
  );
  return parts.join(' · ');
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
            <span className="cb-lines__plus" aria-hidden>
              +
            </span>
          ) : null}
          <span className="cb-lines__label">{line.name || <span className="subtle">unnamed</span>}</span>
        </div>
        <div className="cb-lines__meta" style={{ paddingLeft: depth * 16 + (depth > 0 ? 14 : 0) }}>
          <span className="mono" title="ItemNo">
            {line.itemNo || '—'}
          </span>
          {unmapped ? (
            <>
              <Badge variant="warning" icon={null} testId="unmapped-badge">
                Not mapped
              </Badge>
              {line.itemId !== null ? <MapLink branch={check.branch} itemId={line.itemId} /> : null}
            </>
          ) : (
            <>
              <span className="mono cb-lines__code" title="IntegrationCode">
                {code}
              </span>
              {mappedSince ? <span className="subtle">mapped since this check</span> : null}
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
      Map this item
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
  if (hasFields(lineExtras)) out['Item lines'] = lineExtras;
  const discountExtras = check.discounts.filter((d) => hasFields(d.extra)).map((d) => d.extra);
  if (discountExtras.length > 0) out.Discounts = discountExtras;
  const paymentExtras = check.payments.filter((p) => hasFields(p.extra)).map((p) => p.extra);
  if (paymentExtras.length > 0) out.Payments = paymentExtras;
  return out;
}
