import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { AppErrorRpcFilter } from '@medi/nest-transport';
import { withoutQueryValues } from '../logging/redact-error';

/**
 * One global filter for a service's two faces: a transported request's error crosses to the caller as
 * AppError JSON; an HTTP request (probes, metrics) keeps Nest's own error response. Both log what they do not
 * expect, so a failed query's values are taken off the error first.
 */
@Catch()
export class ServiceExceptionFilter extends BaseExceptionFilter {
  private readonly transportFilter = new AppErrorRpcFilter();

  override catch(exception: unknown, host: ArgumentsHost): unknown {
    const loggable = withoutQueryValues(exception);
    if (host.getType() === 'rpc') return this.transportFilter.catch(loggable);
    return super.catch(loggable, host);
  }
}
