import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';
import { AppError } from '@medi/contracts';
import { toWireError } from './wire-format';

/**
 * Nest's default RPC exception handler turns every error into "Internal server error". This filter lets an
 * AppError cross the transport as JSON and hides the internals of anything else (logged here with its stack).
 * Register it globally on every service: `app.useGlobalFilters(new AppErrorRpcFilter())`.
 */
@Catch()
export class AppErrorRpcFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger(AppErrorRpcFilter.name);

  catch(exception: unknown): Observable<never> {
    if (!(exception instanceof AppError)) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    return throwError(() => toWireError(exception));
  }
}
