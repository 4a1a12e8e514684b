// The seasons 'Refresh All Seasons' starts; the calls themselves are in lib/refresh-calls.ts.
import { SEASON_START_YEARS } from '@scoreline/contracts/constants';

/** docs/product.md §9: every season the product has (the live one included), started in this order. */
export const REFRESH_SEASONS = SEASON_START_YEARS;
