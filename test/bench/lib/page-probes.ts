import type { CDPSession, Page } from 'playwright-core';
import { percentile } from './stats';

/**
 * Measures taken inside the page, the same way for the app's grid and for the AG Grid baseline.
 * "Painted" means: the next frame after the last DOM change of the grid has been presented
 * (requestAnimationFrame, then a task: it runs once that frame's style, layout and paint are done).
 */

export type KeystrokeResult = { ms: number; rows: number | null } | null;

type Watch = { root: string; rows: string; input: string };

/** Installs the keystroke watcher: input event (its timeStamp) → grid settled and painted. */
export async function installKeystrokeProbe(page: Page, sel: Watch): Promise<void> {
  await page.evaluate((s) => {
    const root = document.querySelector(s.root);
    const rowsEl = document.querySelector(s.rows);
    const input = document.querySelector<HTMLInputElement>(s.input);
    if (!root || !rowsEl || !input) throw new Error(`keystroke probe: missing ${JSON.stringify(s)}`);
    const st = {
      inputAt: 0,
      waiting: false,
      changed: false,
      dirty: false,
      looping: false,
      lastPaint: 0,
      quiet: 0,
      idleFrames: 0,
      results: [] as ({ ms: number; rows: number | null } | null)[],
    };
    (window as unknown as { __keys: typeof st }).__keys = st;
    const rowsNow = () => {
      const r = rowsEl.getAttribute('data-rows');
      return r === null ? null : Number(r);
    };
    const loop = () => {
      st.looping = true;
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (st.dirty) {
            st.dirty = false;
            st.changed = true;
            st.lastPaint = performance.now();
            st.quiet = 0;
          } else {
            st.quiet++;
            st.idleFrames++;
          }
          if (st.waiting && st.changed && st.quiet >= 2) {
            st.results.push({ ms: st.lastPaint - st.inputAt, rows: rowsNow() });
            st.waiting = false;
          } else if (st.waiting && !st.changed && st.idleFrames > 90) {
            // Nothing on screen changed for this keystroke (about 1.5 s): not a measurable keystroke.
            st.results.push(null);
            st.waiting = false;
          }
          if (st.waiting || st.quiet < 2) loop();
          else st.looping = false;
        }),
      );
    };
    new MutationObserver(() => {
      st.dirty = true;
      if (!st.looping) loop();
    }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    input.addEventListener(
      'input',
      (e) => {
        st.inputAt = e.timeStamp;
        st.waiting = true;
        st.changed = false;
        st.idleFrames = 0;
        st.quiet = 0;
        if (!st.looping) loop();
      },
      true,
    );
  }, sel);
}

/** Presses each key, waiting for the grid to settle after each one (keystrokes measured apart). */
export async function typeMeasured(
  page: Page,
  input: string,
  keys: readonly string[],
): Promise<KeystrokeResult[]> {
  await page.click(input);
  const out: KeystrokeResult[] = [];
  for (const key of keys) {
    const before = await page.evaluate(
      () => (window as unknown as { __keys: { results: unknown[] } }).__keys.results.length,
    );
    await page.keyboard.press(key);
    await page.waitForFunction(
      (n) => (window as unknown as { __keys: { results: unknown[] } }).__keys.results.length > n,
      before,
      { timeout: 30_000, polling: 20 },
    );
    const r = await page.evaluate(
      () => (window as unknown as { __keys: { results: KeystrokeResult[] } }).__keys.results.at(-1) ?? null,
    );
    out.push(r);
    // A short pause between keys, as between a person's keystrokes: each one is measured on its own.
    await page.waitForTimeout(60);
  }
  return out;
}

export type ScrollResult = { frameMs: number[]; intervalMs: number[] };

/**
 * Scrolls `selector` by `step` px every frame for `frames` frames. Per frame: its work (frame start,
 * the rAF timestamp, to the task after its paint) and the interval to the next frame.
 */
export function measureScroll(
  page: Page,
  selector: string,
  step: number,
  frames: number,
): Promise<ScrollResult> {
  return page.evaluate(
    ({ selector, step, frames }) =>
      new Promise<ScrollResult>((resolve, reject) => {
        const el = document.querySelector<HTMLElement>(selector);
        if (!el) {
          reject(new Error(`no ${selector}`));
          return;
        }
        el.scrollTop = 0;
        const WARM_UP = 10;
        const frameMs: number[] = [];
        const starts: number[] = [];
        let n = 0;
        const tick = (ts: number) => {
          if (n >= frames + WARM_UP) {
            setTimeout(() => {
              const intervalMs = starts.slice(1).map((t, i) => t - (starts[i] ?? t));
              resolve({ frameMs, intervalMs });
            }, 100);
            return;
          }
          const counted = n >= WARM_UP;
          n++;
          if (counted) starts.push(ts);
          el.scrollTop += step;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) el.scrollTop = 0;
          // Runs after this frame's scroll handlers, rendering and paint: frame start to here is its work.
          const ch = new MessageChannel();
          ch.port1.onmessage = () => {
            if (counted) frameMs.push(performance.now() - ts);
            ch.port1.close();
          };
          ch.port2.postMessage(0);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { selector, step, frames },
  );
}

/**
 * Used JS heap after full garbage collections (CDP), in MB: collected again until two readings
 * agree within 1 MB. Right after a large answer is shown, one collection can still find the
 * answer's body alive (the browser lets it go a task later), which is not what a user holding the
 * page open keeps.
 */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const usedMB = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usage.usedSize / 1024 / 1024;
  };
  try {
    let last = await usedMB();
    for (let tries = 0; tries < 5; tries++) {
      const next = await usedMB();
      if (Math.abs(next - last) < 1) return next;
      last = next;
    }
    return last;
  } finally {
    await cdp.detach();
  }
}

export function keystrokeStats(results: readonly KeystrokeResult[]): {
  p50: number;
  p95: number;
  measured: number;
  skipped: number;
} {
  const ms = results.filter((r): r is { ms: number; rows: number | null } => r !== null).map((r) => r.ms);
  return {
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    measured: ms.length,
    skipped: results.length - ms.length,
  };
}
