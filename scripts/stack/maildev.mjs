// MailDev, the inbox where a new user reads the one-time code, runs inside the supervisor rather than as a Node process
// of its own: an idle stack then holds ~45 MB less (a second Node runtime and its start-up heap, against ~15 MB here).
// It is MailDev's SMTP server and web inbox, started as its command line starts them (node_modules/maildev/index.js)
// but without that file's signal handlers, which would exit the supervisor before it stopped the other children.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * MailDev requires jsdom at the top of its mail server but uses it only to sanitise an e-mail's HTML when the inbox
 * opens that e-mail; loaded at start-up it kept ~24 MB resident in every idle stack. A stand-in takes its place in the
 * module cache, under the very path MailDev's `require('jsdom')` resolves to, and loads it on first use.
 */
function deferJsdom(maildevRoot) {
  const jsdomPath = require.resolve('jsdom', { paths: [join(maildevRoot, 'lib')] });
  let jsdom;
  const load = () => {
    if (!jsdom) {
      delete require.cache[jsdomPath];
      jsdom = require(jsdomPath);
    }
    return jsdom;
  };
  require.cache[jsdomPath] = {
    id: jsdomPath,
    filename: jsdomPath,
    loaded: true,
    exports: {
      // All MailDev takes from jsdom is the JSDOM class, constructed once per e-mail opened.
      JSDOM: class {
        constructor(...args) {
          return new (load().JSDOM)(...args);
        }
      },
    },
  };
}

export class InProcessMailDev {
  #mailServer;
  #web;
  #onError;
  #options;

  /** `onError`: told what MailDev's SMTP server would have crashed its own process with. */
  constructor({ smtpPort, webPort, mailDirectory, onError }) {
    const maildevRoot = dirname(require.resolve('maildev/package.json'));
    deferJsdom(maildevRoot);
    this.#mailServer = require(join(maildevRoot, 'lib', 'mailserver'));
    this.#web = require(join(maildevRoot, 'lib', 'web'));
    // Its lines ("MailDev webapp running at ...") would land among the stack's own; its errors (at its default
    // level, none) come through onError.
    require(join(maildevRoot, 'lib', 'logger')).setLevel(0);
    // MailDev rethrows every SMTP server error but a reset connection: in its own process that meant a crash and a
    // restart by the stack; here it would take the supervisor, and so the whole stack, down.
    // A connection its client reset is what MailDev ignores itself.
    this.#mailServer.onSmtpError = (error) => {
      if (error.code !== 'ECONNRESET') onError(error);
    };
    this.#onError = onError;
    this.#options = { smtpPort, webPort, mailDirectory };
  }

  /** Starts listening; whether both servers listen is for the readiness probe to tell (a port taken: onError). */
  start() {
    const { smtpPort, webPort, mailDirectory } = this.#options;
    this.#mailServer.create(smtpPort, '127.0.0.1', mailDirectory);
    this.#mailServer.loadMailsFromDirectory();
    this.#web.start(webPort, '127.0.0.1', this.#mailServer, undefined, undefined, undefined, {});
    this.#web.server.on('error', this.#onError);
    void this.#mailServer.listen();
  }

  async stop() {
    await Promise.all([
      new Promise((resolve) => this.#mailServer.close(resolve)),
      new Promise((resolve) => this.#web.close(resolve)),
    ]);
  }
}
