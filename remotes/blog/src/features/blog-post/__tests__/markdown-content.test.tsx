import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.tsx';

describe('MarkdownContent renders every feature of docs/product.md §2', () => {
  it('renders headings at their levels and paragraphs', async () => {
    await renderMarkdown('## Second level\n\n### Third level\n\nA plain paragraph.');
    expect(screen.getByRole('heading', { level: 2, name: 'Second level' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Third level' })).toBeInTheDocument();
    expect(screen.getByText('A plain paragraph.').tagName).toBe('P');
  });

  it('renders emphasis, strong and deleted text', async () => {
    const root = await renderMarkdown('Some *emphasis*, some **strong** and ~~struck~~ words.');
    expect(root.querySelector('em')).toHaveTextContent('emphasis');
    expect(root.querySelector('strong')).toHaveTextContent('strong');
    expect(root.querySelector('del')).toHaveTextContent('struck');
  });

  it('renders block quotes', async () => {
    const root = await renderMarkdown('> Models are wrong, some are useful.');
    expect(root.querySelector('blockquote')).toHaveTextContent('Models are wrong, some are useful.');
  });

  it('renders fenced code with its language class and inline code', async () => {
    const root = await renderMarkdown(
      'Call `poisson(k, lambda)`.\n\n```ts\nconst lambda = 1.4;\n```\n\n```\nplain block\n```',
    );
    const blocks = root.querySelectorAll('pre > code');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveClass('language-ts');
    expect(blocks[0]).toHaveTextContent('const lambda = 1.4;');
    expect(blocks[1]?.className).toBe('');
    const inline = [...root.querySelectorAll('code')].find((code) => code.parentElement?.tagName === 'P');
    expect(inline).toHaveTextContent('poisson(k, lambda)');
  });

  it('lets the keyboard reach a code block, which scrolls sideways when its lines are long (axe scrollable-region-focusable)', async () => {
    const root = await renderMarkdown('```\n' + 'x'.repeat(400) + '\n```');
    expect(root.querySelector('pre')).toHaveAttribute('tabindex', '0');
  });

  it('renders links: external ones open safely in a new tab, site paths stay in the app', async () => {
    await renderMarkdown(
      '[Poisson](https://en.wikipedia.org/wiki/Poisson_distribution) and [the list](/blog).',
    );
    const external = screen.getByRole('link', { name: 'Poisson' });
    expect(external).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Poisson_distribution');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'the list' });
    expect(internal).toHaveAttribute('href', '/blog');
    expect(internal).not.toHaveAttribute('target');
  });

  it('keeps mailto, tel and relative links as written', async () => {
    await renderMarkdown('[mail](mailto:team@example.com) [call](tel:+441234567890) [sibling](other-post)');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:team@example.com');
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+441234567890');
    expect(screen.getByRole('link', { name: 'sibling' })).toHaveAttribute('href', 'other-post');
  });

  it('renders images, resolving relative sources against the remote base', async () => {
    await renderMarkdown(
      '![Score grid](images/poisson-score-grid.svg)\n\n![Remote](https://example.com/a.png)',
    );
    expect(screen.getByRole('img', { name: 'Score grid' })).toHaveAttribute(
      'src',
      '/images/poisson-score-grid.svg',
    );
    expect(screen.getByRole('img', { name: 'Remote' })).toHaveAttribute('src', 'https://example.com/a.png');
  });

  it('renders ordered and unordered lists', async () => {
    const root = await renderMarkdown('1. first\n2. second\n\n- apple\n- pear');
    const ordered = root.querySelector('ol');
    const unordered = root.querySelector('ul');
    if (!ordered || !unordered) throw new Error('lists missing');
    expect(
      within(ordered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['first', 'second']);
    expect(
      within(unordered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['apple', 'pear']);
  });

  it('renders task lists as read-only checkboxes keeping their state', async () => {
    await renderMarkdown('- [x] fetch the results\n- [ ] fit the model');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    for (const box of boxes) {
      expect(box).toBeDisabled();
      expect(box).toHaveAttribute('readonly');
    }
  });

  it('names each task-list checkbox by its task, so assistive technology can read it', async () => {
    await renderMarkdown('- [x] fetch the results\n- [ ] fit the model\n- a plain item');
    expect(screen.getByRole('checkbox', { name: 'fetch the results' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'fit the model' })).not.toBeChecked();
    // Only task items get the label; a plain item stays a plain list item.
    expect(screen.getByText('a plain item').closest('label')).toBeNull();
  });

  it('renders tables with column alignment', async () => {
    await renderMarkdown('| Metric | Weight | Note |\n| :--- | ---: | :---: |\n| H1 | 0.4 | home |');
    const headers = screen.getAllByRole('columnheader');
    const cells = screen.getAllByRole('cell');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Metric', 'Weight', 'Note']);
    expect(headers[0]).toHaveStyle({ textAlign: 'left' });
    expect(headers[1]).toHaveStyle({ textAlign: 'right' });
    expect(headers[2]).toHaveStyle({ textAlign: 'center' });
    expect(cells[1]).toHaveStyle({ textAlign: 'right' });
    expect(cells[1]).toHaveTextContent('0.4');
  });

  it('puts a table in a named region that takes keyboard focus, so a reader can scroll a wide one with the keys', async () => {
    await renderMarkdown('| Metric | Weight |\n| --- | --- |\n| H1 | 0.4 |');
    const region = screen.getByRole('region', { name: 'Table, scrolls sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
    // Shaded at the edge that hides more (libs/ui ScrollRegion), so a reader sees it scrolls.
    expect(region).toHaveClass('sl-scroll-region');
    expect(region.querySelector('table')).toBe(screen.getByRole('table'));
  });

  it("renders footnotes labelled 'Footnotes' with 'Back to content' links and the user-content- prefix", async () => {
    const root = await renderMarkdown('A claim.[^source]\n\n[^source]: Where it comes from.');
    expect(screen.getByRole('heading', { name: 'Footnotes' })).toBeInTheDocument();
    const reference = root.querySelector('sup a');
    expect(reference).toHaveAttribute('href', '#user-content-fn-source');
    expect(reference).toHaveAttribute('id', 'user-content-fnref-source');
    const note = root.querySelector('#user-content-fn-source');
    expect(note).toHaveTextContent('Where it comes from.');
    const back = screen.getByRole('link', { name: 'Back to content' });
    expect(back).toHaveAttribute('href', '#user-content-fnref-source');
    // Every id the content carries is prefixed once, and every in-page link points at an id that exists.
    const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
    expect(
      ids.every((id) => id.startsWith('user-content-') && !id.startsWith('user-content-user-content-')),
    ).toBe(true);
    for (const link of root.querySelectorAll('a[href^="#"]')) {
      const target = link.getAttribute('href')?.slice(1) ?? '';
      expect(root.querySelector(`[id="${target}"]`)).not.toBeNull();
    }
  });

  it('renders thematic breaks and hard line breaks', async () => {
    const root = await renderMarkdown('Above\n\n---\n\nfirst line  \nsecond line');
    expect(root.querySelector('hr')).not.toBeNull();
    const paragraph = screen.getByText(/first line/);
    expect(paragraph.querySelector('br')).not.toBeNull();
    expect(paragraph).toHaveTextContent('first line second line');
  });

  it('passes raw HTML through and renders it', async () => {
    const root = await renderMarkdown(
      'Press <kbd>F5</kbd> to refresh.\n\n<details>\n<summary>Show the maths</summary>\n\nP(k) = λ^k e^-λ / k!\n\n</details>',
    );
    expect(root.querySelector('kbd')).toHaveTextContent('F5');
    expect(root.querySelector('details > summary')).toHaveTextContent('Show the maths');
    expect(root.querySelector('details')).toHaveTextContent('P(k) = λ^k e^-λ / k!');
  });
});
