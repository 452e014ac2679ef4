import {
  postalFill,
  UNKNOWN_POSTAL_CODE,
  lookupPostalCode,
} from '../../src/generator/postalLookup';

describe('postal code fill (Japan Post data, offline)', () => {
  it('finds the prefecture and 市区町村・町域 of a code', async () => {
    expect(await lookupPostalCode('1500001')).toEqual({
      prefecture: '東京都',
      locality: '渋谷区神宮前',
    });
    expect(await lookupPostalCode('5300012')).toEqual({
      prefecture: '大阪府',
      locality: '大阪市北区芝田',
    });
  });

  it('fills the found address and asks for the 番地 and building', async () => {
    expect(await postalFill('1500001')).toEqual({
      address: { prefecture: '東京都', locality: '渋谷区神宮前' },
      message: '郵便番号の住所: 東京都渋谷区神宮前（続けて番地・建物名を入力してください）',
    });
  });

  it.each([
    ['a 事業所個別番号', '1138655'],
    ['a code nobody has', '0000000'],
  ])('fills nothing for %s, and says the data does not know it', async (_case, digits) => {
    expect(await postalFill(digits)).toEqual({ address: null, message: UNKNOWN_POSTAL_CODE });
    expect(UNKNOWN_POSTAL_CODE).toBe(
      '日本郵便の住所データにない郵便番号です（事業所個別番号など）。住所は変更していません。',
    );
  });
});
