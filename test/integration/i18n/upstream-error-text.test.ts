import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';
import { appErrorOf, harness } from '../upstream/setup';

// Errors raised by the real client against the simulator, as the renderer words them.
describe('upstream errors in the user language', () => {
  afterEach(() => activateLocale('en'));

  it('an offline branch: a timeout naming the branch and the seconds (decimal comma in Turkish)', async () => {
    // Long enough for the sign-in on a busy machine; the offline branch never answers whatever it is.
    const h = await harness({}, { timeoutMs: 900 });
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'offline', branch: 'B03' });
    const shape = (await appErrorOf(h.client.getItems('B03'))).toShape();
    expect(shape).toMatchObject({
      messageId: 'upstream.branchTimeout',
      params: { branch: 'B03', seconds: 0.9 },
    });
    activateLocale('tr');
    expect(errorText(shape)).toBe(
      'B03 şubesi 0,9 sn içinde yanıt vermedi; şube sunucusu kapalı ya da yavaş olabilir.',
    );
    activateLocale('en');
    expect(errorText(shape)).toBe(shape.message);
  });

  it('a storm of 429s: the attempts and the operation', async () => {
    const h = await harness();
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'throttle', value: 0, path: '/GetItemsIntegrationCode' });
    const shape = (await appErrorOf(h.client.getItems('B01'))).toShape();
    expect(shape.messageId).toBe('upstream.rateLimited');
    activateLocale('tr');
    expect(errorText(shape)).toBe(
      'Entegrasyon servisi istekleri sınırlıyor (HTTP 429) ve 5 denemeden sonra da B01 şubesinin ürünleri için isteği reddetti. Bir dakika bekleyip yeniden deneyin.',
    );
    activateLocale('en');
    expect(errorText(shape)).toBe(shape.message);
  });

  it('a ResultCode 500 inside HTTP 200: the service’s own words are quoted', async () => {
    const h = await harness();
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'result-code', value: 500, branch: 'B02', times: 1 });
    const e = await appErrorOf(h.client.getItems('B02'));
    const shape = e.toShape();
    expect(shape.messageId).toBe('upstream.serverError');
    activateLocale('tr');
    const text = errorText(shape);
    expect(text).toContain(
      'Entegrasyon servisi B02 şubesinin ürünleri için gelen isteği işlerken hata verdi (HTTP 500): “',
    );
    expect(text).toContain('The server of branch B02 reported an error');
    activateLocale('en');
    expect(errorText(shape)).toBe(shape.message);
  });
});
