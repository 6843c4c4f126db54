import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { Locale } from '../../shared/domain/locale';
import { AppError } from '../core/errors';
import type { OptionValues } from './command';
import { words } from './i18n';

/** Options every command takes; the string ones may also come before the command's name. */
export const GLOBAL_OPTIONS = {
  demo: { type: 'boolean' },
  timeout: { type: 'string' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig;

const GLOBAL_WITH_VALUE = new Set(['--timeout', '--lang']);

/** Splits argv into the command name and its arguments; global options may come before the command. */
export function findCommand(argv: readonly string[]): { name: string | undefined; args: string[] } {
  const args: string[] = [];
  let name: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (name === undefined && !a.startsWith('-')) {
      name = a;
      continue;
    }
    args.push(a);
    if (name === undefined && GLOBAL_WITH_VALUE.has(a) && i + 1 < argv.length) args.push(argv[++i] ?? '');
  }
  return { name, args };
}

/**
 * --lang as given anywhere on the line (before "--"), read before anything is parsed: the errors
 * of parsing are said in it too. Undefined when absent; an AppError (in the environment's
 * language) when it is neither en nor tr.
 */
export function langArg(argv: readonly string[]): Locale | undefined {
  let given: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--') break;
    if (a === '--lang') given = argv[++i] ?? '';
    else if (a.startsWith('--lang=')) given = a.slice('--lang='.length);
  }
  if (given === undefined) return undefined;
  const parsed = Locale.safeParse(given.trim().toLowerCase());
  if (!parsed.success) throw new AppError('invalid_input', words().oneOf('lang', Locale.options, given));
  return parsed.data;
}

/**
 * Parses a command's arguments against its options and the global ones. Mistakes are said in the
 * CLI's words, naming the option as typed: an unknown one with the nearest known one ("Unknown
 * option --outptu. Did you mean --output?"), a value missing or one given to a flag.
 */
export function parseOptions(
  args: readonly string[],
  options: ParseArgsOptionsConfig,
): { values: OptionValues; positionals: string[] } {
  const config = { args: [...args], options, allowPositionals: true } as const;
  const loose = parseArgs({ ...config, strict: false, tokens: true });
  for (const token of loose.tokens) {
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (spec === undefined) {
      throw new AppError(
        'invalid_input',
        words().unknownOption(token.rawName, nearestOption(token.rawName, options)),
      );
    }
    if (spec.type === 'boolean' && token.inlineValue === true) {
      throw new AppError('invalid_input', words().takesNoValue(token.rawName));
    }
    // "--branch --json": the next option is not the branch's value.
    const value = token.value;
    if (spec.type === 'string' && (value === undefined || (!token.inlineValue && value.startsWith('-')))) {
      throw new AppError('invalid_input', words().needsValue(token.rawName));
    }
  }
  try {
    const parsed = parseArgs({ ...config, strict: true });
    return { values: parsed.values, positionals: parsed.positionals };
  } catch (e) {
    // Every mistake parseArgs knows is caught above; this is only a safety net (its text holds no secret).
    throw new AppError('invalid_input', e instanceof Error ? e.message : 'Invalid arguments.');
  }
}

/**
 * The known option a mistyped one most likely meant: the one a letter away (a swap of two
 * neighbours counts as one), else the only one it starts ("--out"), else one two letters away;
 * null when none is close.
 */
export function nearestOption(raw: string, options: ParseArgsOptionsConfig): string | null {
  const names = Object.keys(options);
  if (!raw.startsWith('--')) {
    // "-o": the long option of that initial, when only one has it.
    const initial = raw.slice(1, 2).toLowerCase();
    const matching = names.filter((n) => n.startsWith(initial));
    return initial !== '' && matching.length === 1 ? `--${matching[0]}` : null;
  }
  const typed = raw.slice(2).toLowerCase();
  let best: { name: string; distance: number } | null = null;
  for (const name of names) {
    const distance = editDistance(typed, name);
    if (best === null || distance < best.distance) best = { name, distance };
  }
  // One letter off beats a prefix ("--form" is --from, not --format); a prefix beats two off.
  if (best !== null && best.distance <= 1) return `--${best.name}`;
  const starting = names.filter((n) => typed.length >= 2 && n.startsWith(typed));
  if (starting.length === 1) return `--${starting[0]}`;
  return best !== null && best.distance <= 2 && typed.length > 3 ? `--${best.name}` : null;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row) row[j] = v;
    }
  }
  return at(a.length, b.length);
}
