import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FooterStrip } from '../components/footer-strip.tsx';
import { Hero } from '../components/hero.tsx';

describe('Hero', () => {
  it("carries the 'Live Predictions Active' badge and explains the algorithm", () => {
    render(<Hero />);
    expect(screen.getByText('Live Predictions Active')).toHaveClass('sl-badge--live');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/6 metrics .* Poisson distribution/)).toBeInTheDocument();
  });

  it('shows the three feature cards, only the second marked PREMIUM', () => {
    render(<Hero />);
    const cards = within(screen.getByRole('list', { name: 'What you get' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Match Outcomes',
      'Exact Scores + Probabilities',
      'Instant Access',
    ]);
    expect(cards.map((card) => within(card).queryByText('PREMIUM') !== null)).toEqual([false, true, false]);
  });
});

describe('FooterStrip', () => {
  it('lists the four selling points with the price', () => {
    render(
      <MemoryRouter>
        <FooterStrip priceText="£9.99" />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Why Scoreline' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'High Accuracy',
      '6+ Advanced Metrics',
      '100% Data-Driven',
      '£9.99 Per Gameweek',
    ]);
  });

  it("links 'High Accuracy' to the track record, the evidence for the claim", () => {
    render(
      <MemoryRouter>
        <FooterStrip priceText="£9.99" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'High Accuracy' })).toHaveAttribute('href', '/track-record');
  });
});
