// The test runner of every workspace package (vitest.shared.ts): Vitest's own, except that a
// suite whose beforeAll throws fails each of its tests with that error. Vitest alone marks them
// skipped (a file whose store or broker is down would read "40 skipped"), and an integration test
// must fail, with the reason, when its infrastructure is down — never pass for skipped. Done here
// rather than in each file so that suites written later get it too.
import { type RunnerTestSuite, TestRunner } from 'vitest';

type Hook = (...args: never[]) => unknown;

export default class FailOnSetupRunner extends TestRunner {
  override async onBeforeRunSuite(suite: RunnerTestSuite): Promise<void> {
    failTestsWhenSetupFails(suite);
    await super.onBeforeRunSuite(suite);
  }
}

function failTestsWhenSetupFails(suite: RunnerTestSuite): void {
  const hooks = TestRunner.getSuiteHooks(suite);
  if (hooks.beforeAll.length === 0) return;
  let failure: { error: unknown } | undefined;
  const guarded = hooks.beforeAll.map(
    (hook) =>
      (async (...args: never[]) => {
        // Later set-up steps build on earlier ones: once one failed, the rest are not attempted.
        if (failure) return undefined;
        try {
          return await (hook as Hook)(...args);
        } catch (error) {
          failure = { error };
          return undefined;
        }
      }) as (typeof hooks.beforeAll)[number],
  );
  hooks.beforeAll.splice(0, hooks.beforeAll.length, ...guarded);
  hooks.beforeEach.unshift((() => {
    if (failure) throw failure.error;
  }) as (typeof hooks.beforeEach)[number]);
}
