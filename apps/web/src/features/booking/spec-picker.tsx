import type { SellingResource, VenueDetail } from '@vm/contracts/catalogue-venue';
import type { OrderLine } from '@vm/contracts/order-payload';
import { todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import { SELECTION_MESSAGES } from '@vm/domain/date-selection';
import { isPeriodTerm, periodEndDate } from '@vm/domain/lease-terms';
import { formatYuan } from '@vm/domain/money';
import { priceWithUnit } from '@vm/domain/price-units';
import {
  canSelectDates,
  CHOICE_LABELS,
  initPicker,
  preselectResource,
  isActivityClosed,
  missingChoices,
  PICKER_MESSAGES,
  pickerOptions,
  pickerFromPrice,
  pickerProblem,
  pickerReducer,
  requirementNotes,
  selectedEnquiry,
  selectedResource,
  type PickerState,
} from '@vm/domain/spec-picker';
import { CHOICE_DIMENSIONS, formatSize, supplierLabel } from '@vm/domain/spec-picker-options';
import { LightButton as Button } from '@/shared/ui/light-button';
import { Suspense, useMemo, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authUrl } from '@/shared/auth/safe-redirect';
import { useToken } from '@/shared/auth/token-store';
import { lazyWithAntd, loadAntdScope } from '@/shared/ui/antd-lazy';
import { toast } from '@/shared/ui/feedback';
import { OptionRow, type RowOption } from './option-row';
import { buildOrderLine, selectionTotals } from './order-line';
import styles from './spec-picker.module.css';
import { useBookingActions } from './use-booking-actions';

/*
 * Loaded on intent (decision 0048): the calendar (antd's Modal and Spin, the calendar's rules) when the
 * buyer points at or opens 选择日期; the number input when a booth with several units is chosen; the
 * notice box when there is something to say. The picker itself is plain buttons and the domain's rules.
 */
const loadCalendar = () => Promise.all([import('./calendar-dialog'), loadAntdScope()]).then(([module]) => module);
// Each with antd's provider: the venue page has none (decision 0058).
const CalendarDialog = lazyWithAntd(() => loadCalendar().then((module) => module.CalendarDialog));
const InputNumber = lazyWithAntd(() => import('antd/es/input-number').then((module) => module.default));
const Alert = lazyWithAntd(() => import('antd/es/alert').then((module) => module.default));

/** A notice (antd's Alert once loaded; the same words in a plain box until then). */
function Notice({ className, title, testId }: { className?: string; title: ReactNode; testId?: string }) {
  return (
    <Suspense
      fallback={
        <div className={`${styles.noticeFallback} ${className ?? ''}`} role="alert" data-testid={testId}>
          {title}
        </div>
      }
    >
      <Alert className={className} type="warning" showIcon title={title} data-testid={testId} />
    </Suspense>
  );
}

/** What the date row says about the chosen dates. */
function datesText(dates: readonly BusinessDate[], leaseTermId: number | null): string {
  if (dates.length === 0 || leaseTermId === null) return '';
  if (isPeriodTerm(leaseTermId)) return `${dates[0]} 至 ${periodEndDate(dates[0]!, leaseTermId)}`;
  return dates.length <= 3 ? dates.join('、') : `${dates[0]} 等 ${dates.length} 天`;
}

function regularRows(state: PickerState, dispatch: (action: Parameters<typeof pickerReducer>[1]) => void, closed: boolean) {
  const options = pickerOptions(state);
  return CHOICE_DIMENSIONS.map((dimension) => ({
    dimension,
    options: options[dimension].map<RowOption>((option) => ({
      key: String(option.value),
      label: option.label,
      selected: option.selected,
      disabled: option.disabled || closed,
      onClick: () => dispatch({ type: 'toggle', dimension, value: option.value }),
    })),
  }));
}

/** Adds a line to the cart (features/cart's useAddToCart, handed in by app/). */
export interface CartAdder {
  add: (line: OrderLine) => Promise<void>;
  adding: boolean;
}

/** The enquiry dialog (features/enquiries), handed in by app/. */
export interface EnquiryDialogProps {
  sellingResourceId: number;
  open: boolean;
  onClose: () => void;
}

export interface SpecPickerProps {
  venue: VenueDetail;
  cart: CartAdder;
  EnquiryDialog: ComponentType<EnquiryDialogProps>;
}

/**
 * The rental-selection picker of the venue page (docs/spec/product-spec.md "Ordering and payment"): lease term, booth
 * size, supplier or tag, special requirement, dates (two-month calendar), units, then enquiry, add to
 * cart, order now, or the closed notice. The state machine is packages/domain spec-picker.
 */
export function SpecPicker({ venue, cart, EnquiryDialog }: SpecPickerProps) {
  const today = useMemo(() => todayInShanghai(new Date()), []);
  const location = useLocation();
  // 再次预订 (已购资源) opens the page with the booth booked before: `?selling_resource_id=`.
  const [state, dispatch] = useReducer(pickerReducer, venue.selling_resources, (resources) => {
    const start = initPicker(resources, today);
    const again = Number(new URLSearchParams(location.search).get('selling_resource_id'));
    return Number.isInteger(again) && again > 0 ? preselectResource(start, again) : start;
  });
  const [calendarOpen, setCalendarOpenState] = useState(false);
  // The calendar's code is fetched and its dialog mounted from the first opening on (so it animates closed).
  const [calendarWanted, setCalendarWanted] = useState(false);
  const setCalendarOpen = (open: boolean) => {
    if (open) setCalendarWanted(true);
    setCalendarOpenState(open);
  };
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const [units, setUnits] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  // The buyer asked for dates (or to order) before the booth was determined: the rows still open are
  // marked, and the calendar opens by itself once the last one is chosen.
  const [wantsDates, setWantsDates] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const token = useToken();
  const navigate = useNavigate();
  const actions = useBookingActions();

  if (venue.selling_resources.length === 0) return <div className={styles.picker}>暂无可售规格</div>;

  const byId = new Map<number, SellingResource>(venue.selling_resources.map((resource) => [resource.id, resource]));
  const picked = selectedResource(state);
  const resource = picked ? (byId.get(picked.id) ?? null) : null;
  const enquiry = selectedEnquiry(state);
  const leaseTermId = state.selection.leaseTerm;
  const closed = isActivityClosed(state);
  const maxUnits = resource ? Math.max(1, resource.count) : 1;
  const lineUnits = Math.min(units, maxUnits);
  const totals = resource && leaseTermId !== null ? selectionTotals(resource, leaseTermId, state.dates, lineUnits) : null;
  const quote = pickerFromPrice(state);

  const missing = missingChoices(state);
  const notes = requirementNotes(state);

  const act = (action: (picked: SellingResource, leaseTermId: number) => void) => {
    const reason = pickerProblem(state);
    // Missing rows are shown on the rows themselves (all at once), not one message after another.
    setProblem(missing.length > 0 ? null : reason);
    setAttempted(missing.length > 0);
    if (!reason && resource && leaseTermId !== null) action(resource, leaseTermId);
  };

  const openCalendar = () => {
    setProblem(null);
    if (canSelectDates(state)) setCalendarOpen(true);
    else if (missing.length > 0) {
      setAttempted(true);
      setWantsDates(true);
    } else void toast.warning(enquiry ? SELECTION_MESSAGES.enquiry : (pickerProblem(state) ?? PICKER_MESSAGES.noResource));
  };

  const askPrice = () => {
    if (!token) void navigate(authUrl(`${location.pathname}${location.search}`));
    else setEnquiryOpen(true);
  };

  const rows = regularRows(
    state,
    (action) => {
      setProblem(null);
      const next = pickerReducer(state, action);
      dispatch(action);
      if (wantsDates && canSelectDates(next)) {
        setWantsDates(false);
        setCalendarOpen(true);
      }
    },
    closed,
  );
  const enquiryOptions = state.enquiries.map<RowOption>((item) => ({
    key: `enquiry-${item.id}`,
    label: `${supplierLabel(item)} ${formatSize(item.size)}（询价）`,
    selected: state.enquiryId === item.id,
    disabled: closed,
    onClick: () => {
      setProblem(null);
      dispatch({ type: 'chooseEnquiry', resourceId: state.enquiryId === item.id ? null : item.id });
    },
  }));

  return (
    <div className={styles.picker} data-testid="spec-picker">
      {rows.map(({ dimension, options }) => {
        const all = dimension === 'supplier' ? [...options, ...enquiryOptions] : options;
        return (
          all.length > 0 && (
            <OptionRow key={dimension} label={CHOICE_LABELS[dimension]} options={all} missing={missing.includes(dimension)} marked={attempted} />
          )
        );
      })}

      {notes.length > 0 && (
        <div className={styles.row} role="note" aria-label="特殊要求">
          <div className={styles.rowLabel}>特殊要求</div>
          <ul className={styles.notes}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}

      {missing.length > 0 && !closed && (
        <p className={`${styles.missing} ${attempted ? styles.missingMarked : ''}`} data-testid="picker-missing" role={attempted ? 'alert' : undefined}>
          请选择{missing.map((dimension) => CHOICE_LABELS[dimension]).join('、')}
          {missing.length < CHOICE_DIMENSIONS.length ? '，即可选择日期' : ''}
        </p>
      )}

      <div className={styles.row}>
        <div className={styles.rowLabel}>日期</div>
        <div className={styles.rowBody}>
          <Button
            onClick={openCalendar}
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            disabled={closed || enquiry !== null}
            data-testid="open-calendar"
          >
            {state.dates.length > 0 ? '修改日期' : '选择日期'}
          </Button>
          <span className={styles.dates} data-testid="picked-dates">
            {datesText(state.dates, leaseTermId)}
          </span>
        </div>
      </div>

      {resource && resource.count > 1 && (
        <div className={styles.row}>
          <div className={styles.rowLabel}>数量</div>
          <div className={styles.rowBody}>
            <Suspense fallback={<span className={styles.unitsFallback}>{lineUnits}</span>}>
              <InputNumber
                aria-label="数量"
                min={1}
                max={maxUnits}
                precision={0}
                value={lineUnits}
                onChange={(value) => setUnits(typeof value === 'number' ? value : 1)}
              />
            </Suspense>
            <span className={styles.dates}>共 {resource.count} 个</span>
          </div>
        </div>
      )}

      {/*
        The price and the actions: drawn as the picker's first and last rows on a wide screen (the bar is
        display: contents there), a bar fixed to the bottom of a phone's screen (spec-picker.module.css).
      */}
      <div className={`${styles.bar} phone-action-bar`} data-testid="booking-bar">
        <div className={styles.price}>
          <span className={styles.priceLabel}>{totals ? '合计' : '价格'}</span>
          {enquiry ? (
            <span className={styles.priceValue}>面议</span>
          ) : totals ? (
            <>
              <span className={styles.priceValue} data-testid="picker-total">
                {formatYuan(totals.total_amount - totals.subsidy)}
              </span>
              {totals.subsidy > 0 && <span className={styles.priceNote}>已减补贴 {formatYuan(totals.subsidy)}</span>}
              {totals.total_deposit > 0 && <span className={styles.priceNote}>另付押金 {formatYuan(totals.total_deposit)}</span>}
            </>
          ) : quote ? (
            <span className={styles.priceValue} data-testid="picker-from-price">
              {priceWithUnit(quote.price, quote.leaseTermId ?? '天', { from: quote.from })}
            </span>
          ) : (
            <span className={styles.priceValue}>面议</span>
          )}
        </div>
        {closed ? (
          <Notice className={styles.closed} title={`${PICKER_MESSAGES.closed}，报名已关闭`} />
        ) : enquiry ? (
          <div className={styles.actions}>
            <Button type="primary" size="large" onClick={askPrice}>
              询价
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button size="large" loading={cart.adding} onClick={() => act((item, term) => void cart.add(buildOrderLine(item, term, state.dates, lineUnits)))}>
              加入购物车
            </Button>
            <Button
              type="primary"
              size="large"
              onClick={() => act((item, term) => void actions.orderNow(buildOrderLine(item, term, state.dates, lineUnits), item.physical_resource_id))}
            >
              立即预订
            </Button>
          </div>
        )}
      </div>
      {problem && <Notice className={styles.problem} title={problem} testId="picker-problem" />}

      {resource && leaseTermId !== null && calendarWanted && (
        <Suspense fallback={null}>
          <CalendarDialog
            open={calendarOpen}
            resource={resource}
            leaseTermId={leaseTermId}
            today={today}
            units={lineUnits}
            initialDates={state.dates}
            onCancel={() => setCalendarOpen(false)}
            onConfirm={(dates) => {
              dispatch({ type: 'setDates', dates });
              setCalendarOpen(false);
            }}
          />
        </Suspense>
      )}
      {enquiry && <EnquiryDialog sellingResourceId={enquiry.id} open={enquiryOpen} onClose={() => setEnquiryOpen(false)} />}
    </div>
  );
}
