// The zod-free constants entry: importing the contracts index would evaluate every schema in the
// browser (README.md, "Bundle budget").
import { GAMEWEEK_PRICE_TEXT } from '@scoreline/contracts/constants';

/** '£9.99': the one-time price of a gameweek (docs/product.md §9), in en-GB currency form. */
export const PRICE_TEXT = GAMEWEEK_PRICE_TEXT;
