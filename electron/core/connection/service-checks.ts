import type { ServiceCheckReport } from '../../../shared/domain/service-check';
import { toPayload } from '../files';
import { buildSupportFile, runServiceCheck, type Samples } from '../service-check';
import { type ConnectionParts, notFound } from './connect';

const RECHECK_AFTER_MS = 60_000;

/**
 * The service check of the connection in use: its report is saved with the profile, its raw
 * samples are kept in memory only (raw answers), per profile, for the support file.
 */
export function createServiceChecks({ manager, profiles, host }: ConnectionParts, now: () => Date) {
  const lastSamples = new Map<string, Samples>();
  const last = (): ServiceCheckReport | null => {
    const profile = manager.current();
    return profile ? profiles.serviceCheck(profile.id) : null;
  };

  const checkService = async () => {
    const client = manager.access.client();
    const profile = manager.current();
    if (!profile) throw notFound();
    const run = await runServiceCheck(client, { now });
    profiles.saveServiceCheck(profile.id, run.report);
    lastSamples.set(profile.id, run.samples);
    return run;
  };

  return {
    last,
    /** Another service (or user) answers differently: the last check's samples no longer apply. */
    forget: (profileId: string) => lastSamples.delete(profileId),

    async run(): Promise<ServiceCheckReport> {
      const profile = manager.current();
      const saved = last();
      // Asked again within a minute, the check answers the last one: it must stay a small share of
      // the user's 60-a-minute budget however often the button is pressed.
      if (
        profile &&
        saved &&
        lastSamples.has(profile.id) &&
        now().getTime() - Date.parse(saved.checkedAt) < RECHECK_AFTER_MS
      ) {
        return saved;
      }
      return (await checkService()).report;
    },

    async supportFile() {
      manager.access.client();
      const profile = manager.current();
      const saved = last();
      const samples = profile ? lastSamples.get(profile.id) : undefined;
      // Samples are kept in memory only: after a restart the check runs again to take fresh ones.
      const run = saved && samples ? { report: saved, samples } : await checkService();
      const text = buildSupportFile(run.report, run.samples, host.version);
      const day = run.report.checkedAt.slice(0, 10);
      return toPayload(Buffer.from(text, 'utf8'), `menumap-service-check-${day}.json`, 'json');
    },
  };
}
