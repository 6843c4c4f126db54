import { type FormEvent, useState } from 'react';
import {
  DEFAULT_TIMEOUT_MS,
  FieldMeaning,
  isPlainHttpToRemote,
  MIN_TIMEOUT_MS,
  type Profile,
  ProfileInput,
  secretsIdentity,
} from '../../../shared/domain/connection';
import { useAppStatus } from '../../app/app-status-store';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
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

const friendly: Partial<Record<FieldName, string>> = {
  name: 'Give the profile a name, e.g. "Production".',
  baseUrl: 'Enter the service address, starting with https:// or http://.',
  username: 'Enter the user name.',
  timeoutMs: `Use at least ${MIN_TIMEOUT_MS / 1000} seconds.`,
};

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
  const secretStore = useAppStatus((s) => s.status?.secretStore ?? 'available');
  const key = profile?.id ?? 'new';
  const shownError = error && error.profileId === key ? error.shape : null;
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
  const plainHttp = isPlainHttpToRemote(baseUrl) && baseUrl.replace(/\/+$/, '') !== profile?.baseUrl;

  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (k in errors) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const validate = (connect: boolean): ProfileInput | null => {
    const seconds = Number(form.timeoutSeconds);
    const overrides = parseOverridesText(form.fieldOverrides);
    const candidate = {
      id: profile?.id,
      name: form.name,
      baseUrl: form.baseUrl.trim(),
      username: form.username.trim(),
      readOnly: form.readOnly,
      timeoutMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : Number.NaN,
      accessToken: form.accessToken === '' ? undefined : form.accessToken,
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
        if (typeof field === 'string' && field in friendly) {
          next[field as FieldName] ??= friendly[field as FieldName] ?? issue.message;
        } else if (field === 'accessToken' || field === 'password') {
          next[field] ??= issue.message;
        }
      }
    }
    // Half a credential would only fail later, at the first token request.
    const typedOne = (candidate.accessToken === undefined) !== (candidate.password === undefined);
    const noneStored = secretsState === 'new' || secretsState === 'missing' || moved;
    if ('error' in overrides) next.fieldOverrides = overrides.error;
    if (unlocking && candidate.currentPassword === undefined) {
      next.currentPassword = 'Enter the current password to turn read-only off.';
    }
    if (plainHttp && !candidate.allowPlainHttp) {
      next.allowPlainHttp = 'Confirm this, or use an https:// address.';
    }
    if (typedOne && noneStored) {
      if (candidate.accessToken === undefined) next.accessToken = 'Enter the AccessToken too.';
      if (candidate.password === undefined) next.password = 'Enter the password too.';
    }
    if (connect && noneStored && candidate.accessToken === undefined && candidate.password === undefined) {
      next.accessToken = 'Needed to connect.';
      next.password = 'Needed to connect.';
    }
    setErrors(next);
    return Object.keys(next).length === 0 && parsed.success ? candidate : null;
  };

  const submit = async (connect: boolean) => {
    const input = validate(connect);
    if (!input) return;
    const saved = await save(input, { connect });
    // The secrets went to the vault; clear them from this form's memory at once.
    if (saved) setForm((f) => ({ ...f, accessToken: '', password: '', currentPassword: '' }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(true);
  };

  const keepHint =
    (secretsState === 'stored' || secretsState === 'session') && !moved
      ? 'Leave empty to keep the current one.'
      : undefined;
  const saving = busy?.kind === 'save' && busy.id === profile?.id;
  const connecting = busy?.kind === 'connect' && (busy.id === profile?.id || (!profile && saving));

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate data-testid="profile-form">
      <div className="form-grid">
        <TextField
          label="Profile name"
          value={form.name}
          onChange={(v) => set('name', v)}
          error={errors.name}
          placeholder="e.g. Production"
          autoFocus={!profile}
          data-testid="profile-name"
        />
        <TextField
          label="Service address"
          value={form.baseUrl}
          onChange={(v) => set('baseUrl', v)}
          error={errors.baseUrl}
          placeholder="https://integration.example.com"
          spellCheck={false}
          autoComplete="off"
          inputMode="url"
          data-testid="profile-base-url"
        />
        {plainHttp ? (
          <Checkbox
            label="Send the AccessToken and password unencrypted to this http:// address"
            checked={form.allowPlainHttp}
            onChange={(v) => set('allowPlainHttp', v)}
            aria-invalid={errors.allowPlainHttp ? true : undefined}
            title={errors.allowPlainHttp}
            data-testid="profile-allow-plain-http"
          />
        ) : null}
        <TextField
          label="User name"
          value={form.username}
          onChange={(v) => set('username', v)}
          error={errors.username}
          spellCheck={false}
          autoComplete="off"
          data-testid="profile-username"
        />
        <TextField
          label="Timeout"
          type="number"
          min={MIN_TIMEOUT_MS / 1000}
          max={600}
          step={5}
          suffix="seconds"
          value={form.timeoutSeconds}
          onChange={(v) => set('timeoutSeconds', v)}
          error={errors.timeoutMs}
          hint="At least 30 seconds. Slow branch servers may need more."
          data-testid="profile-timeout"
        />
      </div>

      <fieldset className="form-section">
        <legend className="form-section__title">Credentials</legend>
        <p className="form-section__hint">
          {secretStore === 'available'
            ? 'Encrypted with your operating system’s secret store. They are never shown again, not even here.'
            : 'This computer has no secret store: credentials are kept in memory for this session only and asked again after a restart.'}
        </p>
        {moved ? (
          <Alert tone="warning" testId="profile-secrets-forgotten">
            The address or user name changed: the stored AccessToken and password will be forgotten when you
            save, so they are never sent anywhere else. Enter them again.
          </Alert>
        ) : null}
        <div className="form-grid">
          <TextField
            label="AccessToken"
            type="password"
            value={form.accessToken}
            onChange={(v) => set('accessToken', v)}
            error={errors.accessToken}
            status={<SecretStatus secrets={secretsState} testId="secret-status-access-token" />}
            hint={keepHint}
            placeholder={keepHint ? 'Unchanged' : ''}
            autoComplete="new-password"
            spellCheck={false}
            data-testid="profile-access-token"
          />
          <TextField
            label="Password"
            type="password"
            value={form.password}
            onChange={(v) => set('password', v)}
            error={errors.password}
            status={<SecretStatus secrets={secretsState} testId="secret-status-password" />}
            hint={keepHint}
            placeholder={keepHint ? 'Unchanged' : ''}
            autoComplete="new-password"
            data-testid="profile-password"
          />
        </div>
      </fieldset>

      <Switch
        label="Read-only"
        hint="Browse, search and export, but never change integration codes with this profile."
        checked={form.readOnly}
        onChange={(v) => set('readOnly', v)}
        data-testid="profile-read-only"
      />
      {unlocking ? (
        <TextField
          label="Current password"
          type="password"
          value={form.currentPassword}
          onChange={(v) => set('currentPassword', v)}
          error={errors.currentPassword}
          hint="Needed to turn read-only off: the stored password, as entered before."
          autoComplete="current-password"
          data-testid="profile-current-password"
        />
      ) : null}
      <details className="form-section" open={errors.fieldOverrides !== undefined || undefined}>
        <summary className="form-section__title" data-testid="profile-advanced">
          Advanced: field names of this service
        </summary>
        <p className="form-section__hint">
          The app finds check and item fields by their common names. If this service names one otherwise (a
          payment amount, the kind of a check…), name it here, one a line: <code>check.kind = Belge</code>.
        </p>
        <Field
          id="profile-field-overrides"
          label="Field names"
          error={errors.fieldOverrides}
          hint={`Meanings: ${FieldMeaning.options.join(', ')}.`}
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
          {errors.allowPlainHttp} Over plain http:// to another computer, the credentials travel unencrypted.
        </Alert>
      ) : null}

      {shownError ? <ConnectError error={shownError} /> : null}

      <div className="form-actions">
        <Button
          type="submit"
          variant="primary"
          icon="plug"
          busy={connecting}
          disabled={!!busy && !connecting}
          data-testid="profile-connect"
        >
          Save and connect
        </Button>
        <Button
          onClick={() => void submit(false)}
          busy={saving && !connecting}
          disabled={!!busy}
          data-testid="profile-save"
        >
          Save
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={!!busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
