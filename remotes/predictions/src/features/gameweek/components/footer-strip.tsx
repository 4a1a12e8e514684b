import { Link } from 'react-router-dom';
import type { TrackRecordHeadline } from '@scoreline/contracts';
import { formatPercent } from '@scoreline/ui/format';

const ITEMS = ['High Accuracy', '6+ Advanced Metrics', '100% Data-Driven'] as const;

/** Where the 'High Accuracy' claim is backed: the graded record of every prediction. */
export const TRACK_RECORD_PATH = '/track-record';

const COUNT = new Intl.NumberFormat('en-GB');

/**
 * '52.8% of 1,540 outcomes right': the text the strip shows with 'High Accuracy', from the track
 * record's headline (the share of shown outcomes that were right); null before anything was graded.
 */
export function accuracyFigureText(figure: Pick<TrackRecordHeadline, 'outcome_accuracy' | 'matches'>): string | null {
  if (figure.outcome_accuracy === null || figure.matches === 0) return null;
  return `${formatPercent(figure.outcome_accuracy)} of ${COUNT.format(figure.matches)} outcomes right`;
}

export interface FooterStripProps {
  readonly priceText: string;
  /** The track record's measured figure; absent (still loading, or none graded yet) shows the label alone. */
  readonly accuracy?: Pick<TrackRecordHeadline, 'outcome_accuracy' | 'matches'> | null | undefined;
}

/** The strip under the list (docs/product.md §2); 'High Accuracy' links to the evidence and quotes it. */
export function FooterStrip({ priceText, accuracy }: FooterStripProps) {
  const figure = accuracy ? accuracyFigureText(accuracy) : null;
  return (
    <ul className="pr-footer-strip" aria-label="Why Scoreline">
      {[...ITEMS, `${priceText} Per Gameweek`].map((item) => (
        <li key={item} className="pr-footer-strip__item">
          {item === 'High Accuracy' ? (
            <>
              <Link to={TRACK_RECORD_PATH} className="pr-footer-strip__link">
                {item}
              </Link>
              {figure ? <span className="pr-footer-strip__figure">{figure}</span> : null}
            </>
          ) : (
            item
          )}
        </li>
      ))}
    </ul>
  );
}
