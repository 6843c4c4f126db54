import type { z } from 'zod';

/**
 * Describes what was wrong with an answer by path and expectation only. Zod's own messages are not
 * used: some quote the value received, and a value may be anything the server sent.
 */
export function describeIssues(error: z.ZodError, where: string): string[] {
  return error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top)';
    const expected =
      'expected' in issue && typeof issue.expected === 'string' ? `: expected ${issue.expected}` : '';
    return `${where} ${path} ${issue.code}${expected}`;
  });
}
