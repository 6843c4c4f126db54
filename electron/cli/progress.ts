import { type DayStatus, isDayIncomplete } from '../../shared/domain/check';
import { type CliIo, redrawLine } from './io';

/**
 * Day-by-day progress on stderr: one line rewritten in place on a terminal; in a pipe or a log,
 * only failed days and a last line, so logs stay short.
 */
export function dayProgress(io: CliIo, what: string) {
  const tty = io.stderr.isTTY === true;
  let shown = false;
  return {
    onDay(day: DayStatus, done: number, total: number) {
      if (tty) {
        redrawLine(io, `${what}: ${done}/${total} days`);
        shown = true;
      }
      if (day.status === 'failed' || day.error) {
        if (shown) io.stderr.write('\n');
        shown = false;
        const kept = day.status === 'cached' ? ` (showing the copy from ${day.fetchedAt})` : '';
        io.stderr.write(`${day.branch} ${day.date}: ${day.error?.message ?? 'failed'}${kept}\n`);
      }
    },
    done(days: readonly DayStatus[]) {
      if (shown) io.stderr.write('\n');
      const count = (s: DayStatus['status']) => days.filter((d) => d.status === s).length;
      const failed = count('failed');
      const incomplete = days.filter((d) => d.status !== 'failed' && isDayIncomplete(d)).length;
      io.stderr.write(
        `${what}: ${days.length} days, ${count('fetched')} fetched, ${count('cached')} from the offline store` +
          `${failed ? `, ${failed} failed (run again to retry them)` : ''}` +
          `${incomplete ? `, ${incomplete} incomplete (fetched again next time)` : ''}\n`,
      );
    },
  };
}
