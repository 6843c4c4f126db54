import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import type { Check } from '../../shared/domain/check';
import {
  addDays,
  call,
  cents,
  download,
  expectRows,
  figure,
  gridRows,
  loadFull,
  parseCsv,
  parseXlsx,
  pickBranch,
  setRange,
  signed,
  TEST_NOW,
  TEST_TODAY,
  waitLoaded,
} from './checks-helpers';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * The check browser over the preview against the demo simulator: a month of the busiest branch,
 * filters and search, a return and a check with condiments, export re-read, and the summary
 * checked against the listed checks. The app keeps itself under 60 requests a minute, so the
 * tests of this file together stay well below that (a month of the busiest branch is ~25 calls).
 */
let app: AppHarness;
let busiest: BranchSummary;
let loaded: Check[] = [];
const today = TEST_TODAY;
// 31 closed days ending yesterday: their content cannot change while the test runs.
const from = addDays(today, -31);
const to = addDays(today, -1);

beforeAll(async () => {
  // 40 days of history so a 31-day range is all there; no rate limit, no latency (test size).
  app = await launchApp({ demo: true, now: TEST_NOW, simulatorOptions: { historyDays: 40 } });
  const branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
  // The busiest branch: most checks on one day outside the range the test loads.
  const probe = addDays(today, -35);
  let best = -1;
  for (const b of branches) {
    const r = await loadFull(app, {
      requestId: `probe-${b.code}`,
      branches: [b.code],
      from: probe,
      to: probe,
    });
    if (r.checks.length > best) {
      best = r.checks.length;
      busiest = b;
    }
  }
});
afterAll(() => app?.close());

test('a 31-day range of the busiest branch loads day by day with progress, then from the store', async () => {
  const { page } = app;
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  // The page opens on the last 7 days of a branch at once.
  await waitLoaded(page);
  await shot(page, 'checks-first-open');

  // Slow answers, so the progress can be seen (and photographed) while the days arrive.
  const slow = app.simulator()?.control.addFault({ kind: 'latency', path: '/GetChecks', value: 400 });
  await pickBranch(page, busiest.code);
  await setRange(page, from, to);
  // The 31 days before today are a preset of their own (the days the warm-up keeps).
  await expect.poll(() => page.getByTestId('checks-preset').inputValue()).toBe('kept');
  const eventsBefore = app.bridge.events.length;
  await page.getByTestId('checks-load').click();
  const progress = page.getByTestId('checks-progress');
  await progress.waitFor();
  // Days arrive a range at a time: the first range can take a while on a busy machine.
  await expect
    .poll(async () => Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow')), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await shot(page, 'checks-31-days-progress');
  if (slow) app.simulator()?.control.removeFault(slow);
  await waitLoaded(page);

  // The same query from the test (answered from the store): what the grid must list.
  const reply = await loadFull(app, {
    requestId: 'test-31',
    branches: [busiest.code],
    from,
    to,
  });
  loaded = reply.checks;
  expect(reply.days).toHaveLength(31);
  expect(reply.days.every((d) => d.status === 'cached' && d.final)).toBe(true);
  expect(new Set(reply.checks.map((c) => c.businessDate)).size).toBe(31);
  await expectRows(page, reply.checks.length);
  expect(reply.checks.length).toBeGreaterThan(31 * 150);
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain('31 of 31 days loaded');
  // Fetched now, or (the days the page opened on) already in the store.
  expect(await page.locator('.cb-strip__cell[data-status="fetched"]').count()).toBeGreaterThan(20);
  expect(
    await page
      .locator('.cb-strip__cell[data-status="fetched"], .cb-strip__cell[data-status="cached"]')
      .count(),
  ).toBe(31);

  // Progress events named this load and counted up to all 31 days.
  const requestId = JSON.parse(app.bridge.calls('checks.load').at(-1)?.requestBody ?? '{}').input.requestId;
  const mine = app.bridge.events
    .slice(eventsBefore)
    .filter((e) => e.event === 'checks.progress')
    .map((e) => e.payload as { requestId: string; daysDone: number; daysTotal: number });
  const done = mine.filter((p) => p.requestId === requestId).map((p) => p.daysDone);
  expect(mine.every((p) => p.daysTotal === 31 || p.requestId !== requestId)).toBe(true);
  expect(Math.max(...done)).toBe(31);
  expect(new Set(done).size).toBeGreaterThan(3);
  // A 12-hour clock shows the opening alone, whole; the tooltip has when it closed.
  const times = page.locator('[data-testid="check-row"] [data-col="time"] span');
  expect(await times.first().textContent()).toMatch(/^\d{2}:\d{2} [AP]M$/);
  expect(await times.first().getAttribute('title')).toMatch(/^\d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M$/);
  expect(await clipped(page, '[data-testid="check-row"] [data-col="time"] span')).toEqual([]);
  await shot(page, 'checks-31-days-loaded');

  // Loading again: the closed past days are final and come from the store without a request.
  app.simulator()?.control.resetLogs();
  await page.getByTestId('checks-load').click();
  await expect
    .poll(() => page.locator('.cb-strip__cell[data-status="cached"]').count(), { timeout: 60_000 })
    .toBe(31);
  await waitLoaded(page);
  expect(app.simulator()?.control.requests.filter((r) => r.path === '/GetChecks')).toEqual([]);
  await expectRows(page, loaded.length);
});

test('filters and search narrow the list at once', async () => {
  const { page } = app;
  const expenses = loaded.filter((c) => c.kind === 'expense');
  await page.getByTestId('checks-kind-expense').click();
  await expectRows(page, expenses.length);
  const kinds = await page.locator('[data-testid="check-row"] [data-col="kind"]').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.every((k) => k.startsWith('Expense'))).toBe(true);
  await page.getByTestId('checks-kind-all').click();

  const returns = loaded.filter((c) => c.isReturn);
  expect(returns.length).toBeGreaterThan(0);
  await page.getByTestId('checks-filter-returns').selectOption('only');
  await expectRows(page, returns.length);
  expect(await page.locator('[data-testid="check-row"]:not([data-return])').count()).toBe(0);
  // Returns are negative and red.
  const firstPay = page.locator('[data-testid="check-row"] [data-col="payments"] .money').first();
  expect(await firstPay.textContent()).toMatch(/^-₺/);
  expect(await firstPay.getAttribute('class')).toContain('money--neg');
  await page.getByTestId('checks-filter-returns').selectOption('');

  const cash = loaded.filter((c) => c.payments.some((p) => p.paymentType === 'Cash'));
  await page.getByTestId('checks-filter-payment').selectOption('Cash');
  await expectRows(page, cash.length);
  await page.getByTestId('checks-filter-state').selectOption('Open');
  await expectRows(page, cash.filter((c) => c.state === 'Open').length);
  await page.getByTestId('checks-clear-filters').click();
  await expectRows(page, loaded.length);

  // Discount and order types (the lists come from GetDiscountTypes / GetOrderTypes).
  const discounted = loaded.find((c) => c.discounts.length > 0);
  const discount = discounted?.discounts[0]?.name;
  if (!discount) throw new Error('no discount');
  await page.getByTestId('checks-filter-discount').selectOption(discount);
  await expectRows(page, loaded.filter((c) => c.discounts.some((d) => d.name === discount)).length);
  await page.getByTestId('checks-filter-discount').selectOption('');
  const orderTypes = await page.getByTestId('checks-filter-order-type').locator('option').allTextContents();
  const orderType = loaded.find((c) => c.orderType)?.orderType;
  if (!orderType) throw new Error('no order type');
  expect(orderTypes).toContain(orderType);
  await page.getByTestId('checks-filter-order-type').selectOption(orderType);
  await expectRows(page, loaded.filter((c) => c.orderType === orderType).length);
  await page.getByTestId('checks-filter-order-type').selectOption('');
  await expectRows(page, loaded.length);

  // Free search: a receipt number finds its check.
  const sale = loaded.find((c) => c.kind === 'sale' && c.officialReceiptNumber && !c.isReturn);
  if (!sale?.officialReceiptNumber) throw new Error('no sale check with a receipt number');
  await page.getByTestId('checks-search').fill(sale.officialReceiptNumber);
  await expectRows(page, loaded.filter((c) => c.officialReceiptNumber === sale.officialReceiptNumber).length);

  // Account info, Turkish-tolerant: typed without Turkish letters and in capitals.
  // A word of four letters or more: "A.Ş." typed plainly is "AS", which many other checks contain,
  // and the account's rows may then all be below the ones on screen.
  const turkishWord = (info: string) =>
    info
      .split(/\s+/)
      .map((w) => w.replace(/[.,]/g, ''))
      .find((w) => /[çğıöşüİÇĞÖŞÜ]/.test(w) && w.length >= 4);
  const withInfo = loaded.find((c) => c.info && turkishWord(c.info));
  const word = withInfo?.info ? turkishWord(withInfo.info) : undefined;
  if (!withInfo?.info || !word) throw new Error('no check with Turkish account info');
  const plain = word.toLocaleUpperCase('en').normalize('NFD').replace(/\p{M}/gu, '');
  await page.getByTestId('checks-search').fill(plain);
  const expected = loaded.filter((c) => c.info === withInfo.info).length;
  await expect
    .poll(() => page.locator('[data-testid="check-row"] [data-col="info"]').allTextContents())
    .toContain(withInfo.info);
  // The receipt searched just before may belong to that account too: its one row already shows the
  // name, so wait for the new search's rows rather than reading the count at once.
  await expect.poll(() => gridRows(page)).toBeGreaterThanOrEqual(expected);
  await shot(page, 'checks-search-turkish');
  await page.getByTestId('checks-search').fill('');
  await expectRows(page, loaded.length);

  // Sorting by payments puts the largest first.
  await page.getByTestId('checks-sort-payments').click();
  const max = Math.max(...loaded.map((c) => signed(c.isReturn, c.totals.payments)));
  const top = await page
    .locator('[data-testid="check-row"] [data-col="payments"] .money')
    .first()
    .textContent();
  // Lira in the app's locale: English here (the browser's language on first start).
  expect(top).toBe(
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
    }).format(max),
  );
  await page.getByTestId('checks-sort-payments').click();
  await page.getByTestId('checks-sort-payments').click();
});

test('a check number is asked of the service only when filled in', async () => {
  const { page } = app;
  const before = app.bridge.calls('checks.load').map((c) => JSON.parse(c.requestBody).input);
  expect(before.every((i) => !('number' in i) && !('tableNo' in i))).toBe(true);
  await page.getByTestId('checks-number').fill('12');
  await page.getByTestId('checks-load').click();
  await expect.poll(() => page.getByTestId('checks-subtitle').textContent()).toContain('check no. 12');
  await waitLoaded(page);
  const sent = JSON.parse(app.bridge.calls('checks.load').at(-1)?.requestBody ?? '{}').input;
  expect(sent.number).toBe(12);
  expect('tableNo' in sent).toBe(false);
  // One check no. 12 per day (numbers restart every business day).
  await expectRows(page, loaded.filter((c) => c.checkNumber === 12).length);
  const numbers = await page.locator('[data-testid="check-row"] [data-col="number"]').allTextContents();
  expect(new Set(numbers)).toEqual(new Set(['12']));
  await page.getByTestId('checks-number').fill('');
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  await expectRows(page, loaded.length);
  expect('number' in JSON.parse(app.bridge.calls('checks.load').at(-1)?.requestBody ?? '{}').input).toBe(
    false,
  );
});

test('the keyboard walks the grid: arrows, Page Up/Down, Home and End, never past either end', async () => {
  const { page } = app;
  const grid = page.getByTestId('checks-grid');
  const active = () => grid.getAttribute('aria-activedescendant');
  const last = `cb-row-${loaded.length - 1}`;
  await grid.focus();
  await page.keyboard.press('Home');
  await expect.poll(active).toBe('cb-row-0');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await expect.poll(active).toBe('cb-row-1');
  await page.keyboard.press('PageDown');
  await expect.poll(async () => Number((await active())?.replace('cb-row-', ''))).toBeGreaterThan(2);
  await page.keyboard.press('PageUp');
  await expect.poll(active).toBe('cb-row-1');
  await page.keyboard.press('End');
  await expect.poll(active).toBe(last);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect.poll(active).toBe(`cb-row-${loaded.length - 2}`);
  expect(await page.getByTestId('check-detail').count()).toBe(0);
});

test('a return opens with its negative amounts; a check with condiments shows them nested', async () => {
  const { page } = app;
  const ret = loaded.find((c) => c.isReturn && c.officialReceiptNumber);
  if (!ret?.officialReceiptNumber) throw new Error('no return');
  await page.getByTestId('checks-search').fill(ret.officialReceiptNumber);
  await page.locator(`[data-testid="check-row"][data-return][data-number="${ret.checkNumber}"]`).waitFor();
  // By keyboard: the grid takes the focus on its first row, Enter opens it.
  await page.getByTestId('checks-grid').focus();
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('check-detail');
  await detail.waitFor();
  expect(await detail.locator('h2').textContent()).toBe(`Check ${ret.checkNumber}`);
  expect(await detail.getByTestId('return-badge').count()).toBe(1);
  expect(await detail.getByTestId('check-totals').textContent()).toContain('-₺');
  expect(await detail.getByTestId('check-lines').locator('.money--neg').count()).toBeGreaterThan(0);
  await shot(page, 'checks-return-detail');
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });

  // A sale with condiments and, if the demo has one, an item that is not mapped yet.
  const withCondiments = loaded.filter(
    (c) =>
      c.kind === 'sale' &&
      !c.isReturn &&
      c.officialReceiptNumber &&
      c.lines.some((l) => l.condiments.length > 0),
  );
  const unmappedLine = (c: Check) =>
    c.lines.flatMap((l) => [l, ...l.condiments]).find((l) => l.itemId !== null && l.integrationCode === '');
  // The demo leaves some items unmapped (e.g. a free sauce): such a check exists in a month.
  const check = withCondiments.find((c) => unmappedLine(c) !== undefined);
  if (!check?.officialReceiptNumber) throw new Error('no check with condiments');
  await page.getByTestId('checks-search').fill(check.officialReceiptNumber);
  await page.locator(`[data-testid="check-row"][data-number="${check.checkNumber}"]`).click();
  await detail.waitFor();
  const condiments = check.lines.reduce((n, l) => n + l.condiments.length, 0);
  expect(await detail.getByTestId('check-line').count()).toBe(check.lines.length);
  expect(await detail.getByTestId('check-condiment').count()).toBe(condiments);
  // A condiment row follows its item.
  const rows = await detail
    .locator('[data-testid="check-lines"] tbody tr')
    .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid')));
  const firstWith = check.lines.findIndex((l) => l.condiments.length > 0);
  const before = check.lines.slice(0, firstWith).reduce((n, l) => n + 1 + l.condiments.length, 0);
  expect(rows[before]).toBe('check-line');
  expect(rows[before + 1]).toBe('check-condiment');
  await detail.locator('[data-testid="check-condiment"]').first().scrollIntoViewIfNeeded();
  await shot(page, 'checks-condiments-detail');
  // The fields we do not model are there to read.
  await detail.getByTestId('check-extra').locator('summary').first().click();
  expect(await detail.getByTestId('check-extra').textContent()).toContain('WaiterName');
  await detail.getByTestId('check-extra').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'checks-detail-other-fields');

  // "Map this item" opens the mapping workspace on that item.
  const line = unmappedLine(check);
  expect(await detail.getByTestId('unmapped-badge').count()).toBeGreaterThan(0);
  await detail.getByTestId('map-item').first().click();
  await page.getByTestId('items-page').waitFor();
  await page
    .locator(`[data-testid="item-row"][data-item-id="${line?.itemId}"][aria-selected="true"]`)
    .waitFor({ timeout: 30_000 });
  // Someone maps it (here: straight on the server, then the items list is read again)...
  if (line?.itemId == null) throw new Error('no unmapped line');
  app.simulator()?.control.setCode(busiest.code, line.itemId, 'MAPPED1');
  await call(app, 'items.load', { branch: busiest.code, refresh: true });
  // ...and back on the check, the line is no longer called unmapped.
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-grid').waitFor();
  await expect.poll(() => detail.textContent()).toContain('mapped since this check');
  expect(await detail.textContent()).toContain('MAPPED1');
  await page.getByTestId('checks-search').fill('');
  await page.keyboard.press('Escape');
  expect(app.pageErrors).toEqual([]);
});

test('several branches give a chain total, with a branch column', async () => {
  const { page } = app;
  const branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
  const [a, b] = branches.filter((x) => x.code !== busiest.code);
  if (!a || !b) throw new Error('need three branches');
  await page.getByTestId('checks-branch-picker').click();
  // Ticking adds branches to the one already chosen.
  await page.getByTestId(`checks-branch-check-${a.code}`).check();
  await page.getByTestId(`checks-branch-check-${b.code}`).check();
  await shot(page, 'checks-branch-picker');
  await page.getByTestId('checks-branch-done').click();
  expect(await page.getByTestId('checks-branch-picker').textContent()).toContain('3 branches');
  await page.getByTestId('checks-preset').selectOption('yesterday');
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  const yesterday = addDays(today, -1);
  let total = 0;
  let net = 0;
  for (const code of [busiest.code, a.code, b.code]) {
    const r = await loadFull(app, {
      requestId: `chain-${code}`,
      branches: [code],
      from: yesterday,
      to: yesterday,
    });
    total += r.checks.length;
    net += r.checks
      .filter((c) => c.kind === 'sale')
      .reduce((s, c) => s + cents(signed(c.isReturn, c.totals.payments)), 0);
  }
  await expectRows(page, total);
  expect(await figure(page, 'kpi-net-sales')).toBe(net);
  expect(await page.getByTestId('checks-subtitle').textContent()).toContain('3 branches');
  expect(await page.locator('[data-testid="check-row"] [data-col="branch"]').count()).toBeGreaterThan(0);
  await shot(page, 'checks-chain-total');

  // Back to the month of the busiest branch for the export test.
  await pickBranch(page, busiest.code);
  await setRange(page, from, to);
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  await expectRows(page, loaded.length);
});

test('export writes the listed checks, and the summary equals their sums', async () => {
  const { page } = app;
  // A filter applies to the export and the summary alike.
  // The smallest outlet with enough checks to sum (keeps the files small and the test quick).
  const perOutlet = new Map<string, number>();
  for (const c of loaded) perOutlet.set(c.outletInfo ?? '', (perOutlet.get(c.outletInfo ?? '') ?? 0) + 1);
  const outlet = [...perOutlet.entries()]
    .filter(([o, n]) => o !== '' && n >= 100)
    .sort((x, y) => x[1] - y[1])[0]?.[0];
  if (outlet === undefined) throw new Error('no outlet');
  await page.getByTestId('checks-filter-outlet').selectOption(outlet);
  const listed = loaded.filter((c) => (c.outletInfo ?? '') === outlet);
  await expectRows(page, listed.length);

  const csv = await download(page, 'checks-export-csv-checks');
  expect(csv.name).toMatch(/^checks-.*\.csv$/);
  const rows = parseCsv(csv.bytes);
  expect(rows).toHaveLength(listed.length);
  expect(new Set(rows.map((r) => `${r.Branch}:${r['Check ID']}`))).toEqual(
    new Set(listed.map((c) => `${c.branch}:${c.id}`)),
  );

  // Sums computed from the file, compared with the figures on screen.
  const sum = (kind: string, col: string) =>
    rows
      .filter((r) => r.Kind === kind)
      .reduce((s, r) => s + cents(signed(r.Return ?? '', Number(r[col]))), 0);
  await page.getByTestId('checks-tab-summary').click();
  await page.getByTestId('checks-summary').waitFor();
  expect(await figure(page, 'kpi-net-sales')).toBe(sum('sale', 'Payments total'));
  expect(await figure(page, 'kpi-discounts')).toBe(sum('sale', 'Discounts'));
  expect(await figure(page, 'kpi-collections')).toBe(sum('collection', 'Payments total'));
  expect(await figure(page, 'kpi-expenses')).toBe(sum('expense', 'Payments total'));
  expect(Number(await page.getByTestId('kpi-checks').getAttribute('data-value'))).toBe(rows.length);
  for (const kind of ['sale', 'collection', 'expense']) {
    const row = page.getByTestId(`summary-kind-${kind}`);
    expect(Number(await row.getAttribute('data-count'))).toBe(rows.filter((r) => r.Kind === kind).length);
    expect(await figure(page, `summary-kind-${kind}`)).toBe(sum(kind, 'Payments total'));
  }
  const returns = rows.filter((r) => r.Kind === 'sale' && r.Return === 'yes');
  expect(await figure(page, 'summary-returns')).toBe(
    returns.reduce((s, r) => s + cents(signed('yes', Number(r['Payments total']))), 0),
  );

  // The payments file, per payment type, against "Paid how".
  const payments = parseCsv((await download(page, 'checks-export-csv-payments')).bytes);
  const perType = new Map<string, number>();
  for (const p of payments.filter((r) => r.Kind === 'sale')) {
    perType.set(
      p['Payment type code'] ?? '',
      (perType.get(p['Payment type code'] ?? '') ?? 0) + cents(signed(p.Return ?? '', Number(p.Amount))),
    );
  }
  const shown = await page
    .getByTestId('summary-payment-row')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-type'), Number(tr.getAttribute('data-value'))] as const),
    );
  expect(new Map(shown.map(([t, v]) => [t ?? '', cents(v)]))).toEqual(perType);
  await shot(page, 'checks-summary');
  await page.getByTestId('summary-by-kind').scrollIntoViewIfNeeded();
  await shot(page, 'checks-summary-kinds');
  await page.getByTestId('summary-unmapped').scrollIntoViewIfNeeded();
  await shot(page, 'checks-summary-items');

  // The item lines file has every line and condiment of the listed checks.
  const lines = parseCsv((await download(page, 'checks-export-csv-lines')).bytes);
  const count = (ls: Check['lines']): number => ls.reduce((n, l) => n + 1 + count(l.condiments), 0);
  expect(lines).toHaveLength(listed.reduce((n, c) => n + count(c.lines), 0));
  expect(lines.some((l) => l['Line type'] === 'condiment' && l['Parent line'] !== '')).toBe(true);

  // Excel: four sheets with the same checks.
  const xlsx = await download(page, 'checks-export-xlsx');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const book = await parseXlsx(xlsx.bytes);
  expect([...book.keys()]).toEqual(['Checks', 'Item lines', 'Payments', 'Discounts']);
  expect(book.get('Checks')).toHaveLength(listed.length);
  expect(book.get('Payments')).toHaveLength(payments.length);
  const xlsxNet = (book.get('Checks') ?? [])
    .filter((r) => r.Kind === 'sale')
    .reduce((s, r) => s + cents(signed(String(r.Return), Number(r['Payments total']))), 0);
  expect(xlsxNet).toBe(sum('sale', 'Payments total'));

  await page.getByTestId('checks-clear-filters').click();
  await page.getByTestId('checks-tab-checks').click();
  expect(app.pageErrors).toEqual([]);
  await app.expectNoSecrets();
});
