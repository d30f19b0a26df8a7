import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work that runs after the response has gone (sending an email, say): the person is answered at once, in the same
 * time whatever the work finds. A failure is logged, never thrown at anyone. Tests wait for it with
 * backgroundSettled().
 *
 * "After" is meant strictly. Work asked for while a request is being answered waits until the server says the
 * response has been handed to the network (holdBackgroundUntil, which server/app.ts wraps round every request);
 * anywhere else it starts on a later turn of the event loop. Started at once, work that finds an account (looking it
 * up, issuing a link, writing the mail) ran before the answer was written out, and made the answer about an existing
 * account measurably slower than the one about an unknown address.
 */
const pending = new Set<Promise<void>>();

interface RequestScope {
  gone: boolean;
  waiting: (() => void)[];
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Run `answer` (the rest of a request's handling) so that background work it asks for starts only when
 * `whenGone` calls back: the server passes a function that waits for the response's "finish" or "close".
 */
export function holdBackgroundUntil(whenGone: (done: () => void) => void, answer: () => void): void {
  const scope: RequestScope = { gone: false, waiting: [] };
  whenGone(() => {
    if (scope.gone) return;
    scope.gone = true;
    for (const start of scope.waiting.splice(0)) start();
  });
  requestScope.run(scope, answer);
}

function startSignal(): Promise<void> {
  const scope = requestScope.getStore();
  if (scope && !scope.gone) return new Promise((resolve) => scope.waiting.push(resolve));
  return new Promise((resolve) => setImmediate(resolve));
}

export function runInBackground(label: string, work: () => Promise<unknown>): void {
  const started = startSignal();
  const task = (async () => {
    await started;
    try {
      // Work started by this work is not held back by the request any more.
      await requestScope.exit(work);
    } catch (error) {
      console.error(`[${label}] failed`, error);
    }
  })();
  pending.add(task);
  void task.finally(() => pending.delete(task));
}

/** Resolves when every piece of background work started so far (and any it started) has finished. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
