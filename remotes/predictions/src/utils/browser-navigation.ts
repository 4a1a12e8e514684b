// Full-page navigations in one object, so tests can watch them (jsdom cannot leave the page and
// its window.location methods cannot be replaced).
export const browserNavigation = {
  /** Leaves the site, e.g. for the payment provider's hosted checkout. */
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
