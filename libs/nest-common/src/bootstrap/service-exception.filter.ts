import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { AppErrorRpcFilter } from '@medi/nest-transport';

/**
 * One global filter for a service's two faces: a transported request's error crosses to the caller as
 * AppError JSON; an HTTP request (probes, metrics) keeps Nest's own error response.
 */
@Catch()
export class ServiceExceptionFilter extends BaseExceptionFilter {
  private readonly transportFilter = new AppErrorRpcFilter();

  override catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType() === 'rpc') return this.transportFilter.catch(exception);
    return super.catch(exception, host);
  }
}
