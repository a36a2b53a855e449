import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response, Router } from 'express';
import { QUEUE_DASHBOARD_ROUTE } from './support-routes';
import { SupportQueuesRepository } from './support-queues.repository';

/**
 * Bull Board over every queue, behind the support gate (SupportModule mounts both at QUEUE_DASHBOARD_ROUTE). Built
 * on the first request: with BullMQ, Bull Board is about 10 MB resident that a gateway no support staff visit never
 * needs.
 */
@Injectable()
export class QueueDashboard {
  private router?: Promise<Router>;

  constructor(private readonly queues: SupportQueuesRepository) {}

  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    (this.router ??= this.build())
      .then((router) => router(request, response, next))
      // A board that could not be built, or a throw in its router: Express's error handling, never a lost promise.
      .catch(next);
  };

  private async build(): Promise<Router> {
    const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }, queues] = await Promise.all([
      import('@bull-board/api'),
      import('@bull-board/api/bullMQAdapter'),
      import('@bull-board/express'),
      this.queues.all(),
    ]);
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_ROUTE);
    createBullBoard({ queues: [...queues.values()].map((queue) => new BullMQAdapter(queue)), serverAdapter });
    return serverAdapter.getRouter() as Router;
  }
}
