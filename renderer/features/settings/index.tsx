import type { ReactNode } from 'react';
import { MIN_TIMEOUT_MS } from '../../../shared/domain/connection';
import type { Locale } from '../../../shared/domain/locale';
import { Segmented } from '../../components';
import { t } from '../../i18n/i18n';
import { useAppStatus } from '../../shell-state/app-status-store';
import { LearntDecisions } from './learnt-decisions';
import { NumberSetting } from './number-setting';
import { useSettings } from './settings-store';
import { ThresholdSetting } from './threshold-setting';

// Each language named in itself, so a user who cannot read the other one still finds theirs.
const locales = () =>
  [
    { value: 'tr', label: t('settings.language.tr') },
    { value: 'en', label: t('settings.language.en') },
  ] as const;

const themes = () =>
  [
    { value: 'system', label: t('settings.theme.system') },
    { value: 'light', label: t('settings.theme.light') },
    { value: 'dark', label: t('settings.theme.dark') },
  ] as const;

/** App preferences. Every change is saved at once; there is no Save button to forget. */
export function SettingsPage() {
  const settings = useSettings((s) => s.settings);
  const update = useSettings((s) => s.update);
  const status = useAppStatus((s) => s.status);

  // A new language re-mounts the window (app.tsx): put the focus back on the choice just made,
  // so a keyboard or screen-reader user is not dropped at the top of the page.
  const switchLocale = async (locale: Locale) => {
    await update({ locale });
    document.querySelector<HTMLElement>('[data-testid="settings-locale"] [aria-checked="true"]')?.focus();
  };

  return (
    <div className="page" data-testid="settings-page">
      <header className="page__header">
        <div className="page__title">
          <h1>{t('settings.title')}</h1>
          <p className="page__subtitle">{t('settings.subtitle')}</p>
        </div>
      </header>

      <div className="stack stack--loose settings">
        <Section id="settings-appearance" heading={t('settings.appearance.heading')}>
          <div className="field">
            <span className="field__label">{t('settings.language.label')}</span>
            <Segmented
              label={t('settings.language.label')}
              value={settings.locale}
              options={locales()}
              onChange={(locale) => void switchLocale(locale)}
              testId="settings-locale"
            />
            <span className="field__hint">{t('settings.language.hint')}</span>
          </div>
          <div className="field">
            <span className="field__label">{t('settings.theme.label')}</span>
            <Segmented
              label={t('settings.theme.label')}
              value={settings.theme}
              options={themes()}
              onChange={(theme) => void update({ theme })}
              testId="settings-theme"
            />
            <span className="field__hint">{t('settings.theme.hint')}</span>
          </div>
        </Section>

        <Section id="settings-sending" heading={t('settings.sending.heading')}>
          <NumberSetting
            label={t('settings.batchSize.label')}
            value={settings.batchSize}
            min={1}
            max={1000}
            suffix={t('settings.batchSize.suffix')}
            hint={t('settings.batchSize.hint')}
            onCommit={(batchSize) => update({ batchSize })}
            testId="settings-batch-size"
          />
          <NumberSetting
            label={t('settings.timeout.label')}
            value={Math.round(settings.timeoutMs / 1000)}
            min={MIN_TIMEOUT_MS / 1000}
            max={600}
            step={5}
            suffix={t('settings.timeout.suffix')}
            hint={t('settings.timeout.hint', { min: MIN_TIMEOUT_MS / 1000 })}
            onCommit={(s) => update({ timeoutMs: s * 1000 })}
            testId="settings-timeout"
          />
          <NumberSetting
            label={t('settings.maxAnswer.label')}
            value={settings.maxAnswerMb}
            min={16}
            max={4096}
            step={16}
            suffix={t('settings.maxAnswer.suffix')}
            hint={t('settings.maxAnswer.hint')}
            onCommit={(maxAnswerMb) => update({ maxAnswerMb })}
            testId="settings-max-answer"
          />
        </Section>

        <Section id="settings-checks" heading={t('settings.checks.heading')}>
          <NumberSetting
            label={t('settings.warmDays.label')}
            value={settings.warmDays}
            min={0}
            max={90}
            suffix={t('settings.warmDays.suffix')}
            hint={t('settings.warmDays.hint')}
            onCommit={(warmDays) => update({ warmDays })}
            testId="settings-warm-days"
          />
        </Section>

        <Section id="settings-suggestions" heading={t('settings.suggestions.heading')}>
          <ThresholdSetting
            value={settings.suggestionThreshold}
            onCommit={(suggestionThreshold) => void update({ suggestionThreshold })}
          />
          <LearntDecisions />
        </Section>

        {status ? (
          <Section id="settings-about" heading={t('settings.about.heading')}>
            <dl className="facts">
              <dt>{t('settings.about.version')}</dt>
              <dd>{status.version}</dd>
              <dt>{t('settings.about.runningAs')}</dt>
              <dd>
                {status.host === 'electron' ? t('settings.about.desktop') : t('settings.about.preview')}
              </dd>
              <dt>{t('settings.about.credentials')}</dt>
              <dd>
                {status.secretStore === 'available'
                  ? t('settings.about.secretStore')
                  : t('settings.about.sessionOnly')}
              </dd>
            </dl>
          </Section>
        ) : null}
      </div>
    </div>
  );
}

/** One titled card of settings. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="card settings__section" aria-labelledby={id}>
      <div className="card__header">
        <h2 id={id}>{heading}</h2>
      </div>
      <div className="card__body stack stack--loose settings__body">{children}</div>
    </section>
  );
}
