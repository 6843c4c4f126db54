import { daysBetween, enumerateDays, isIsoDate } from '../../../shared/business-dates';
import { say } from '../error-messages';
import { AppError } from '../errors';
import type { DayRef } from './engine';

const startAfterEnd = () =>
  new AppError('invalid_input', 'The start date must not be after the end date.', {
    say: say('input.startAfterEnd'),
  });

/** Checks a load's range before anything is fetched. */
export function assertRange(days: number, branches: number, maxDays = 366): void {
  if (days < 1) throw startAfterEnd();
  if (days > maxDays) {
    throw new AppError('invalid_input', `Choose at most ${maxDays} days at a time (asked for ${days}).`, {
      say: say('checks.tooManyDays', { max: maxDays, days }),
    });
  }
  if (days * branches > 20_000) {
    throw new AppError(
      'invalid_input',
      'That is too many branch-days at once: choose fewer branches or days.',
      { say: say('checks.tooManyBranchDays') },
    );
  }
}

/** The (branch, day) pairs a load asks for: a range over branches, or the days named, once each. */
export function daysToLoad(input: {
  from: string;
  to: string;
  branches: readonly string[];
  onlyDays?: readonly DayRef[] | undefined;
}): DayRef[] {
  const bad = [input.from, input.to, ...(input.onlyDays ?? []).map((d) => d.date)].find((d) => !isIsoDate(d));
  if (bad !== undefined) {
    throw new AppError('invalid_input', `${bad} is not a date.`, {
      say: say('input.notADate', { value: bad }),
    });
  }
  if (input.from > input.to) throw startAfterEnd();
  // The range is checked before its days are built: a range of centuries would otherwise take
  // minutes and gigabytes before being refused (found by test/reliability/fuzz-ipc.test.ts).
  if (input.onlyDays === undefined) assertRange(daysBetween(input.from, input.to) + 1, input.branches.length);
  const dates = input.onlyDays === undefined ? enumerateDays(input.from, input.to) : [];
  const wanted =
    input.onlyDays ?? input.branches.flatMap((branch) => dates.map((date) => ({ branch, date })));
  const days: DayRef[] = [...new Map(wanted.map((d) => [`${d.branch}\u0000${d.date}`, d])).values()];
  if (input.onlyDays) assertRange(1, days.length);
  return days;
}
