import { type ReactNode, useEffect, useState } from 'react';
import { TextField } from '../../components';
import { t } from '../../i18n/i18n';

/**
 * A number setting typed as text: saved when the field is left or Enter is pressed, only if it is
 * within bounds; otherwise the reason shows under the field and nothing is saved.
 */
export function NumberSetting({
  label,
  hint,
  value,
  min,
  max,
  step = 1,
  suffix,
  onCommit,
  testId,
}: {
  label: string;
  hint: ReactNode;
  value: number;
  min: number;
  max: number;
  step?: number;
  suffix?: string;
  onCommit: (value: number) => Promise<boolean>;
  testId?: string;
}) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => setText(String(value)), [value]);

  const commit = async () => {
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
      setError(t('settings.wholeNumber', { min, max }));
      return;
    }
    setError(null);
    if (n === value) return;
    if (await onCommit(n)) {
      setSaved(true);
      setTimeout(() => setSaved(false), 2000);
    }
  };

  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={step}
      suffix={suffix}
      value={text}
      onChange={(v) => {
        setText(v);
        setError(null);
      }}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void commit();
      }}
      error={error ?? undefined}
      hint={hint}
      status={saved ? <span className="saved-note">{t('settings.saved')}</span> : undefined}
      data-testid={testId}
    />
  );
}
