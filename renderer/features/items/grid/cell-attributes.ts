import type { MouseEvent } from 'react';

/** What every cell of a grid row carries, whatever it shows: its role and place, the cursor, its width, the mouse. */
export type CellAttributes = {
  role: 'gridcell';
  'aria-colindex': number;
  'aria-selected': true | undefined;
  id: string | undefined;
  className: string;
  style: { width: number | undefined; flexGrow: number };
  onMouseDown: (e: MouseEvent) => void;
  onDoubleClick: () => void;
  'data-testid'?: string;
};
