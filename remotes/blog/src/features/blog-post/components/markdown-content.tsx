import type { Root } from 'hast';
import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import type { PluggableList } from 'unified';
import { ScrollRegion } from '@scoreline/ui';
import { transformContentUrl } from '../utils/content-urls.ts';
import { isAppPath, isExternalHref } from '../utils/safe-url.ts';
import { usePostTree } from '../hooks/use-post-tree.ts';
import { rehypeGivenTree, remarkSkipParse } from '../markdown/unified-steps.ts';

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

const remarkPlugins: PluggableList = [remarkSkipParse];

/**
 * A post body: GitHub-flavoured markdown with raw HTML passed through and then sanitized, so an
 * author can use <details> or <kbd> while scripts, event handlers and unsafe links never reach the page.
 * Its sanitized HTML tree is made in a worker (markdown/markdown-to-safe-tree.ts, with remark-gfm,
 * rehype-raw and rehype-sanitize) and react-markdown turns it into elements here, after the page's
 * first paint; until then a placeholder holds the space of a screen, so what follows the post is not
 * pushed down in view.
 */
export function MarkdownContent({ markdown }: { markdown: string }) {
  const tree = usePostTree(markdown);
  return <div className="blog-markdown">{tree ? <PostBody markdown={markdown} tree={tree} /> : <div className="blog-markdown__pending" />}</div>;
}

/** Drawn again only for another post or tree: react-markdown builds its elements anew on each render. */
const PostBody = memo(function PostBody({ markdown, tree }: { markdown: string; tree: Root }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} rehypePlugins={[[rehypeGivenTree, tree]]} urlTransform={transformContentUrl} components={components}>
      {markdown}
    </Markdown>
  );
});
