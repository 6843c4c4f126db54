import { useEffect, useRef } from 'react';
import { SearchField } from '../../../components';
import { t } from '../../../i18n/i18n';
import { setQuery, useWorkspace } from '../../../workspace/workspace-store';

/** Quick search over name, ItemNo and code; Ctrl+F puts the cursor here from anywhere in the page. */
export function SearchBox() {
  const query = useWorkspace((s) => s.query);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'f') {
        e.preventDefault();
        ref.current?.focus();
        ref.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <SearchField
      ref={ref}
      className="items-search"
      label={t('items.search.label')}
      value={query}
      onChange={setQuery}
      data-testid="items-search"
      onKeyDown={(e) => {
        // Down or Enter goes to the grid, so search-then-edit needs no mouse.
        if (e.key === 'ArrowDown' || e.key === 'Enter') {
          e.preventDefault();
          document.querySelector<HTMLElement>('[data-testid="item-grid"]')?.focus();
        }
      }}
    />
  );
}
