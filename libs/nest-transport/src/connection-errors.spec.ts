import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { freePort } from '@medi/testing';
import { reportConnectionErrors } from './connection-errors';

describe('reportConnectionErrors', () => {
  afterEach(() => jest.restoreAllMocks());

  it("reports a Redis that cannot be reached once, under the connection's name, and nothing on stderr", async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const stderr = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const redis = reportConnectionErrors(
      new Redis({ port: await freePort(), retryStrategy: () => 20, maxRetriesPerRequest: 0 }),
      'medi-shared',
    );
    try {
      let errors = 0;
      redis.on('error', () => (errors += 1));
      await new Promise<void>((resolve) => redis.on('error', () => errors >= 5 && resolve()));

      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/^medi-shared: connect ECONNREFUSED .*; reconnecting$/);
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      redis.disconnect();
    }
  });

  it('says when the connection is back, and reports the next outage at once', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const connection = reportConnectionErrors(new EventEmitter(), 'medi-live-reader');

    connection.emit('ready');
    expect(log).not.toHaveBeenCalled();
    connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    connection.emit('ready');
    expect(log).toHaveBeenCalledWith('medi-live-reader: connected again');
    connection.emit('error', new Error('read ECONNRESET'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith('medi-live-reader: read ECONNRESET; reconnecting');
  });

  it('reports again after 30 s, with how many it left out', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const queue = new EventEmitter();
    reportConnectionErrors(queue, 'pdf queue');

    queue.emit('error', new Error('Connection is closed.'));
    queue.emit('error', new Error('Connection is closed.'));
    queue.emit('error', new Error('Connection is closed.'));
    now.mockReturnValue(1_029_999);
    queue.emit('error', new Error('Connection is closed.'));
    expect(warn).toHaveBeenCalledTimes(1);

    now.mockReturnValue(1_030_000);
    queue.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(
      'pdf queue: connect ECONNREFUSED 127.0.0.1:6379 (3 more since the last report); reconnecting',
    );
  });
});
