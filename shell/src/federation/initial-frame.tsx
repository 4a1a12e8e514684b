// The prerendered frame of the page the visitor first opened (shell/build/prerender.ts): what its
// remote page draws before it has data (Home's hero, header band and footer strip; a loading
// spinner elsewhere), rendered at build time so the first paint needs no script. The remote page
// replaces it once its code has loaded; until then it stays exactly as the HTML drew it.
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

export interface InitialFrame {
  /** The address it was served for; another page never shows it. */
  readonly pathname: string;
  /** Its markup, as the server sent it (React never hydrates it: the remote page takes its place). */
  readonly html: string;
}

interface InitialFrameState {
  readonly frame: InitialFrame | null;
  /** The remote page has taken over (or failed): the frame is not drawn again. */
  readonly release: () => void;
}

const InitialFrameContext = createContext<InitialFrameState>({ frame: null, release: () => undefined });

export function InitialFrameProvider({
  frame: initial,
  children,
}: {
  readonly frame: InitialFrame | null;
  readonly children: ReactNode;
}) {
  const [frame, setFrame] = useState(initial);
  const release = useCallback(() => setFrame(null), []);
  const value = useMemo(() => ({ frame, release }), [frame, release]);
  return <InitialFrameContext.Provider value={value}>{children}</InitialFrameContext.Provider>;
}

/** The prerendered frame to draw at `pathname`, if there is one still standing. */
export function useInitialFrame(pathname: string): InitialFrameState {
  const state = useContext(InitialFrameContext);
  return state.frame?.pathname === pathname ? state : { frame: null, release: state.release };
}

/** The attribute that marks the frame in the page, so the entry can read it back before hydrating. */
export const FRAME_ATTRIBUTE = 'data-sl-frame';

/** The frame's markup as the server sent it. `display: contents` (shell.css): it adds no box of its own. */
export function FrameMarkup({ html }: { readonly html: string }) {
  return <div className="shell__frame" {...{ [FRAME_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The attribute of the head elements (title, description) the server sent with the frame. */
export const FRAME_HEAD_ATTRIBUTE = 'data-sl-frame-head';

/**
 * Once a page has drawn itself, the frame's title and description give way to the page's own
 * (React puts those in the head too, after the frame's, and the first title is the one shown).
 * Kept while the page has drawn no title of its own, so the tab is never left without one.
 */
export function ReleaseFrameHead() {
  useLayoutEffect(() => {
    const own = [...document.head.querySelectorAll('title')].some((title) => !title.hasAttribute(FRAME_HEAD_ATTRIBUTE));
    if (!own) return;
    for (const element of document.head.querySelectorAll(`[${FRAME_HEAD_ATTRIBUTE}]`)) element.remove();
  });
  return null;
}
