import { MIN_TIMEOUT_MS } from '../../shared/domain/connection';
import { AppError, toErrorShape } from '../core/errors';
import { findCommand, GLOBAL_OPTIONS, langArg, parseOptions } from './args';
import type { Command, CommandContext, OptionValues } from './command';
import { COMMANDS } from './commands';
import { EXIT_BAD_INPUT, EXIT_CODES_HELP, EXIT_OK, exitCodeFor } from './exit-codes';
import { activateLanguage, errorText, languageFrom, words } from './i18n';
import { type CliIo, inertIo, note, out } from './io';
import type { CliSession, GlobalOptions } from './session';
import { openSession } from './session';

const GLOBAL_HELP = `Options for every command:
  --demo            Use the built-in simulated service instead of POS_* (nothing real is touched)
  --timeout SECS    Per-request timeout, at least 30 (default 60)
  --lang en|tr      Language of the messages on stderr (default: LC_ALL, LC_MESSAGES or LANG,
                    else the system's; Turkish when it starts with "tr"). Help and results on
                    stdout (tables, CSV, JSON) stay English
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

function globalsFrom(values: OptionValues): GlobalOptions {
  const raw = values.timeout;
  let timeoutMs: number | undefined;
  if (typeof raw === 'string') {
    const secs = Number(raw);
    if (!Number.isFinite(secs) || secs * 1000 < MIN_TIMEOUT_MS || secs > 600) {
      throw new AppError('invalid_input', words().timeoutRange);
    }
    timeoutMs = Math.round(secs * 1000);
  }
  return { demo: values.demo === true, timeoutMs };
}

/** Runs one command line; returns the exit code. Never throws. */
export async function runCli(argv: readonly string[], streams: CliIo): Promise<number> {
  const io = inertIo(streams);
  // The environment's language first: a --lang that is neither en nor tr is said in it.
  await activateLanguage(languageFrom(undefined, io.env));
  try {
    await activateLanguage(languageFrom(langArg(argv), io.env));
  } catch (e) {
    note(io, `menumap: ${errorText(toErrorShape(e))}`);
    return EXIT_BAD_INPUT;
  }
  const { name, args } = findCommand(argv);
  if (name === undefined || name === 'help') {
    const topic = name === 'help' ? COMMANDS.find((c) => c.name === args[0]) : undefined;
    const asked = name === 'help' || args.includes('--help') || args.includes('-h');
    if (topic) out(io, topic.help);
    else if (asked) out(io, usage());
    else {
      // "menumap --outptu": the mistake first, then what there is.
      const mistake = optionMistake(args);
      if (mistake !== null) note(io, `menumap: ${mistake}`);
      note(io, usage());
    }
    return asked ? EXIT_OK : EXIT_BAD_INPUT;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    note(io, words().unknownCommand(name));
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
    note(io, words().failed(command.name, errorText(shape)));
    if (shape.code === 'invalid_input') note(io, words().seeHelp(command.name));
    if (shape.messageId === 'branch.unknown') note(io, words().seeBranches);
    return exitCodeFor(shape.code);
  } finally {
    await opened.session?.close().catch(() => undefined);
  }
}

/** What is wrong with options given without a command, in words; null when nothing. */
function optionMistake(args: readonly string[]): string | null {
  try {
    parseOptions(args, GLOBAL_OPTIONS);
    return null;
  } catch (e) {
    return errorText(toErrorShape(e));
  }
}

function parseCommandArgs(command: Command, args: string[]): { values: OptionValues; positionals: string[] } {
  const parsed = parseOptions(args, { ...GLOBAL_OPTIONS, ...command.options });
  const spec = command.positionals ?? { min: 0, max: 0, name: '' };
  if (parsed.positionals.length < spec.min || parsed.positionals.length > spec.max) {
    throw new AppError(
      'invalid_input',
      spec.max === 0 || parsed.positionals.length > spec.max
        ? words().unexpectedArgument(parsed.positionals[spec.max] ?? '')
        : words().expectedArgument(spec.name),
    );
  }
  return parsed;
}
