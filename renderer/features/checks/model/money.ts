/**
 * Money as a Turkish back office reads it: Turkish lira with tr-TR grouping (₺1.234,56), whatever
 * the UI language. Cells that show money use the `money` class: right-aligned tabular figures.
 */
const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const liraWhole = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  maximumFractionDigits: 0,
});
// Quantities are counts, written like every other count of the interface (the user's locale).
const quantity = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });
// Shares read as the rest of the interface does (the user's locale): "59.5%", not "%59,5".
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export function formatMoney(value: number): string {
  // -0 would print as "-₺0,00".
  return lira.format(value === 0 ? 0 : value);
}

/** Whole lira, for chart axes and big headline figures. */
export function formatMoneyWhole(value: number): string {
  return liraWhole.format(value === 0 ? 0 : value);
}

export function formatQuantity(value: number): string {
  return quantity.format(value === 0 ? 0 : value);
}

export function formatPercent(ratio: number): string {
  return percent.format(Number.isFinite(ratio) ? ratio : 0);
}
