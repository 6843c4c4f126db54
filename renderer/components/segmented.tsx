import { type KeyboardEvent, useRef } from 'react';
import type { SelectOption } from './select';

/**
 * A small set of mutually exclusive options shown side by side (a radiogroup: arrow keys move and
 * select, as the platform does for radio buttons).
 */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const delta =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? -1
          : 0;
    if (!delta) return;
    e.preventDefault();
    const i = options.findIndex((o) => o.value === value);
    const next = options[(i + delta + options.length) % options.length];
    if (!next) return;
    onChange(next.value);
    ref.current?.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div
      ref={ref}
      className="segmented"
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {options.map((o) => (
        // Buttons with the radio role (not native radios) so the group looks and sizes like one
        // control; the keyboard model (arrows move and select, one tab stop) is the radiogroup's.
        // biome-ignore lint/a11y/useSemanticElements: see above.
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          tabIndex={o.value === value ? 0 : -1}
          className="segmented__option"
          data-value={o.value}
          disabled={o.disabled}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
