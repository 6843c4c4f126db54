import { useAppStatus } from '../../app/app-status-store';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { ProgressBar } from '../../components/progress-bar';
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
      <div className="welcome__intro">
        <h1>Welcome to Menu Code Mapper</h1>
        <p className="page__subtitle">
          Map every menu item of every branch to your product codes, check the result before it goes live, and
          browse sales — even when a branch server is offline.
        </p>
      </div>

      <div className="welcome__choices">
        <section className="welcome__choice card" aria-labelledby="welcome-connect">
          <span className="welcome__icon">
            <Icon name="plug" size="lg" />
          </span>
          <h2 id="welcome-connect">Connect to your service</h2>
          <p className="muted">
            Use the address, user name, AccessToken and password your integration provider gave you. You can
            keep several connections, for example test and production.
          </p>
          <Button
            variant="primary"
            size="lg"
            onClick={onConnect}
            disabled={startingDemo}
            data-testid="welcome-connect"
          >
            Connect to your service
          </Button>
        </section>

        <section className="welcome__choice card" aria-labelledby="welcome-demo">
          <span className="welcome__icon welcome__icon--demo">
            <Icon name="play" size="lg" />
          </span>
          <h2 id="welcome-demo">Try the demo</h2>
          <p className="muted">
            A sample restaurant chain runs inside the app: branches, thousands of menu items and weeks of
            checks. Nothing leaves this computer.
          </p>
          {startingDemo ? (
            <div className="welcome__progress" data-testid="demo-progress">
              <ProgressBar label="Starting the sample service and signing in…" />
            </div>
          ) : (
            <Button
              size="lg"
              icon="play"
              onClick={() => void startDemo()}
              disabled={!!busy}
              data-testid="welcome-demo"
            >
              Try the demo
            </Button>
          )}
        </section>
      </div>

      {error?.profileId === 'demo' ? <ConnectError error={error.shape} /> : null}

      {secretStore === 'unavailable' ? (
        <Alert tone="warning" title="No secret store on this computer" testId="secret-store-warning">
          Your AccessToken and password can only be kept for this session. You will be asked for them again
          after the app restarts.
        </Alert>
      ) : null}
    </div>
  );
}
