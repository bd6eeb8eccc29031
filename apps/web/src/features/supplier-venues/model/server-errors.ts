/**
 * A 422's `errors` keys name fields by their path in the body (`booths.0.prices.1.price`); the venue
 * form's fields are named the same way except where the form holds a value differently.
 */
const FORM_NAME_OF: Record<string, string> = {
  activity_start_date: 'activity_window',
  deadline: 'activity_window',
  has_chair: 'amenities',
  has_power: 'amenities',
  has_tent: 'amenities',
  leaflet: 'amenities',
  overnight_material: 'amenities',
  lease_term_type_id: 'prices',
};

/** `booths.0.prices.1.price` → `['booths', 0, 'prices', 1, 'price']`, renamed where the form differs. */
export function formPathOf(serverField: string): (string | number)[] {
  const parts: (string | number)[] = serverField.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const last = parts[parts.length - 1];
  if (typeof last === 'string' && FORM_NAME_OF[last] && !(parts.length > 2 && parts[parts.length - 3] === 'prices')) {
    parts[parts.length - 1] = FORM_NAME_OF[last];
  }
  return parts;
}
