import type { MouseEvent } from 'react';

/** Where the cursor goes after a commit in the editor. */
export type Move = 'down' | 'up' | 'next' | 'prev' | 'stay';

/**
 * Callbacks every row shares. The grid creates them once (they read the store when called), so a
 * row re-renders only when its own data changes.
 */
export type RowHandlers = {
  onCellMouseDown(itemId: number, col: number, e: MouseEvent): void;
  onCellDoubleClick(itemId: number, col: number): void;
  onCommit(itemId: number, value: string, move: Move, toSelection: boolean): void;
  onCancelEdit(): void;
  /** A multi-line paste inside the editor is a column paste from this row. */
  onPasteColumn(text: string): void;
};
