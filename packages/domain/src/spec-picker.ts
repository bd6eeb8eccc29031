import type { BusinessDate } from './business-date';
import type { Fen } from './money';
import {
  CHOICE_DIMENSIONS,
  EMPTY_SELECTION,
  candidateResources,
  fillSingleChoices,
  PICKER_DIMENSIONS,
  allValues,
  dimensionOptions,
  priceRange,
  fromPrice,
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

/** Names of the picker's rows, as shown and as messages name them. */
export const CHOICE_LABELS: Record<PickerDimension, string> = { leaseTerm: '订购周期', size: '摊位大小', supplier: '供应商/标签', requirement: '特殊要求' };

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
 * Starting state. Without an enquiry list, every choice row with a single value is preselected (all
 * of them when each has one, so the booth is determined and only the dates remain).
 */
export function initPicker(resources: readonly PickerResource[], today: BusinessDate): PickerState {
  const regular = resources.filter((resource) => !resource.is_enquiry);
  const enquiries = resources.filter((resource) => resource.is_enquiry);
  const base: PickerState = { resources: regular, enquiries, today, selection: EMPTY_SELECTION, enquiryId: null, dates: [] };
  if (regular.length === 0 || enquiries.length > 0) return base;
  const single = (dimension: PickerDimension) => {
    const values = allValues(regular, dimension);
    return values.length === 1 ? values[0]! : null;
  };
  const selection: PickerSelection = {
    leaseTerm: single('leaseTerm') as number | null,
    size: single('size') as string | null,
    supplier: single('supplier') as string | null,
    requirement: null,
  };
  return { ...base, selection: fillSingleChoices(regular, selection) };
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

/**
 * The choice rows still to be chosen before the booth is determined (all of them at once, in row
 * order): empty once it is, in enquiry mode, or for a closed activity.
 */
export function missingChoices(state: PickerState): PickerDimension[] {
  if (state.enquiryId !== null || isActivityClosed(state) || selectedResource(state)) return [];
  return CHOICE_DIMENSIONS.filter((dimension) => state.selection[dimension] === null && allValues(state.resources, dimension).length > 0);
}

/**
 * The 特殊要求 of the booth the choice determines, shown as its rules; before that, the rules any
 * booth still fitting the choice has (each once).
 */
export function requirementNotes(state: PickerState): string[] {
  if (state.enquiryId !== null) return [...(selectedEnquiry(state)?.special_requirements ?? [])];
  const resolved = selectedResource(state);
  const pool = resolved ? [resolved] : candidateResources(state.resources, state.selection);
  return [...new Set(pool.flatMap((resource) => resource.special_requirements ?? []))];
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

/** What the price box and a phone's bar quote before dates are chosen: {@link fromPrice} (null in enquiry mode). */
export function pickerFromPrice(state: PickerState): ReturnType<typeof fromPrice> {
  return state.enquiryId === null ? fromPrice(state.resources, state.selection) : null;
}

/** The next state. Actions that are blocked (closed activity, dates in enquiry mode…) return `state` unchanged. */
export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'toggle': {
      if (isActivityClosed(state) || action.dimension === 'requirement') return state;
      // Enquiry mode has an empty selection, so any choice here also leaves enquiry mode.
      if (state.selection[action.dimension] === action.value) {
        return { ...state, selection: { ...state.selection, [action.dimension]: null }, dates: [] };
      }
      if (!allValues(state.resources, action.dimension).includes(action.value)) return state;
      const chosen = reconcileSelection(state.resources, { ...state.selection, [action.dimension]: action.value }, action.dimension);
      return { ...state, selection: fillSingleChoices(state.resources, chosen, action.dimension), enquiryId: null, dates: [] };
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
  const resource = resolveResource(resources, selection);
  if (!resource) {
    const missing = missingChoices(state);
    if (missing.length > 1) return `请选择${missing.map((dimension) => CHOICE_LABELS[dimension]).join('、')}`;
    if (missing[0] === 'leaseTerm') return PICKER_MESSAGES.noLeaseTerm;
    if (missing[0] === 'size') return PICKER_MESSAGES.noSize;
    if (missing[0] === 'supplier') return PICKER_MESSAGES.noSupplier;
    return PICKER_MESSAGES.noResource;
  }
  if (isPastDeadline(resource, state.today)) return PICKER_MESSAGES.closed;
  if (state.dates.length === 0) return PICKER_MESSAGES.noDates;
  return null;
}
