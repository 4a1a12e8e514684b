// A prerendered frame's buttons do nothing: the frame is static markup, never hydrated, until the
// remote page replaces it (initial-frame.tsx). A tap on one in that second would be lost without a
// sign, so the prerender draws them disabled; links stay live, since they work without a script.
// The markup is react-dom/server's own output, so one pattern over its `<button` tags is exact.

/** `html` with every `<button>` disabled. */
export function disableFrameButtons(html: string): string {
  return html.replace(/<button(?![^>]*\sdisabled[\s=>])/g, '<button disabled=""');
}
