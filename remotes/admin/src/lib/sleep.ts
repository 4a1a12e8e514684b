// The waits the product names (docs/product.md §4 and §9: 1 s between season starts, 2 s polls, the
// 3 s warning, the 2 s recheck), behind one function so tests can run them on fake timers.
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
