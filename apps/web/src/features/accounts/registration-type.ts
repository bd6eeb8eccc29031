import { REGISTRATION_TYPES } from '@vm/contracts/account-constants';

export type RegistrationType = (typeof REGISTRATION_TYPES)[number]['type'];

/** The chosen registration type is kept locally (docs/spec/product-spec.md section 6). */
export const REGISTRATION_TYPE_KEY = 'vm.registration_type';

function isRegistrationType(value: number): value is RegistrationType {
  return REGISTRATION_TYPES.some((option) => option.type === value);
}

export function readRegistrationType(): RegistrationType | undefined {
  try {
    const raw = window.localStorage.getItem(REGISTRATION_TYPE_KEY);
    const value = raw === null ? Number.NaN : Number(raw);
    return isRegistrationType(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveRegistrationType(type: RegistrationType): void {
  try {
    window.localStorage.setItem(REGISTRATION_TYPE_KEY, String(type));
  } catch {
    // storage blocked: the choice lives in the page state only
  }
}

/** The `type` of POST auth/code-login: none for a business (buyer), 1–3 for the others. */
export function loginTypeOf(type: RegistrationType | undefined): number | undefined {
  return type ? type : undefined;
}
