/**
 * Numbers as an older .NET service's database layer formats them into text. Both forms always
 * carry two decimals, so neither is ever a bare "1.234" that could be read both ways.
 */

function parts(cents: number): { sign: string; whole: string; fraction: string } {
  const abs = Math.abs(Math.round(cents));
  return {
    sign: cents < 0 ? '-' : '',
    whole: String(Math.floor(abs / 100)),
    fraction: String(abs % 100).padStart(2, '0'),
  };
}

/** decimal.ToString("0.00", CultureInfo.InvariantCulture): `1234.50`, `-12.00`. */
export function invariantMoney(cents: number): string {
  const { sign, whole, fraction } = parts(cents);
  return `${sign}${whole}.${fraction}`;
}

/** decimal.ToString("N2", new CultureInfo("tr-TR")): `1.234,50`, `-12,00`, `1.000.000,00`. */
export function turkishMoney(cents: number): string {
  const { sign, whole, fraction } = parts(cents);
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
}

/** A quantity kept as decimal(18,2) and written invariant: `1.00`, `-2.00`. */
export function invariantQuantity(n: number): string {
  return invariantMoney(Math.round(n * 100));
}
