/**
 * Where the browser goes once `payment/request` answers (customer spec §7 "Payment providers"):
 * ZARINPAL redirects to its start-pay address plus Authority; AYANDEH posts a form with token,
 * RedirectURL (site /invoice/{n}?language=..&payment=AYANDEH) and GetMethod=true; PASARGAD redirects
 * with ?n=token. Provider addresses come from configuration.
 */
import { config } from '@/config';
import type { PaymentRequestAnswer } from '@/api/services/invoice';
import { paths } from '@/lib/paths';

export interface ProviderAddresses {
  zarinpalStartPay: string;
  ayandehUrl: string;
  pasargadUrl: string;
}

export type PaymentTarget =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; method: 'POST'; fields: Record<string, string> };

/** The address the provider sends the customer back to. */
export function returnUrl(siteUrl: string, invoiceNumber: number | string, language: string, payment: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ language, payment });
  return `${base}${paths.invoice(invoiceNumber)}?${query.toString()}`;
}

function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/** The redirect or form for a provider's answer; null when the answer lacks what the provider needs. */
export function paymentTarget(
  answer: PaymentRequestAnswer | null | undefined,
  context: { invoiceNumber: number | string; language: string; siteUrl?: string; providers?: ProviderAddresses },
): PaymentTarget | null {
  if (!answer) return null;
  const providers = context.providers ?? config.payment;
  const siteUrl = context.siteUrl ?? config.siteUrl;
  switch (answer.payment) {
    case 'ZARINPAL':
      return answer.Authority ? { kind: 'redirect', url: `${providers.zarinpalStartPay}${encodeURIComponent(answer.Authority)}` } : null;
    case 'AYANDEH':
      return answer.token
        ? {
            kind: 'form',
            action: providers.ayandehUrl,
            method: 'POST',
            fields: {
              token: answer.token,
              RedirectURL: returnUrl(siteUrl, context.invoiceNumber, context.language, 'AYANDEH'),
              GetMethod: 'true',
            },
          }
        : null;
    case 'PASARGAD':
      return answer.token ? { kind: 'redirect', url: withQuery(providers.pasargadUrl, 'n', answer.token) } : null;
    default:
      return null;
  }
}

/** Sends the browser to the provider: a location change, or an auto-submitted hidden form. */
export function goToProvider(target: PaymentTarget, doc: Document = document): void {
  if (target.kind === 'redirect') {
    doc.defaultView?.location.assign(target.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = target.method;
  form.action = target.action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(target.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

/** The return parameters of a provider in the invoice URL, or null when the URL carries no `payment`. */
export function paymentReturn(search: URLSearchParams): { payment: string; State: string; RefNum: string; TransactionReferenceID: string } | null {
  const payment = search.get('payment');
  if (!payment) return null;
  return {
    payment,
    State: search.get('State') ?? search.get('Status') ?? '',
    RefNum: search.get('RefNum') ?? search.get('Authority') ?? '',
    TransactionReferenceID: search.get('tref') ?? search.get('TransactionReferenceID') ?? '',
  };
}

export const RETURN_PARAMS = ['payment', 'State', 'Status', 'RefNum', 'Authority', 'tref', 'TransactionReferenceID'] as const;
