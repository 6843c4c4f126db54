import { type FormEvent, useState } from 'react';
import {
  DEFAULT_TIMEOUT_MS,
  FieldOverrideKey,
  hostOf,
  isPlainHttpToRemote,
  MIN_TIMEOUT_MS,
  type Profile,
  ProfileInput,
  type ProfileKind,
  secretsIdentity,
} from '../../../shared/domain/connection';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { Alert, Button, Checkbox, Field, Segmented, Spinner, Switch, TextField } from '../../components';
import { type MessageId, t } from '../../i18n/i18n';
import { useAppStatus } from '../../shell-state/app-status-store';
import { ConnectError } from './connect-error';
import { useConnection } from './connection-store';
import { overridesText, parseOverridesText } from './field-overrides-text';
import { SecretStatus } from './secret-status';

type FieldName =
  | 'name'
  | 'baseUrl'
  | 'username'
  | 'accessToken'
  | 'password'
  | 'timeoutMs'
  | 'currentPassword'
  | 'allowPlainHttp'
  | 'fieldOverrides';
type Errors = Partial<Record<FieldName, string>>;

type FormState = {
  kind: ProfileKind;
  name: string;
  baseUrl: string;
  username: string;
  accessToken: string;
  password: string;
  currentPassword: string;
  allowPlainHttp: boolean;
  readOnly: boolean;
  timeoutSeconds: string;
  fieldOverrides: string;
};

function initial(profile: Profile | null): FormState {
  return {
    kind: profile?.kind ?? 'service',
    name: profile?.name ?? '',
    baseUrl: profile?.baseUrl ?? '',
    username: profile?.username ?? '',
    // Secrets are write-only: never prefilled, whatever is stored.
    accessToken: '',
    password: '',
    currentPassword: '',
    allowPlainHttp: false,
    readOnly: profile?.readOnly ?? false,
    timeoutSeconds: String(Math.round((profile?.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000)),
    fieldOverrides: overridesText(profile?.fieldOverrides),
  };
}

const friendly: Partial<Record<FieldName, MessageId>> = {
  name: 'connection.form.nameError',
  baseUrl: 'connection.form.baseUrlError',
  username: 'connection.form.usernameError',
  timeoutMs: 'connection.form.timeoutError',
};
const MIN_SECONDS = MIN_TIMEOUT_MS / 1000;

/**
 * Create or edit a connection profile. Leaving a secret empty keeps the stored one; the stored
 * value is never shown, only whether it is stored securely, for this session only, or missing.
 */
export function ProfileForm({ profile, onCancel }: { profile: Profile | null; onCancel: () => void }) {
  const [form, setForm] = useState<FormState>(() => initial(profile));
  const [errors, setErrors] = useState<Errors>({});
  const busy = useConnection((s) => s.busy);
  const error = useConnection((s) => s.error);
  const save = useConnection((s) => s.save);
  const dismissError = useConnection((s) => s.dismissError);
  const secretStore = useAppStatus((s) => s.status?.secretStore ?? 'available');
  const isActive = useAppStatus((s) => profile !== null && s.status?.profile?.id === profile.id);
  const key = profile?.id ?? 'new';
  const shownError = error && error.profileId === key ? error.shape : null;
  const after = error?.from ?? 'save';
  const secretsState = profile?.secrets ?? 'new';
  const baseUrl = form.baseUrl.trim();
  // Stored secrets are bound to the address and user name: main forgets them when either changes.
  const moved =
    profile !== null &&
    (secretsState === 'stored' || secretsState === 'session') &&
    secretsIdentity(profile.baseUrl, profile.username) !==
      secretsIdentity(baseUrl.replace(/\/+$/, ''), form.username.trim());
  const unlocking =
    profile?.readOnly === true && !form.readOnly && (secretsState === 'stored' || secretsState === 'session');
  const team = form.kind === 'team';
  // A team server is the chain's own: it gets TLS, there is nothing to accept (the core refuses too).
  const plainHttp = !team && isPlainHttpToRemote(baseUrl) && baseUrl.replace(/\/+$/, '') !== profile?.baseUrl;

  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (k in errors) setErrors((e) => ({ ...e, [k]: undefined }));
    // The failure answered what was typed before: edited, the form is a new question.
    if (shownError) dismissError();
  };

  const validate = (connect: boolean): ProfileInput | null => {
    const seconds = Number(form.timeoutSeconds);
    const overrides = parseOverridesText(form.fieldOverrides);
    const candidate = {
      id: profile?.id,
      kind: form.kind,
      name: form.name,
      baseUrl: form.baseUrl.trim(),
      username: form.username.trim(),
      readOnly: form.readOnly,
      timeoutMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : Number.NaN,
      accessToken: team || form.accessToken === '' ? undefined : form.accessToken,
      password: form.password === '' ? undefined : form.password,
      currentPassword: unlocking && form.currentPassword !== '' ? form.currentPassword : undefined,
      allowPlainHttp: plainHttp && form.allowPlainHttp,
      fieldOverrides: 'overrides' in overrides ? overrides.overrides : undefined,
    };
    const parsed = ProfileInput.safeParse(candidate);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const friendlyId = typeof field === 'string' ? friendly[field as FieldName] : undefined;
        if (friendlyId !== undefined) {
          next[field as FieldName] ??= t(friendlyId, { min: MIN_SECONDS });
        } else if (field === 'accessToken' || field === 'password') {
          // The schema's only limit on a typed secret is its length.
          next[field] ??= t('connection.form.secretTooLong', { max: 4096 });
        }
      }
    }
    // Half a credential would only fail later, at the first token request.
    const typedOne = (candidate.accessToken === undefined) !== (candidate.password === undefined);
    const noneStored = secretsState === 'new' || secretsState === 'missing' || moved;
    if ('error' in overrides) next.fieldOverrides = overrides.error;
    if (unlocking && candidate.currentPassword === undefined) {
      next.currentPassword = t('connection.form.currentPasswordError');
    }
    if (team && isPlainHttpToRemote(candidate.baseUrl)) next.baseUrl = t('connection.form.teamNeedsTls');
    if (plainHttp && !candidate.allowPlainHttp) {
      next.allowPlainHttp = t('connection.form.allowPlainHttpError');
    }
    if (team) {
      if (connect && noneStored && candidate.password === undefined) {
        next.password = t('connection.form.neededToConnect');
      }
    } else if (typedOne && noneStored) {
      if (candidate.accessToken === undefined) next.accessToken = t('connection.form.accessTokenToo');
      if (candidate.password === undefined) next.password = t('connection.form.passwordToo');
    }
    if (
      !team &&
      connect &&
      noneStored &&
      candidate.accessToken === undefined &&
      candidate.password === undefined
    ) {
      next.accessToken = t('connection.form.neededToConnect');
      next.password = t('connection.form.neededToConnect');
    }
    setErrors(next);
    return Object.keys(next).length === 0 && parsed.success ? candidate : null;
  };

  const submit = async (connect: boolean, untried = false) => {
    const input = validate(connect);
    if (!input) return;
    const saved = await save(input, { connect, untried });
    // The secrets went to the vault; clear them from this form's memory at once.
    if (saved) setForm((f) => ({ ...f, accessToken: '', password: '', currentPassword: '' }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(true);
  };

  const keepHint =
    (secretsState === 'stored' || secretsState === 'session') && !moved
      ? t('connection.form.keepHint')
      : undefined;
  const saving = busy?.kind === 'save' && busy.id === profile?.id;
  const connecting = busy?.kind === 'connect' && (busy.id === profile?.id || (!profile && saving));

  return (
    <form className="stack stack--loose" onSubmit={onSubmit} noValidate data-testid="profile-form">
      {profile === null ? (
        <div className="stack">
          <Segmented<ProfileKind>
            label={t('connection.form.kind')}
            value={form.kind}
            options={[
              { value: 'service', label: t('connection.form.kindService') },
              { value: 'team', label: t('connection.form.kindTeam') },
            ]}
            onChange={(v) => set('kind', v)}
            testId="profile-kind"
          />
          {team ? <p className="form-section__hint">{t('connection.form.kindTeamHint')}</p> : null}
        </div>
      ) : null}
      <div className="form-grid">
        <TextField
          label={t('connection.form.name')}
          value={form.name}
          onChange={(v) => set('name', v)}
          error={errors.name}
          placeholder={t('connection.form.namePlaceholder')}
          autoFocus={!profile}
          data-testid="profile-name"
        />
        <TextField
          label={t(team ? 'connection.form.teamUrl' : 'connection.form.baseUrl')}
          value={form.baseUrl}
          onChange={(v) => set('baseUrl', v)}
          error={errors.baseUrl}
          placeholder={t('connection.form.baseUrlPlaceholder')}
          spellCheck={false}
          autoComplete="off"
          inputMode="url"
          data-testid="profile-base-url"
        />
        {plainHttp ? (
          <Checkbox
            label={t('connection.form.allowPlainHttp')}
            checked={form.allowPlainHttp}
            onChange={(v) => set('allowPlainHttp', v)}
            aria-invalid={errors.allowPlainHttp ? true : undefined}
            title={errors.allowPlainHttp}
            data-testid="profile-allow-plain-http"
          />
        ) : null}
        <TextField
          label={t(team ? 'connection.form.teamUser' : 'connection.form.username')}
          value={form.username}
          onChange={(v) => set('username', v)}
          error={errors.username}
          spellCheck={false}
          autoComplete="off"
          data-testid="profile-username"
        />
        <TextField
          label={t('connection.form.timeout')}
          type="number"
          min={MIN_SECONDS}
          max={600}
          step={5}
          suffix={t('connection.form.seconds')}
          value={form.timeoutSeconds}
          onChange={(v) => set('timeoutSeconds', v)}
          error={errors.timeoutMs}
          hint={t('connection.form.timeoutHint', { min: MIN_SECONDS })}
          data-testid="profile-timeout"
        />
      </div>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('connection.form.credentials')}</legend>
        <p className="form-section__hint">
          {secretStore === 'available'
            ? t('connection.form.credentialsStored')
            : t('connection.form.credentialsSession')}
        </p>
        {moved ? (
          <Alert tone="warning" testId="profile-secrets-forgotten">
            {t('connection.form.secretsForgotten')}
          </Alert>
        ) : null}
        <div className="form-grid">
          {team ? null : (
            <TextField
              label={t('connection.form.accessToken')}
              type="password"
              value={form.accessToken}
              onChange={(v) => set('accessToken', v)}
              error={errors.accessToken}
              status={<SecretStatus secrets={secretsState} testId="secret-status-access-token" />}
              hint={keepHint}
              placeholder={keepHint ? t('connection.form.unchanged') : ''}
              autoComplete="new-password"
              spellCheck={false}
              data-testid="profile-access-token"
            />
          )}
          <TextField
            label={t(team ? 'connection.form.teamPassword' : 'connection.form.password')}
            type="password"
            value={form.password}
            onChange={(v) => set('password', v)}
            error={errors.password}
            status={<SecretStatus secrets={secretsState} testId="secret-status-password" />}
            hint={keepHint}
            placeholder={keepHint ? t('connection.form.unchanged') : ''}
            autoComplete="new-password"
            data-testid="profile-password"
          />
        </div>
      </fieldset>

      <Switch
        label={t('common.readOnly')}
        hint={t('connection.form.readOnlyHint')}
        checked={form.readOnly}
        onChange={(v) => set('readOnly', v)}
        data-testid="profile-read-only"
      />
      {unlocking ? (
        <TextField
          label={t('connection.form.currentPassword')}
          type="password"
          value={form.currentPassword}
          onChange={(v) => set('currentPassword', v)}
          error={errors.currentPassword}
          hint={t('connection.form.currentPasswordHint')}
          autoComplete="current-password"
          data-testid="profile-current-password"
        />
      ) : null}
      <details className="form-section" open={errors.fieldOverrides !== undefined || undefined}>
        <summary className="form-section__title" data-testid="profile-advanced">
          {t('connection.form.advanced')}
        </summary>
        <p className="form-section__hint">
          {t('connection.form.advancedText')} <code>{t('connection.form.overrideExample')}</code>
        </p>
        <Field
          id="profile-field-overrides"
          label={t('connection.form.fieldNames')}
          error={errors.fieldOverrides}
          hint={t('connection.form.meanings', { list: FieldOverrideKey.options.join(', ') })}
        >
          {(aria) => (
            <textarea
              {...aria}
              className="input profile-form__overrides"
              rows={4}
              spellCheck={false}
              value={form.fieldOverrides}
              onChange={(e) => set('fieldOverrides', e.target.value)}
              data-testid="profile-field-overrides"
            />
          )}
        </Field>
      </details>

      {errors.allowPlainHttp ? (
        <Alert tone="warning" testId="profile-plain-http-error">
          {errors.allowPlainHttp} {t('connection.form.plainHttpWarning')}
        </Alert>
      ) : null}

      {busy?.tryId && busy.id === profile?.id ? <TryProgress /> : null}

      {shownError ? (
        <ConnectError
          error={shownError}
          note={<KeptNote error={shownError} after={after} />}
          actions={
            <>
              {after === 'save' && offerUntried(shownError) && !isActive ? (
                <Button
                  size="sm"
                  onClick={() => void submit(false, true)}
                  title={t('connection.try.saveUntriedHint')}
                  data-testid="profile-save-untried"
                >
                  {t('connection.try.saveUntried')}
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={dismissError} data-testid="connect-error-dismiss">
                {t('common.dismiss')}
              </Button>
            </>
          }
        />
      ) : null}

      <div className="form-actions">
        <Button
          type="submit"
          variant="primary"
          icon="plug"
          busy={connecting}
          disabled={!!busy && !connecting}
          data-testid="profile-connect"
        >
          {t('connection.form.saveAndConnect')}
        </Button>
        <Button
          onClick={() => void submit(false)}
          busy={saving && !connecting}
          disabled={!!busy}
          data-testid="profile-save"
        >
          {t('common.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={!!busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A failed try can be kept anyway; a refused form (an invalid field, a gone profile) cannot. */
function offerUntried(error: AppErrorShape): boolean {
  return error.code !== 'invalid_input' && error.code !== 'not_found';
}

/** While main signs in and asks the branch list with what the form holds; cancel stores nothing. */
function TryProgress() {
  const cancelTry = useConnection((s) => s.cancelTry);
  return (
    <Alert
      tone="info"
      testId="profile-trying"
      actions={
        <Button size="sm" variant="ghost" onClick={cancelTry} data-testid="profile-try-cancel">
          {t('common.cancel')}
        </Button>
      }
    >
      <span className="profile-form__trying">
        <Spinner label={t('connection.try.progress')} />
        {t('connection.try.progress')}
      </span>
    </Alert>
  );
}

/** What a failed save or connect left as it was: nothing stored, and the connection in use, named. */
/** Failures of a service that does not answer: the profile could still be opened offline. */
const UNANSWERED: ReadonlySet<AppErrorShape['code']> = new Set([
  'network_down',
  'timeout',
  'branch_unreachable',
]);

function KeptNote({ error, after }: { error: AppErrorShape; after: 'save' | 'connect' }) {
  const active = useAppStatus((s) => s.status?.profile ?? null);
  if (error.code === 'invalid_input' || error.code === 'not_found') return null;
  const where = active ? { name: active.name, host: hostOf(active.baseUrl) } : null;
  const text =
    after === 'save'
      ? where
        ? t('connection.try.keptConnected', where)
        : t('connection.try.notSaved')
      : where
        ? t('connection.try.stillConnected', where)
        : null;
  if (text === null) return null;
  // Opened offline only with no connection in use, so that a failed switch never costs one.
  const offlineToo = after === 'connect' && where !== null && UNANSWERED.has(error.code);
  return (
    <span data-testid="profile-try-kept">
      {offlineToo ? `${text} ${t('connection.try.offlineAfterDisconnect')}` : text}
    </span>
  );
}
