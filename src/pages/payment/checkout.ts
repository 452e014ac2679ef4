/**
 * Leaving the portal for the card provider's checkout: a full navigation (the provider's page
 * is not part of the app). An object, so tests can watch where the browser would go.
 */
export const checkout = {
  open(url: string): void {
    const target = new URL(url, window.location.href);
    // The API answers the provider's URL; anything but http(s) is never followed.
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new Error(`決済画面のURLが正しくありません: ${url}`);
    }
    window.location.assign(target.toString());
  },
};
