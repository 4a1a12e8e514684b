// Posts the tests add to the shipped ones (services/blog/posts) in the blog service's folder.
import path from 'node:path';
import { REPO_ROOT } from '@scoreline/test-support/browser-suite';
import { XSS_CORPUS_FILES } from './xss-corpus.ts';

/** The shipped articles, copied with the extra posts into the run's own folder (BLOG_POSTS_DIR). */
export const BLOG_POSTS_DIR = path.join(REPO_ROOT, 'services', 'blog', 'posts');

/** Every common way to run script from markdown: rendered, none of it may run. */
const PAYLOADS = [
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')" alt="broken">',
  '<svg><script>alert("svg script")</script></svg>',
  '<svg onload="alert(\'svg onload\')"></svg>',
  '<div onmouseover="alert(\'hover\')" id="hover-target">hover over me</div>',
  '<iframe src="javascript:alert(\'iframe\')"></iframe>',
  '<iframe srcdoc="<script>parent.alert(\'srcdoc\')</script>"></iframe>',
  '<object data="javascript:alert(\'object\')"></object>',
  '<embed src="javascript:alert(\'embed\')">',
  '<a href="javascript:alert(\'raw link\')">raw javascript link</a>',
  '<a href="JaVaScRiPt:alert(\'case\')">mixed case link</a>',
  '<a href="&#106;avascript:alert(\'entity\')">entity link</a>',
  '<a href="data:text/html,<script>alert(\'data\')</script>">data link</a>',
  '[markdown javascript link](javascript:alert("markdown"))',
  '<form action="javascript:alert(\'form\')"><button>submit form</button></form>',
  '<input autofocus onfocus="alert(\'autofocus\')">',
  '<details open ontoggle="alert(\'toggle\')"><summary>toggle</summary>x</details>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(\'meta\')">',
  '<style>@import "javascript:alert(\'style\')"; body { display: none }</style>',
  '<base href="javascript:alert(\'base\')//">',
  '<p id="location" name="alert">clobbering attempt</p>',
].join('\n\n');

export const MALICIOUS_SLUG = 'sanitizer-check';

/**
 * Category Technical, dated before every shipped post, so these are the last cards of the list and
 * of the Technical filter and never the ones a flow test opens.
 */
export const EXTRA_POSTS: Readonly<Record<string, string>> = {
  // The XSS corpus: Technical too, and dated before this post.
  ...XSS_CORPUS_FILES,
  [`${MALICIOUS_SLUG}.md`]: `---
title: Sanitizer check
description: A post that tries to run script.
keywords:
  - security
author: Scoreline Research
date: 2020-01-01
category: Technical
---

Before the payloads.

${PAYLOADS}

After the payloads.
`,
};
