import { browserTestedConfig } from '../../vitest.shared.ts';

// Component tests and browser tests of the built blog remote through the shell (vitest.shared.ts).
// Against the distributed stack too: the flows that cross its processes and origins (the list, a post,
// a stored malicious post through the real API). The XSS corpus and the accessibility checks exercise
// the blog remote's own rendering, the same code in both modes: they run once, against npm start's
// gateway.
export default browserTestedConfig(import.meta.dirname, {
  e2eTestTimeout: 60_000,
  distributedInclude: ['test/e2e/blog-flow.test.ts', 'test/e2e/malicious-post.test.ts'],
});
