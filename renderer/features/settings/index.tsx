import { MIN_TIMEOUT_MS } from '../../../shared/domain/connection';
import { useAppStatus } from '../../app/app-status-store';
import { Segmented } from '../../components/segmented';
import { LearntDecisions } from './learnt-decisions';
import { NumberSetting } from './number-setting';
import { useSettings } from './settings-store';
import { ThresholdSetting } from './threshold-setting';

export { useSettings } from './settings-store';

// Each language named in itself, so a user who cannot read the other one still finds theirs.
const LOCALES = [
  { value: 'tr', label: 'Türkçe' },
  { value: 'en', label: 'English' },
] as const;

const THEMES = [
  { value: 'system', label: 'Same as system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

/** App preferences. Every change is saved at once; there is no Save button to forget. */
export function SettingsPage() {
  const settings = useSettings((s) => s.settings);
  const update = useSettings((s) => s.update);
  const status = useAppStatus((s) => s.status);

  return (
    <div className="page" data-testid="settings-page">
      <header className="page__header">
        <div className="page__title">
          <h1>Settings</h1>
          <p className="page__subtitle">Changes are saved as you make them.</p>
        </div>
      </header>

      <div className="settings">
        <section className="card settings__section" aria-labelledby="settings-appearance">
          <div className="card__header">
            <h2 id="settings-appearance">Language and appearance</h2>
          </div>
          <div className="card__body settings__body">
            <div className="field">
              <span className="field__label">Language</span>
              <Segmented
                label="Language"
                value={settings.locale}
                options={LOCALES}
                onChange={(locale) => void update({ locale })}
                testId="settings-locale"
              />
              <span className="field__hint">
                Also the default for CSV exports: Türkçe writes “;” separators and decimal commas (12,50), as
                a Turkish Excel opens them; English writes “,” and decimal points (12.50).
              </span>
            </div>
            <div className="field">
              <span className="field__label">Theme</span>
              <Segmented
                label="Theme"
                value={settings.theme}
                options={THEMES}
                onChange={(theme) => void update({ theme })}
                testId="settings-theme"
              />
              <span className="field__hint">
                “Same as system” follows your computer’s light or dark mode.
              </span>
            </div>
          </div>
        </section>

        <section className="card settings__section" aria-labelledby="settings-sending">
          <div className="card__header">
            <h2 id="settings-sending">Sending codes</h2>
          </div>
          <div className="card__body settings__body">
            <NumberSetting
              label="Batch size"
              value={settings.batchSize}
              min={1}
              max={1000}
              suffix="records"
              hint="Records per request when submitting codes. The service accepts up to 1000; 500 is a safe default. Smaller batches lose less when a slow branch times out."
              onCommit={(batchSize) => update({ batchSize })}
              testId="settings-batch-size"
            />
            <NumberSetting
              label="Default timeout"
              value={Math.round(settings.timeoutMs / 1000)}
              min={MIN_TIMEOUT_MS / 1000}
              max={600}
              step={5}
              suffix="seconds"
              hint="How long to wait for a branch server before reporting it as slow or unreachable (at least 30 seconds). New profiles and the demo start with it; each profile can override it."
              onCommit={(s) => update({ timeoutMs: s * 1000 })}
              testId="settings-timeout"
            />
            <NumberSetting
              label="Largest answer"
              value={settings.maxAnswerMb}
              min={16}
              max={4096}
              step={16}
              suffix="MB"
              hint="The largest list of items or checks the app reads from the service; a bigger answer is refused unread, so a misbehaving service cannot exhaust the computer's memory. Applies from the next connect."
              onCommit={(maxAnswerMb) => update({ maxAnswerMb })}
              testId="settings-max-answer"
            />
          </div>
        </section>

        <section className="card settings__section" aria-labelledby="settings-checks">
          <div className="card__header">
            <h2 id="settings-checks">Checks</h2>
          </div>
          <div className="card__body settings__body">
            <NumberSetting
              label="Keep recent days ready"
              value={settings.warmDays}
              min={0}
              max={90}
              suffix="days"
              hint="While connected and online, the app loads the checks of this many past days of every branch in the background, so they open at once. It gives way to anything you ask for and uses the quiet part of the request budget. 0 turns it off."
              onCommit={(warmDays) => update({ warmDays })}
              testId="settings-warm-days"
            />
          </div>
        </section>

        <section className="card settings__section" aria-labelledby="settings-suggestions">
          <div className="card__header">
            <h2 id="settings-suggestions">Suggestions</h2>
          </div>
          <div className="card__body settings__body">
            <ThresholdSetting
              value={settings.suggestionThreshold}
              onCommit={(suggestionThreshold) => void update({ suggestionThreshold })}
            />
            <LearntDecisions />
          </div>
        </section>

        {status ? (
          <section className="card settings__section" aria-labelledby="settings-about">
            <div className="card__header">
              <h2 id="settings-about">About</h2>
            </div>
            <div className="card__body">
              <dl className="facts">
                <dt>Version</dt>
                <dd>{status.version}</dd>
                <dt>Running as</dt>
                <dd>{status.host === 'electron' ? 'Desktop app' : 'Browser preview (development)'}</dd>
                <dt>Credentials</dt>
                <dd>
                  {status.secretStore === 'available'
                    ? 'Encrypted with the operating system’s secret store'
                    : 'Kept for this session only (no secret store on this computer)'}
                </dd>
              </dl>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
