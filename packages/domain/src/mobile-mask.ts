/**
 * A mobile as others see it: `13800000001` → `138****0001` (header, profile, pay-password form, demand
 * cards, service providers). Anything else: every digit followed by four more digits is starred (`021-****1234`).
 */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile.replace(/\d(?=\d{4})/g, '*');
}
