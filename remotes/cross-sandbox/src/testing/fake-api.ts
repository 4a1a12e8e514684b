// The fake backend of the cross-sandbox's component tests: the shared fake fetch (@scoreline/ui/
// testing), whose '*' route segment stands for a job id. Its calls are not checked against contracts
// (this remote's setup-tests.ts asks for no breaches).
import { fakeFetch, type FakeRoutes } from '@scoreline/ui/testing';

export { json } from '@scoreline/ui/testing';
export type { RecordedRequest } from '@scoreline/ui/testing';

export const fakeApi = (routes: FakeRoutes) => fakeFetch(routes);
