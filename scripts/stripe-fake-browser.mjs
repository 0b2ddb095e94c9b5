// The browser half of the local Stripe fake (stripe-fake.mjs, decision 047): a small Stripe.js-compatible script,
// served at /v3 (and /<release>/stripe.js), implementing exactly what the shop's card field uses — Stripe(pk),
// elements(), create('card'), mount, destroy, confirmCardSetup — and the card Element's frame, served from the fake's
// own origin as Stripe serves its own, so the card number is typed there and never reaches the shop's page. The frame
// confirms the SetupIntent with the fake's API itself (same origin) and answers the page with the PaymentMethod.
// Test numbers pick Stripe's test PaymentMethods: 4242 4242 4242 4242 → pm_card_visa, 5555 5555 5555 4444 →
// pm_card_mastercard, 3782 822463 10005 → pm_card_amex, 4000 0000 0000 0002 → pm_card_chargeDeclined,
// 4000 0000 0000 9995 → pm_card_chargeDeclinedInsufficientFunds, 4000 0027 6000 3184 → pm_card_authenticationRequired.

/** Test card numbers and the test PaymentMethod each stands for. */
export const STRIPE_TEST_CARD_NUMBERS = {
  4242424242424242: 'pm_card_visa',
  5555555555554444: 'pm_card_mastercard',
  378282246310005: 'pm_card_amex',
  4000000000000002: 'pm_card_chargeDeclined',
  4000000000009995: 'pm_card_chargeDeclinedInsufficientFunds',
  4000002760003184: 'pm_card_authenticationRequired',
};

/** The page's Stripe.js: `window.Stripe`, whose card Element is a frame on `origin`. */
export function stripeJsSource(origin) {
  return `(function () {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin)};
  var seq = 0;
  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Invalid publishable key.');
    var cards = [];
    this.elements = function () {
      return {
        create: function (type) {
          if (type !== 'card') throw new Error('This Stripe.js only offers the card Element.');
          var frame = null;
          var listeners = {};
          var el = {
            mount: function (target) {
              var host = typeof target === 'string' ? document.querySelector(target) : target;
              if (!host) throw new Error('The card Element has nowhere to mount.');
              frame = document.createElement('iframe');
              frame.src = ORIGIN + '/elements/card?key=' + encodeURIComponent(key) + '&origin=' + encodeURIComponent(location.origin);
              frame.title = 'Secure card payment input frame';
              frame.name = '__privateStripeFrame' + (++seq);
              frame.setAttribute('allow', 'payment *');
              frame.style.cssText = 'border:0;width:100%;height:13rem;display:block;background:transparent';
              host.appendChild(frame);
            },
            destroy: function () { if (frame && frame.parentNode) frame.parentNode.removeChild(frame); frame = null; },
            unmount: function () { el.destroy(); },
            on: function (name, fn) { (listeners[name] = listeners[name] || []).push(fn); return el; },
            _frame: function () { return frame; },
            _emit: function (name, value) { (listeners[name] || []).forEach(function (fn) { fn(value); }); },
          };
          cards.push(el);
          return el;
        },
      };
    };
    this.confirmCardSetup = function (clientSecret, data) {
      var card = data && data.payment_method && data.payment_method.card;
      var frame = card && card._frame && card._frame();
      if (!frame || !frame.contentWindow) {
        return Promise.resolve({ error: { type: 'validation_error', message: 'The card Element is not mounted.' } });
      }
      var id = 'confirm-' + (++seq);
      return new Promise(function (resolve) {
        function onMessage(event) {
          if (event.origin !== ORIGIN || !event.data || event.data.type !== 'stripe-fake:result' || event.data.id !== id) return;
          window.removeEventListener('message', onMessage);
          resolve(event.data.error ? { error: event.data.error } : { setupIntent: event.data.setupIntent });
        }
        window.addEventListener('message', onMessage);
        frame.contentWindow.postMessage({ type: 'stripe-fake:confirm-setup', id: id, clientSecret: clientSecret }, ORIGIN);
      });
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
}

/** The card Element's frame: number, expiry and security code, confirmed from here with the publishable key. */
export function cardFrameHtml() {
  const numbers = JSON.stringify(STRIPE_TEST_CARD_NUMBERS);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card details</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:4px;color:#1a1a1a}label{display:block;margin:.4rem 0 .1rem;font-weight:600}
input{font:inherit;padding:.4rem;border:1px solid #767676;border-radius:4px;width:100%;box-sizing:border-box}.row{display:flex;gap:.5rem}.row>div{flex:1}</style>
</head><body><div>
<label for="number">Card number</label><input id="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"></div>
<div><label for="cvc">Security code</label><input id="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div></div>
</div><script>
(function () {
  var NUMBERS = ${numbers};
  var params = new URLSearchParams(location.search);
  var key = params.get('key') || '';
  var parentOrigin = params.get('origin') || '';
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function check() {
    var number = document.getElementById('number').value.replace(/[\\s-]/g, '');
    var expiry = document.getElementById('expiry').value.replace(/\\s/g, '');
    var cvc = document.getElementById('cvc').value.trim();
    if (!number) return ['incomplete_number', 'Your card number is incomplete.'];
    if (!/^\\d+$/.test(number) || number.length > 19) return ['invalid_number', 'Your card number is invalid.'];
    if (number.length < 15) return ['incomplete_number', 'Your card number is incomplete.'];
    if (!luhn(number)) return ['invalid_number', 'Your card number is invalid.'];
    var m = /^(\\d{2})\\/?(\\d{2})$/.exec(expiry);
    if (!m) return ['incomplete_expiry', "Your card's expiration date is incomplete."];
    var month = Number(m[1]);
    var year = 2000 + Number(m[2]);
    var now = new Date();
    if (month < 1 || month > 12) return ['invalid_expiry_month', "Your card's expiration date is invalid."];
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      return ['invalid_expiry_year_past', "Your card's expiration year is in the past."];
    }
    if (!/^\\d{3,4}$/.test(cvc)) return ['incomplete_cvc', "Your card's security code is incomplete."];
    var pm = NUMBERS[number];
    if (!pm) return ['card_declined', 'Your card was declined. Your request was in test mode, but used a non test card.'];
    return pm;
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || !event.data || event.data.type !== 'stripe-fake:confirm-setup') return;
    var id = event.data.id;
    var reply = function (body) { event.source.postMessage(Object.assign({ type: 'stripe-fake:result', id: id }, body), parentOrigin); };
    var checked = check();
    if (Array.isArray(checked)) {
      reply({ error: { type: checked[0] === 'card_declined' ? 'card_error' : 'validation_error', code: checked[0], message: checked[1] } });
      return;
    }
    var secret = String(event.data.clientSecret || '');
    var setupId = secret.split('_secret_')[0];
    fetch('/v1/setup_intents/' + encodeURIComponent(setupId) + '/confirm', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: secret, payment_method: checked }),
    })
      .then(function (res) { return res.json(); })
      .then(function (body) {
        if (body.error) reply({ error: body.error });
        else reply({ setupIntent: { id: body.id, status: body.status, payment_method: body.payment_method } });
      })
      .catch(function () { reply({ error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } }); });
  });
})();
</script></body></html>`;
}
