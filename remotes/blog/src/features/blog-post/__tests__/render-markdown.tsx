import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MarkdownContent } from '../components/markdown-content.tsx';

/** Renders a post body and waits until it is drawn (it is made off the main thread, so later). */
export async function renderMarkdown(markdown: string): Promise<HTMLElement> {
  const { container } = render(
    <MemoryRouter>
      <MarkdownContent markdown={markdown} />
    </MemoryRouter>,
  );
  const root = container.querySelector<HTMLElement>('.blog-markdown');
  if (!root) throw new Error('markdown root not rendered');
  await waitFor(() => {
    if (root.querySelector('.blog-markdown__pending')) throw new Error('the post is not drawn yet');
  });
  return root;
}
