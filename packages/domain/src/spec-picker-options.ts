import type { BusinessDate } from './business-date';
import { LEASE_TERMS, leaseTermName } from './lease-terms';
import type { Fen } from './money';
import { dayEquivalentFen } from './price-units';

/**
 * Faceted options of the rental-selection picker (订购周期, 摊位大小, 供应商/标签, 特殊要求): which values
 * exist, which are still offered given the other choices, and which resource a choice resolves to.
 */

/**
 * A selling resource as the picker sees it: a subset of the venue detail's `selling_resources`
 * (`ZSellingResource` of @vm/contracts), which can be passed as is.
 */
export interface PickerResource {
  id: number;
  /** Booth size, e.g. `'3*3'`. */
  size: string;
  custom_dimension?: string | null;
  /** Supplier tag (供应商或标签); when empty the supplier's name is shown instead. */
  tag: string;
  user?: { id: number; name: string } | null;
  /** Special requirements (特殊要求) this offer meets; empty for the standard offer. */
  special_requirements?: readonly string[] | null;
  selling_price: readonly { lease_term_type_id: number; price: Fen }[];
  /** Price on request: listed in the enquiry list, not in the regular options. */
  is_enquiry: boolean;
  res_type_id?: number;
  deadline?: BusinessDate | null;
}

export type PickerDimension = 'leaseTerm' | 'size' | 'supplier' | 'requirement';
export type PickerValue = number | string;

/** Current choice per dimension (`null` = nothing chosen). `leaseTerm` holds a lease-term id. */
export interface PickerSelection {
  leaseTerm: number | null;
  size: string | null;
  supplier: string | null;
  requirement: string | null;
}

export interface PickerOption {
  value: PickerValue;
  label: string;
  /** No resource offers it together with the other current choices. */
  disabled: boolean;
  selected: boolean;
}

/** Dimensions in the order they are shown and checked. */
export const PICKER_DIMENSIONS: readonly PickerDimension[] = ['leaseTerm', 'size', 'supplier', 'requirement'];

/**
 * The dimensions a buyer chooses. 特殊要求 (限非食品类, 禁止高噪音 …) are the booth's rules: shown as
 * notes of the booth the choice resolves to, never a choice of their own.
 */
export const CHOICE_DIMENSIONS: readonly Exclude<PickerDimension, 'requirement'>[] = ['leaseTerm', 'size', 'supplier'];

export const EMPTY_SELECTION: PickerSelection = { leaseTerm: null, size: null, supplier: null, requirement: null };

/** Size for display: `'3*3'` → `'3x3'`. */
export function formatSize(size: string): string {
  return size.replace(/\*/g, 'x');
}

/** The supplier-or-tag value of a resource: its tag, else its supplier's name, else 默认. */
export function supplierLabel(resource: Pick<PickerResource, 'tag' | 'user'>): string {
  return resource.tag.trim() || resource.user?.name.trim() || '默认';
}

/** Lease terms a resource really offers (a non-zero price). */
export function offeredLeaseTerms(resource: PickerResource): number[] {
  return resource.selling_price.filter((entry) => entry.price > 0).map((entry) => entry.lease_term_type_id);
}

/** The values a resource has in one dimension (several lease terms or requirements, at most one size and tag). */
export function valuesOf(resource: PickerResource, dimension: PickerDimension): PickerValue[] {
  switch (dimension) {
    case 'leaseTerm':
      return offeredLeaseTerms(resource);
    case 'size':
      return [resource.size];
    case 'supplier':
      return [supplierLabel(resource)];
    case 'requirement':
      return [...(resource.special_requirements ?? [])];
  }
}

/** True when `resource` fits every chosen value of `selection`, ignoring the dimension `except`. */
export function matchesSelection(resource: PickerResource, selection: PickerSelection, except?: PickerDimension): boolean {
  return PICKER_DIMENSIONS.every((dimension) => {
    const chosen = selection[dimension];
    return dimension === except || chosen === null || valuesOf(resource, dimension).includes(chosen);
  });
}

/** Every value any resource has in `dimension`: lease terms in table order, others in first-seen order. */
export function allValues(resources: readonly PickerResource[], dimension: PickerDimension): PickerValue[] {
  const seen = new Set<PickerValue>();
  for (const resource of resources) for (const value of valuesOf(resource, dimension)) seen.add(value);
  if (dimension === 'leaseTerm') return LEASE_TERMS.map((term) => term.id).filter((id) => seen.has(id));
  return [...seen];
}

/** Options of one dimension with their disabled and selected flags. */
export function dimensionOptions(resources: readonly PickerResource[], selection: PickerSelection, dimension: PickerDimension): PickerOption[] {
  const rest = resources.filter((resource) => matchesSelection(resource, selection, dimension));
  return allValues(resources, dimension).map((value) => ({
    value,
    label: dimension === 'leaseTerm' ? leaseTermName(value as number) : dimension === 'size' ? formatSize(String(value)) : String(value),
    disabled: !rest.some((resource) => valuesOf(resource, dimension).includes(value)),
    selected: selection[dimension] === value,
  }));
}

/**
 * Keeps the choice in `keep` and drops, in dimension order, every other choice that no resource
 * offers together with the choices kept so far. The result always has a resource matching it
 * (unless `keep` itself matches none).
 */
export function reconcileSelection(resources: readonly PickerResource[], selection: PickerSelection, keep: PickerDimension): PickerSelection {
  const result: PickerSelection = { ...EMPTY_SELECTION, [keep]: selection[keep] };
  for (const dimension of PICKER_DIMENSIONS) {
    if (dimension === keep || selection[dimension] === null) continue;
    const trial = { ...result, [dimension]: selection[dimension] };
    if (resources.some((resource) => matchesSelection(resource, trial))) Object.assign(result, trial);
  }
  return result;
}

/** Resources that fit every current choice. */
export function candidateResources(resources: readonly PickerResource[], selection: PickerSelection): PickerResource[] {
  return resources.filter((resource) => matchesSelection(resource, selection));
}

/**
 * The resource a choice determines, or `null`. Determined means a lease term is chosen and every
 * resource still fitting the choice has the same size and supplier (so a row left open has only one
 * possible value); among offers that differ only by their 特殊要求 the standard one (without any) wins.
 */
export function resolveResource(resources: readonly PickerResource[], selection: PickerSelection): PickerResource | null {
  if (selection.leaseTerm === null) return null;
  const candidates = candidateResources(resources, selection);
  const first = candidates[0];
  if (!first) return null;
  if (candidates.some((resource) => resource.size !== first.size || supplierLabel(resource) !== supplierLabel(first))) return null;
  const plain = (resource: PickerResource) => (resource.special_requirements ?? []).length === 0;
  return candidates.find(plain) ?? first;
}

/**
 * Fills every open choice row (except `skip`) that has exactly one value still possible with the
 * other choices, repeating until nothing changes: the buyer never has to click a row with one answer.
 */
export function fillSingleChoices(resources: readonly PickerResource[], selection: PickerSelection, skip?: PickerDimension): PickerSelection {
  let result = selection;
  for (let changed = true; changed;) {
    changed = false;
    for (const dimension of CHOICE_DIMENSIONS) {
      if (dimension === skip || result[dimension] !== null) continue;
      const possible = dimensionOptions(resources, result, dimension).filter((option) => !option.disabled);
      if (possible.length === 1) {
        result = { ...result, [dimension]: possible[0]!.value };
        changed = true;
      }
    }
  }
  return result;
}

/**
 * The one price the picker quotes before dates are chosen, with its unit (decision 0038): with a lease
 * term chosen, the lowest price of that term (`¥12,000/月`, `from` when the candidates' prices differ);
 * without one, the lowest day-equivalent over every term (`¥820/天起`), so prices of different units are
 * never put side by side. `null` when nothing is priced.
 */
export function fromPrice(resources: readonly PickerResource[], selection: PickerSelection): { price: Fen; leaseTermId: number | null; from: boolean } | null {
  const resolved = resolveResource(resources, selection);
  const pool = resolved ? [resolved] : candidateResources(resources, selection);
  const entries = pool.flatMap((resource) =>
    resource.selling_price.filter((entry) => entry.price > 0 && (selection.leaseTerm === null || entry.lease_term_type_id === selection.leaseTerm)),
  );
  if (entries.length === 0) return null;
  if (selection.leaseTerm !== null) {
    const prices = entries.map((entry) => entry.price);
    const min = Math.min(...prices);
    return { price: min, leaseTermId: selection.leaseTerm, from: Math.max(...prices) > min };
  }
  const days = entries.map((entry) => dayEquivalentFen(entry.price, entry.lease_term_type_id));
  return { price: Math.min(...days), leaseTermId: null, from: true };
}

/**
 * Lowest and highest list price (fen) of the current candidates under the chosen lease term (every
 * offered term when none is chosen); the resolved resource's price alone once it is resolved.
 * `null` when nothing is priced.
 */
export function priceRange(resources: readonly PickerResource[], selection: PickerSelection): { min: Fen; max: Fen } | null {
  const resolved = resolveResource(resources, selection);
  const pool = resolved ? [resolved] : candidateResources(resources, selection);
  const prices = pool.flatMap((resource) =>
    resource.selling_price
      .filter((entry) => entry.price > 0 && (selection.leaseTerm === null || entry.lease_term_type_id === selection.leaseTerm))
      .map((entry) => entry.price),
  );
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
