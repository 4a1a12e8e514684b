import { describe, expect, it } from 'vitest';
import { disableFrameButtons } from '../frame-controls.ts';

describe('a prerendered frame’s controls', () => {
  it('disables every button, once, and leaves links and other markup as they were', () => {
    const html =
      '<div role="group"><button type="button" class="sl-button">All</button><button type="button" disabled="">Methodology</button></div>' +
      '<a href="/blog?category=analysis">Analysis</a><p>button</p>';
    expect(disableFrameButtons(html)).toBe(
      '<div role="group"><button disabled="" type="button" class="sl-button">All</button><button type="button" disabled="">Methodology</button></div>' +
        '<a href="/blog?category=analysis">Analysis</a><p>button</p>',
    );
  });

  it('leaves markup without buttons untouched', () => {
    expect(disableFrameButtons('<section><h1>Blog</h1></section>')).toBe('<section><h1>Blog</h1></section>');
  });
});
