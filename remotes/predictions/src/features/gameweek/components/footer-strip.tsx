const ITEMS = ['High Accuracy', '6+ Advanced Metrics', '100% Data-Driven'] as const;

/** The strip under the list (spec section 2). */
export function FooterStrip({ priceText }: { readonly priceText: string }) {
  return (
    <ul className="pr-footer-strip" aria-label="Why Scoreline">
      {[...ITEMS, `${priceText} Per Gameweek`].map((item) => (
        <li key={item} className="pr-footer-strip__item">
          {item}
        </li>
      ))}
    </ul>
  );
}
