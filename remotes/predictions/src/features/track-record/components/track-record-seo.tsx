import { TRACK_RECORD_TEXTS as T } from '../texts.ts';

function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** The page's metadata, like the blog's; React 19 hoists these tags into <head>. */
export function TrackRecordSeo() {
  const url = `${siteOrigin()}/track-record`;
  return (
    <>
      <title>{T.title}</title>
      <meta name="description" content={T.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={T.title} />
      <meta property="og:description" content={T.description} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
