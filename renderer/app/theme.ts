import type { Settings } from '../../shared/domain/connection';

/**
 * 'system' leaves the choice to prefers-color-scheme (tokens.css uses light-dark()); 'light' and
 * 'dark' pin it with a class on <html>.
 */
export function applyTheme(theme: Settings['theme'], root: HTMLElement = document.documentElement) {
  root.classList.toggle('theme-light', theme === 'light');
  root.classList.toggle('theme-dark', theme === 'dark');
}
