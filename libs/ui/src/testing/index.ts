// @scoreline/ui/testing: what the remotes' component tests share (a fake fetch with recorded calls,
// the contract check of fake calls, rendering a page on its route). Test code only: a separate
// entry that no page imports, so it never reaches a production bundle (src/__tests__/entries.test.ts).
export { fakeFetch, json, offContract, pending, takeContractBreaches } from './fake-fetch.ts';
export type { FakeFetchOptions, FakeHandler, FakeRoutes, RecordedRequest } from './fake-fetch.ts';
export { ADMIN_LOGIN_CONTRACT, noBody, routeContractIssues } from './route-contracts.ts';
export type { ContractCall, RouteContract } from './route-contracts.ts';
export { renderRoute } from './render-route.tsx';
export { COMPONENT_TEST_WAIT_MS, installComponentTestDefaults } from './component-test-defaults.ts';
export { installCleanSlate } from './clean-slate.ts';
