/**
 * The CLI's own lines in English: errors it raises, notes, progress and summaries on stderr. The
 * Turkish (tr.ts) has exactly these keys with the same arguments; the core's texts come from the
 * shared catalogue instead (core-text.ts). Results on stdout and --help stay English.
 */

/** "1 check", "413 checks". */
const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const range = (from: string, to: string) => (from === to ? from : `${from}..${to}`);
const AGAIN = 'will be fetched again';

export type SubmitLine = {
  state: 'running' | 'verifying' | 'done' | 'partial' | 'failed' | 'cancelled';
  batch: number;
  batches: number;
  done: number;
  total: number;
  /** Seconds left, when worth saying. */
  eta: number | null;
};

export type DaysDone = { days: number; fetched: number; cached: number; failed: number; incomplete: number };

export const en = {
  // Arguments and the command line.
  unknownCommand: (name: string) => `menumap: unknown command "${name}". Run "menumap --help" for the list.`,
  failed: (command: string, message: string) => `menumap ${command}: ${message}`,
  seeHelp: (command: string) => `Run "menumap ${command} --help" for its options.`,
  seeBranches: 'Run "menumap branches" for the codes it lists.',
  unknownOption: (option: string, suggestion: string | null) =>
    `Unknown option ${option}.${suggestion === null ? '' : ` Did you mean ${suggestion}?`}`,
  needsValue: (option: string) => `${option} needs a value.`,
  takesNoValue: (option: string) => `${option} takes no value.`,
  unexpectedArgument: (arg: string) => `Unexpected argument "${arg}".`,
  expectedArgument: (name: string) => `Expected one ${name}.`,
  timeoutRange: '--timeout must be a number of seconds from 30 to 600.',
  required: (name: string) => `--${name} is required.`,
  wholeNumber: (name: string, min: number, max: number) =>
    `--${name} must be a whole number from ${min} to ${max}.`,
  oneOf: (name: string, choices: readonly string[], got: string) =>
    `--${name} must be one of ${choices.join(', ')} (got "${got}").`,
  dateOption: (name: string) => `--${name} must be a date as YYYY-MM-DD.`,
  fromAfterTo: '--from must not be after --to.',
  xlsxNeedsOutput: '--format xlsx needs --output FILE.',
  threshold: (got: string) => `--threshold must be a number from 0 to 1 (got "${got}").`,
  daysRequired: '--days is required (1 to 90).',
  delimiter: (got: string) => `--delimiter must be ";", "," or tab (got "${got}").`,
  decimal: (got: string) => `--decimal must be "," or "." (got "${got}").`,
  bomBoth: '--bom and --no-bom cannot be given together.',

  // The environment.
  setEnvironment: (missing: readonly string[]) =>
    `Set ${missing.join(', ')} in the environment (or use --demo to try the built-in simulator).`,
  baseUrlNotUrl: 'POS_BASE_URL is not a URL (expected https://host/path).',
  baseUrlScheme: 'POS_BASE_URL must start with https:// or http://.',
  baseUrlCredentials: 'POS_BASE_URL must not contain a user name or password.',
  baseUrlPlainHttp:
    'POS_BASE_URL uses plain http:// to another computer: the AccessToken and password would travel unencrypted. Use https://, or set POS_ALLOW_PLAIN_HTTP=1 to accept this.',
  maxAnswerMb: 'MENUMAP_MAX_ANSWER_MB must be a whole number from 16 to 4096.',
  fieldNamesNotJson: 'POS_FIELD_NAMES is not JSON (expected {"check.kind": "FieldName"}).',
  fieldNamesInvalid: (problem: string, meanings: readonly string[]) =>
    `POS_FIELD_NAMES: ${problem} (meanings: ${meanings.join(', ')}).`,
  demoService: (url: string) => `Demo: simulated integration service on ${url}`,

  // Files.
  fileMissing: (file: string) => `${file} does not exist.`,
  cannotRead: (file: string, code: string) => `Cannot read ${file} (${code}).`,
  cannotWrite: (file: string, code: string) => `Cannot write ${file} (${code}).`,
  wrote: (file: string) => `Written to ${file}.`,
  wroteChecks: (n: number, file: string) => `Wrote ${counted(n, 'check')} to ${file}.`,
  supportFileWritten: (file: string) => `Support file written to ${file}.`,

  // How long ago.
  age: (minutes: number | null) => {
    if (minutes === null) return 'an unknown time';
    if (minutes < 60) return counted(minutes, 'minute');
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return counted(hours, 'hour');
    return counted(Math.floor(hours / 24), 'day');
  },

  // Progress and summaries.
  checksProgress: (done: number, total: number) => `checks: ${done}/${total} days`,
  dayFailed: (branch: string, date: string, error: string, keptFrom: string | null) =>
    `${branch} ${date}: ${error}${keptFrom === null ? '' : ` (showing the copy from ${keptFrom})`}`,
  daysDone: (d: DaysDone) =>
    `checks: ${counted(d.days, 'day')}, ${d.fetched} fetched, ${d.cached} from the offline store` +
    `${d.failed ? `, ${d.failed} failed (run again to retry them)` : ''}` +
    `${d.incomplete ? `, ${d.incomplete} incomplete (fetched again next time)` : ''}`,
  submitProgress: (p: SubmitLine) =>
    `${p.state}: batch ${p.batch} of ${p.batches}, ${p.done}/${p.total} records${p.eta === null ? '' : `, about ${p.eta} s left`}`,
  stopping: '\nStopping after the batch in flight (Ctrl-C again to quit at once).',

  // What a load of checks missed (completeness.ts).
  undatedAnswer: (n: number, from: string, to: string, branch: string, why: string) =>
    `could not read the dates of ${counted(n, 'check')} of ${range(from, to)} (${branch}); those days are incomplete and ${AGAIN}${why ? `: ${why}` : ''}`,
  outsideAnswer: (n: number, from: string, to: string, branch: string) =>
    `${counted(n, 'check')} of the answer for ${range(from, to)} (${branch}) were dated outside those days; those days are incomplete and ${AGAIN}`,
  dayUnreadableCount: (n: number, branch: string, date: string) =>
    `${counted(n, 'check')} of ${branch} ${date} could not be read (not counted); the day is incomplete and ${AGAIN}`,
  dayUnreadable: (n: number, branch: string, date: string, why: string) =>
    `${counted(n, 'check')} of ${branch} ${date} could not be read (not in the totals): ${why}; the day is incomplete and ${AGAIN}`,
  undatedUnreadable: (n: number, branch: string, why: string) =>
    `${counted(n, 'check')} of ${branch} could not be read and have no readable business day (not in the totals): ${why}; their days are incomplete and ${AGAIN}`,

  // branches
  branchesStale: 'The service could not be reached: this is the branch list from the offline store.',
  branchesNeverLoaded: (n: number) =>
    `Items and Unmapped come from the offline store; "—" marks ${counted(n, 'branch', 'branches')} whose items were never loaded here ("menumap items --branch CODE" loads them).`,

  // items
  serviceUnreachable: 'The service could not be reached.',
  itemsStaleRefused: (why: string, branch: string, age: string, readAt: string) =>
    `${why} Nothing listed: the offline store's copy of ${branch} is ${age} old (read at ${readAt}); pass --allow-stale to list it.`,
  itemsStaleListed: (why: string, age: string, readAt: string) =>
    `${why} Items from the offline store, ${age} old (read at ${readAt}).`,
  itemsSummary: (branch: string, total: number, mapped: number, unmapped: number) =>
    `${branch}: ${total} items, ${mapped} mapped, ${unmapped} unmapped`,
  itemsUnreadable: (n: number, branch: string, reasons: string) =>
    `${counted(n, 'item record')} of ${branch} could not be read (not listed): ${reasons}`,

  // apply, revert, the send flow
  liveCodesNeeded: 'The service cannot be reached: the live codes are needed to apply a file.',
  invalidRows: (n: number) => `${n} invalid rows: nothing was sent.`,
  unknownRows: (n: number, branch: string) =>
    `${n} rows name items branch ${branch} does not have: nothing was sent. Pass --skip-unknown to go on without them.`,
  wouldClear: (n: number) =>
    `${n} codes would be removed: nothing was sent. Pass --allow-clear to send deletions.`,
  fileAlreadyThere: 'Nothing to send: every code in the file is already on the service.',
  invalidCodes: (n: number) => `${n} invalid codes: nothing was sent.`,
  conflicts: (n: number) =>
    `${n} items changed on the service since they were read: nothing was sent. Pass --on-conflict keep or --on-conflict overwrite.`,
  dryRun: 'Dry run: nothing was sent.',
  nothingToSend: 'Nothing to send: every code is already as wanted.',
  reverting: (id: string, branch: string, n: number) => `Reverting ${id} on branch ${branch}: ${n} items.`,
  resumeHint: (id: string) => `Not everything was sent. Send the rest with: menumap resume ${id}`,
  nothingLeft: (refused: number, differ: number) => {
    const parts = [
      refused > 0 ? `${refused} refused by the service` : '',
      differ > 0 ? `${differ} differ on the service after sending` : '',
    ].filter(Boolean);
    return `Nothing is left to send (${parts.join(', ')}): fix them in the mapping file (or the app's draft), then apply again.`;
  },

  // suggest
  nothingToMatch:
    'Nothing to match against: give --catalogue FILE or --from-chain (or import a catalogue in the app).',
  suggestSummary: (
    branch: string,
    unmapped: number,
    withCandidates: number,
    kept: number,
    threshold: number,
  ) =>
    `${branch}: ${unmapped} unmapped items, ${withCandidates} with candidates, ${kept} at or above ${threshold}`,

  // unmapped-sold
  codesFromChecks:
    'The current item codes could not be read: codes are as they were when each item was sold.',
  unmappedSoldSummary: (n: number, days: number) => `${n} unmapped items sold in the last ${days} days.`,
};

export type CliWords = typeof en;
