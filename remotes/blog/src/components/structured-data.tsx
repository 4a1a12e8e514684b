// schema.org data as JSON-LD. React 19 hoists <title>, <meta> and <link> into the head but not
// inline scripts, so this one stays where it is rendered; crawlers read JSON-LD anywhere in the page.

/** JSON.stringify escapes quotes but not "<", so a title containing "</script>" could end the tag early. */
function toScriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScriptJson(data) }} />;
}
