import { create } from 'zustand';
import type { AppStatus, Profile, ProfileInput } from '../../../shared/domain/connection';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { showError, showToast } from '../../components';
import { t } from '../../i18n/i18n';
import { useAppStatus } from '../../shell-state/app-status-store';
import { useNavigation } from '../../shell-state/navigation';

/**
 * Connection profiles and the actions on them. Errors of connect / save stay here (shown inline
 * next to the form) rather than in toasts: they are the answer to what the user just did.
 */
type ConnectionStore = {
  profiles: Profile[];
  loaded: boolean;
  /** The profile open in the editor; 'new' for a blank form; null for none. */
  editing: string | 'new' | null;
  /**
   * Counts edit() calls: the editor is keyed by it, so "New profile" clicked on a new form that
   * failed its try opens a blank one, as it does after a save.
   */
  opened: number;
  /**
   * Which action is running, for busy buttons. A save that changes how a profile connects is tried
   * first (sign-in and branch list): `tryId` names that try, for cancelTry.
   */
  busy: { kind: 'connect' | 'save' | 'demo' | 'disconnect'; id?: string; tryId?: string } | null;
  /**
   * The last failure of connect or save, with the profile it belongs to; shown next to the form
   * until dismissed, a field is edited or the next action starts.
   */
  error: { profileId: string | 'new' | 'demo'; shape: AppErrorShape; from: 'save' | 'connect' } | null;
  load(): Promise<void>;
  edit(id: string | 'new' | null): void;
  /**
   * Saves a profile: main tries a connection change before storing anything, and `connect` makes
   * the profile active only once it answered. `untried` is the user's "Save without connecting".
   */
  save(input: ProfileInput, opts?: { connect?: boolean; untried?: boolean }): Promise<Profile | null>;
  /** Stops the running save's try: nothing is stored, the active connection is as it was. */
  cancelTry(): void;
  dismissError(): void;
  remove(id: string): Promise<void>;
  forgetSecrets(id: string): Promise<void>;
  connect(id: string): Promise<boolean>;
  disconnect(): Promise<void>;
  startDemo(): Promise<boolean>;
};

let tries = 0;

export const useConnection = create<ConnectionStore>((set, get) => {
  const upsert = (p: Profile) =>
    set((s) => ({
      profiles: s.profiles.some((x) => x.id === p.id)
        ? s.profiles.map((x) => (x.id === p.id ? p : x))
        : [...s.profiles, p],
    }));

  const connected = async (call: () => Promise<AppStatus>) => {
    const status = await call();
    useAppStatus.getState().setStatus(status);
    useNavigation.getState().navigate('branches', { branch: null });
    // Connected, but the service did not answer: say so once; the status bar keeps saying it.
    if (!status.connectivity.online) {
      showToast({
        kind: 'warning',
        title: t('connection.connectedOffline'),
        message: t('connection.connectedOfflineText'),
        detail: status.connectivity.lastErrorMessage ?? undefined,
      });
    }
    void get().load();
  };

  return {
    profiles: [],
    loaded: false,
    editing: null,
    opened: 0,
    busy: null,
    error: null,
    async load() {
      try {
        set({ profiles: await api().call('profiles.list'), loaded: true });
      } catch (e) {
        set({ loaded: true });
        showError(e, {
          title: t('connection.loadFailed'),
          onRetry: () => void get().load(),
        });
      }
    },
    edit: (editing) => set((s) => ({ editing, error: null, opened: s.opened + 1 })),
    async save(input, opts = {}) {
      const key = input.id ?? 'new';
      const connect = opts.connect === true;
      const untried = opts.untried === true;
      const tryId = untried ? undefined : `try-${++tries}`;
      set({
        busy: { kind: connect ? 'connect' : 'save', id: input.id, ...(tryId ? { tryId } : {}) },
        error: null,
      });
      try {
        const profile = await api().call('profiles.save', {
          ...input,
          connect,
          untried,
          ...(tryId ? { tryId } : {}),
        });
        upsert(profile);
        set({ editing: profile.id });
        if (connect) await connected(() => api().call('app.status'));
        // The active profile was edited: the header and status bar show it as it now connects.
        else if (useAppStatus.getState().status?.profile?.id === profile.id)
          await useAppStatus.getState().load();
        return profile;
      } catch (e) {
        const shape = errorShapeOf(e);
        // A cancelled try is what the user asked for: nothing to explain.
        if (shape.code !== 'cancelled') set({ error: { profileId: key, shape, from: 'save' } });
        return null;
      } finally {
        set({ busy: null });
      }
    },
    cancelTry() {
      const tryId = get().busy?.tryId;
      if (tryId) void api().call('profiles.cancelTry', { tryId }).catch(showError);
    },
    dismissError: () => set({ error: null }),
    async remove(id) {
      await api().call('profiles.delete', { id });
      set((s) => ({
        profiles: s.profiles.filter((p) => p.id !== id),
        editing: s.editing === id ? null : s.editing,
      }));
      // Deleting the active profile disconnects it.
      await useAppStatus.getState().load();
    },
    async forgetSecrets(id) {
      upsert(await api().call('profiles.forgetSecrets', { id }));
      await useAppStatus.getState().load();
    },
    async connect(id) {
      set({ busy: { kind: 'connect', id }, error: null });
      try {
        await connected(() => api().call('connection.connect', { profileId: id }));
        return true;
      } catch (e) {
        set({ error: { profileId: id, shape: errorShapeOf(e), from: 'connect' } });
        return false;
      } finally {
        set({ busy: null });
      }
    },
    async disconnect() {
      set({ busy: { kind: 'disconnect' }, error: null });
      try {
        useAppStatus.getState().setStatus(await api().call('connection.disconnect'));
      } catch (e) {
        showError(e);
      } finally {
        set({ busy: null });
      }
    },
    async startDemo() {
      set({ busy: { kind: 'demo' }, error: null });
      try {
        await connected(() => api().call('demo.start'));
        return true;
      } catch (e) {
        set({ error: { profileId: 'demo', shape: errorShapeOf(e), from: 'connect' } });
        return false;
      } finally {
        set({ busy: null });
      }
    },
  };
});
