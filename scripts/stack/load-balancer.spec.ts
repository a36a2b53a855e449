import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The load balancer and the stack's configuration are ES modules of the stack's scripts: jest (CommonJS here) cannot
// import them, so a child Node runs each scenario and prints what it saw.
function runModule(script: string): unknown {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    cwd: __dirname,
  });
  return JSON.parse(output);
}

const modulePath = (file: string) => JSON.stringify(join(__dirname, file));

describe('LoadBalancer', () => {
  it('spreads connections round robin over the ready gateways and skips one that refuses connections', () => {
    const seen = runModule(`
      import { createServer } from 'node:http';
      import { LoadBalancer } from ${modulePath('load-balancer.mjs')};
      const listen = (name) => new Promise((resolve) => {
        const server = createServer((request, response) => response.end(request.url === '/readyz' ? 'ok' : name));
        server.listen(0, '127.0.0.1', () => resolve(server));
      });
      const [a, b] = await Promise.all([listen('a'), listen('b')]);
      const closed = await listen('closed');
      const closedPort = closed.address().port;
      await new Promise((resolve) => closed.close(resolve));
      const balancer = new LoadBalancer({
        port: 0,
        backends: [
          { name: 'a', port: a.address().port },
          { name: 'closed', port: closedPort },
          { name: 'b', port: b.address().port },
        ],
      });
      await balancer.start();
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch('http://127.0.0.1:' + balancer.port + '/', { headers: { connection: 'close' } });
        answers.push(await response.text());
      }
      await balancer.stop();
      a.close();
      b.close();
      console.log(JSON.stringify(answers));
    `);
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
  });
});

describe('readStackConfig with STACK_REPLICAS', () => {
  it('runs two of each service, auth workers apart and two gateways behind the public port', () => {
    const applications = runModule(`
      import { readStackConfig } from ${modulePath('stack-config.mjs')};
      const config = readStackConfig({ STACK_REPLICAS: '2', PORT: '9000', AUTH_PORT: '9001' });
      console.log(JSON.stringify(config.applications.map((app) => [app.name, app.role, app.port])));
    `);
    expect(applications).toEqual(
      expect.arrayContaining([
        ['auth-1', 'service', 9001],
        ['auth-2', 'service', 9101],
        ['auth-worker-1', 'worker', 9201],
        ['auth-worker-2', 'worker', 9301],
        ['session-2', 'service', 8182],
        ['gateway-1', 'gateway', 9100],
        ['gateway-2', 'gateway', 9200],
      ]),
    );
    expect(applications).toHaveLength(12);
  });

  it('keeps one process of each, on its own port, by default', () => {
    const names = runModule(`
      import { readStackConfig } from ${modulePath('stack-config.mjs')};
      console.log(JSON.stringify(readStackConfig({}).applications.map((app) => app.name)));
    `);
    expect(names).toEqual(['auth', 'session', 'report', 'billing', 'gateway']);
  });
});
