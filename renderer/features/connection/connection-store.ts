import { create } from 'zustand';
import type { AppStatus, Profile, ProfileInput } from '../../../shared/domain/connection';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { useAppStatus } from '../../app/app-status-store';
import { useNavigation } from '../../app/navigation';
import { showError, showToast } from '../../components';
import { t } from '../../i18n/i18n';

/**
 * Connection profiles and the actions on them. Errors of connect / save stay here (shown inline
 * next to the form) rather than in toasts: they are the answer to what the user just did.
 */
type ConnectionStore = {
  profiles: Profile[];
  loaded: boolean;
  /** The profile open in the editor; 'new' for a blank form; null for none. */
  editing: string | 'new' | null;
  /** Which action is running, for busy buttons. */
  busy: { kind: 'connect' | 'save' | 'demo' | 'disconnect'; id?: string } | null;
  /** The last failure of connect or save, with the profile it belongs to. */
  error: { profileId: string | 'new' | 'demo'; shape: AppErrorShape } | null;
  load(): Promise<void>;
  edit(id: string | 'new' | null): void;
  save(input: ProfileInput, opts?: { connect?: boolean }): Promise<Profile | null>;
  remove(id: string): Promise<void>;
  forgetSecrets(id: string): Promise<void>;
  connect(id: string): Promise<boolean>;
  disconnect(): Promise<void>;
  startDemo(): Promise<boolean>;
};

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
    edit: (editing) => set({ editing, error: null }),
    async save(input, opts = {}) {
      const key = input.id ?? 'new';
      set({ busy: { kind: 'save', id: input.id }, error: null });
      try {
        const profile = await api().call('profiles.save', input);
        upsert(profile);
        set({ editing: profile.id });
        if (opts.connect) {
          set({ busy: { kind: 'connect', id: profile.id } });
          try {
            await connected(() => api().call('connection.connect', { profileId: profile.id }));
          } catch (e) {
            set({ error: { profileId: profile.id, shape: errorShapeOf(e) } });
          }
        }
        return profile;
      } catch (e) {
        set({ error: { profileId: key, shape: errorShapeOf(e) } });
        return null;
      } finally {
        set({ busy: null });
      }
    },
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
        set({ error: { profileId: id, shape: errorShapeOf(e) } });
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
        set({ error: { profileId: 'demo', shape: errorShapeOf(e) } });
        return false;
      } finally {
        set({ busy: null });
      }
    },
  };
});
