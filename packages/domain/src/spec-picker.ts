import type { BusinessDate } from './business-date';
import type { Fen } from './money';
import {
  EMPTY_SELECTION,
  PICKER_DIMENSIONS,
  allValues,
  dimensionOptions,
  priceRange,
  reconcileSelection,
  resolveResource,
  valuesOf,
  type PickerDimension,
  type PickerOption,
  type PickerResource,
  type PickerSelection,
  type PickerValue,
} from './spec-picker-options';

/**
 * The rental-selection state machine of the venue page as a pure reducer (usable with React's
 * `useReducer`): lease term, size, supplier/tag and special requirement narrow the selling resources;
 * an enquiry supplier switches to enquiry mode; dates come from the calendar.
 */

export const PICKER_MESSAGES = {
  noLeaseTerm: '请先选择订购周期',
  noSize: '请先选择摊位大小',
  noSupplier: '请选择供应商！',
  noRequirement: '请先选择特殊要求',
  noResource: '暂无该规格资源，请确认选择完整',
  noDates: '请选择日期',
  closed: '该活动已截止',
} as const;

export interface PickerState {
  /** Regular (priced) resources. */
  readonly resources: readonly PickerResource[];
  /** Enquiry-only resources (price on request), shown as the enquiry list. */
  readonly enquiries: readonly PickerResource[];
  readonly today: BusinessDate;
  readonly selection: PickerSelection;
  /** The chosen enquiry resource; non-null means enquiry mode. */
  readonly enquiryId: number | null;
  /** Dates chosen in the calendar (period starts for ids 3–8). */
  readonly dates: readonly BusinessDate[];
}

export type PickerAction =
  /** Choose a value; choosing the chosen value again deselects it. */
  | { type: 'toggle'; dimension: PickerDimension; value: PickerValue }
  | { type: 'clear'; dimension: PickerDimension }
  /** Choose an enquiry supplier (null leaves enquiry mode). */
  | { type: 'chooseEnquiry'; resourceId: number | null }
  | { type: 'setDates'; dates: readonly BusinessDate[] }
  | { type: 'reset' };

/** True for an activity (res_type_id 3) whose deadline is before `today`. */
export function isPastDeadline(resource: PickerResource, today: BusinessDate): boolean {
  return resource.res_type_id === 3 && !!resource.deadline && resource.deadline < today;
}

/**
 * Starting state. When every dimension has a single value (all resources carrying the same special
 * requirement, or none) and there is no enquiry list, everything is preselected.
 */
export function initPicker(resources: readonly PickerResource[], today: BusinessDate): PickerState {
  const regular = resources.filter((resource) => !resource.is_enquiry);
  const enquiries = resources.filter((resource) => resource.is_enquiry);
  const base: PickerState = { resources: regular, enquiries, today, selection: EMPTY_SELECTION, enquiryId: null, dates: [] };
  if (regular.length === 0 || enquiries.length > 0) return base;
  // Every resource must carry the same requirement (or none), else "no requirement" is a choice too.
  const requirements = new Set(regular.map((resource) => (resource.special_requirements ?? []).join('\u0000')));
  const single =
    (['leaseTerm', 'size', 'supplier', 'requirement'] as const).every((d) => allValues(regular, d).length <= 1) && requirements.size === 1;
  if (!single) return base;
  const first = (d: PickerDimension) => allValues(regular, d)[0] ?? null;
  const selection: PickerSelection = {
    leaseTerm: first('leaseTerm') as number | null,
    size: first('size') as string | null,
    supplier: first('supplier') as string | null,
    requirement: first('requirement') as string | null,
  };
  return { ...base, selection };
}

/**
 * The picker with one resource already chosen (再次预订 from 已购资源: the booth booked before): its size,
 * supplier, special requirement and first lease term. An unknown, enquiry-only or ambiguous id leaves
 * the state as it is.
 */
export function preselectResource(state: PickerState, resourceId: number): PickerState {
  const resource = state.resources.find((candidate) => candidate.id === resourceId);
  if (!resource || isActivityClosed(state)) return state;
  const first = (dimension: PickerDimension) => valuesOf(resource, dimension)[0] ?? null;
  const selection: PickerSelection = {
    leaseTerm: first('leaseTerm') as number | null,
    size: first('size') as string | null,
    supplier: first('supplier') as string | null,
    requirement: first('requirement') as string | null,
  };
  return resolveResource(state.resources, selection)?.id === resourceId ? { ...state, selection, enquiryId: null, dates: [] } : state;
}

/** True when every regular resource is an activity past its deadline: selection is blocked. */
export function isActivityClosed(state: PickerState): boolean {
  return state.resources.length > 0 && state.resources.every((resource) => isPastDeadline(resource, state.today));
}

/** The regular resource the current choice resolves to (null in enquiry mode or when incomplete). */
export function selectedResource(state: PickerState): PickerResource | null {
  return state.enquiryId === null ? resolveResource(state.resources, state.selection) : null;
}

/** The chosen enquiry resource, or null outside enquiry mode. */
export function selectedEnquiry(state: PickerState): PickerResource | null {
  return state.enquiries.find((resource) => resource.id === state.enquiryId) ?? null;
}

/** Dates may be chosen only for a resolved, open resource outside enquiry mode. */
export function canSelectDates(state: PickerState): boolean {
  const resource = selectedResource(state);
  return resource !== null && !isPastDeadline(resource, state.today);
}

/** Options of every dimension, for rendering. */
export function pickerOptions(state: PickerState): Record<PickerDimension, PickerOption[]> {
  const entries = PICKER_DIMENSIONS.map((d) => [d, dimensionOptions(state.resources, state.selection, d)] as const);
  return Object.fromEntries(entries) as Record<PickerDimension, PickerOption[]>;
}

/** Price range (fen) to show for the current choice; null in enquiry mode or when nothing is priced. */
export function pickerPriceRange(state: PickerState): { min: Fen; max: Fen } | null {
  return state.enquiryId === null ? priceRange(state.resources, state.selection) : null;
}

/** The next state. Actions that are blocked (closed activity, dates in enquiry mode…) return `state` unchanged. */
export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'toggle': {
      if (isActivityClosed(state)) return state;
      // Enquiry mode has an empty selection, so any choice here also leaves enquiry mode.
      if (state.selection[action.dimension] === action.value) {
        return { ...state, selection: { ...state.selection, [action.dimension]: null }, dates: [] };
      }
      if (!allValues(state.resources, action.dimension).includes(action.value)) return state;
      const chosen = { ...state.selection, [action.dimension]: action.value };
      return { ...state, selection: reconcileSelection(state.resources, chosen, action.dimension), enquiryId: null, dates: [] };
    }
    case 'clear':
      if (state.selection[action.dimension] === null) return state;
      return { ...state, selection: { ...state.selection, [action.dimension]: null }, dates: [] };
    case 'chooseEnquiry': {
      if (action.resourceId === null) return state.enquiryId === null ? state : { ...state, enquiryId: null };
      if (!state.enquiries.some((resource) => resource.id === action.resourceId)) return state;
      return { ...state, selection: EMPTY_SELECTION, enquiryId: action.resourceId, dates: [] };
    }
    case 'setDates':
      return canSelectDates(state) ? { ...state, dates: [...action.dates] } : state;
    case 'reset':
      return initPicker([...state.resources, ...state.enquiries], state.today);
  }
}

/**
 * First reason the choice cannot go to the cart or the order, as the spec's message; null when it
 * can. In enquiry mode the choice is complete for an enquiry, so this is null once one is chosen.
 */
export function pickerProblem(state: PickerState): string | null {
  if (isActivityClosed(state)) return PICKER_MESSAGES.closed;
  if (state.enquiryId !== null) return null;
  const { selection, resources } = state;
  if (selection.leaseTerm === null) return PICKER_MESSAGES.noLeaseTerm;
  if (selection.size === null) return PICKER_MESSAGES.noSize;
  if (selection.supplier === null && allValues(resources, 'supplier').length > 0) return PICKER_MESSAGES.noSupplier;
  if (selection.requirement === null && allValues(resources, 'requirement').length > 1) return PICKER_MESSAGES.noRequirement;
  const resource = resolveResource(resources, selection);
  if (!resource) return PICKER_MESSAGES.noResource;
  if (isPastDeadline(resource, state.today)) return PICKER_MESSAGES.closed;
  if (state.dates.length === 0) return PICKER_MESSAGES.noDates;
  return null;
}
