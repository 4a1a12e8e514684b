// The admin JWT kept in localStorage under the key the three sandboxes read to log in on their own
// (docs/product.md §4, "Sandbox auth"). The key is defined once, in libs/contracts.
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';

export function storeAdminToken(token: string, storage: Storage = window.localStorage): void {
  storage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
}
