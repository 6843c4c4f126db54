/**
 * E2E harness: the real renderer in Debian's Chromium, over the browser preview, backed by the real
 * core and (optionally) a test-sized demo simulator. Every test gets its own temp data folder.
 *
 * Usage (vitest, project "e2e"; run `npm run build:renderer` first, `npm run test:e2e` does it):
 *
 *   import { afterAll, beforeAll, expect, test } from 'vitest';
 *   import { type AppHarness, launchApp, shot } from './harness';
 *
 *   let app: AppHarness;
 *   beforeAll(async () => { app = await launchApp({ demo: true }); });   // connected to the demo
 *   afterAll(() => app?.close());
 *
 *   test('items of a branch', async () => {
 *     await app.page.getByRole('link', { name: 'Branches' }).click();
 *     await shot(app.page, 'branches');                   // test-output/screenshots/branches.png
 *     app.simulator()?.control.addFault({ kind: 'failing', path: '/GetItemsIntegrationCode' });
 *     await app.killSimulator();                          // offline mode from here on
 *     expect(app.bridge.calls('items.load').at(-1)?.reply).toMatchObject({ ok: true });
 *     app.expectNoSecrets();                              // scans IPC bodies and events for secrets
 *   });
 *
 * launchApp options: demo (true = the demo runs and is connected before the page opens; default false
 * = welcome screen, and "Try the demo" starts the same test-sized simulator), simulatorOptions
 * (merged over TEST_DEMO_OPTIONS: 4 branches of 40/60/25/400 items, 14 days, no latency, no rate
 * limit), dataDir (reuse a folder), viewport, colorScheme, skipReadyWait, now (the moment the core,
 * the demo and the page start at; default E2E_NOW).
 * Also on the harness: app.call(method, input) arranges state through the bridge as the page would
 * (its reply decoded as the page's client decodes it); app.bridge.calls('items.load') /
 * app.bridge.events record the traffic as it crossed (items.load's items in their columnar wire
 * form, see decodeReply in shared/contract); app.pageErrors collects page errors, console errors
 * and failed requests; app.trackSecret(v) + app.expectNoSecrets() scan bridge bodies, events, DOM,
 * web storage and log files; app.reload(); app.restart() restarts the preview on the same data
 * folder (restored session, offline cache); app.killSimulator() for offline mode.
 *
 * Type-checking note: test/ is compiled without the DOM library, so a page.evaluate callback cannot
 * name `document`; pass a string expression instead (page.evaluate(`document.title`)). Never
 * page.waitForFunction(string): the CSP forbids eval in the page; poll with expect.poll instead.
 */
export { type AppHarness, E2E_NOW, type LaunchOptions, launchApp, TEST_DEMO_OPTIONS } from './app';
export { type BridgeCall, type BridgeLog, createBridgeLog } from './bridge-log';
export { SCREENSHOT_DIR, shot } from './screenshots';
