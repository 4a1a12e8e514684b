import { cx } from './cx.ts';

export interface ProbabilityBarProps {
  readonly label: string;
  /** The text after the label, already formatted by the display rule (e.g. '<1'). */
  readonly percentText: string;
  /** 0-1, sets the bar's length. */
  readonly fraction: number;
  readonly tone: 'home' | 'draw' | 'away';
}

export function ProbabilityBar({ label, percentText, fraction, tone }: ProbabilityBarProps) {
  const width = `${Math.min(100, Math.max(0, fraction * 100))}%`;
  return (
    <div className="sl-probability">
      <div className="sl-probability__row">
        <span className="sl-probability__label">{label}</span>
        <span className="sl-probability__value">{percentText}%</span>
      </div>
      <div
        className="sl-probability__track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(Math.min(1, Math.max(0, fraction)) * 100)}
        aria-valuetext={`${percentText}%`}
      >
        <span className={cx('sl-probability__fill', `sl-probability__fill--${tone}`)} style={{ width }} />
      </div>
    </div>
  );
}
