import { useState } from 'react';
import { checkIntegrationCode } from '../../../../shared/integration-code';
import { Button, formatNumber, showError, showToast } from '../../../components';
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
  const disabled = readOnly || n === 0;

  const setAll = () => {
    const trimmed = code.trim();
    if (!trimmed) return;
    const changed = applyCodes(
      ids().map((itemId) => ({ itemId, code: trimmed })),
      `Set ${trimmed} on ${n} rows`,
    );
    showToast({ kind: 'success', message: `Set ${trimmed} on ${formatNumber(changed)} items.` });
    setCode('');
  };
  const ignore = async (value: boolean) => {
    const list = ids();
    const err = await setIgnored(list, value);
    if (err) {
      showError(err);
      return;
    }
    const what = `${formatNumber(list.length)} item${list.length === 1 ? '' : 's'}`;
    showToast({
      kind: 'success',
      message: value ? `Ignored ${what}: they no longer count as unmapped.` : `${what} count again.`,
      action: { label: 'Undo', run: () => void setIgnored(list, !value) },
    });
  };

  return (
    <div className="items-selection" data-testid="selection-bar">
      <span className="items-selection__count">
        {n === 0 ? 'No rows selected' : `${formatNumber(n)} selected`}
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
          placeholder="Code for selected"
          aria-label="Code for the selected rows"
          value={code}
          disabled={disabled}
          onChange={(e) => setCode(e.target.value)}
          title={check.ok ? undefined : check.reason}
          data-testid="bulk-code"
        />
        <Button size="sm" type="submit" disabled={disabled || code.trim() === ''} data-testid="bulk-set">
          Set for {n > 1 ? `all ${formatNumber(n)}` : 'selected'}
        </Button>
      </form>
      <Button size="sm" variant="ghost" icon="trash" disabled={disabled} onClick={() => clearCodes(ids())}>
        Clear code
      </Button>
      <Button size="sm" variant="ghost" icon="undo" disabled={disabled} onClick={() => revertToLive(ids())}>
        Back to live code
      </Button>
      {ignoredCount === n && n > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={() => ignore(false)}
          data-testid="unignore"
        >
          Stop ignoring
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
          Ignore
        </Button>
      )}
      {!check.ok && code ? <span className="items-selection__error">{check.reason}</span> : null}
    </div>
  );
}
