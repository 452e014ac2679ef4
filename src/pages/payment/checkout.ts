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
  /**
   * Back from the checkout, a browser may restore the page from its back/forward cache as it was
   * left (its answers from before the checkout, the pay button still busy): load it afresh, so
   * the page asks the API where the payment stands.
   */
  reload(): void {
    window.location.reload();
  },
};
