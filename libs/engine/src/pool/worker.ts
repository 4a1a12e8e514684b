// The worker thread's entry (piscina calls its default export with each task): runs one engine task
// and answers its result, or the error's name and message. Errors are sent as plain data because a
// thread boundary keeps only the standard Error types, and the services tell an engine error (an
// empty scope) by its class, which the pool gives back (pool.ts).
import { type EngineTaskName, engineTasks } from './tasks.ts';

export interface EngineTaskMessage {
  task: EngineTaskName;
  args: readonly unknown[];
}

export type EngineTaskAnswer = { ok: true; value: unknown } | { ok: false; name: string; message: string; stack?: string };

export default function runEngineTask(message: EngineTaskMessage): EngineTaskAnswer {
  try {
    const run = engineTasks[message.task] as (...args: readonly unknown[]) => unknown;
    return { ok: true, value: run(...message.args) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    return { ok: false, name: failure.name, message: failure.message, ...(failure.stack ? { stack: failure.stack } : {}) };
  }
}
