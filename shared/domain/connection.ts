import { z } from 'zod';
import { CoreMessage } from './errors';
import { Locale } from './locale';

export const MIN_TIMEOUT_MS = 30_000;
export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * The meanings the check and item reader looks up by name (electron/core/upstream/field-names.ts
 * lists the common names of each). A profile may name the field its service uses for any of them.
 */
export const FieldMeaning = z.enum([
  'check.id',
  'check.number',
  'check.businessDate',
  'check.kind',
  'check.state',
  'check.isReturn',
  'check.info',
  'check.outletInfo',
  'check.officialReceiptNumber',
  'check.tableNo',
  'check.orderType',
  'check.openDate',
  'check.closeDate',
  'check.address',
  'check.fiscal',
  'check.invoice',
  'check.lines',
  'check.payments',
  'check.discounts',
  'line.itemId',
  'line.itemNo',
  'line.name',
  'line.integrationCode',
  'line.quantity',
  'line.unitPrice',
  'line.total',
  'line.condiments',
  'payment.type',
  'payment.amount',
  'discount.type',
  'discount.name',
  'discount.amount',
  'item.itemId',
  'item.itemNo',
  'item.name',
  'item.integrationCode',
]);
export type FieldMeaning = z.infer<typeof FieldMeaning>;

/**
 * How a date field of one service is written, where a value alone cannot tell: `<meaning>.format`
 * is the order of day and month in slashed dates (03/04/2026), `<meaning>.zone` the offset of
 * instants written without one (`/Date(ms)/`, epoch numbers) whose day is wanted.
 */
export const FieldFormatKey = z.enum([
  'check.businessDate.format',
  'check.businessDate.zone',
  'check.openDate.format',
  'check.openDate.zone',
  'check.closeDate.format',
  'check.closeDate.zone',
]);
export type FieldFormatKey = z.infer<typeof FieldFormatKey>;

export const DATE_ORDER_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy'] as const;
/** `+03:00`, `-0500`, `Z` or `UTC`: at most 14 hours from UTC. */
export const ZONE_FORMAT = /^(?:Z|UTC|[+-](?:0\d|1[0-4]):?[0-5]\d)$/;

/** A key of a profile's Advanced section: a meaning (its field name) or a date field's format. */
export const FieldOverrideKey = z.enum([...FieldMeaning.options, ...FieldFormatKey.options]);
export type FieldOverrideKey = z.infer<typeof FieldOverrideKey>;

/** What is wrong with `value` as the format of a format key, or null (always for a meaning). */
export function formatValueIssue(key: FieldOverrideKey, value: string): string | null {
  if (key.endsWith('.format'))
    return (DATE_ORDER_FORMATS as readonly string[]).includes(value)
      ? null
      : `${key}: write ${DATE_ORDER_FORMATS.join(' or ')}.`;
  if (key.endsWith('.zone'))
    return ZONE_FORMAT.test(value) ? null : `${key}: write an offset from UTC such as +03:00.`;
  return null;
}

/**
 * Explicit field names of one service, tried before the common ones (a JSON field name), and the
 * formats of its date fields. Stored profiles written before formats existed hold names only.
 */
export const FieldOverrides = z
  .partialRecord(
    FieldOverrideKey,
    z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[^\s]+$/, 'A field name has no spaces.'),
  )
  .superRefine((overrides, ctx) => {
    for (const [key, value] of Object.entries(overrides)) {
      const issue = value === undefined ? null : formatValueIssue(key as FieldOverrideKey, value);
      if (issue !== null) ctx.addIssue({ code: 'custom', path: [key], message: issue });
    }
  });
export type FieldOverrides = z.infer<typeof FieldOverrides>;

/**
 * What a profile connects to: the vendor's service itself, or the chain's team server (which speaks
 * the service's protocol for its team users and holds the vendor's credentials itself).
 */
export const ProfileKind = z.enum(['service', 'team']);
export type ProfileKind = z.infer<typeof ProfileKind>;

/** A team server's roles: admin (vendor connection, users), mapper (edit, submit, revert), viewer. */
export const TeamRole = z.enum(['admin', 'mapper', 'viewer']);
export type TeamRole = z.infer<typeof TeamRole>;
export const TeamMember = z.object({ user: z.string(), role: TeamRole });
export type TeamMember = z.infer<typeof TeamMember>;

/**
 * A connection profile as the renderer sees it. The AccessToken and password never appear here:
 * only whether they are stored, and where.
 */
export const Profile = z.object({
  id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  username: z.string(),
  readOnly: z.boolean(),
  timeoutMs: z.number().int().min(MIN_TIMEOUT_MS),
  /** 'stored' = encrypted at rest; 'session' = kept in memory only (no OS secret store); 'missing'. */
  secrets: z.enum(['stored', 'session', 'missing']),
  demo: z.boolean(),
  /** The service's own field names for checks and items (Advanced); {} = the common names only. */
  fieldOverrides: FieldOverrides.optional(),
  /** Absent in profiles of earlier versions: the service itself. */
  kind: ProfileKind.optional(),
});
export type Profile = z.infer<typeof Profile>;

const tryUrl = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** The host (and port) of a service address, as the header and errors name it; the text if it is no URL. */
export const hostOf = (baseUrl: string): string => tryUrl(baseUrl)?.host ?? baseUrl;

/** A user name or password inside the address would be stored, logged and shown with it. */
export const hasUrlCredentials = (baseUrl: string): boolean => {
  const url = tryUrl(baseUrl);
  return url !== null && (url.username !== '' || url.password !== '');
};

/** 127.0.0.0/8, ::1 and localhost: traffic that never leaves the computer. */
const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/** http:// to another computer: the AccessToken and password would travel in clear. */
export const isPlainHttpToRemote = (baseUrl: string): boolean => {
  const url = tryUrl(baseUrl);
  return url !== null && url.protocol === 'http:' && !isLoopbackHost(url.hostname);
};

/**
 * The parts of a profile its stored secrets are bound to: sent anywhere else (another scheme, host,
 * port or path, or as another user), they could be read by whoever runs that address.
 */
export const secretsIdentity = (baseUrl: string, username: string): string => {
  const url = tryUrl(baseUrl);
  const where = url ? `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}` : baseUrl;
  return `${where}\n${username}`;
};

export const ProfileInput = z.object({
  id: z.string().optional(),
  kind: ProfileKind.default('service'),
  name: z.string().trim().min(1).max(80),
  baseUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .refine((u) => !hasUrlCredentials(u), 'The service address must not contain a user name or password.'),
  username: z.string().min(1).max(200),
  readOnly: z.boolean().default(false),
  timeoutMs: z.number().int().min(MIN_TIMEOUT_MS).max(600_000).default(DEFAULT_TIMEOUT_MS),
  /**
   * Write-only: sent from the form to main, never returned. Omitted = keep what is stored, unless
   * the address or user name changed: then the stored ones are forgotten.
   */
  accessToken: z.string().min(1).max(4096).optional(),
  password: z.string().min(1).max(4096).optional(),
  /** Omitted = keep what is stored; {} clears them. */
  fieldOverrides: FieldOverrides.optional(),
  /** Write-only: the stored password, asked again to turn read-only off. */
  currentPassword: z.string().min(1).max(4096).optional(),
  /** The user confirmed sending the secrets in clear to a new or changed http:// address that is not loopback. */
  allowPlainHttp: z.boolean().default(false),
  /**
   * A new address, user, secrets, timeout or field names are tried (sign-in and branch list) before
   * anything is stored. `connect` makes the profile active once the try succeeds.
   */
  connect: z.boolean().default(false),
  /**
   * "Save without connecting": the user's second, deliberate choice after a failed try. Stored
   * untried; refused for the active profile, whose connection only changes to one that works.
   */
  untried: z.boolean().default(false),
  /** Chosen by the renderer so `profiles.cancelTry` can name this save's try. */
  tryId: z.string().min(1).max(100).optional(),
});
export type ProfileInput = z.input<typeof ProfileInput>;

export const RateBudget = z.object({
  perSecondLeft: z.number().int(),
  perMinuteLeft: z.number().int(),
  queued: z.number().int(),
  /** The limits the client keeps to for this connection (the service's, or the demo's own). */
  perSecond: z.number().int(),
  perMinute: z.number().int(),
  /** While requests wait for the rate limit: about how long until the last of them can leave. */
  queueWaitMs: z.number().int().nonnegative().optional(),
});
export type RateBudget = z.infer<typeof RateBudget>;

/**
 * The client is waiting before it tries a request again: the service said this user is too fast
 * (429, 'throttled'), the service or the branch behind it is busy (503, 'busy'), or the connection
 * was cut and is opened again ('reconnecting'). waitMs is the wait as announced (Retry-After or the
 * backoff), attempt the attempt that just failed, of maxAttempts.
 */
export const UpstreamWait = z.object({
  reason: z.enum(['throttled', 'busy', 'reconnecting']),
  waitMs: z.number().int().nonnegative(),
  attempt: z.number().int().positive(),
  maxAttempts: z.number().int().positive(),
  branch: z.string().optional(),
});
export type UpstreamWait = z.infer<typeof UpstreamWait>;

/** A branch whose server did not answer (a timeout, or the service said it cannot reach it). */
export const UnreachableBranch = z.object({ branch: z.string(), since: z.string() });
export type UnreachableBranch = z.infer<typeof UnreachableBranch>;

export const Connectivity = z.object({
  /** The service answers. One branch that does not answer leaves it online (see unreachableBranches). */
  online: z.boolean(),
  lastOkAt: z.string().nullable(),
  lastErrorMessage: z.string().nullable(),
  /** The same error as a message code, for the status bar to word in the user's language. */
  lastErrorSaid: CoreMessage.nullable().optional(),
  budget: RateBudget,
  /** Branches that did not answer their last call, each offline on its own until one answers. */
  unreachableBranches: z.array(UnreachableBranch),
  /** A wait the client is in before trying a request again, and when it ends; null when none. */
  waiting: UpstreamWait.extend({ until: z.string() }).nullable(),
});
export type Connectivity = z.infer<typeof Connectivity>;

export const AppStatus = z.object({
  mode: z.enum(['welcome', 'connected']),
  profile: Profile.nullable(),
  demo: z.boolean(),
  /** 'available' when secrets can be encrypted at rest; otherwise they live for this session only. */
  secretStore: z.enum(['available', 'unavailable']),
  host: z.enum(['electron', 'preview']),
  version: z.string(),
  connectivity: Connectivity,
  /** Signed in to a team server: as whom, in which role; null otherwise or while not yet known. */
  team: TeamMember.nullable().optional(),
});
export type AppStatus = z.infer<typeof AppStatus>;

/** Codes may not change: the profile is read-only, or its team server made the user a viewer. */
export const isReadOnly = (s: Pick<AppStatus, 'profile' | 'team'>): boolean =>
  (s.profile?.readOnly ?? false) || s.team?.role === 'viewer';

export const Settings = z.object({
  batchSize: z.number().int().min(1).max(1000),
  timeoutMs: z.number().int().min(MIN_TIMEOUT_MS).max(600_000),
  theme: z.enum(['system', 'light', 'dark']),
  suggestionThreshold: z.number().min(0).max(1),
  /** The largest answer for items or checks the app reads, in MB; a bigger one is refused unread. */
  maxAnswerMb: z.number().int().min(16).max(4096),
  /** Last days of every branch kept loaded in the background (0 = off). */
  warmDays: z.number().int().min(0).max(90),
  /**
   * Language and formats of the app, and the CSV exports' default separator and decimal mark. null
   * until chosen: on first start the renderer picks it from the OS/browser locale and stores it.
   */
  locale: Locale.nullable(),
});
export type Settings = z.infer<typeof Settings>;
export const DEFAULT_SETTINGS: Settings = {
  batchSize: 500,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  theme: 'system',
  // Where suggestions were right >= 99 % of the time on the labelled set (the calibration's
  // threshold, electron/core/matching/calibration-table.ts; a unit test keeps the two equal).
  suggestionThreshold: 0.77,
  maxAnswerMb: 256,
  warmDays: 31,
  locale: null,
};
