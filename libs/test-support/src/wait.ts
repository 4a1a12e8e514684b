/** Polls `condition` every 50 ms; rejects with "timed out after … waiting for <what>". */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Sends a request as a client of the product does: a 503 (the product refusing at once because a
 * dependency answered too slowly, e.g. the broker on a machine loaded far past its cores) is sent
 * again after its Retry-After, at most `attempts` times in all. Resolves with the last answer, so
 * the caller still asserts the status it expects.
 */
export async function sendRetryingUnavailable<Answer extends { status: number; headers: Headers | Record<string, unknown> }>(
  send: () => PromiseLike<Answer>,
  attempts = 5,
): Promise<Answer> {
  let answer = await send();
  for (let attempt = 1; attempt < attempts && answer.status === 503; attempt += 1) {
    // A fetch Response (headers.get, a body to drain) or a supertest answer (a plain headers object).
    const seconds = Number(answer.headers instanceof Headers ? answer.headers.get('retry-after') : answer.headers['retry-after']);
    if (answer instanceof Response) await answer.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 5) * 1000 : 1000));
    answer = await send();
  }
  return answer;
}
