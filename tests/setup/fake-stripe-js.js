/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3/) in the browser journeys (tests/e2e-stripe): the part of its
 * surface app/components/contribution/stripe-js.ts declares, calling https://api.stripe.com with the publishable key
 * and the client secret as Stripe.js does. The tests route that host to the fake Stripe server, so the page's
 * Content-Security-Policy (script-src js.stripe.com, connect-src api.stripe.com) applies as in production.
 *
 * - `Stripe(publishableKey)` → `{ elements({ clientSecret }), confirmPayment(options) }`
 * - `elements.create('payment', options)` → the Payment Element: `mount(target)`, `destroy()`,
 *   `on('ready' | 'loaderror', handler)`. It first reads its PaymentIntent and offers the methods the intent allows;
 *   when it cannot, it emits `loaderror` with `{ elementType: 'payment', error }`
 *   (https://docs.stripe.com/js/element/events/on_ready, https://docs.stripe.com/js/element/events/on_loaderror).
 * - `confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url } })` resolves with
 *   `{ paymentIntent }` or `{ error }`; an intent that needs a redirect (next_action.redirect_to_url) sends the page
 *   there and never resolves, and Stripe sends the payer back to return_url with payment_intent,
 *   payment_intent_client_secret and redirect_status (https://docs.stripe.com/js/payment_intents/confirm_payment).
 *
 * A voucher (Multibanco, offered for euros) leaves the intent requires_action: its details are shown in a modal of
 * Stripe.js's own, and confirmPayment resolves with the intent once the customer closes it.
 *
 * Where Stripe.js sends the card details (payment_method_data), this one sends the id of one of Stripe's test
 * PaymentMethods (https://docs.stripe.com/testing), picked by the test card number typed, which the fake models.
 */
(() => {
  const API = 'https://api.stripe.com/v1';
  const TEST_CARDS = {
    4242424242424242: 'pm_card_visa',
    4000000000000002: 'pm_card_chargeDeclined',
    4000000000009995: 'pm_card_chargeDeclinedInsufficientFunds',
    // "This card requires authentication on all transactions"
    4000002760003184: 'pm_card_authenticationRequired',
  };
  // The ACH Direct Debit test account whose payment succeeds after staying `processing` until the bank settles it
  // (https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment, "Test account numbers").
  const TEST_BANK_ACCOUNTS = { '000123456789': 'pm_usBankAccount' };
  const CONNECTION_ERROR = {
    type: 'api_connection_error',
    message: 'We could not reach Stripe. Check your connection and try again.',
  };

  let elementCount = 0;
  const elementsState = new WeakMap();

  async function callApi(method, path, publishableKey, clientSecret, params = {}) {
    const form = new URLSearchParams({ key: publishableKey, client_secret: clientSecret, ...params });
    const response =
      method === 'GET'
        ? await fetch(`${API}${path}?${form}`)
        : await fetch(`${API}${path}`, { method, body: form });
    return { status: response.status, body: await response.json() };
  }

  function intentIdOf(clientSecret) {
    return clientSecret.split('_secret_')[0];
  }

  // The methods besides cards the Payment Element offers when the intent allows them; a voucher asks for nothing.
  const METHOD_NAMES = { us_bank_account: 'US bank account', multibanco: 'Multibanco' };
  const VOUCHER_METHODS = { multibanco: 'pm_multibanco' };

  function renderForm(root, intent) {
    const id = `fake-stripe-${++elementCount}`;
    const others = intent.payment_method_types.filter((type) => METHOD_NAMES[type]);
    root.innerHTML = `
      ${
        others.length > 0
          ? `<fieldset class="mb-3"><legend class="font-medium">Payment method</legend>
              <label class="mr-4"><input type="radio" name="${id}-type" value="card" checked> Card</label>
              ${others
                .map(
                  (type) =>
                    `<label class="mr-4"><input type="radio" name="${id}-type" value="${type}"> ${METHOD_NAMES[type]}</label>`,
                )
                .join('')}
            </fieldset>`
          : ''
      }
      <div data-number>
        <label for="${id}-number" class="block font-medium">Card number</label>
        <input id="${id}-number" inputmode="numeric" autocomplete="cc-number"
          class="mt-1 min-h-11 w-full rounded-lg border border-stone-300 px-3 text-lg">
      </div>`;
    const label = root.querySelector('label[for]');
    const numberField = root.querySelector('[data-number]');
    for (const radio of root.querySelectorAll('input[type=radio]')) {
      radio.addEventListener('change', () => {
        label.textContent = radio.value === 'card' ? 'Card number' : 'Account number';
        numberField.hidden = radio.value in VOUCHER_METHODS;
      });
    }
    return () => {
      const type = root.querySelector('input[type=radio]:checked')?.value ?? 'card';
      if (VOUCHER_METHODS[type]) return { paymentMethod: VOUCHER_METHODS[type] };
      const number = root.querySelector('input:not([type])').value.replace(/\s/g, '');
      const paymentMethod = (type === 'card' ? TEST_CARDS : TEST_BANK_ACCOUNTS)[number];
      if (paymentMethod) return { paymentMethod };
      return {
        error:
          number === ''
            ? {
                type: 'validation_error',
                code: 'incomplete_number',
                message: 'Your card number is incomplete.',
              }
            : { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
      };
    };
  }

  function createPaymentElement(publishableKey, clientSecret) {
    const handlers = { ready: [], loaderror: [] };
    const emit = (event, payload) => {
      for (const handler of handlers[event] ?? []) handler(payload);
    };
    let root = null;
    let readChoice = () => ({
      error: { type: 'validation_error', message: 'The payment form is not ready.' },
    });
    return {
      on(event, handler) {
        handlers[event] = [...(handlers[event] ?? []), handler];
        return this;
      },
      mount(target) {
        root = document.createElement('div');
        target.appendChild(root);
        callApi('GET', `/payment_intents/${intentIdOf(clientSecret)}`, publishableKey, clientSecret).then(
          ({ status, body }) => {
            if (!root) return;
            if (status !== 200) {
              emit('loaderror', { elementType: 'payment', error: body.error });
              return;
            }
            readChoice = renderForm(root, body);
            emit('ready', { elementType: 'payment' });
          },
          () => emit('loaderror', { elementType: 'payment', error: CONNECTION_ERROR }),
        );
      },
      destroy() {
        root?.remove();
        root = null;
      },
      choice: () => readChoice(),
    };
  }

  window.Stripe = (publishableKey) => ({
    elements({ clientSecret }) {
      const elements = {
        create(type) {
          if (type !== 'payment') throw new Error(`fake Stripe.js has no ${type} element`);
          const element = createPaymentElement(publishableKey, clientSecret);
          elementsState.set(elements, { clientSecret, element });
          return element;
        },
      };
      return elements;
    },

    async confirmPayment({ elements, redirect, confirmParams }) {
      if (redirect !== 'if_required') throw new Error('fake Stripe.js models redirect: "if_required" only');
      const { clientSecret, element } = elementsState.get(elements);
      const choice = element.choice();
      if (choice.error) return { error: choice.error };
      let answer;
      try {
        answer = await callApi(
          'POST',
          `/payment_intents/${intentIdOf(clientSecret)}/confirm`,
          publishableKey,
          clientSecret,
          { payment_method: choice.paymentMethod, return_url: confirmParams.return_url },
        );
      } catch {
        return { error: CONNECTION_ERROR };
      }
      if (answer.status !== 200) return { error: answer.body.error };
      const intent = answer.body;
      if (intent.status === 'requires_action' && intent.next_action?.type === 'redirect_to_url') {
        window.location.assign(intent.next_action.redirect_to_url.url);
        return new Promise(() => {});
      }
      if (intent.status === 'requires_action' && intent.next_action?.type === 'multibanco_display_details') {
        await showVoucher(intent);
      }
      return { paymentIntent: intent };
    },
  });

  /**
   * Stripe.js shows a voucher's details in a modal of its own ("will pop up a modal with the voucher ... the
   * Multibanco entity and reference numbers, and amount", https://docs.stripe.com/js/payment_intents/confirm_multibanco_payment),
   * a frame over the page whose clicks are not the page's, and resolves once the customer closes it.
   */
  function showVoucher(intent) {
    const details = intent.next_action.multibanco_display_details;
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: intent.currency }).format(
      intent.amount / 100,
    );
    const expires = new Date(details.expires_at * 1000).toISOString().slice(0, 10);
    const frame = document.createElement('iframe');
    frame.title = 'Multibanco voucher';
    frame.style.cssText =
      'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;pointer-events:auto;background:#fff';
    frame.srcdoc = `<!doctype html><html lang="en"><title>Multibanco voucher</title>
      <body style="font:18px sans-serif;color:#111;padding:16px"><main><h1>Multibanco voucher</h1>
      <p>Entity: ${details.entity}</p><p>Reference: ${details.reference}</p><p>Amount: ${amount}</p>
      <p>Pay by ${expires}</p>
      <button type="button" style="min-height:44px;padding:0 16px">Close</button>
      </main></body></html>`;
    document.body.appendChild(frame);
    // The page's Content-Security-Policy, which a srcdoc frame inherits, allows no inline handler.
    return new Promise((resolve) => {
      frame.addEventListener('load', () => {
        frame.contentDocument.querySelector('button').addEventListener('click', () => {
          frame.remove();
          resolve();
        });
      });
    });
  }
})();
