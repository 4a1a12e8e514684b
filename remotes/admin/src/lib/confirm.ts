// docs/product.md §5 asks for a confirmation before every destructive or long action. One seam for the
// browser's dialog, so the component tests answer it and the browser tests accept it.
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}
