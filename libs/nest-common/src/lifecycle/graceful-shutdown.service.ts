import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

type ShutdownTask = () => Promise<void>;

/**
 * Runs before any `onApplicationShutdown` hook: the process turns unready, then stops taking work
 * (transport, queue workers) and waits for what is in flight, while the connections that work needs
 * are still open. Connections themselves close later, in `onApplicationShutdown`.
 */
@Injectable()
export class GracefulShutdown implements BeforeApplicationShutdown {
  private readonly logger = new Logger(GracefulShutdown.name);
  private readonly tasks: { name: string; run: ShutdownTask }[] = [];
  private shuttingDown = false;

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  /** Registers work to stop before connections close; tasks run in registration order. */
  stopBeforeClosing(name: string, run: ShutdownTask): void {
    this.tasks.push({ name, run });
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.shuttingDown = true;
    this.logger.log(`shutting down${signal ? ` on ${signal}` : ''}: no new work is taken`);
    for (const task of this.tasks) {
      try {
        await task.run();
      } catch (error) {
        this.logger.error(`stopping ${task.name} failed: ${(error as Error).message}`);
      }
    }
  }
}
