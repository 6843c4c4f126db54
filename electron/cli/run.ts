import { parseArgs } from 'node:util';
import { MIN_TIMEOUT_MS } from '../../shared/domain/connection';
import { AppError, toErrorShape } from '../core/errors';
import type { Command, CommandContext, OptionValues } from './command';
import { COMMANDS } from './commands';
import { EXIT_BAD_INPUT, EXIT_CODES_HELP, EXIT_OK, exitCodeFor } from './exit-codes';
import { type CliIo, inertIo, note, out } from './io';
import type { CliSession, GlobalOptions } from './session';
import { openSession } from './session';

const GLOBAL_HELP = `Options for every command:
  --demo            Use the built-in simulated service instead of POS_* (nothing real is touched)
  --timeout SECS    Per-request timeout, at least 30 (default 60)
  -h, --help        Help for the command`;

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `menumap: map POS menu items to your product codes, and read checks, from the command line.

Usage: menumap <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

The connection comes from the environment: POS_BASE_URL, POS_ACCESS_TOKEN, POS_USERNAME and
POS_PASSWORD (never from arguments). The offline store lives in MENUMAP_DATA_DIR (default: the
OS's application data folder).

Results go to stdout; progress and errors to stderr.
${EXIT_CODES_HELP}

${GLOBAL_HELP}

Run "menumap <command> --help" for the options of a command.`;
}

const GLOBAL_OPTIONS = {
  demo: { type: 'boolean' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function globalsFrom(values: OptionValues): GlobalOptions {
  const raw = values.timeout;
  let timeoutMs: number | undefined;
  if (typeof raw === 'string') {
    const secs = Number(raw);
    if (!Number.isFinite(secs) || secs * 1000 < MIN_TIMEOUT_MS || secs > 600) {
      throw new AppError('invalid_input', '--timeout must be a number of seconds from 30 to 600.');
    }
    timeoutMs = Math.round(secs * 1000);
  }
  return { demo: values.demo === true, timeoutMs };
}

/** Splits argv into the command name and its arguments; global flags may come before the command. */
function findCommand(argv: readonly string[]): { name: string | undefined; args: string[] } {
  const args: string[] = [];
  let name: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (name === undefined && !a.startsWith('-')) {
      name = a;
      continue;
    }
    args.push(a);
    if (name === undefined && a === '--timeout' && i + 1 < argv.length) args.push(argv[++i] ?? '');
  }
  return { name, args };
}

/** Runs one command line; returns the exit code. Never throws. */
export async function runCli(argv: readonly string[], streams: CliIo): Promise<number> {
  const io = inertIo(streams);
  const { name, args } = findCommand(argv);
  if (name === undefined || name === 'help') {
    const topic = name === 'help' ? COMMANDS.find((c) => c.name === args[0]) : undefined;
    const asked = name === 'help' || args.includes('--help') || args.includes('-h');
    if (topic) out(io, topic.help);
    else if (asked) out(io, usage());
    else note(io, usage());
    return asked ? EXIT_OK : EXIT_BAD_INPUT;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    note(io, `menumap: unknown command "${name}". Run "menumap --help" for the list.`);
    return EXIT_BAD_INPUT;
  }

  // A holder, not a variable: TypeScript does not see the assignment inside the closure below.
  const opened: { session: CliSession | null } = { session: null };
  try {
    const parsed = parseCommandArgs(command, args);
    if (parsed.values.help === true) {
      out(io, `${command.help}\n\n${GLOBAL_HELP}`);
      return EXIT_OK;
    }
    const globals = globalsFrom(parsed.values);
    const ctx: CommandContext = {
      io,
      values: parsed.values,
      positionals: parsed.positionals,
      globals,
      session: async () => {
        opened.session ??= await openSession(io, globals);
        return opened.session;
      },
    };
    return await command.run(ctx);
  } catch (e) {
    const shape = toErrorShape(e);
    note(io, `menumap ${command.name}: ${shape.message}`);
    if (shape.code === 'invalid_input') note(io, `Run "menumap ${command.name} --help" for its options.`);
    if (shape.messageId === 'branch.unknown') note(io, 'Run "menumap branches" for the codes it lists.');
    return exitCodeFor(shape.code);
  } finally {
    await opened.session?.close().catch(() => undefined);
  }
}

function parseCommandArgs(command: Command, args: string[]): { values: OptionValues; positionals: string[] } {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    // parseArgs explains itself well ("Unknown option '--x'"); its text never holds a secret.
    throw new AppError('invalid_input', e instanceof Error ? e.message : 'Invalid arguments.');
  }
  const spec = command.positionals ?? { min: 0, max: 0, names: '' };
  if (parsed.positionals.length < spec.min || parsed.positionals.length > spec.max) {
    throw new AppError(
      'invalid_input',
      spec.max === 0 ? `Unexpected argument "${parsed.positionals[0]}".` : `Expected ${spec.names}.`,
    );
  }
  return { values: parsed.values, positionals: parsed.positionals };
}
