/**
 * Work a request starts but does not wait for (sending an email after answering, so the answer's timing
 * reveals nothing). Closing the server waits for it, so nothing is cut off half-way.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly report: (message: string, error: unknown) => void) {}

  run(label: string, work: () => Promise<unknown>): void {
    const task = work().then(
      () => undefined,
      (error: unknown) => this.report(`${label} failed`, error),
    );
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Resolves once every task started so far, and any they started, has finished. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
