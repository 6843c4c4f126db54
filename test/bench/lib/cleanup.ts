/** Things the whole bench run shares (a renderer build, bundles) and removes at its end. */
const tasks: (() => Promise<void>)[] = [];

export function onCleanup(fn: () => Promise<void>): void {
  tasks.push(fn);
}

export async function runCleanups(): Promise<void> {
  for (const fn of tasks.splice(0).reverse()) await fn().catch(() => undefined);
}
