import { Alert, Button, Icon, ProgressBar } from '../../components';
import { t } from '../../i18n/i18n';
import { useAppStatus } from '../../shell-state/app-status-store';
import { ConnectError } from './connect-error';
import { useConnection } from './connection-store';

/** First start: connect to the real service, or see the whole app working on sample data. */
export function Welcome({ onConnect }: { onConnect: () => void }) {
  const busy = useConnection((s) => s.busy);
  const error = useConnection((s) => s.error);
  const startDemo = useConnection((s) => s.startDemo);
  const secretStore = useAppStatus((s) => s.status?.secretStore);
  const startingDemo = busy?.kind === 'demo';

  return (
    <div className="welcome" data-testid="welcome">
      <div className="stack stack--tight welcome__intro">
        <h1>{t('connection.welcome.title')}</h1>
        <p className="page__subtitle">{t('connection.welcome.intro')}</p>
      </div>

      <div className="welcome__choices">
        <section className="welcome__choice card" aria-labelledby="welcome-connect">
          <span className="welcome__icon">
            <Icon name="plug" size="lg" />
          </span>
          <h2 id="welcome-connect">{t('connection.welcome.connect')}</h2>
          <p className="muted">{t('connection.welcome.connectText')}</p>
          <Button
            variant="primary"
            size="lg"
            onClick={onConnect}
            disabled={startingDemo}
            data-testid="welcome-connect"
          >
            {t('connection.welcome.connect')}
          </Button>
        </section>

        <section className="welcome__choice card" aria-labelledby="welcome-demo">
          <span className="welcome__icon welcome__icon--demo">
            <Icon name="play" size="lg" />
          </span>
          <h2 id="welcome-demo">{t('connection.tryDemo')}</h2>
          <p className="muted">{t('connection.welcome.demoText')}</p>
          {startingDemo ? (
            <div className="welcome__progress" data-testid="demo-progress">
              <ProgressBar label={t('connection.welcome.demoStarting')} />
            </div>
          ) : (
            <Button
              size="lg"
              icon="play"
              onClick={() => void startDemo()}
              disabled={!!busy}
              data-testid="welcome-demo"
            >
              {t('connection.tryDemo')}
            </Button>
          )}
        </section>
      </div>

      {error?.profileId === 'demo' ? <ConnectError error={error.shape} /> : null}

      {secretStore === 'unavailable' ? (
        <Alert tone="warning" title={t('connection.noSecretStore')} testId="secret-store-warning">
          {t('connection.welcome.noSecretStoreText')}
        </Alert>
      ) : null}
    </div>
  );
}
