/**
 * Test mode's stand-in for Razorpay's checkout.js: `new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`,
 * `options.handler(response)` and `options.modal.ondismiss()` behave as Razorpay documents them, so the pricing page
 * runs the same code in both modes. The payment is made by billing (test mode only) and signed with the local test
 * secret. Plain ES5 in a string: the gateway serves it as a script; it is not part of the web bundle.
 */
export const TEST_CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  function formatAmount(amount, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency }).format(amount / 100);
    } catch (error) {
      return (amount / 100).toFixed(2) + ' ' + currency;
    }
  }
  function element(tag, style, text) {
    var node = document.createElement(tag);
    node.setAttribute('style', style);
    if (text) node.textContent = text;
    return node;
  }
  function Razorpay(options) {
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, listener) {
    this.listeners[event] = listener;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    var colour = (options.theme && options.theme.color) || '#2563eb';
    var overlay = element('div', 'position:fixed;inset:0;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif');
    var dialog = element('div', 'background:#fff;border-radius:12px;width:min(360px,92vw);box-shadow:0 20px 50px rgba(0,0,0,.3);overflow:hidden');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Test checkout');
    var header = element('div', 'background:' + colour + ';color:#fff;padding:16px');
    header.appendChild(element('div', 'font-size:12px;font-weight:700;letter-spacing:.08em;background:#facc15;color:#111;display:inline-block;padding:2px 8px;border-radius:4px', 'TEST MODE: no money moves'));
    header.appendChild(element('div', 'font-size:18px;font-weight:600;margin-top:8px', options.name || 'Checkout'));
    header.appendChild(element('div', 'font-size:14px;opacity:.9', options.description || ''));
    var body = element('div', 'padding:16px;display:flex;flex-direction:column;gap:10px');
    body.appendChild(element('div', 'font-size:22px;font-weight:700', formatAmount(options.amount, options.currency)));
    body.appendChild(element('div', 'font-size:13px;color:#475569', 'Order ' + options.order_id + '. Razorpay keys are not configured, so this local checkout stands in for Razorpay.'));
    var status = element('div', 'font-size:13px;color:#b91c1c;min-height:1em', '');
    status.setAttribute('role', 'status');
    function button(label, background, colourText) {
      var node = element('button', 'padding:10px;border-radius:8px;border:1px solid ' + background + ';background:' + background + ';color:' + colourText + ';font-size:15px;cursor:pointer', label);
      node.type = 'button';
      body.appendChild(node);
      return node;
    }
    var pay = button('Pay (test)', colour, '#fff');
    var fail = button('Fail payment (test)', '#fff', '#b91c1c');
    var close = button('Close', '#fff', '#334155');
    body.appendChild(status);
    dialog.appendChild(header);
    dialog.appendChild(body);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    pay.focus();
    function finish() {
      document.removeEventListener('keydown', onKey);
      overlay.remove();
    }
    function onKey(event) {
      if (event.key === 'Escape') dismiss();
    }
    function dismiss() {
      finish();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }
    function settle(outcome) {
      pay.disabled = fail.disabled = true;
      fetch('/api/payment/test-checkout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderId: options.order_id, outcome: outcome })
      })
        .then(function (response) {
          return response.json().then(function (answer) {
            if (!response.ok) throw new Error(answer.message || 'Test payment refused');
            return answer;
          });
        })
        .then(function (answer) {
          finish();
          if (answer.error) {
            if (self.listeners['payment.failed']) self.listeners['payment.failed']({ error: answer.error });
          } else if (typeof options.handler === 'function') {
            options.handler(answer);
          }
        })
        .catch(function (error) {
          status.textContent = error.message;
          pay.disabled = fail.disabled = false;
        });
    }
    pay.addEventListener('click', function () { settle('success'); });
    fail.addEventListener('click', function () { settle('failure'); });
    close.addEventListener('click', dismiss);
    document.addEventListener('keydown', onKey);
  };
  window.Razorpay = Razorpay;
})();
`;
