import { resultsStalenessText } from '@scoreline/contracts/constants';
import type { ResultsStaleness } from '@scoreline/contracts';

/**
 * Honest staleness (docs/product.md, Home): while a match is more than three hours past its kick-off
 * without a result, one line says how old the results behind the predictions are.
 */
export function ResultsStalenessLine({ staleness }: { readonly staleness: ResultsStaleness | null }) {
  if (!staleness) return null;
  return <p className="pr-staleness">{resultsStalenessText(staleness)}</p>;
}
