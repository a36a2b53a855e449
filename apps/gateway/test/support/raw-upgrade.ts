import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

/** A WebSocket-style upgrade by hand on a raw socket: resolves with the socket and the status line it got. */
export async function openUpgrade(
  port: number,
  headers: Record<string, string> = {},
  path = '/ws',
): Promise<{ socket: Socket; statusLine: string; response: string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const lines = [
    `GET ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  let response = '';
  while (!response.includes('\r\n\r\n')) {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    response += chunk.toString('latin1');
  }
  return { socket, statusLine: response.split('\r\n')[0] ?? '', response };
}

/** Resolves when the peer closed the socket. */
export function closed(socket: Socket): Promise<void> {
  return socket.closed || socket.destroyed ? Promise.resolve() : once(socket, 'close').then(() => undefined);
}
