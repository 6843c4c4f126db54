import type { connectionMethods } from '../../../shared/contract/connection';
import type { HandlerSlice } from '../handler-types';
import { appStatus, type ConnectionParts, connectDemo, connectTo, disconnect, listProfiles } from './connect';
import { createProfileWrites } from './profile-writes';
import { createServiceChecks } from './service-checks';

export type ConnectionMethod = keyof typeof connectionMethods;

/** app.status (once `restored`: the last session is back), profiles.*, connection.*, and so on. */
export function connectionHandlers(deps: ConnectionParts, restored: Promise<void>, now: () => Date) {
  const serviceChecks = createServiceChecks(deps, now);
  const writes = createProfileWrites(deps, serviceChecks.forget);

  const handlers: HandlerSlice<ConnectionMethod> = {
    'app.status': async () => {
      await restored;
      return appStatus(deps);
    },
    'profiles.list': async () => listProfiles(deps),
    'profiles.save': async (input) => writes.save(input),
    'profiles.cancelTry': async ({ tryId }) => writes.cancelTry(tryId),
    'profiles.delete': async ({ id }) => writes.remove(id),
    'profiles.forgetSecrets': async ({ id }) => writes.forgetSecrets(id),
    'connection.connect': async ({ profileId }) => connectTo(deps, profileId),
    'connection.disconnect': async () => disconnect(deps),
    'demo.start': () => connectDemo(deps),
    'serviceCheck.run': () => serviceChecks.run(),
    'serviceCheck.last': async () => serviceChecks.last(),
    'serviceCheck.supportFile': () => serviceChecks.supportFile(),
    'settings.get': async () => deps.appState.settings(),
    'settings.set': async (patch) => deps.appState.saveSettings(patch),
  };
  return handlers;
}
