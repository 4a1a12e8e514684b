/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The production API address (spec section 9); empty means the page's own origin. */
  readonly VITE_SCORELINE_API_BASE?: string;
}
