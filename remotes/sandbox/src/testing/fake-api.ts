// The fake backend of this remote's component tests: the shared fake fetch (@scoreline/ui/testing),
// with every request and answer checked against this remote's route contracts (contracts.ts).
import { fakeFetch, type FakeRoutes } from '@scoreline/ui/testing';
import { contractIssues } from './contracts.ts';

export { json, offContract, pending, takeContractBreaches } from '@scoreline/ui/testing';
export type { RecordedRequest } from '@scoreline/ui/testing';

export const fakeApi = (routes: FakeRoutes) => fakeFetch(routes, { contractIssues });
