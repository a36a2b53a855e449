import { randomBytes } from 'node:crypto';
import { PayloadSealer } from './payload-sealer';
import { decodeMessage, encodeMessage } from './wire-format';

describe('the wire format of a request', () => {
  const sealer = PayloadSealer.fromKeys(randomBytes(32).toString('base64'));
  const message = {
    id: 'message-1',
    pattern: 'session.consultations.get',
    data: { userId: 'u-1', sessionId: 's-1' },
    correlationId: 'correlation-1',
    context: { actor: { kind: 'doctor' as const, id: 'doctor-1' }, clientAddress: '198.51.100.23' },
  };

  it('carries who asked and from which address, sealed: neither is readable on the stream', () => {
    const fields = encodeMessage(message, sealer);

    expect(fields.join('\n')).not.toMatch(/198\.51\.100\.23|doctor-1/);
    const decoded = decodeMessage(fields, sealer);
    expect(decoded.ok && decoded.message).toMatchObject(message);
  });

  it('refuses a context moved from another message', () => {
    const fields = encodeMessage(message, sealer);
    const other = encodeMessage({ ...message, id: 'message-2', context: undefined }, sealer);
    other.push('context', fields[fields.indexOf('context') + 1]);

    expect(decodeMessage(other, sealer)).toMatchObject({
      ok: false,
      reason: 'the message context is unreadable',
    });
  });
});
