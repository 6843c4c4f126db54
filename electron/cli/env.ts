import { AppError } from '../core/errors';

export type ConnectionEnv = { baseUrl: string; username: string; accessToken: string; password: string };

const VARS = ['POS_BASE_URL', 'POS_ACCESS_TOKEN', 'POS_USERNAME', 'POS_PASSWORD'] as const;

/**
 * The connection comes from the environment only: arguments end up in shell history and in the
 * process list. Messages name the missing variables, never a value.
 */
export function connectionFromEnv(env: Readonly<Record<string, string | undefined>>): ConnectionEnv {
  const missing = VARS.filter((v) => !env[v]);
  if (missing.length > 0) {
    throw new AppError(
      'invalid_input',
      `Set ${missing.join(', ')} in the environment (or use --demo to try the built-in simulator).`,
    );
  }
  const baseUrl = env.POS_BASE_URL ?? '';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new AppError('invalid_input', 'POS_BASE_URL is not a URL (expected https://host/path).');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AppError('invalid_input', 'POS_BASE_URL must start with https:// or http://.');
  }
  return {
    baseUrl,
    username: env.POS_USERNAME ?? '',
    accessToken: env.POS_ACCESS_TOKEN ?? '',
    password: env.POS_PASSWORD ?? '',
  };
}
