/// <reference lib="dom" />
import { AllCommunityModule, type ColDef, createGrid, ModuleRegistry } from 'ag-grid-community';

/**
 * The baseline of row 2: AG Grid Community on the same rows, with its quick filter (and its cache,
 * the option AG Grid recommends for quick filtering big data). Bundled by esbuild into a temp folder
 * and served on 127.0.0.1 by the bench; never part of the app.
 *
 * Marks for the bench: window.__agFirstRows (ms from the data request to the first rows painted);
 * #wrap[data-rows] follows the displayed row count, like the app grid's data-rows.
 */
ModuleRegistry.registerModules([AllCommunityModule]);

type SimItem = { ItemId: number; ItemNo: string; Name: string; IntegrationCode: string };
type Row = { itemId: number; itemNo: string; name: string; code: string; status: string };

const bench = window as unknown as { __agFirstRows?: number; __agReady?: boolean };
const wrap = document.getElementById('wrap') as HTMLElement;
const gridEl = document.getElementById('grid') as HTMLElement;
const input = document.getElementById('search') as HTMLInputElement;

const t0 = performance.now();
const items = (await (await fetch('./items.json')).json()) as SimItem[];
const rows: Row[] = items.map((it) => ({
  itemId: it.ItemId,
  itemNo: it.ItemNo,
  name: it.Name,
  code: it.IntegrationCode,
  status: it.IntegrationCode === '' ? 'Unmapped' : 'Mapped',
}));

// The app searches name, ItemNo, code and ItemId: the status words stay out of the quick filter here too.
const columnDefs: ColDef<Row>[] = [
  { field: 'itemId', headerName: 'ItemId', width: 100 },
  { field: 'itemNo', headerName: 'ItemNo', width: 120 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'code', headerName: 'IntegrationCode', width: 180 },
  { field: 'status', headerName: 'Status', width: 120, getQuickFilterText: () => '' },
];

const observer = new MutationObserver(() => {
  if (bench.__agFirstRows !== undefined || !gridEl.querySelector('.ag-row')) return;
  observer.disconnect();
  requestAnimationFrame(() =>
    setTimeout(() => {
      bench.__agFirstRows = performance.now() - t0;
      markScroller();
    }),
  );
});

/** The element that scrolls the rows vertically (its class name changes between AG Grid versions). */
function markScroller(): void {
  let best: HTMLElement | null = null;
  for (const el of gridEl.querySelectorAll<HTMLElement>('*')) {
    const overflow = getComputedStyle(el).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight + 100) {
      if (!best || el.scrollHeight > best.scrollHeight) best = el;
    }
  }
  best?.setAttribute('data-bench-scroller', '');
}
observer.observe(gridEl, { subtree: true, childList: true });

const api = createGrid<Row>(gridEl, {
  rowData: rows,
  columnDefs,
  rowHeight: 32,
  headerHeight: 34,
  cacheQuickFilter: true,
  // Rows slide to their new place by default; the app's grid does not animate, so neither does this.
  animateRows: false,
  getRowId: (p) => String(p.data.itemId),
  onModelUpdated: (e) => {
    wrap.dataset.rows = String(e.api.getDisplayedRowCount());
  },
});
input.addEventListener('input', () => api.setGridOption('quickFilterText', input.value));
bench.__agReady = true;
