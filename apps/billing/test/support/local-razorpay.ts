import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Order {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}
interface Payment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
}

export const LOCAL_RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_localserver',
  RAZORPAY_KEY_SECRET: 'local-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'local-webhook-secret',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/**
 * A local server that speaks the part of Razorpay's REST API the SDK uses here (POST /v1/orders, GET
 * /v1/payments/:id, basic auth), plus what Razorpay does outside the API: a checkout that pays an order and signs
 * the answer, and signed webhook bodies.
 */
export class LocalRazorpay {
  readonly orders = new Map<string, Order>();
  private readonly payments = new Map<string, Payment>();
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    const expectedAuth = `Basic ${Buffer.from(
      `${LOCAL_RAZORPAY_KEYS.RAZORPAY_KEY_ID}:${LOCAL_RAZORPAY_KEYS.RAZORPAY_KEY_SECRET}`,
    ).toString('base64')}`;
    this.server = createServer((request, response) => {
      void (async () => {
        const reply = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.headers.authorization !== expectedAuth) {
          return reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        }
        if (request.method === 'POST' && request.url === '/v1/orders') {
          const body = JSON.parse(await readBody(request)) as Omit<Order, 'id'>;
          const order = { id: `order_${randomBytes(7).toString('hex')}`, ...body };
          this.orders.set(order.id, order);
          return reply(200, { ...order, entity: 'order', status: 'created', amount_paid: 0 });
        }
        const payment = /^\/v1\/payments\/([^/?]+)$/.exec(request.url ?? '');
        if (request.method === 'GET' && payment) {
          const found = this.payments.get(payment[1]);
          return found
            ? reply(200, { ...found, entity: 'payment' })
            : reply(400, {
                error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
              });
        }
        return reply(404, { error: { code: 'NOT_FOUND', description: 'no such route' } });
      })();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** What checkout.js hands the page's handler after a payment; overrides make a payment of another amount. */
  pay(orderId: string, overrides: Partial<Payment> = {}) {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: Payment = {
      id: `pay_${randomBytes(7).toString('hex')}`,
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      ...overrides,
    };
    this.payments.set(payment.id, payment);
    return {
      payment,
      RazorpayOrderId: orderId,
      RazorpayPaymentId: payment.id,
      RazorpaySignature: hmac(LOCAL_RAZORPAY_KEYS.RAZORPAY_KEY_SECRET, `${orderId}|${payment.id}`),
    };
  }

  /** A webhook delivery as Razorpay sends it: the body, its signature and the event id header. */
  webhook(event: string, payment: Payment, eventId = `evt_${randomBytes(7).toString('hex')}`) {
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: { ...payment, entity: 'payment' } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { rawBody, signature: hmac(LOCAL_RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET, rawBody), eventId };
  }
}
