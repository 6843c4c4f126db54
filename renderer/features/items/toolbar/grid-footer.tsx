import { formatNumber, formatTime, IconButton, Spinner } from '../../../components';
import { redo, undo } from '../../../workspace/edit-actions';
import { useWorkspace } from '../../../workspace/workspace-store';

/** Under the grid: what is shown, whether the draft is saved, undo/redo and the keys that matter. */
export function GridFooter({ shown }: { shown: number }) {
  const total = useWorkspace((s) => s.loaded?.items.length ?? 0);
  const kept = useWorkspace((s) => (s.filter !== 'all' || s.query !== '' ? s.keepVisible.size : 0));
  const notice = useWorkspace((s) => s.notice);
  const readOnly = useWorkspace((s) => s.readOnly);
  const pending = useWorkspace((s) => s.pendingSaves);
  const saveError = useWorkspace((s) => s.saveError);
  const lastSavedAt = useWorkspace((s) => s.lastSavedAt);
  const drafted = useWorkspace((s) => s.draft.size);
  const canUndo = useWorkspace((s) => s.history.undo.length > 0 && !s.readOnly);
  const canRedo = useWorkspace((s) => s.history.redo.length > 0 && !s.readOnly);
  const undoLabel = useWorkspace((s) => s.history.undo.at(-1)?.label);
  const redoLabel = useWorkspace((s) => s.history.redo.at(-1)?.label);

  return (
    <div className="items-footer" data-testid="items-footer">
      <span data-testid="shown-count">
        Showing {formatNumber(shown)} of {formatNumber(total)}
        {kept > 0 ? (
          <span className="subtle" title="Rows you edited stay on screen until the filter or search changes">
            {' '}
            (+{formatNumber(kept)} edited)
          </span>
        ) : null}
      </span>
      <span className="items-footer__notice" aria-live="polite">
        {notice}
      </span>
      <span className="spacer" />
      <span className="items-footer__keys subtle" hidden={readOnly}>
        <kbd>F2</kbd> edit · <kbd>Enter</kbd> next · <kbd>Del</kbd> clear · <kbd>Ctrl</kbd>+<kbd>D</kbd> fill
        down · <kbd>Ctrl</kbd>+<kbd>C</kbd>/<kbd>V</kbd> copy/paste column
      </span>
      <IconButton
        icon="undo"
        size="sm"
        label={undoLabel ? `Undo: ${undoLabel} (Ctrl+Z)` : 'Undo (Ctrl+Z)'}
        disabled={!canUndo}
        onClick={() => undo()}
      />
      <IconButton
        icon="undo"
        className="icon-btn--mirror"
        size="sm"
        label={redoLabel ? `Redo: ${redoLabel} (Ctrl+Y)` : 'Redo (Ctrl+Y)'}
        disabled={!canRedo}
        onClick={() => redo()}
      />
      <span className="items-footer__save" data-testid="save-state" data-pending={pending > 0 || undefined}>
        {pending > 0 ? (
          <>
            <Spinner label="Saving" /> Saving draft…
          </>
        ) : saveError ? (
          <span className="items-footer__save-error" title={saveError.detail}>
            Not saved: {saveError.message}
          </span>
        ) : drafted > 0 ? (
          `Draft saved${lastSavedAt ? ` ${formatTime(lastSavedAt)}` : ''} · ${formatNumber(drafted)} edit${drafted === 1 ? '' : 's'}`
        ) : (
          'No unsent edits'
        )}
      </span>
    </div>
  );
}
