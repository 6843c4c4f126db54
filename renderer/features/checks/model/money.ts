import { formatMoney, intl } from '../../../components/format';

export { formatPercent } from '../../../components/format';
/**
 * Money in the app's locale (components/format.ts). Cells that show money use the `money` class:
 * right-aligned tabular figures.
 */
export { formatMoney };

/** Whole lira, for chart axes and big headline figures. */
export function formatMoneyWhole(value: number): string {
  return formatMoney(value, 0);
}

export function formatQuantity(value: number): string {
  return intl().formatNumber(value === 0 ? 0 : value, { maximumFractionDigits: 3 });
}
