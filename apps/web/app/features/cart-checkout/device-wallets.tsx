import type { MoneyDto } from '@lottoshop/contracts/money';
import { useEffect, useState } from 'react';
import { useSubmit } from 'react-router';

/**
 * Apple Pay and Google Pay on the deposit step, offered only where the browser can pay (spec 2 §5): Apple Pay
 * only on a secure page whose ApplePaySession supports version 3 and says payments can be made; Google Pay
 * only where the Payment Request API says it can pay with it. Nothing shows otherwise (nor without JavaScript).
 * The wallet's one-time token is posted with the form (`method=wallet:ap|gp`), and the processor verifies it.
 * Apple Pay first validates the merchant: its `merchantvalidation` event names Apple's validation address, which
 * the page sends to /apple-pay/merchant-session; the merchant session it answers goes back to Apple Pay.
 */
type ApplePaySessionLike = {
  supportsVersion(v: number): boolean;
  canMakePayments(): boolean;
};

const GOOGLE_PAY = 'https://google.com/pay';
const APPLE_PAY = 'https://apple.com/apple-pay';

const total = (amount: MoneyDto) => ({
  total: { label: 'Deposit', amount: { currency: amount.currency, value: (amount.amount / 100).toFixed(2) } },
});

type MerchantValidationEventLike = Event & {
  validationURL: string;
  complete(session: Promise<unknown>): void;
};

/** The merchant session for Apple's `validationUrl`, from our server (which asks the gateway). */
async function merchantSession(validationUrl: string): Promise<unknown> {
  const res = await fetch('/apple-pay/merchant-session', {
    method: 'POST',
    body: new URLSearchParams({ validationUrl }),
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error('Apple Pay merchant validation was refused');
  return ((await res.json()) as { merchantSession: unknown }).merchantSession;
}

function applePayRequest(amount: MoneyDto): PaymentRequest {
  const request = new PaymentRequest(
    [
      {
        supportedMethods: APPLE_PAY,
        data: {
          version: 3,
          merchantIdentifier: 'merchant.lottoshop',
          merchantCapabilities: ['supports3DS'],
          supportedNetworks: ['visa', 'masterCard', 'amex'],
          countryCode: 'AU',
        },
      },
    ],
    total(amount),
  );
  request.addEventListener('merchantvalidation', (event) => {
    const validation = event as MerchantValidationEventLike;
    validation.complete(merchantSession(validation.validationURL));
  });
  return request;
}

function googlePayRequest(amount: MoneyDto): PaymentRequest {
  return new PaymentRequest(
    [
      {
        supportedMethods: GOOGLE_PAY,
        data: {
          apiVersion: 2,
          apiVersionMinor: 0,
          allowedPaymentMethods: [
            {
              type: 'CARD',
              parameters: {
                allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
                allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'],
              },
              tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'simulated' } },
            },
          ],
        },
      },
    ],
    total(amount),
  );
}

/** The wallet's token from a Payment Request answer (Google Pay's tokenization data, Apple Pay's payment data). */
function tokenOf(details: unknown): string | null {
  const d = details as {
    paymentMethodData?: { tokenizationData?: { token?: string } };
    token?: { paymentData?: { data?: string } };
  };
  return d.paymentMethodData?.tokenizationData?.token ?? d.token?.paymentData?.data ?? null;
}

export function DeviceWallets(props: { amount: MoneyDto; formId: string }) {
  const submit = useSubmit();
  const [apple, setApple] = useState(false);
  const [google, setGoogle] = useState(false);
  useEffect(() => {
    const session = (window as unknown as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession;
    try {
      setApple(Boolean(window.isSecureContext && session?.supportsVersion(3) && session.canMakePayments()));
    } catch {
      setApple(false);
    }
    if (typeof window.PaymentRequest !== 'function') return;
    try {
      // The constructor throws where the browser does not know the method (or refuses the page).
      googlePayRequest(props.amount)
        .canMakePayment()
        .then(setGoogle, () => setGoogle(false));
    } catch {
      setGoogle(false);
    }
  }, [props.amount]);

  const pay = (code: 'ap' | 'gp', token: string) => {
    const form = document.getElementById(props.formId);
    if (!(form instanceof HTMLFormElement)) return;
    const data = new FormData(form);
    data.set('method', `wallet:${code}`);
    data.set('walletToken', token);
    void submit(data, { method: 'post' });
  };

  const payWith = async (code: 'ap' | 'gp') => {
    const request = code === 'ap' ? applePayRequest(props.amount) : googlePayRequest(props.amount);
    try {
      const response = await request.show();
      await response.complete('success');
      const token = tokenOf(response.details);
      if (token) pay(code, token);
    } catch {
      // Closed by the customer, or the wallet refused: the form stays as it was.
    }
  };

  if (!apple && !google) return null;
  return (
    <div className="mt-4 flex gap-3" data-testid="device-wallets">
      {apple ? (
        <button
          type="button"
          className="rounded-theme bg-black px-5 py-3 font-bold text-white"
          onClick={() => void payWith('ap')}
        >
          Pay with Apple Pay
        </button>
      ) : null}
      {google ? (
        <button
          type="button"
          className="rounded-theme bg-black px-5 py-3 font-bold text-white"
          onClick={() => void payWith('gp')}
        >
          Pay with Google Pay
        </button>
      ) : null}
    </div>
  );
}
