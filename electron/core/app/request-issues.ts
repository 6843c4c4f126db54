import type { z } from 'zod';
import { type ErrorMessage, say } from '../error-messages';

const MAX_ISSUES_SHOWN = 3;

/** "name: Too small: expected string to have >=1 characters" — readable, and never echoes the value. */
export function describeRequestIssues(issues: readonly z.core.$ZodIssue[]): string {
  if (issues.length === 0) return 'The request is not valid.';
  const shown = issues.slice(0, MAX_ISSUES_SHOWN).map((i) => {
    const path = i.path.map(String).join('.');
    return path ? `${path}: ${i.message}` : i.message;
  });
  const more = issues.length - shown.length;
  return `Invalid request. ${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/**
 * The first issue as a message code the renderer words (field and problem, plus how many more),
 * built from the issue's code, path and expectation only: zod's own message may quote the value.
 * `problem` is zod's issue code; `expected` the type asked for (or ''), `origin` what a size limit
 * is about (string, number, array…), `limit` that limit (or '').
 */
export function requestIssuesSaid(issues: readonly z.core.$ZodIssue[]): ErrorMessage {
  const first = issues[0];
  if (first === undefined) return say('input.invalidRequest', NO_ISSUE);
  const field = first.path.map(String).join('.');
  const expected = first.code === 'invalid_type' ? first.expected : '';
  const sized = first.code === 'too_small' || first.code === 'too_big';
  const limit = first.code === 'too_small' ? first.minimum : first.code === 'too_big' ? first.maximum : '';
  return say('input.invalidRequest', {
    field: field === '' ? 'none' : field,
    problem: first.code,
    expected,
    origin: sized ? first.origin : '',
    limit: typeof limit === 'bigint' ? limit.toString() : limit,
    more: issues.length - 1,
  });
}

const NO_ISSUE = { field: 'none', problem: 'custom', expected: '', origin: '', limit: '', more: 0 };
