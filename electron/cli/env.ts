import {
  FieldMeaning,
  FieldOverrides,
  hasUrlCredentials,
  isPlainHttpToRemote,
} from '../../shared/domain/connection';
import { AppError } from '../core/errors';
import { LARGE_ANSWER_OPS, type Operation } from '../core/upstream/endpoints';
import { words } from './i18n';

export type ConnectionEnv = { baseUrl: string; username: string; accessToken: string; password: string };

const VARS = ['POS_BASE_URL', 'POS_ACCESS_TOKEN', 'POS_USERNAME', 'POS_PASSWORD'] as const;

/**
 * The connection comes from the environment only: arguments end up in shell history and in the
 * process list. Messages name the missing variables, never a value.
 */
export function connectionFromEnv(env: Readonly<Record<string, string | undefined>>): ConnectionEnv {
  const missing = VARS.filter((v) => !env[v]);
  if (missing.length > 0) {
    throw new AppError('invalid_input', words().setEnvironment(missing));
  }
  const baseUrl = env.POS_BASE_URL ?? '';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new AppError('invalid_input', words().baseUrlNotUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AppError('invalid_input', words().baseUrlScheme);
  }
  if (hasUrlCredentials(baseUrl)) {
    throw new AppError('invalid_input', words().baseUrlCredentials);
  }
  // The app asks before plain http:// to another computer; a script confirms it the same way, once.
  if (isPlainHttpToRemote(baseUrl) && env.POS_ALLOW_PLAIN_HTTP !== '1') {
    throw new AppError('invalid_input', words().baseUrlPlainHttp);
  }
  return {
    baseUrl,
    username: env.POS_USERNAME ?? '',
    accessToken: env.POS_ACCESS_TOKEN ?? '',
    password: env.POS_PASSWORD ?? '',
  };
}

/**
 * MENUMAP_MAX_ANSWER_MB: the largest answer for items or checks read, in MB (the app's setting of
 * the same name); unset keeps the client's defaults.
 */
export function answerLimitsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): Partial<Record<Operation, number>> {
  const raw = env.MENUMAP_MAX_ANSWER_MB;
  if (raw === undefined || raw === '') return {};
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 16 || mb > 4096) {
    throw new AppError('invalid_input', words().maxAnswerMb);
  }
  return Object.fromEntries(LARGE_ANSWER_OPS.map((op) => [op, mb * 1024 * 1024]));
}

/**
 * POS_FIELD_NAMES: the service's own field names for checks and items, as JSON
 * ({"check.kind": "Belge", "payment.amount": "Tutar"}), like a profile's Advanced section.
 */
export function fieldOverridesFromEnv(env: Readonly<Record<string, string | undefined>>): FieldOverrides {
  const text = env.POS_FIELD_NAMES?.trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('invalid_input', words().fieldNamesNotJson);
  }
  const result = FieldOverrides.safeParse(parsed);
  if (!result.success) {
    throw new AppError(
      'invalid_input',
      words().fieldNamesInvalid(result.error.issues[0]?.message ?? 'not valid', FieldMeaning.options),
    );
  }
  return result.data;
}
