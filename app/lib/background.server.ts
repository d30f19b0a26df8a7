/**
 * Work that runs after the response has gone (sending an email, say): the person is answered at once, in the same
 * time whatever the work finds. A failure is logged, never thrown at anyone. Tests wait for it with
 * backgroundSettled().
 */
const pending = new Set<Promise<void>>();

export function runInBackground(label: string, work: () => Promise<unknown>): void {
  const task = (async () => {
    try {
      await work();
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
