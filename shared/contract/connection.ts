import { z } from 'zod';
import { AppStatus, Profile, ProfileInput, Settings } from '../domain/connection';
import { FilePayload } from '../domain/mapping';
import { ServiceCheckReport } from '../domain/service-check';
import { method } from './define';

export const connectionMethods = {
  /** Where the app stands: welcome screen or connected, demo or not, online or not. */
  'app.status': method(z.void(), AppStatus),
  'profiles.list': method(z.void(), z.array(Profile)),
  /**
   * Creates or updates a profile. Secrets are write-only: they go to the vault, never come back. A
   * change to how it connects is tried first (sign-in and branch list): a failed try stores nothing
   * and leaves the active connection as it was.
   */
  'profiles.save': method(ProfileInput, Profile),
  /** Stops the try of a save (its `tryId`): the save answers 'cancelled' and stores nothing. */
  'profiles.cancelTry': method(z.object({ tryId: z.string() }), z.void()),
  'profiles.delete': method(z.object({ id: z.string() }), z.void()),
  /** Wipes the stored AccessToken and password of a profile (the profile itself stays). */
  'profiles.forgetSecrets': method(z.object({ id: z.string() }), Profile),
  /** Connects with a profile: obtains a token, so a wrong key or password is reported at once. */
  'connection.connect': method(z.object({ profileId: z.string() }), AppStatus),
  'connection.disconnect': method(z.void(), AppStatus),
  /** Starts the embedded simulator on 127.0.0.1 and connects to it. */
  'demo.start': method(z.void(), AppStatus),
  /**
   * "Check the service": a short read-only series of calls within the rate budget that finds out
   * what the connected service does where the spec is silent; saved with the profile.
   */
  'serviceCheck.run': method(z.void(), ServiceCheckReport),
  /** The connected profile's last saved service check, or null. */
  'serviceCheck.last': method(z.void(), ServiceCheckReport.nullable()),
  /** "Save a support file": the last check's raw samples for the vendor, secrets and personal data removed. */
  'serviceCheck.supportFile': method(z.void(), FilePayload),
  'settings.get': method(z.void(), Settings),
  'settings.set': method(Settings.partial(), Settings),
};
