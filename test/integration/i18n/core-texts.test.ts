import { afterEach, describe, expect, it } from 'vitest';
import { runServiceCheck } from '../../../electron/core/service-check';
import { errorText, reasonText, saidText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';
import type { Finding } from '../../../shared/domain/service-check';
import { harness } from '../upstream/setup';

// What the core says about the service's data, read by the real client from the simulator over
// HTTP, as the renderer words it: unreadable records (the odd-records fault) and the service
// check's findings. English from the catalogue is the core's own English (the CLI's); Turkish is
// all Turkish.
const NOW = new Date('2025-03-15T12:30:00Z');

/** A finding's three texts as the service-check panel shows them. */
function shown(f: Finding): { title: string; seen: string; appDoes: string } {
  const seen = saidText(f.seenSaid, f.seen);
  return {
    title: saidText(f.titleSaid, f.title),
    seen: f.failure ? `${seen} ${errorText(f.failure)}` : seen,
    appDoes: saidText(f.appDoesSaid, f.appDoes),
  };
}

const ungrouped = (text: string) => text.replace(/(\d),(?=\d{3}\b)/g, '$1');

describe('core texts in the user language, from the simulator', () => {
  afterEach(() => activateLocale('en'));

  it('unreadable checks, lines, payments and items: each reason in Turkish, the English as the core says it', async () => {
    const h = await harness({ dialect: 'standard', historyDays: 6, now: NOW, freezeClock: true });
    h.sim.control.addFault({ kind: 'odd-records', rate: 0.2 });
    const checks = await h.client.getChecks({ branch: 'B01', from: '2025-03-10', to: '2025-03-14' });
    const items = await h.client.readItems('B01');
    const records = [
      ...checks.unreadable,
      ...checks.checks.flatMap((c) => c.unreadable ?? []),
      ...items.unreadable,
    ];
    expect(records.length).toBeGreaterThan(3);
    expect(new Set(records.map((r) => r.what))).toContain('check');
    expect(new Set(records.map((r) => r.what))).toContain('item');
    for (const r of records) {
      expect(r.reasonSaid, r.reason).toBeDefined();
      activateLocale('en');
      expect(reasonText(r)).toBe(r.reason);
      activateLocale('tr');
      const turkish = reasonText(r);
      expect(turkish, r.reason).not.toBe(r.reason);
      expect(turkish).not.toMatch(/\b(is not|missing|not an object)\b/);
    }
  });

  it('the service check’s findings, every one worded in Turkish, and a failed call with its error', async () => {
    const h = await harness({
      dialect: 'vendor-tr',
      branches: 2,
      itemsPerBranch: 40,
      historyDays: 12,
      now: NOW,
    });
    // The items call fails (the branch is busy and stays busy): its finding names the call and the error.
    h.sim.control.addFault({ kind: 'failing', path: '/GetItemsIntegrationCode' });
    const { report } = await runServiceCheck(h.client, { now: () => h.sim.control.now() });
    expect(report.findings).toHaveLength(14);
    for (const f of report.findings) {
      activateLocale('en');
      // The catalogue's English is the core's, word for word (a failed call: the core's message).
      expect(shown(f).title, f.topic).toBe(f.title);
      expect(shown(f).appDoes, f.topic).toBe(f.appDoes);
      // (Counts are grouped the locale's way on screen: 2,872 where the CLI writes 2872.)
      if (!f.failure) expect(ungrouped(shown(f).seen), f.topic).toBe(f.seen);
      activateLocale('tr');
      const tr = shown(f);
      expect(tr.title, f.topic).not.toBe(f.title);
      expect(tr.seen, f.topic).not.toBe(f.seen);
      expect(tr.appDoes, f.topic).not.toBe(f.appDoes);
      expect(`${tr.title} ${tr.appDoes}`, f.topic).not.toMatch(/\b(the|is|are|app|reads)\b/);
    }
    activateLocale('tr');
    const byTopic = Object.fromEntries(report.findings.map((f) => [f.topic, shown(f)]));
    expect(byTopic.token?.title).toBe('Bir oturum anahtarı (token) ne kadar geçerli?');
    expect(byTopic.token?.seen).toMatch(/: şu andan itibaren yaklaşık 24 saat\.$/);
    expect(byTopic['check-kind']?.seen).toBe('"DocumentType" alanıyla: "GIDER", "SATIS", "TAHSILAT".');
    expect(byTopic.items?.seen).toMatch(/^GetItemsIntegrationCode çağrısı başarısız oldu: /);
    expect(byTopic.items?.seen).not.toMatch(/failed|branch/);
  });
});
