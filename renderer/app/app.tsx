import { useEffect } from 'react';
import { api } from '../api/client';
import { Button, EmptyState, Spinner, Toasts } from '../components';
import { useSettings } from '../features/settings/settings-store';
import { errorText } from '../i18n/error-text';
import { activateLocale, t } from '../i18n/i18n';
import { useAppStatus } from '../shell-state/app-status-store';
import { useNavigation } from '../shell-state/navigation';
import { profileSwitched } from '../workspace/profile-switch';
import { PageView } from './page-view';
import { onRegionKey } from './regions';
import { SideNav } from './side-nav';
import { StatusBar } from './status-bar';
import { TopBar } from './top-bar';

/**
 * The app shell: top bar, left navigation, the current page, status bar and toasts.
 * `data-app-state` on the root says "loading" until app.status has answered, then "ready" (tests
 * wait for it instead of sleeping).
 */
export function App() {
  const phase = useAppStatus((s) => s.phase);
  const loadError = useAppStatus((s) => s.loadError);
  const theme = useSettings((s) => s.settings.theme);
  const locale = useSettings((s) => s.settings.locale);
  const settingsLoaded = useSettings((s) => s.loaded);

  useEffect(() => {
    const off = api().on('connectivity', (c) => useAppStatus.getState().setConnectivity(c));
    const offWarm = api().on('checks.warmup', (w) => useAppStatus.getState().setWarmUp(w));
    // The warm-up may have started (or finished) before this page listened.
    void api()
      .call('checks.warmUpStatus')
      .then((w) => {
        if (w && useAppStatus.getState().warmUp === null) useAppStatus.getState().setWarmUp(w);
      })
      .catch(() => undefined);
    // Another profile (or none) became active: data of the previous one must not linger on screen.
    const offProfile = useAppStatus.subscribe((s, prev) => {
      if (s.status?.profile?.id !== prev.status?.profile?.id) profileSwitched();
    });
    void useSettings.getState().load();
    void start();
    window.addEventListener('keydown', onRegionKey);
    return () => {
      off();
      offWarm();
      offProfile();
      window.removeEventListener('keydown', onRegionKey);
    };
  }, []);

  // Before this render: every t() and format call below speaks the new language.
  activateLocale(locale);
  // 'system' leaves the choice to prefers-color-scheme (tokens.css uses light-dark()); 'light' and
  // 'dark' pin it with a class on <html>.
  useEffect(() => {
    document.documentElement.classList.toggle('theme-light', theme === 'light');
    document.documentElement.classList.toggle('theme-dark', theme === 'dark');
  }, [theme]);
  // <html lang> follows the setting: screen readers pick their voice and hyphenation by it.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // Ready once the stored language is known too: the first screen a test (or a user) reads is in it.
  const loading = phase === 'loading' || !settingsLoaded;
  const appState = loading ? 'loading' : phase === 'failed' ? 'error' : 'ready';

  return (
    // A new language re-mounts the tree (keyed by it): state lives in the stores, text is re-made.
    <div className="app" data-app-state={appState} data-testid="app" key={locale}>
      {/* The target is focusable (tabIndex -1), so following the link puts the next Tab inside the page. */}
      <a className="skip-link" href="#main" data-testid="skip-link">
        {t('common.skipToMain')}
      </a>
      <TopBar />
      <div className="app__body">
        <SideNav />
        <main className="app__main" id="main" tabIndex={-1}>
          {loading ? (
            <div className="app__loading">
              <Spinner size="lg" label={t('common.starting')} />
            </div>
          ) : phase === 'failed' ? (
            <EmptyState
              icon="error"
              title={t('common.startFailed')}
              actions={
                <Button variant="primary" icon="refresh" onClick={() => void start()}>
                  {t('common.tryAgain')}
                </Button>
              }
            >
              {loadError ? errorText(loadError) : null}
            </EmptyState>
          ) : (
            <PageView />
          )}
        </main>
      </div>
      <StatusBar />
      <Toasts />
    </div>
  );
}

/** First answer decides the first page: the welcome screen, or the branches of the active profile. */
async function start() {
  const status = await useAppStatus.getState().load();
  if (status?.mode === 'connected' && useNavigation.getState().page === 'connection') {
    useNavigation.getState().navigate('branches');
  }
}
