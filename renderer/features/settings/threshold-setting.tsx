import { useEffect, useRef, useState } from 'react';
import { formatPercent } from '../../components';
import { t } from '../../i18n/i18n';

/**
 * The suggestion threshold as a slider. Dragging updates the label at once; the value is saved
 * once the slider rests, not on every pixel.
 */
export function ThresholdSetting({ value, onCommit }: { value: number; onCommit: (v: number) => void }) {
  const [pct, setPct] = useState(Math.round(value * 100));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setPct(Math.round(value * 100)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: number) => {
    setPct(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next / 100), 350);
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor="settings-threshold">
        {t('settings.threshold.label')}
      </label>
      <div className="range-row">
        <input
          id="settings-threshold"
          className="range"
          type="range"
          min={50}
          max={100}
          step={1}
          value={pct}
          onChange={(e) => change(Number(e.target.value))}
          data-testid="settings-threshold"
        />
        <output htmlFor="settings-threshold" className="range-row__value">
          {formatPercent(pct / 100, 0)}
        </output>
      </div>
      <span className="field__hint">{t('settings.threshold.hint')}</span>
    </div>
  );
}
