/**
 * How the chain view and the chain actions read one ItemNo's codes across branches: one rule for
 * the renderer's filters and the core's bulk plan. `codes` holds each branch's code, '' where the
 * branch has the item unmapped, null where it has no such item.
 */
export type ChainCodes = Readonly<Record<string, string | null | undefined>>;

/** unmapped: some branches have it empty and the others agree; conflict: two or more codes. */
export type ChainKind = 'agree' | 'unmapped' | 'conflict';

/** The codes of a row by how many branches use them, most first (on a tie, by code). */
export function codeChoices(codes: ChainCodes): Array<[code: string, branches: number]> {
  const counts = new Map<string, number>();
  for (const c of Object.values(codes)) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The code most branches use, or null when none leads (a tie, or nothing mapped). */
export function majorityCode(codes: ChainCodes): string | null {
  const [first, second] = codeChoices(codes);
  return first && first[1] !== second?.[1] ? first[0] : null;
}

export function chainKind(codes: ChainCodes): ChainKind {
  const distinct = new Set<string>();
  let empty = false;
  for (const c of Object.values(codes)) {
    if (c === '') empty = true;
    else if (c) distinct.add(c);
  }
  if (distinct.size > 1) return 'conflict';
  return empty && distinct.size === 1 ? 'unmapped' : 'agree';
}
