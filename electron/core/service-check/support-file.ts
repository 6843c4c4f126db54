import type { ServiceCheckReport } from '../../../shared/domain/service-check';
import { keepAllowed } from './allowed-fields';
import { maskPersonalStrings, maskPersonalText } from './redact-personal';
import { isRecord, type Sample, type Samples } from './samples';

/** Stands for a secret the file never holds. */
const REDACTED = '[redacted]';

/** Records kept per list in a sample: enough to show the shape, small enough to mail. */
const KEEP = 3;
/** Check lines kept per sampled check. */
const KEEP_LINES = 4;

/**
 * The support file: the check's report and one small raw sample per endpoint, for the vendor.
 * Never the AccessToken, password or session token (the client scrubbed them from every answer, and
 * GetToken's Token is replaced here), and no personal data: of a raw answer only the fields the
 * vendor needs keep their values (keepAllowed), and every text kept, the report's included, has
 * e-mails, phone, tax, identity, IBAN and card numbers masked. The report is the app's own words
 * about the service, kept whole otherwise.
 */
export function buildSupportFile(report: ServiceCheckReport, s: Samples, appVersion: string): string {
  const samples = [
    {
      endpoint: '/GetToken',
      request: { Username: REDACTED, Password: REDACTED, headers: { AccessToken: REDACTED } },
      answer: { Token: REDACTED, ExpireDate: s.expireDate },
    },
    ...[s.branches, s.unknownBranch, s.items, s.checksSame, s.checksNext]
      .filter((x): x is Sample => x !== null)
      .map(sampleOf),
  ];
  const file = {
    about:
      'Menu Code Mapper: service check support file. Raw samples of what the integration service answered (first records only), with secrets and personal data removed.',
    appVersion,
    report: maskPersonalStrings(report),
    samples,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

function sampleOf(x: Sample) {
  const a = x.answer;
  return {
    endpoint: x.path,
    // Our own request: a branch code and dates.
    request: maskPersonalStrings(x.request),
    ...(a
      ? {
          status: a.status,
          retryAfter: a.retryAfter,
          contentType: a.contentType,
          // Not JSON: an error page of the server or a proxy, shown as text (the start of it).
          body:
            a.json === undefined ? maskPersonalText(a.text.slice(0, 2000)) : shorten(keepAllowed(a.json), 0),
        }
      : { failed: x.failed === null ? null : maskPersonalText(x.failed) }),
  };
}

/** The first few records of every list (check lines a few more), with a note of how many there were. */
function shorten(v: unknown, depth: number): unknown {
  if (Array.isArray(v)) {
    const keep = depth <= 1 ? KEEP : KEEP_LINES;
    const head = v.slice(0, keep).map((x) => shorten(x, depth + 1));
    return v.length > keep ? [...head, `... ${v.length - keep} more`] : head;
  }
  if (isRecord(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shorten(x, depth + 1)]));
  return v;
}
