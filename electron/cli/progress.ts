import { type DayStatus, isDayIncomplete } from '../../shared/domain/check';
import { errorText, words } from './i18n';
import { type CliIo, redrawLine } from './io';

/**
 * Day-by-day progress of a load of checks on stderr: one line rewritten in place on a terminal; in
 * a pipe or a log, only failed days and a last line, so logs stay short.
 */
export function dayProgress(io: CliIo) {
  const tty = io.stderr.isTTY === true;
  let shown = false;
  return {
    onDay(day: DayStatus, done: number, total: number) {
      if (tty) {
        redrawLine(io, words().checksProgress(done, total));
        shown = true;
      }
      if (day.status === 'failed' || day.error) {
        if (shown) io.stderr.write('\n');
        shown = false;
        const error = day.error === undefined ? 'failed' : errorText(day.error);
        const kept = day.status === 'cached' ? (day.fetchedAt ?? '') : null;
        io.stderr.write(`${words().dayFailed(day.branch, day.date, error, kept)}\n`);
      }
    },
    done(days: readonly DayStatus[]) {
      if (shown) io.stderr.write('\n');
      const count = (s: DayStatus['status']) => days.filter((d) => d.status === s).length;
      const failed = count('failed');
      const incomplete = days.filter((d) => d.status !== 'failed' && isDayIncomplete(d)).length;
      const line = words().daysDone({
        days: days.length,
        fetched: count('fetched'),
        cached: count('cached'),
        failed,
        incomplete,
      });
      io.stderr.write(`${line}\n`);
    },
  };
}
