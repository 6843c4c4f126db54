import { describe, expect, it } from 'vitest';
import { normaliseName } from '../../../electron/core/matching';
import { measureAgreement } from '../../../electron/core/matching/normalise';

describe('normaliseName', () => {
  it('folds Turkish letters and case, strips punctuation, keeps word order in text and sorts it in sorted', () => {
    const n = normaliseName('Dürüm (Adana) Şiş!');
    expect(n.text).toBe('durum adana sis');
    expect(n.sorted).toBe('adana durum sis');
    expect(normaliseName('ADANA SIS DURUM').sorted).toBe(n.sorted);
    expect(normaliseName('İSKENDER').text).toBe(normaliseName('ıskender').text);
  });

  it('unifies abbreviations and drops linking words', () => {
    expect(normaliseName('Köfte w/ Pilav').tokens).toEqual(['kofte', 'pilav']);
    expect(normaliseName('Köfte ile Pilav').tokens).toEqual(['kofte', 'pilav']);
    expect(normaliseName('3 Adet Tavuk Kanat').measures).toEqual([{ kind: 'count', value: '3' }]);
    expect(normaliseName('Kanat 3 pcs').measures).toEqual([{ kind: 'count', value: '3' }]);
  });

  it('turns sizes and quantities into measures in base units', () => {
    const cases: [string, string][] = [
      ['Su 0,5 L', 'volume:500'],
      ['Su 500ml', 'volume:500'],
      ['Su 50 cl', 'volume:500'],
      ['Su 0.5lt', 'volume:500'],
      ['Kıyma 1 kg', 'mass:1000'],
      ['Kıyma 250 gr', 'mass:250'],
      ["Su 6'lı", 'count:6'],
      ['Menü 2', 'number:2'],
      ['Patates Büyük', 'size:large'],
      ['Patates LG', 'size:large'],
      ['Yarım Ekmek', 'size:half'],
    ];
    for (const [name, measure] of cases) {
      const m = normaliseName(name).measures.map((x) => `${x.kind}:${x.value}`);
      expect(m, name).toEqual([measure]);
    }
    // A number glued to letters is a word, not a size.
    expect(normaliseName('7up').tokens).toEqual(['7up']);
  });

  it('reads staff shorthand: dropped vowels, compound suffixes, plain words, sizes in any writing', () => {
    expect(normaliseName('ADN DRM').tokens).toEqual(['adn', 'durum']);
    expect(normaliseName('KRS IZG.').tokens).toEqual(['karisik', 'izgara']);
    expect(normaliseName('MERCIMEK CORBASI').tokens).toEqual(normaliseName('Mercimek Çorba').tokens);
    // "Kebap", "tek", "sade", "adet" leave the product as it is; "1 PORS" is one portion.
    expect(normaliseName('ADANA KEBAP TEK').tokens).toEqual(['adana']);
    expect(normaliseName('SADE PILAV').tokens).toEqual(['pilav']);
    expect(normaliseName('ADANA 1 PORS').measures).toEqual([]);
    for (const size of ['33CL', '330ml', '0,33 L', '0.33LT', '33 cl']) {
      expect(normaliseName(`KOLA ${size}`).measures, size).toEqual([{ kind: 'volume', value: '330' }]);
    }
    expect(normaliseName('DONER KG').measures).toEqual(normaliseName('Döner 1 kg').measures);
    expect(normaliseName('ISKENDER BIR BUCUK').measures).toEqual(
      normaliseName('İskender 1.5 Porsiyon').measures,
    );
    expect(normaliseName('MADEN SUYU').tokens).toEqual(['soda']);
    // "Without onion" is a kitchen note, not onion.
    expect(normaliseName('SOGANSIZ').tokens).toEqual([]);
    expect(normaliseName('ACISIZ ADANA').tokens).toEqual(['adana']);
    expect(normaliseName('HUNKARBEGENDI').compact).toBe(normaliseName('Hünkar Beğendi').compact);
  });

  it('measureAgreement: equal or absent -> 1, only one side -> 0.85, different -> low', () => {
    const m = (s: string) => normaliseName(s).measures;
    expect(measureAgreement(m('Su 0,5 L'), m('SU 500 ML'))).toBe(1);
    expect(measureAgreement(m('Ayran'), m('AYRAN 200 ML'))).toBe(0.85);
    expect(measureAgreement(m('Su 0,5 L'), m('SU 1 L'))).toBeLessThan(0.5);
    expect(measureAgreement(m('Patates Büyük'), m('PATATES KÜÇÜK'))).toBeLessThan(0.5);
    // A size word on one side only is another variant more often than not.
    expect(measureAgreement(m('Adana Duble'), m('ADANA'))).toBeLessThan(0.85);
  });
});
