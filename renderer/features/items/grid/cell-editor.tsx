import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { hasLowercaseLetters, uppercaseIntegrationCode } from '../../../../shared/integration-code';
import { t } from '../../../i18n/i18n';
import { codeProblemText } from '../../../workspace/code-rule-text';
import type { Move, RowHandlers } from './row-handlers';

/**
 * The in-place editor of a code cell. Its text lives here, so typing re-renders this input only.
 * Enter/Tab commit and move, Esc cancels, Ctrl+Enter sets the code on every selected row; leaving
 * the cell (click elsewhere) commits, as spreadsheets do.
 */
export function CellEditor({
  itemId,
  initial,
  handlers,
}: {
  itemId: number;
  initial: string;
  handlers: RowHandlers;
}) {
  const [value, setValue] = useState(initial);
  const done = useRef(false);
  const ref = useRef<HTMLInputElement>(null);

  // Layout effect: the focus must move before the next keystroke of a fast typist arrives.
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, []);

  const finish = (move: Move, toSelection = false) => {
    if (done.current) return;
    done.current = true;
    handlers.onCommit(itemId, value, move, toSelection);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys handled here must not also reach the grid's own navigation.
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      if (e.ctrlKey || e.metaKey) finish('stay', true);
      else finish(e.shiftKey ? 'up' : 'down');
    } else if (e.key === 'Tab') {
      e.preventDefault();
      finish(e.shiftKey ? 'prev' : 'next');
    } else if (e.key === 'F3' && e.shiftKey) {
      // Word's "change case" key: the one step that turns ym12 into YM12.
      e.preventDefault();
      setValue(uppercaseIntegrationCode(value));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      done.current = true;
      handlers.onCancelEdit();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !e.shiftKey) {
      // Like a spreadsheet cell entered by typing: up/down commit and move.
      e.preventDefault();
      finish(e.key === 'ArrowDown' ? 'down' : 'up');
    }
  };

  const problem = codeProblemText(value);
  const lowercase = problem === null && hasLowercaseLetters(value);
  return (
    <div className="ig-editor">
      <input
        ref={ref}
        className={problem === null ? 'ig-editor__input' : 'ig-editor__input ig-editor__input--invalid'}
        value={value}
        spellCheck={false}
        autoComplete="off"
        aria-label={t('items.code.editorLabel')}
        aria-invalid={problem !== null || undefined}
        data-testid="code-editor"
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish('stay')}
        onPaste={(e) => {
          const text = e.clipboardData.getData('text/plain');
          // Several cells (rows, or columns side by side) are a paste for the grid, not this cell's text.
          if (!/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return;
          e.preventDefault();
          done.current = true;
          handlers.onPasteColumn(text);
        }}
      />
      {lowercase ? (
        <div className="ig-editor__hint" role="status" data-testid="code-lowercase-hint">
          {t('items.code.lowercaseHint')}{' '}
          <button
            type="button"
            className="ig-editor__fix"
            // Pressed without taking the focus: a blur would commit the lowercase code first.
            onMouseDown={(e) => {
              e.preventDefault();
              setValue(uppercaseIntegrationCode(value));
            }}
            data-testid="code-uppercase"
          >
            {t('items.code.makeUppercase', { code: uppercaseIntegrationCode(value) })}
          </button>
        </div>
      ) : null}
      {problem === null ? null : (
        <div className="ig-editor__error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
