import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accuracyFigureText, FooterStrip } from '../components/footer-strip.tsx';
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

  it("quotes the measured figure with 'High Accuracy', from the data it is given", () => {
    render(
      <MemoryRouter>
        <FooterStrip priceText="£9.99" accuracy={{ outcome_accuracy: 52.76, matches: 1520 }} />
      </MemoryRouter>,
    );
    const first = within(screen.getByRole('list', { name: 'Why Scoreline' })).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('High Accuracy52.8% of 1,520 outcomes right');
  });

  it.each([
    [{ outcome_accuracy: null, matches: 0 }, null],
    [{ outcome_accuracy: 50, matches: 0 }, null],
    [{ outcome_accuracy: 45.04, matches: 7 }, '45.0% of 7 outcomes right'],
  ])('words %o as %s', (figure, text) => {
    expect(accuracyFigureText(figure)).toBe(text);
  });
});
