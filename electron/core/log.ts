import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { secretForms } from './secret-forms';

/**
 * The core's logger: leveled lines to a daily file under <dataDir>/logs and to stderr.
 *
 * Two rules keep secrets out of logs even when a caller slips:
 * - every value announced with registerSecret() is replaced by [redacted] wherever it appears
 *   (message, field values, error text), so a token that leaks into an error message from a
 *   library still never reaches the disk;
 * - fields that carry request material (headers, bodies) or are named like a secret are dropped or
 *   masked by name, whatever their value: the logger is never the place to dump a request.
 */
type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /**
   * Every later line of every logger has this value replaced by [redacted]. Values shorter than 4
   * characters are ignored: redacting them would mangle ordinary text and hide nothing.
   */
  registerSecret(value: string | null | undefined): void;
  /** Same sinks and secrets, with a scope prefix ("upstream", "preview"). */
  child(scope: string): Logger;
  /** The file lines go to (null when file logging is off). */
  readonly file: string | null;
}

export type LoggerOptions = {
  /** Folder for log files; absent = stderr only. */
  dir?: string;
  level?: LogLevel;
  /** Also write to stderr (default true; tests turn it off to keep output readable). */
  stderr?: boolean;
  now?: () => Date;
};

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const REDACTED = '[redacted]';
/** Field names never logged as such: request material and anything named like a credential. */
const DROPPED_FIELD = /^(headers?|body|requestBody|responseBody|rawBody|payload)$/i;
const SECRET_FIELD = /(token|password|secret|authorization|cookie|credential|accesskey|apikey)/i;
const MIN_SECRET_LENGTH = 4;

/**
 * Shared by every logger of the process: a secret announced anywhere (the vault, the connection
 * manager) is redacted everywhere, including loggers created before it was known.
 */
const secrets = new Set<string>();

export function createLogger(opts: LoggerOptions = {}): Logger {
  const min = ORDER[opts.level ?? envLevel() ?? 'info'];
  const now = opts.now ?? (() => new Date());
  const toStderr = opts.stderr ?? true;
  let fileBroken = false;
  if (opts.dir) {
    try {
      // Logs are the user's alone: they name branches, items and what was sent.
      mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
    } catch {
      fileBroken = true;
    }
  }
  const fileFor = (d: Date) => (opts.dir ? join(opts.dir, `app-${d.toISOString().slice(0, 10)}.log`) : null);

  const redact = (text: string): string => {
    let out = text;
    // Longest first: a form that contains another (base64 with its padding) goes whole.
    for (const s of [...secrets].sort((a, b) => b.length - a.length))
      if (out.includes(s)) out = out.split(s).join(REDACTED);
    return out;
  };

  const write = (level: LogLevel, scope: string | null, message: string, fields?: LogFields) => {
    if (ORDER[level] < min) return;
    const at = now();
    const prefix = scope ? `[${scope}] ` : '';
    const tail = fields ? formatFields(fields) : '';
    const line = redact(`${at.toISOString()} ${level.toUpperCase()} ${prefix}${message}${tail}`);
    if (toStderr) process.stderr.write(`${line}\n`);
    const file = fileFor(at);
    if (file && !fileBroken) {
      try {
        appendFileSync(file, `${line}\n`, { mode: 0o600 });
      } catch {
        // A full or read-only disk must not take the app down; stderr still has the line.
        fileBroken = true;
      }
    }
  };

  const make = (scope: string | null): Logger => ({
    debug: (m, f) => write('debug', scope, m, f),
    info: (m, f) => write('info', scope, m, f),
    warn: (m, f) => write('warn', scope, m, f),
    error: (m, f) => write('error', scope, m, f),
    registerSecret(value) {
      if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) return;
      for (const form of secretForms(value)) secrets.add(form);
    },
    child: (s) => make(scope ? `${scope}:${s}` : s),
    get file() {
      return fileFor(now());
    },
  });
  return make(null);
}

function envLevel(): LogLevel | undefined {
  const v = process.env.MCM_LOG_LEVEL;
  return v === 'debug' || v === 'info' || v === 'warn' || v === 'error' ? v : undefined;
}

function formatFields(fields: LogFields): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (DROPPED_FIELD.test(key)) continue;
    parts.push(`${key}=${SECRET_FIELD.test(key) ? REDACTED : formatValue(value)}`);
  }
  return parts.length ? ` ${parts.join(' ')}` : '';
}

function formatValue(value: unknown): string {
  if (value instanceof Error) {
    // Name and message only: stacks and causes can carry request material from libraries.
    return JSON.stringify(`${value.name}: ${value.message}`);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    return String(value);
  }
  try {
    return JSON.stringify(value, (k, v) =>
      k && (DROPPED_FIELD.test(k) || SECRET_FIELD.test(k)) ? REDACTED : v,
    );
  } catch {
    return '"[unserialisable]"';
  }
}

let processLogger: Logger = createLogger();

/**
 * The process-wide logger: stderr only until the host installs one writing to its data folder
 * (createAppCore does). Domains call logger() instead of threading a logger through every function.
 */
export function logger(): Logger {
  return processLogger;
}
export function setLogger(l: Logger): void {
  processLogger = l;
}
