import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { supplierLabel, type PickerDimension, type PickerResource } from './spec-picker-options';
import {
  PICKER_MESSAGES,
  canSelectDates,
  initPicker,
  missingChoices,
  requirementNotes,
  isActivityClosed,
  pickerOptions,
  pickerPriceRange,
  pickerFromPrice,
  pickerProblem,
  pickerReducer,
  preselectResource,
  selectedEnquiry,
  selectedResource,
  type PickerAction,
  type PickerState,
} from './spec-picker';

const TODAY = '2026-12-01';
const price = (lease_term_type_id: number, p: number) => ({ lease_term_type_id, price: p });
const r = (id: number, size: string, tag: string, prices: PickerResource['selling_price'], extra: Partial<PickerResource> = {}): PickerResource => ({
  id,
  size,
  tag,
  selling_price: prices,
  is_enquiry: false,
  special_requirements: [],
  ...extra,
});

const R1 = r(1, '3*3', 'A', [price(9, 10000), price(3, 60000)]);
const R2 = r(2, '3*3', 'B', [price(9, 12000)]);
const R3 = r(3, '6*6', 'A', [price(3, 90000), price(4, 0)]);
const R4 = r(4, '3*3', 'A', [price(9, 15000)], { special_requirements: ['需要用电'] });
const E1 = r(5, '3*3', 'C', [], { is_enquiry: true });
const venue = [R1, R2, R3, R4, E1];

const run = (state: PickerState, ...actions: PickerAction[]) => actions.reduce(pickerReducer, state);
const toggle = (dimension: PickerDimension, value: number | string): PickerAction => ({ type: 'toggle', dimension, value });
const enabled = (state: PickerState, d: PickerDimension) => {
  const options = pickerOptions(state)[d];
  return options.filter((o) => !o.disabled).map((o) => o.value);
};

describe('supplierLabel', () => {
  it.each([
    [{ tag: '官方自营', user: { id: 1, name: '万达' } }, '官方自营'],
    [{ tag: ' ', user: { id: 1, name: '万达' } }, '万达'],
    [{ tag: '', user: null }, '默认'],
  ])('%j → %s', (resource, label) => {
    expect(supplierLabel(resource)).toBe(label);
  });

  it('an untagged offer is chosen by its supplier name', () => {
    const state = run(initPicker([R2, { ...R1, tag: '', user: { id: 9, name: '万达' } }], TODAY), toggle('leaseTerm', 9), toggle('size', '3*3'));
    expect(pickerOptions(state).supplier.map((o) => o.value)).toEqual(['B', '万达']);
    expect(selectedResource(run(state, toggle('supplier', '万达')))?.id).toBe(1);
  });
});

describe('initPicker', () => {
  it('starts empty with the enquiry list apart', () => {
    const state = initPicker(venue, TODAY);
    expect(state.selection).toEqual({ leaseTerm: null, size: null, supplier: null, requirement: null });
    expect(state.resources.map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(state.enquiries.map((x) => x.id)).toEqual([5]);
    const options = pickerOptions(state);
    expect(options.leaseTerm.map((o) => [o.value, o.label])).toEqual([
      [3, '周租'],
      [9, '天'],
    ]);
    expect(options.size.map((o) => o.label)).toEqual(['3x3', '6x6']);
    expect(options.supplier.map((o) => o.value)).toEqual(['A', 'B']);
    expect(options.requirement.map((o) => o.value)).toEqual(['需要用电']);
    expect(
      Object.values(options)
        .flat()
        .every((o) => !o.disabled && !o.selected),
    ).toBe(true);
  });

  it.each([
    ['one resource, one value each', [R2], { leaseTerm: 9, size: '3*3', supplier: 'B', requirement: null }],
    // 特殊要求 are the booth's rules, never a choice.
    ['one resource with a requirement', [R4], { leaseTerm: 9, size: '3*3', supplier: 'A', requirement: null }],
    ['an enquiry list exists', [R2, E1], { leaseTerm: null, size: null, supplier: null, requirement: null }],
    // Every row with one possible value is preselected; only the lease term is left to choose.
    ['two lease terms', [R1], { leaseTerm: null, size: '3*3', supplier: 'A', requirement: null }],
    ['standard and special offer', [R2, { ...R4, tag: 'B' }], { leaseTerm: 9, size: '3*3', supplier: 'B', requirement: null }],
    ['nothing to sell', [], { leaseTerm: null, size: null, supplier: null, requirement: null }],
  ])('preselection: %s', (_name, resources, selection) => {
    expect(initPicker(resources, TODAY).selection).toEqual(selection);
  });

  it('a preselected single resource only needs dates', () => {
    const state = initPicker([R2], TODAY);
    expect(selectedResource(state)?.id).toBe(2);
    expect(pickerProblem(state)).toBe(PICKER_MESSAGES.noDates);
  });
});

describe('pickerReducer: narrowing', () => {
  const start = initPicker(venue, TODAY);

  it('a lease term disables what does not offer it and fills a row left with one value', () => {
    const state = run(start, toggle('leaseTerm', 3));
    expect(enabled(state, 'size')).toEqual(['3*3', '6*6']);
    expect(enabled(state, 'supplier')).toEqual(['A']);
    expect(state.selection.supplier).toBe('A');
    expect(enabled(state, 'requirement')).toEqual([]);
  });

  it('names every missing row at once, and the booth is determined as soon as the rows left have one value', () => {
    expect(missingChoices(start)).toEqual(['leaseTerm', 'size', 'supplier']);
    expect(pickerProblem(start)).toBe('请选择订购周期、摊位大小、供应商/标签');
    const week = run(start, toggle('leaseTerm', 3));
    expect(missingChoices(week)).toEqual(['size']);
    expect(pickerProblem(week)).toBe(PICKER_MESSAGES.noSize);
    const big = run(week, toggle('size', '6*6'));
    expect(selectedResource(big)?.id).toBe(3);
    expect(canSelectDates(big)).toBe(true);
    expect(missingChoices(big)).toEqual([]);
  });

  it('shows special requirements as the determined booth’s rules, not as a choice', () => {
    const state = run(start, toggle('leaseTerm', 9), toggle('supplier', 'A'));
    expect(selectedResource(state)?.id).toBe(1); // the standard offer
    expect(requirementNotes(state)).toEqual([]);
    expect(run(state, toggle('requirement', '需要用电'))).toBe(state);
    const special = initPicker([R4], TODAY);
    expect(requirementNotes(special)).toEqual(['需要用电']);
    expect(pickerProblem(special)).toBe(PICKER_MESSAGES.noDates);
  });

  it.each([
    // B only offers 3x3 by the day (filled in); the week term drops B and fills the one supplier left.
    [
      'a new choice deselects the choices it conflicts with',
      [toggle('supplier', 'B'), toggle('leaseTerm', 3)],
      { leaseTerm: 3, size: '3*3', supplier: 'A', requirement: null },
    ],
    [
      'size 6x6 drops the day term and fills the week',
      [toggle('leaseTerm', 9), toggle('size', '6*6')],
      { leaseTerm: 3, size: '6*6', supplier: 'A', requirement: null },
    ],
    [
      'compatible choices stay',
      [toggle('size', '3*3'), toggle('supplier', 'A'), toggle('leaseTerm', 9)],
      { leaseTerm: 9, size: '3*3', supplier: 'A', requirement: null },
    ],
    [
      'choosing the chosen value deselects it (and only it)',
      [toggle('leaseTerm', 9), toggle('leaseTerm', 9)],
      { leaseTerm: null, size: '3*3', supplier: null, requirement: null },
    ],
    ['clear deselects', [toggle('size', '3*3'), { type: 'clear', dimension: 'size' }], { leaseTerm: null, size: null, supplier: null, requirement: null }],
    ['an unknown value is ignored', [toggle('leaseTerm', 4), toggle('size', '9*9')], { leaseTerm: null, size: null, supplier: null, requirement: null }],
    [
      'a requirement is not a choice',
      [toggle('requirement', '需要用电'), toggle('leaseTerm', 3)],
      { leaseTerm: 3, size: null, supplier: 'A', requirement: null },
    ],
  ] as const)('%s', (_name, actions, selection) => {
    expect(run(start, ...actions).selection).toEqual(selection);
  });

  it('walks through the messages to a complete choice', () => {
    const steps: [PickerAction | null, string | null, number | null][] = [
      [null, '请选择订购周期、摊位大小、供应商/标签', null],
      [toggle('leaseTerm', 9), PICKER_MESSAGES.noSupplier, null], // 3x3 is the only size by the day: filled in
      [toggle('supplier', 'A'), PICKER_MESSAGES.noDates, 1], // the standard offer is preferred
      [{ type: 'setDates', dates: ['2026-12-05'] }, null, 1],
    ];
    let state = start;
    for (const [action, message, resourceId] of steps) {
      if (action) state = pickerReducer(state, action);
      expect(pickerProblem(state)).toBe(message);
      expect(selectedResource(state)?.id ?? null).toBe(resourceId);
    }
    expect(state.dates).toEqual(['2026-12-05']);
    expect(run(state, { type: 'clear', dimension: 'supplier' }).dates).toEqual([]);
    expect(run(state, { type: 'reset' })).toEqual(start);
  });

  it('never asks for a special requirement', () => {
    const R5 = { ...R4, id: 6, special_requirements: ['需要帐篷'] };
    const state = run(initPicker([R1, R4, R5], TODAY), toggle('leaseTerm', 9));
    expect(pickerProblem(state)).toBe(PICKER_MESSAGES.noDates);
    expect(selectedResource(state)?.id).toBe(1);
  });

  it('reports a choice no resource has', () => {
    const state: PickerState = { ...start, selection: { leaseTerm: 3, size: '3*3', supplier: 'B', requirement: null } };
    expect(pickerProblem(state)).toBe(PICKER_MESSAGES.noResource);
    expect(canSelectDates(state)).toBe(false);
  });

  it('ignores dates until a resource is resolved', () => {
    expect(run(start, { type: 'setDates', dates: ['2026-12-05'] }).dates).toEqual([]);
  });
});

describe('price range', () => {
  it.each([
    ['everything', [], { min: 10000, max: 90000 }],
    ['day term', [toggle('leaseTerm', 9)], { min: 10000, max: 15000 }],
    ['week at supplier A', [toggle('leaseTerm', 3), toggle('supplier', 'A')], { min: 60000, max: 90000 }],
    ['resolved resource', [toggle('leaseTerm', 9), toggle('size', '3*3'), toggle('supplier', 'B')], { min: 12000, max: 12000 }],
    ['deselecting widens again', [toggle('leaseTerm', 9), toggle('size', '3*3'), toggle('size', '3*3')], { min: 10000, max: 15000 }],
    ['enquiry mode', [{ type: 'chooseEnquiry', resourceId: 5 }], null],
  ] as const)('%s', (_name, actions, range) => {
    expect(pickerPriceRange(run(initPicker(venue, TODAY), ...actions))).toEqual(range);
  });
});

describe('the quoted price (one unit, never a range across units)', () => {
  it.each([
    // 60,000 a week is 8,571 a day (half-up), below every day price.
    ['no lease term: the lowest day-equivalent', [], { price: 8571, leaseTermId: null, from: true }],
    ['day term: its lowest day price', [toggle('leaseTerm', 9)], { price: 10000, leaseTermId: 9, from: true }],
    ['week at supplier A: its lowest week price', [toggle('leaseTerm', 3), toggle('supplier', 'A')], { price: 60000, leaseTermId: 3, from: true }],
    ['resolved resource: its price', [toggle('leaseTerm', 9), toggle('size', '3*3'), toggle('supplier', 'B')], { price: 12000, leaseTermId: 9, from: false }],
    ['enquiry mode', [{ type: 'chooseEnquiry', resourceId: 5 }], null],
  ] as const)('%s', (_name, actions, quote) => {
    expect(pickerFromPrice(run(initPicker(venue, TODAY), ...actions))).toEqual(quote);
  });
});

describe('enquiry mode', () => {
  const chosen = run(initPicker(venue, TODAY), toggle('leaseTerm', 9), { type: 'chooseEnquiry', resourceId: 5 });

  it('clears the regular options and blocks dates', () => {
    expect(chosen.selection).toEqual({ leaseTerm: null, size: null, supplier: null, requirement: null });
    expect(selectedEnquiry(chosen)?.id).toBe(5);
    expect(selectedResource(chosen)).toBeNull();
    expect(canSelectDates(chosen)).toBe(false);
    expect(run(chosen, { type: 'setDates', dates: ['2026-12-05'] }).dates).toEqual([]);
    expect(pickerProblem(chosen)).toBeNull();
  });

  it('is left by a regular choice or by choosing no enquiry', () => {
    expect(run(chosen, toggle('leaseTerm', 9))).toMatchObject({ enquiryId: null, selection: { leaseTerm: 9 } });
    expect(run(chosen, { type: 'chooseEnquiry', resourceId: null }).enquiryId).toBeNull();
    expect(run(chosen, { type: 'chooseEnquiry', resourceId: 1 })).toBe(chosen);
  });
});

describe('activities', () => {
  const act = r(7, '3*3', 'A', [price(9, 5000)], { res_type_id: 3, deadline: '2026-11-30' });

  it('an activity past its deadline blocks selection', () => {
    const state = initPicker([act, { ...act, id: 8, size: '6*6' }], TODAY);
    expect(isActivityClosed(state)).toBe(true);
    expect(pickerProblem(state)).toBe(PICKER_MESSAGES.closed);
    expect(run(state, toggle('leaseTerm', 9))).toBe(state);
  });

  it('a preselected closed activity takes no dates', () => {
    const state = initPicker([act], TODAY);
    expect(canSelectDates(state)).toBe(false);
    expect(pickerProblem(run(state, { type: 'setDates', dates: ['2026-12-05'] }))).toBe(PICKER_MESSAGES.closed);
  });

  it('is open on its deadline day', () => {
    const state = initPicker([{ ...act, deadline: TODAY }], TODAY);
    expect(isActivityClosed(state)).toBe(false);
    expect(pickerProblem(state)).toBe(PICKER_MESSAGES.noDates);
  });

  it('a closed one among open ones is reported once resolved', () => {
    const state = run(initPicker([act, { ...act, id: 9, tag: 'B', deadline: null }], TODAY), toggle('supplier', 'A'));
    expect(pickerProblem(state)).toBe(PICKER_MESSAGES.closed);
  });
});

describe('invariants (property)', () => {
  const actionArb: fc.Arbitrary<PickerAction> = fc.oneof(
    fc.record({
      type: fc.constant('toggle' as const),
      dimension: fc.constantFrom<PickerDimension>('leaseTerm', 'size', 'supplier', 'requirement'),
      value: fc.constantFrom<number | string>(3, 4, 9, '3*3', '6*6', 'A', 'B', 'C', '需要用电'),
    }),
    fc.record({ type: fc.constant('clear' as const), dimension: fc.constantFrom<PickerDimension>('leaseTerm', 'size', 'supplier', 'requirement') }),
    fc.record({ type: fc.constant('chooseEnquiry' as const), resourceId: fc.constantFrom(5, null, 1) }),
    fc.constant<PickerAction>({ type: 'setDates', dates: ['2026-12-05'] }),
  );

  it('chosen options are never disabled, a choice always has a resource, dates need a resolved resource', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 25 }), (actions) => {
        let state = initPicker(venue, TODAY);
        for (const action of actions) {
          state = pickerReducer(state, action);
          const options = Object.values(pickerOptions(state)).flat();
          if (options.some((o) => o.selected && o.disabled)) return false;
          if (
            !state.resources.some((x) =>
              (['leaseTerm', 'size', 'supplier', 'requirement'] as const).every((d) => {
                const v = state.selection[d];
                return (
                  v === null ||
                  (d === 'leaseTerm'
                    ? x.selling_price.some((p) => p.price > 0 && p.lease_term_type_id === v)
                    : d === 'requirement'
                      ? (x.special_requirements ?? []).includes(String(v))
                      : d === 'supplier'
                        ? supplierLabel(x) === v
                        : x[d] === v)
                );
              }),
            )
          )
            return false;
          if (state.dates.length > 0 && !selectedResource(state)) return false;
          if (state.enquiryId !== null && Object.values(state.selection).some((v) => v !== null)) return false;
        }
        return true;
      }),
    );
  });
});

describe('preselectResource (再次预订)', () => {
  it('chooses the booth booked before, with its first lease term', () => {
    const state = preselectResource(initPicker(venue, TODAY), 4);
    expect(selectedResource(state)?.id).toBe(4);
    expect(state.selection).toEqual({ leaseTerm: 9, size: '3*3', supplier: 'A', requirement: '需要用电' });
    expect(selectedResource(preselectResource(initPicker(venue, TODAY), 2))?.id).toBe(2);
  });

  it('leaves the picker as it is for an unknown or enquiry-only booth', () => {
    const start = initPicker(venue, TODAY);
    expect(preselectResource(start, 99)).toBe(start);
    expect(preselectResource(start, 5)).toBe(start);
  });
});
