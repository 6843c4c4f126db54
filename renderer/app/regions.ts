/**
 * F6 / Shift+F6 move the focus between the regions of the window, as in desktop apps: navigation,
 * the page's toolbar (its search), the page's content, the status bar. A region is marked with
 * data-region; inside #main, "toolbar" and "content" are used where a page has them, else #main is
 * the content. While a modal dialog is open, F6 does nothing (the rest of the page is inert).
 */
const ORDER = ['nav', 'toolbar', 'content', 'status'] as const;
type Region = (typeof ORDER)[number];

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function regionElement(name: Region): HTMLElement | null {
  const marked = document.querySelector<HTMLElement>(`[data-region="${name}"]`);
  if (name === 'content') return marked ?? document.getElementById('main');
  return marked;
}

/** The element a region hands the focus to: its current or first control, or the region itself. */
function entry(name: Region, el: HTMLElement): HTMLElement {
  if (name === 'nav')
    return el.querySelector<HTMLElement>('[aria-current="page"]') ?? el.querySelector(FOCUSABLE) ?? el;
  if (name === 'toolbar')
    return el.querySelector<HTMLElement>('input[type="search"]') ?? el.querySelector(FOCUSABLE) ?? el;
  return el;
}

export function moveRegion(backwards: boolean): void {
  if (document.querySelector('dialog[open]')) return;
  const present = ORDER.map((name) => ({ name, el: regionElement(name) })).filter(
    (r): r is { name: Region; el: HTMLElement } => r.el !== null,
  );
  if (present.length === 0) return;
  const active = document.activeElement;
  // The innermost region holding the focus (the toolbar sits inside #main).
  let at = -1;
  for (let i = 0; i < present.length; i++) {
    const r = present[i];
    if (r && active && r.el.contains(active) && (at < 0 || present[at]?.el.contains(r.el))) at = i;
  }
  if (at < 0 && active?.closest('#main')) at = present.findIndex((r) => r.name === 'content');
  const next = present[(at + (backwards ? -1 : 1) + present.length) % present.length];
  if (!next) return;
  const target = entry(next.name, next.el);
  // Regions without a control of their own (main, the status bar) take the focus themselves.
  if (target === next.el && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

export function onRegionKey(e: KeyboardEvent): void {
  if (e.key !== 'F6' || e.ctrlKey || e.altKey || e.metaKey) return;
  e.preventDefault();
  moveRegion(e.shiftKey);
}
