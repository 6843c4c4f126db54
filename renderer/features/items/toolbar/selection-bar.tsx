import { useState } from 'react';
import { checkIntegrationCode } from '../../../../shared/integration-code';
import { Button, showError, showToast } from '../../../components';
import { t } from '../../../i18n/i18n';
import { codeProblemText } from '../../../workspace/code-rule-text';
import { applyCodes, clearCodes, revertToLive } from '../../../workspace/edit-actions';
import { setIgnored } from '../../../workspace/ignore-actions';
import { useWorkspace } from '../../../workspace/workspace-store';

/** Actions on the selected rows: one code for all, clear, back to live, ignore / stop ignoring. */
export function SelectionBar() {
  const selected = useWorkspace((s) => s.selected);
  const ignored = useWorkspace((s) => s.ignored);
  const readOnly = useWorkspace((s) => s.readOnly);
  const [code, setCode] = useState('');
  const n = selected.size;
  const ids = () => [...useWorkspace.getState().selected];
  let ignoredCount = 0;
  for (const id of selected) if (ignored.has(id)) ignoredCount++;
  const check = checkIntegrationCode(code);
  const problem = check.ok ? null : codeProblemText(code);
  const disabled = readOnly || n === 0;

  const setAll = () => {
    const trimmed = code.trim();
    if (!trimmed) return;
    const changed = applyCodes(
      ids().map((itemId) => ({ itemId, code: trimmed })),
      { id: 'items.selection.setUndoLabel', values: { code: trimmed, count: n } },
    );
    showToast({ kind: 'success', message: t('items.selection.setDone', { code: trimmed, count: changed }) });
    setCode('');
  };
  const ignore = async (value: boolean) => {
    const list = ids();
    const err = await setIgnored(list, value);
    if (err) {
      showError(err);
      return;
    }
    const count = list.length;
    showToast({
      kind: 'success',
      message: t(value ? 'items.selection.ignored' : 'items.selection.unignored', { count }),
      action: { label: t('items.selection.undo'), run: () => void setIgnored(list, !value) },
    });
  };

  return (
    <div className="items-selection" data-testid="selection-bar">
      <span className="items-selection__count">
        {n === 0 ? t('items.selection.none') : t('items.selection.count', { count: n })}
      </span>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          setAll();
        }}
      >
        <input
          className={
            check.ok
              ? 'input input--mono items-selection__code'
              : 'input input--mono items-selection__code input--invalid'
          }
          placeholder={t('items.selection.codePlaceholder')}
          aria-label={t('items.selection.codeLabel')}
          value={code}
          disabled={disabled}
          onChange={(e) => setCode(e.target.value)}
          title={problem ?? undefined}
          data-testid="bulk-code"
        />
        <Button size="sm" type="submit" disabled={disabled || code.trim() === ''} data-testid="bulk-set">
          {t('items.selection.setFor', { count: n })}
        </Button>
      </form>
      <Button size="sm" variant="ghost" icon="trash" disabled={disabled} onClick={() => clearCodes(ids())}>
        {t('items.selection.clear')}
      </Button>
      <Button size="sm" variant="ghost" icon="undo" disabled={disabled} onClick={() => revertToLive(ids())}>
        {t('items.selection.revert')}
      </Button>
      {ignoredCount === n && n > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={() => ignore(false)}
          data-testid="unignore"
        >
          {t('items.selection.unignore')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          icon="eye"
          disabled={disabled}
          onClick={() => ignore(true)}
          data-testid="ignore"
        >
          {t('items.selection.ignore')}
        </Button>
      )}
      {problem && code ? <span className="items-selection__error">{problem}</span> : null}
    </div>
  );
}
