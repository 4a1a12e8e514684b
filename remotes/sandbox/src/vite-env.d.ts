/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The production API address (docs/product.md §9); empty means the page's own origin. */
  readonly VITE_SCORELINE_API_BASE?: string;
}
