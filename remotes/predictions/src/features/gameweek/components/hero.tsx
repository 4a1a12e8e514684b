import { Badge, Card, PremiumBadge } from '@scoreline/ui';

interface Feature {
  readonly title: string;
  readonly text: string;
  readonly premium?: boolean;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Match Outcomes',
    text: 'The predicted result of every fixture this gameweek, free for everyone.',
  },
  {
    title: 'Exact Scores + Probabilities',
    text: 'The most probable final score and the home, draw and away chances.',
    premium: true,
  },
  { title: 'Instant Access', text: 'One payment unlocks every prediction of the gameweek at once.' },
];

/** The first thing a visitor sees: what the product does and how (docs/product.md §1 and §2). */
export function Hero() {
  return (
    <section className="pr-hero" aria-labelledby="pr-hero-title">
      <Badge tone="live">Live Predictions Active</Badge>
      <h1 id="pr-hero-title" className="pr-hero__title">
        Premier League predictions, <span className="pr-hero__accent">driven by data</span>
      </h1>
      <p className="pr-hero__lead">
        Our algorithm weighs 6 metrics (recent form, head-to-head, home/away performance and league averages)
        and uses a Poisson distribution to find the most probable exact score.
      </p>
      <ul className="pr-hero__features" aria-label="What you get">
        {FEATURES.map((feature) => (
          <Card
            as="li"
            key={feature.title}
            tone={feature.premium ? 'premium' : 'default'}
            className="pr-feature"
          >
            <div className="pr-feature__head">
              <h2 className="pr-feature__title">{feature.title}</h2>
              {feature.premium ? <PremiumBadge /> : null}
            </div>
            <p className="pr-feature__text">{feature.text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
