import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../electron/simulator';
import { envFor, runCli } from '../integration/cli/run-cli';
import { type RunningProxy, startProxy } from './support/decorating-proxy';

/**
 * Issue 18, finding 6: item and branch names are typed by POS staff, and the CLI printed them raw:
 * a name holding `ESC[2J` cleared the user's terminal, an OSC sequence retitled it. The real
 * `menumap` (its own process) reads a service whose names are escape sequences, in every output
 * form a terminal shows: table, CSV and JSON on stdout.
 */

const HOSTILE_NAMES = [
  'Döner\u001b[2J\u001b[H',
  '\u001b]0;pwned\u0007Ayran',
  'Kola\u009b31m',
  '\u009d2;title\u009cÇay',
  'Su\u0007\u0008\u007f',
  'Tost\u001bc',
  // Issue 34, item 6: bidi controls reorder what the terminal shows ("\u202eTAD" reads "DAT").
  'Lahmacun\u202eTAD',
  '\u2066Pide\u2069\u200f',
  'Simit\u202a\u202d\u061c\u200e',
];

/** A refusal's text, which the CLI shows in its error message. */
const HOSTILE_MESSAGE = 'Şube\u009b2J kapalı \u202eTAD\u009d0;pwned\u009c \u001b[31mkırmızı\r\u0007son';

/**
 * Any character a terminal acts on, other than the line ends (and tab) a CSV or table needs, and
 * the bidi controls, which reorder what it shows.
 */
const TERMINAL_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

let sim: RunningSimulator;
let proxy: RunningProxy;

beforeAll(async () => {
  sim = await startSimulator({ rateLimit: false, branches: 2, itemsPerBranch: 12, historyDays: 1 });
  proxy = await startProxy(
    () => sim.baseUrl,
    (path, body, request) => {
      let n = 0;
      const walk = (v: unknown): unknown => {
        if (Array.isArray(v)) return v.map(walk);
        if (typeof v !== 'object' || v === null) return v;
        return Object.fromEntries(
          Object.entries(v).map(([k, val]) => [
            k,
            (k === 'Name' || k === 'ItemNo') && typeof val === 'string'
              ? HOSTILE_NAMES[n++ % HOSTILE_NAMES.length]
              : walk(val),
          ]),
        );
      };
      // Branch B02's item list is refused, with a message that is all control sequences.
      if (path === '/GetItemsIntegrationCode' && request.includes('B02')) {
        return { ResultCode: 400, ResultMessage: HOSTILE_MESSAGE, Data: null };
      }
      return path === '/GetItemsIntegrationCode' || path === '/GetBranches' ? walk(body) : body;
    },
  );
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  await sim?.close();
});

describe('CLI output carries no terminal control sequence from the service', () => {
  test.each([
    ['items table', ['items', '--branch', 'B01']],
    ['items csv', ['items', '--branch', 'B01', '--format', 'csv']],
    ['items json', ['items', '--branch', 'B01', '--format', 'json']],
    ['branches table', ['branches']],
  ])('%s', async (_what, args) => {
    const run = await runCli(args, envFor(sim, { POS_BASE_URL: proxy.baseUrl }));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(args.includes('branches') ? 'B01' : 'Döner');
    const found = [...run.stdout].filter((ch) => TERMINAL_CONTROL.test(ch));
    expect(found.map((ch) => ch.charCodeAt(0).toString(16))).toEqual([]);
    // Nothing of a sequence is left behind either: "[2J" without its ESC still reads as garbage.
    if (!args.includes('json')) expect(run.stdout).not.toMatch(/\[2J|\]0;pwned|31m|2;title|Tostc/);
    if (args.includes('csv')) {
      const rows = Papa.parse<string[]>(run.stdout, { skipEmptyLines: true }).data;
      const clean = ['Döner', 'Ayran', 'Kola', 'Çay', 'Su', 'Tost', 'LahmacunTAD', 'Pide', 'Simit'];
      expect(rows.slice(1).flatMap((r) => [r[1], r[2]])).toEqual(expect.arrayContaining(clean));
      expect(
        rows
          .slice(1)
          .flatMap((r) => [r[1], r[2]])
          .filter((t) => !clean.includes(t ?? '')),
      ).toEqual([]);
    }
    if (args.includes('json')) {
      const { items } = JSON.parse(run.stdout) as { items: { name: string; itemNo: string }[] };
      // JSON keeps the data exact: only its bytes on the terminal are escaped.
      expect(items.flatMap((i) => [i.name, i.itemNo]).every((t) => HOSTILE_NAMES.includes(t))).toBe(true);
    }
  });
});

describe('CLI error messages carry no terminal control sequence from the service', () => {
  test('a refusal whose text is escape sequences and bidi controls', async () => {
    const run = await runCli(['items', '--branch', 'B02'], envFor(sim, { POS_BASE_URL: proxy.baseUrl }));
    expect(run.code).toBe(1);
    // The service's words are shown, in their order, with nothing a terminal would act on; the 8-bit
    // sequences go whole (the 7-bit ESC already became a space in the message's one line).
    expect(run.stderr).toContain('“Şube kapalı TAD ');
    expect(run.stderr).toContain('kırmızı son”');
    expect(run.stderr).not.toMatch(/2J|0;pwned/);
    const found = [...run.stdout, ...run.stderr].filter((ch) => TERMINAL_CONTROL.test(ch) || ch === '\r');
    expect(found.map((ch) => ch.charCodeAt(0).toString(16))).toEqual([]);
  });
});
