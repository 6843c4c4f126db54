import { useMemo, useState } from 'react';
import type { BranchSummary } from '../../../shared/domain/branch';
import { foldForSearch, queryMatcher } from '../../../shared/search-text';
import { Button, Checkbox, SearchField } from '../../components';
import { t } from '../../i18n/i18n';

/** Choose the target branches: search, tick, all/none. */
export function TargetPicker({
  branches,
  picked,
  onChange,
}: {
  branches: readonly BranchSummary[];
  picked: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
}) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => {
    const match = queryMatcher(query);
    return branches.filter((b) => match(foldForSearch(`${b.name} ${b.code} ${b.address}`)));
  }, [branches, query]);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(code);
    else next.delete(code);
    onChange(next);
  };
  return (
    <div className="stack copy-targets">
      <div className="row">
        <SearchField label={t('copy.picker.search')} value={query} onChange={setQuery} />
        <Button size="sm" onClick={() => onChange(new Set([...picked, ...visible.map((b) => b.code)]))}>
          {t('copy.picker.selectAll')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChange(new Set())}>
          {t('copy.picker.none')}
        </Button>
      </div>
      <ul className="copy-target-list">
        {visible.map((b) => (
          <li key={b.code}>
            <Checkbox
              checked={picked.has(b.code)}
              onChange={(on) => toggle(b.code, on)}
              data-testid={`copy-target-${b.code}`}
              label={
                <>
                  {b.name} <span className="subtle mono">{b.code}</span>
                  {b.draftEdits > 0 ? <span className="subtle"> · {t('copy.picker.hasDraft')}</span> : null}
                </>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
