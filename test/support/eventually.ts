/**
 * Polls until `check` holds, or fails naming `what`: a wait in a test never spins forever. The bound
 * is real time only because what is awaited (a server, a child process) runs in real time; nothing
 * asserts how long it took.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
