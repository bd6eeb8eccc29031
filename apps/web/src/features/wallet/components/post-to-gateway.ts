import type { OnlinePayment } from '@vm/contracts/payments';

/**
 * Leaves the site for the payment gateway: a real form POST of every signed field to `gateway_url`,
 * as Alipay's page pay expects (a fetch cannot follow the gateway's pages).
 */
export function postToGateway(payment: Pick<OnlinePayment, 'gateway_url' | 'form'>, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = payment.gateway_url;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(payment.form)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
