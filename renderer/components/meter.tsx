import { cx } from './cx';
import { formatPercent } from './format';

/** An inline percentage bar for table cells (e.g. mapped %): green when done, amber, then red. */
export function Meter({ ratio, label }: { ratio: number | null; label?: string }) {
  if (ratio === null) return <span className="subtle">—</span>;
  const pct = Math.round(ratio * 1000) / 10;
  // Whole at the ends ("100%", "0%"), one decimal between: "66.2%" in English, "%66,2" in Turkish.
  const shown = formatPercent(pct / 100, pct === 100 || pct === 0 ? 0 : 1);
  const band = ratio >= 0.999 ? 'full' : ratio >= 0.8 ? 'high' : ratio >= 0.5 ? 'mid' : 'low';
  return (
    <span className={cx('meter', `meter--${band}`)} title={label}>
      <span className="meter__track">
        <span className="meter__fill" style={{ width: `${Math.min(100, pct)}%` }} />
      </span>
      <span className="meter__value">{shown}</span>
    </span>
  );
}
