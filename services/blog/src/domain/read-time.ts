// Reading time in whole minutes (docs/product.md §9: "given in minutes by the server").

/** A common adult silent-reading pace for non-fiction on screen. */
export const WORDS_PER_MINUTE = 200;

/**
 * Counts the words a reader actually reads: link and image addresses, HTML tags and markdown
 * punctuation are not words. Code is counted like prose; it is read slower, but posts carry little of it.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/<[^>]+>/g, ' ') // HTML tags (their text content stays)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // [text](url) and ![alt](src) keep only the text
    .replace(/^\[\^[^\]]+\]:/gm, ' ') // footnote definition labels
    .replace(/\[\^[^\]]+\]/g, ' ') // footnote references
    .replace(/\[[ xX]\]/g, ' ') // task-list boxes
    .replace(/https?:\/\/\S+/g, ' '); // bare addresses
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read, rounded up, never below 1 (a post always takes some time). */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
