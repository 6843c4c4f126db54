import type { KeyboardEvent } from 'react';
import { cx, Icon } from '../components';
import { useBranchName } from '../features/branches/branches-store';
import { t } from '../i18n/i18n';
import { selectConnected, useAppStatus } from '../shell-state/app-status-store';
import { useNavigation } from '../shell-state/navigation';
import { PAGES } from './pages';

/**
 * The left navigation. Every entry is a button (Tab reaches them; Arrow Up/Down, Home and End move
 * between them). Data pages stay disabled until a profile is active, with a tooltip saying why.
 */
export function SideNav() {
  const page = useNavigation((s) => s.page);
  const branch = useNavigation((s) => s.branch);
  const navigate = useNavigation((s) => s.navigate);
  const connected = useAppStatus(selectConnected);
  const branchName = useBranchName(branch);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target =
      e.key === 'ArrowDown'
        ? buttons[(i + 1) % buttons.length]
        : e.key === 'ArrowUp'
          ? buttons[(i - 1 + buttons.length) % buttons.length]
          : e.key === 'Home'
            ? buttons[0]
            : e.key === 'End'
              ? buttons[buttons.length - 1]
              : undefined;
    if (target) {
      e.preventDefault();
      target.focus();
    }
  };

  return (
    <nav className="side-nav" aria-label={t('common.nav.main')} data-testid="side-nav" data-region="nav">
      <ul className="side-nav__list" onKeyDown={onKeyDown}>
        {PAGES.map((p) => {
          const disabled = p.needsConnection && !connected;
          const current = p.page === page;
          return (
            <li key={p.page}>
              <button
                type="button"
                className={cx('side-nav__item', current && 'is-current')}
                aria-current={current ? 'page' : undefined}
                disabled={disabled}
                // The rail of small windows shows only the icon: the tooltip names it.
                title={disabled ? t('common.nav.locked') : t(p.labelId)}
                data-testid={`nav-${p.page}`}
                onClick={() => navigate(p.page)}
              >
                <Icon name={p.icon} />
                <span className="side-nav__text">
                  <span>{t(p.labelId)}</span>
                  {p.page === 'items' && branch && connected ? (
                    <span className="side-nav__sub truncate">{branchName ?? branch}</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
