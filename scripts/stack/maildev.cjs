// MailDev's command line (what node_modules/.bin/maildev runs), with jsdom loaded when it is first needed. MailDev
// requires jsdom at the top of its mail server but uses it only to sanitise an e-mail's HTML when the inbox opens
// that e-mail; loaded at start-up it kept ~24 MB resident in every idle stack. Everything else is MailDev's own.
'use strict';
const { dirname, join } = require('node:path');

const maildevRoot = dirname(require.resolve('maildev/package.json'));
// The very file MailDev's `require('jsdom')` resolves to, so that its require finds the stand-in below.
const jsdomPath = require.resolve('jsdom', { paths: [join(maildevRoot, 'lib')] });

let jsdom;
function loadJsdom() {
  if (!jsdom) {
    delete require.cache[jsdomPath];
    jsdom = require(jsdomPath);
  }
  return jsdom;
}

// All MailDev takes from jsdom is the JSDOM class, constructed once per e-mail opened.
require.cache[jsdomPath] = {
  id: jsdomPath,
  filename: jsdomPath,
  loaded: true,
  exports: {
    JSDOM: class {
      constructor(...args) {
        return new (loadJsdom().JSDOM)(...args);
      }
    },
  },
};

const MailDev = require('maildev');

new MailDev().listen();
