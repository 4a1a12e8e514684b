import { Link } from 'react-router-dom';

const ITEMS = ['High Accuracy', '6+ Advanced Metrics', '100% Data-Driven'] as const;

/** Where the 'High Accuracy' claim is backed: the graded record of every prediction. */
export const TRACK_RECORD_PATH = '/track-record';

/** The strip under the list (docs/product.md §2); 'High Accuracy' links to the evidence. */
export function FooterStrip({ priceText }: { readonly priceText: string }) {
  return (
    <ul className="pr-footer-strip" aria-label="Why Scoreline">
      {[...ITEMS, `${priceText} Per Gameweek`].map((item) => (
        <li key={item} className="pr-footer-strip__item">
          {item === 'High Accuracy' ? (
            <Link to={TRACK_RECORD_PATH} className="pr-footer-strip__link">
              {item}
            </Link>
          ) : (
            item
          )}
        </li>
      ))}
    </ul>
  );
}
