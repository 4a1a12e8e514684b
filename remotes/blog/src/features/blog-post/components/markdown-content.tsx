import { MarkdownHooks, type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import type { PluggableList } from 'unified';
import { ScrollRegion } from '@scoreline/ui';
import { transformContentUrl } from '../utils/content-urls.ts';
import { isAppPath, isExternalHref } from '../utils/safe-url.ts';
import { postRenderer } from '../markdown/post-renderer.ts';
import { rehypeTreeFrom, remarkSkipParse } from '../markdown/unified-steps.ts';

const components: Components = {
  a({ node: _node, href, children, ...props }) {
    // Links to our own pages stay inside the single-page app instead of reloading the shell.
    if (href && isAppPath(href)) {
      return (
        <Link to={href} {...props}>
          {children}
        </Link>
      );
    }
    // Protocol-relative addresses ("//host", "/\\host") leave the site too: a new tab without the opener.
    const external = href !== undefined && isExternalHref(href);
    return (
      <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  // Task-list boxes show the author's state; a reader cannot tick them (docs/product.md §2).
  input({ node: _node, ...props }) {
    return <input {...props} disabled readOnly />;
  },
  // A task-list item wraps its text in a <label> with the box, so the box is named by its task
  // (axe: every form control has an accessible name).
  li({ node: _node, className, children, ...props }) {
    if (!className?.split(' ').includes('task-list-item')) {
      return (
        <li className={className} {...props}>
          {children}
        </li>
      );
    }
    return (
      <li className={className} {...props}>
        <label className="task-list-label">{children}</label>
      </li>
    );
  },
  // A wide table scrolls sideways inside its own box on a phone, shaded at the edge that hides more;
  // the box takes keyboard focus so the arrow keys can scroll it too (axe: scrollable-region-focusable).
  table({ node: _node, ...props }) {
    return (
      <ScrollRegion label="Table, scrolls sideways" className="blog-markdown__table">
        <table {...props} />
      </ScrollRegion>
    );
  },
  // A code block scrolls sideways as it is (long lines are not wrapped), so it takes keyboard focus too.
  pre({ node: _node, ...props }) {
    return <pre tabIndex={0} {...props} />;
  },
  img({ node: _node, alt, ...props }) {
    return <img alt={alt ?? ''} loading="lazy" {...props} />;
  },
};

// The steps of drawing a post, kept the same between renders (react-markdown renders again when
// they change): the post's sanitized HTML tree is made in a worker (markdown/markdown-to-safe-tree.ts,
// with remark-gfm, rehype-raw and rehype-sanitize), and react-markdown turns it into elements here.
const remarkPlugins: PluggableList = [remarkSkipParse];
const rehypePlugins: PluggableList = [[rehypeTreeFrom, postRenderer.render]];

/**
 * A post body: GitHub-flavoured markdown with raw HTML passed through and then sanitized, so an
 * author can use <details> or <kbd> while scripts, event handlers and unsafe links never reach the page.
 * It is drawn after the page's first paint, made off the main thread; until then a placeholder
 * holds the space of a screen, so what follows the post is not pushed down in view.
 */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <div className="blog-markdown">
      <MarkdownHooks
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        urlTransform={transformContentUrl}
        components={components}
        fallback={<div className="blog-markdown__pending" />}
      >
        {markdown}
      </MarkdownHooks>
    </div>
  );
}
