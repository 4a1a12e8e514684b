import { describe, expect, it } from 'vitest';
import { createCloserStack } from '../src/index.ts';

describe('createCloserStack', () => {
  it('closes the last opened first', async () => {
    const closed: string[] = [];
    const stack = createCloserStack();
    for (const name of ['database', 'event bus', 'workers']) {
      stack.push(name, async () => {
        closed.push(name);
      });
    }
    await stack.closeAll();
    expect(closed).toEqual(['workers', 'event bus', 'database']);
  });

  it('runs every closer even after one fails, then rejects with the first failure', async () => {
    const closed: string[] = [];
    const stack = createCloserStack();
    stack.push('database', async () => {
      closed.push('database');
    });
    stack.push('event bus', async () => {
      throw new Error('bus stuck');
    });
    stack.push('workers', async () => {
      throw new Error('workers stuck');
    });
    await expect(stack.closeAll()).rejects.toThrow('workers stuck');
    expect(closed).toEqual(['database']);
  });

  it('closes once: a second closeAll gets the same outcome without closing again', async () => {
    let closes = 0;
    const stack = createCloserStack();
    stack.push('database', async () => {
      closes += 1;
    });
    await Promise.all([stack.closeAll(), stack.closeAll()]);
    await stack.closeAll();
    expect(closes).toBe(1);
  });
});
