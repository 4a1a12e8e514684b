/** Collects what failed and counts what was checked, so one run reports every problem at once. */
export class Problems {
  readonly list: string[] = [];
  checks = 0;

  check(condition: unknown, where: string, message: string): boolean {
    this.checks += 1;
    if (!condition) this.list.push(`${where}: ${message}`);
    return Boolean(condition);
  }

  fail(where: string, message: string): void {
    this.check(false, where, message);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
