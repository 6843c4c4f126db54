import { type KeyboardEvent, useRef } from 'react';
import type { SelectOption } from './select';

/**
 * A tab list (WAI-ARIA tabs: arrows move between tabs, the selected one is the tab stop). The panel
 * is the caller's: give it id `${idPrefix}-panel` and aria-labelledby `${idPrefix}-tab-${value}`.
 */
export function Tabs<V extends string>({
  label,
  value,
  options,
  onChange,
  idPrefix,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  idPrefix: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const i = options.findIndex((o) => o.value === value);
    const next = options[(i + delta + options.length) % options.length];
    if (!next) return;
    onChange(next.value);
    ref.current?.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div ref={ref} className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${o.value}`}
          aria-selected={o.value === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={o.value === value ? 0 : -1}
          className="tabs__tab"
          data-value={o.value}
          data-testid={`${idPrefix}-tab-${o.value}`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
