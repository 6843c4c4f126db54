import { useCallback, useMemo, useRef, useState } from 'react';
import type { BranchSummary } from '../../../../shared/domain/branch';
import { foldForSearch, queryMatcher } from '../../../../shared/search-text';
import { Button, Icon, SearchField } from '../../../components';
import { t } from '../../../i18n/i18n';
import { useDismiss } from './use-dismiss';

/**
 * One branch, or several for a chain total. A click on a name shows that branch alone (the common
 * case); the boxes add branches to a chain total.
 */
export function BranchPicker({
  branches,
  value,
  onChange,
}: {
  branches: readonly BranchSummary[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close, trigger);

  const sorted = useMemo(() => [...branches].sort((a, b) => a.name.localeCompare(b.name, 'tr')), [branches]);
  const shown = useMemo(() => {
    const match = queryMatcher(query);
    return sorted.filter((b) => match(foldForSearch(`${b.name} ${b.code}`)));
  }, [sorted, query]);
  const chosen = new Set(value);

  const first = branches.find((b) => b.code === value[0]);
  const label =
    value.length === 0
      ? t('checks.picker.choose')
      : value.length === 1
        ? (first?.name ?? value[0])
        : value.length === branches.length
          ? t('checks.picker.allCount', { count: branches.length })
          : t('checks.picker.count', { count: value.length });

  const toggle = (code: string) => {
    const next = chosen.has(code) ? value.filter((c) => c !== code) : [...value, code];
    onChange(next);
  };

  return (
    <div className="cb-picker" ref={ref}>
      <button
        ref={trigger}
        type="button"
        className="select cb-picker__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="checks-branch-picker"
        title={
          value.length > 1
            ? value.map((c) => branches.find((b) => b.code === c)?.name ?? c).join(', ')
            : undefined
        }
      >
        <Icon name="store" size="sm" />
        <span className="truncate">{label}</span>
        {value.length === 1 && first ? <span className="cb-picker__code">{first.code}</span> : null}
      </button>
      {open ? (
        <div
          className="cb-popover stack stack--tight cb-picker__panel"
          role="dialog"
          aria-label={t('checks.picker.label')}
          data-testid="checks-branch-panel"
        >
          <SearchField label={t('checks.picker.find')} value={query} onChange={setQuery} autoFocus />
          <p className="cb-picker__hint">{t('checks.picker.hint')}</p>
          <ul className="cb-picker__list">
            {shown.map((b) => (
              <li key={b.code} className="row cb-picker__row">
                <input
                  type="checkbox"
                  checked={chosen.has(b.code)}
                  onChange={() => toggle(b.code)}
                  aria-label={t('checks.picker.include', { name: b.name })}
                  data-testid={`checks-branch-check-${b.code}`}
                />
                <button
                  type="button"
                  className="cb-picker__name"
                  onClick={() => {
                    onChange([b.code]);
                    setOpen(false);
                    trigger.current?.focus();
                  }}
                  data-testid={`checks-branch-only-${b.code}`}
                >
                  <span className="truncate">{b.name}</span>
                  <span className="cb-picker__code">{b.code}</span>
                </button>
              </li>
            ))}
            {shown.length === 0 ? <li className="cb-picker__none">{t('checks.picker.none')}</li> : null}
          </ul>
          <div className="cb-picker__footer">
            <Button size="sm" variant="ghost" onClick={() => onChange(sorted.map((b) => b.code))}>
              {t('checks.picker.all')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onChange([])} disabled={value.length === 0}>
              {t('common.clear')}
            </Button>
            <span className="spacer" />
            <Button
              size="sm"
              variant="primary"
              onClick={() => setOpen(false)}
              data-testid="checks-branch-done"
            >
              {t('common.done')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
