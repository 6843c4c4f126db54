import type { ParseArgsOptionsConfig } from 'node:util';
import { AppError } from '../core/errors';
import { words } from './i18n';
import type { CliIo } from './io';
import type { CliSession, GlobalOptions } from './session';

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

export type CommandContext = {
  io: CliIo;
  values: OptionValues;
  positionals: string[];
  globals: GlobalOptions;
  /** Opens the connection and the store on first use (help and argument errors never connect). */
  session(): Promise<CliSession>;
};

export type Command = {
  name: string;
  summary: string;
  help: string;
  options: ParseArgsOptionsConfig;
  /** Positional arguments after the command name: how many, and what one is called ("ENTRY-ID"). */
  positionals?: { min: number; max: number; name: string };
  /** Returns the exit code. Throws AppError for failures (mapped to 1 or 2). */
  run(ctx: CommandContext): Promise<number>;
};

export function optString(values: OptionValues, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

export function optStrings(values: OptionValues, name: string): string[] {
  const v = values[name];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return typeof v === 'string' ? [v] : [];
}

export function requireString(values: OptionValues, name: string): string {
  const v = optString(values, name)?.trim();
  if (!v) throw new AppError('invalid_input', words().required(name));
  return v;
}

export function optFlag(values: OptionValues, name: string): boolean {
  return values[name] === true;
}

export function optInt(
  values: OptionValues,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  const v = optString(values, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!/^-?\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < range.min || n > range.max) {
    throw new AppError('invalid_input', words().wholeNumber(name, range.min, range.max));
  }
  return n;
}

export function optChoice<T extends string>(
  values: OptionValues,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const v = optString(values, name);
  if (v === undefined) return fallback;
  const c = choices.find((x) => x === v);
  if (!c) throw new AppError('invalid_input', words().oneOf(name, choices, v));
  return c;
}
