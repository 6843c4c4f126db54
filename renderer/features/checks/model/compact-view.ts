/**
 * Whether the day strip and the figure cards are folded to one line, so the list and the detail get
 * the height of a laptop screen. A view preference of this computer: kept in the window's storage,
 * not in the app's settings.
 */
const KEY = 'menumap.checks.compact';

export function readCompact(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeCompact(compact: boolean): void {
  try {
    globalThis.localStorage?.setItem(KEY, compact ? '1' : '0');
  } catch {
    // Storage refused (private window, quota): the choice lasts for this session only.
  }
}
