import type { CartItem } from '@vm/contracts/cart';
import type { Contact } from '@vm/contracts/contacts';
import type { OrderPreview } from '@vm/contracts/orders';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { readCheckoutSelection, saveCheckoutSelection } from '@/shared/cart/checkout-selection';
import { paths } from '@/shared/paths';
import { readOrderSubmitted } from '@/shared/cart/order-submit-marker';
import { calledUrls, fakeApi, renderWithApp, testLocation, type FakeAnswer } from '@/shared/test/test-app';
import { CheckoutPage } from './checkout-page';

const contact: Contact = {
  id: 5,
  name: '王经理',
  mobile: '13912345678',
  is_default: true,
  province_id: null,
  city_id: null,
  district_id: null,
  address: '南京西路1号',
  province: null,
  city: null,
  district: null,
};

const preview: OrderPreview = {
  total_amount: 123_400,
  subsidy: 12_340,
  total_deposit: 50_000,
  coupon: 0,
  integral: 0,
  points: 0,
  total_actual_price: 161_060,
  lines: [
    {
      index: 0,
      selling_resource_id: 9,
      community_id: 3,
      field_type_id: 1,
      field_name: '静安大悦城中庭',
      lease_term_type_name: '天',
      size: '3*6',
      custom_dimension: '',
      lease_term_type_id: 9,
      count: 1,
      count_of_time_unit: 2,
      dates: [
        { date: '2026-12-01', endDate: '2026-12-01', price: 61_700 },
        { date: '2026-12-02', endDate: '2026-12-02', price: 61_700 },
      ],
      amount: 123_400,
      subsidy: 12_340,
      coupon: 0,
      integral: 0,
      payable: 111_060,
      deposit: 50_000,
    },
  ],
  problems: [],
  can_submit: true,
};

let contacts: Contact[];
let submitAnswer: FakeAnswer;
let previews: number;
let previewAnswer: OrderPreview;
let cartLines: CartItem[];

/** A line of the buyer's cart on the server (GET /api/cart_items). */
const cartLine = (id: number, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  selling_resource_id: 9,
  top_physical_id: 3,
  physical_resource_id: 3,
  field_name: '静安大悦城中庭',
  field_type: '中庭',
  pic_url: '',
  lease_term_type_name: '天',
  size: '3*6',
  custom_dimension: '',
  lease_term_type_id: 9,
  count: 1,
  count_of_time_unit: 2,
  dates: [],
  datesStr: '2026-12-01、2026-12-02',
  leave_words: '',
  amount: 123_400,
  subsidy: 12_340,
  deposit: 50_000,
  available: true,
  problem: null,
  resource: {
    id: 9,
    count: 1,
    dates: [
      { term_type_id: 9, date: '2026-12-01' },
      { term_type_id: 9, date: '2026-12-02' },
    ],
  },
  created_at: '2026-11-22T10:00:00+08:00',
  ...extra,
});

function api() {
  previews = 0;
  return fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/users/current':
        return { result: { id: 1, name: '演示买家', mobile: '13800000001', product: '', email: null, consumption_point: 5000, roles: ['business'] } };
      case 'GET /api/contacts':
        return { result: { data: contacts, total: contacts.length, page: 1, page_size: 99 } };
      case 'GET /api/users/ordering_noticed':
        return { result: { ordering_noticed: false } };
      case 'POST /api/users/ordering_noticed':
        return { result: { ordering_noticed: true } };
      case 'GET /api/coupons/resources':
        return { result: [{ physical_resource_id: 3, coupons: [] }] };
      case 'GET /api/orders/additional_selection':
        return { result: { industries: [], purposes: [{ id: 1, name: '品牌曝光' }], spread_ways: [{ id: 1, name: '路演' }] } };
      case 'POST /api/orders/preview':
        previews += 1;
        return { result: previewAnswer };
      case 'POST /api/orders':
        return submitAnswer;
      case 'GET /api/cart_items':
        return { result: { data: cartLines, total: cartLines.length, page: 1, page_size: 100 } };
      default:
        return undefined;
    }
  });
}

let clock = 0;
beforeEach(() => {
  // The client refuses the same POST within 1 s; each call here happens "later" than the previous.
  vi.spyOn(Date, 'now').mockImplementation(() => (clock += 2_000));
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'buyer-token');
  contacts = [contact];
  previewAnswer = preview;
  cartLines = [];
  submitAnswer = { result: { id: 77, order_num: 'VM2026112200077', actual_fee: 161_060 } };
  saveCheckoutSelection({
    lines: [
      {
        id: 9,
        count: 1,
        dates: [
          { term_type_id: 9, date: '2026-12-01' },
          { term_type_id: 9, date: '2026-12-02' },
        ],
      },
    ],
    cartItemIds: [],
    physicalResourceIds: [3],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function renderCheckout(route = '/orders/confirm?physical_resource_ids=3') {
  renderWithApp(<CheckoutPage />, { route, path: '/orders/confirm' });
  return userEvent.setup();
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, time: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await user.type(box, time);
  // The option of the dropdown just opened (earlier dropdowns stay in the document, hidden).
  await waitFor(() => expect(document.querySelectorAll(`.ant-select-item-option[title="${time}"]`).length).toBeGreaterThan(0));
  const options = document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${time}"]`);
  await user.click(options[options.length - 1]!);
}

/** The text is on screen (a field's message; the first one also appears in a toast). */
async function shown(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}

async function fillInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('请填写推广的产品或品牌'), '新款咖啡');
  await pick(user, '进场时间', '08:00');
  await pick(user, '退场时间', '20:00');
  await user.click(screen.getByLabelText('否'));
}

describe('CheckoutPage', () => {
  it('shows the order lines and the totals exactly as the server previewed them', async () => {
    api();
    renderCheckout();
    expect(await screen.findByText('静安大悦城中庭')).toBeTruthy();
    const totals = within(await screen.findByTestId('totals-summary'));
    expect(totals.getByTestId('total-amount').textContent).toBe('¥1,234.00');
    expect(totals.getByTestId('total-subsidy').textContent).toBe('-¥123.40');
    expect(totals.getByTestId('total-deposit').textContent).toBe('+¥500.00');
    expect(totals.getByTestId('total-actual-price').textContent).toBe('¥1,610.60');
    expect(screen.getByText('3x6')).toBeTruthy();
    expect(screen.getByText('2026-12-01、2026-12-02')).toBeTruthy();
    // The five steps of the order flow, the second one active.
    expect(screen.getByTestId('order-flow-steps').querySelector('.ant-steps-item-process')?.textContent).toContain('填写并核对订单');
  });

  it('says what is missing in the spec words and submits nothing', async () => {
    const fetchMock = api();
    const user = renderCheckout();
    await screen.findByTestId('totals-summary');
    await screen.findByText('王经理');
    await user.click(screen.getByTestId('submit-order'));

    for (const message of ['请您仔细阅读并同意《下单须知》内容', '请填写推广产品', '请选择进场时间', '请选择退场时间', '请选择是否搭建']) await shown(message);

    await pick(user, '进场时间', '20:00');
    await pick(user, '退场时间', '08:00');
    await user.click(screen.getByLabelText('是'));
    await user.type(screen.getByPlaceholderText('请输入搭建高度'), '2.345');
    await user.tab();
    await shown('请输入搭建高度，最多两位小数的正数');
    await user.click(screen.getByTestId('submit-order'));
    await shown('进场时间不能晚于退场时间');
    expect(calledUrls(fetchMock, '/api/orders')).toHaveLength(0);
  });

  it('asks for a contact when the buyer has none', async () => {
    contacts = [];
    api();
    const user = renderCheckout();
    expect(await screen.findByText('暂无联系人信息，请您先添加联系人')).toBeTruthy();
    await screen.findByTestId('totals-summary');
    await user.click(screen.getByTestId('submit-order'));
    await shown('请先选择联系人');
  });

  it('submits with the previewed total, marks the submission and goes to the payment page', async () => {
    const fetchMock = api();
    const user = renderCheckout();
    await screen.findByTestId('totals-summary');
    await screen.findByText('王经理');
    await fillInfo(user);
    await user.click(screen.getByTestId('notice-checkbox'));
    await user.click(screen.getByTestId('submit-order'));

    await waitFor(() => expect(testLocation()).toBe('/orders/payment/77'));
    const post = fetchMock.mock.calls.find(([input, init]) => String(input) === '/api/orders' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      total_actual_price: 161_060,
      contact: '王经理',
      mobile: '13912345678',
      address: '南京西路1号',
      product: '新款咖啡',
      approach_time: '08:00',
      exit_time: '20:00',
      has_build: 0,
      channel: 4,
      delegated: 0,
      resources: [{ id: 9, count: 1 }],
    });
    expect(readOrderSubmitted()).toEqual({ orderId: 77, fromCart: false });
    expect(readCheckoutSelection()).toBeNull();
  });

  it('shows the server message of a 409 and asks for the figures again', async () => {
    submitAnswer = { status: 409, msg: '2026-12-01 已被预订，请重新选择日期', error_code: 'DATE_TAKEN' };
    api();
    const user = renderCheckout();
    await screen.findByTestId('totals-summary');
    await screen.findByText('王经理');
    await fillInfo(user);
    await user.click(screen.getByTestId('notice-checkbox'));
    const before = previews;
    await user.click(screen.getByTestId('submit-order'));

    expect((await screen.findByTestId('order-conflict')).textContent).toContain('2026-12-01 已被预订，请重新选择日期');
    await waitFor(() => expect(previews).toBeGreaterThan(before));
    expect(testLocation()).toBe('/orders/confirm?physical_resource_ids=3');
  });

  it('shows the problems the preview finds with a line and does not submit', async () => {
    previewAnswer = {
      ...preview,
      can_submit: false,
      problems: [{ index: 0, field: 'resources.0.dates', date: '2026-12-01', message: '2026-12-01 已约满，请选择其他日期' }],
    };
    const fetchMock = api();
    const user = renderCheckout();
    expect((await screen.findByTestId('line-problems')).textContent).toContain('静安大悦城中庭：2026-12-01 已约满，请选择其他日期');
    await screen.findByText('王经理');
    await fillInfo(user);
    await user.click(screen.getByTestId('notice-checkbox'));
    await user.click(screen.getByTestId('submit-order'));
    await shown('2026-12-01 已约满，请选择其他日期');
    expect(calledUrls(fetchMock, '/api/orders')).toHaveLength(0);
  });

  it('opened in a new tab, shows the cart lines the address names and settles them', async () => {
    // A new tab has none of the first tab's session storage: the lines come from the server's cart.
    window.sessionStorage.clear();
    cartLines = [cartLine(41), cartLine(42, { selling_resource_id: 12, physical_resource_id: 8, field_name: '别的场地' })];
    const fetchMock = api();
    const user = renderCheckout('/orders/confirm?physical_resource_ids=3&cart_items=41');
    expect(await screen.findByText('静安大悦城中庭')).toBeTruthy();
    expect(screen.queryByText('没有待结算的场地')).toBeNull();
    expect(await screen.findByText('王经理')).toBeTruthy();
    await fillInfo(user);
    await user.click(screen.getByTestId('notice-checkbox'));
    await user.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(testLocation()).toBe('/orders/payment/77'));
    const post = fetchMock.mock.calls.find(([input, init]) => String(input) === '/api/orders' && init?.method === 'POST');
    // The cart lines are named, so the server takes them out of the cart.
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ cart_items: [41], resources: [{ id: 9, count: 1 }] });
  });

  it('opened in a new tab from 立即预订, shows and orders the lines the address carries', async () => {
    // A new tab has none of the first tab's session storage: the lines come from the address.
    window.sessionStorage.clear();
    const fetchMock = api();
    const user = renderCheckout(paths.checkout([3], [], [{ id: 9, count: 2, dates: [{ term_type_id: 9, date: '2026-12-01' }] }]));
    expect(await screen.findByText('静安大悦城中庭')).toBeTruthy();
    expect(screen.queryByText('没有待结算的场地')).toBeNull();
    expect(await screen.findByText('王经理')).toBeTruthy();
    await fillInfo(user);
    await user.click(screen.getByTestId('notice-checkbox'));
    await user.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(testLocation()).toBe('/orders/payment/77'));
    const post = fetchMock.mock.calls.find(([input, init]) => String(input) === '/api/orders' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ resources: [{ id: 9, count: 2, dates: [{ date: '2026-12-01' }] }] });
    // Not from the cart: no cart line is named for removal.
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ cart_items: [] });
  });

  it('prefers the lines the address carries to an earlier selection of the tab', async () => {
    const fetchMock = api();
    renderCheckout(paths.checkout([3], [], [{ id: 9, count: 3, dates: [{ term_type_id: 9, date: '2026-12-05' }] }]));
    expect(await screen.findByText('静安大悦城中庭')).toBeTruthy();
    await waitFor(() => expect(calledUrls(fetchMock, '/api/orders/preview').length).toBeGreaterThan(0));
    const previewCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/orders/preview');
    expect(JSON.parse(String(previewCall?.[1]?.body))).toMatchObject({ resources: [{ id: 9, count: 3, dates: [{ date: '2026-12-05' }] }] });
  });

  it('says the selection is gone when the lines in the address are damaged', async () => {
    window.sessionStorage.clear();
    api();
    renderCheckout('/orders/confirm?physical_resource_ids=3&lines=bm90IGpzb24');
    expect(await screen.findByText('没有待结算的场地')).toBeTruthy();
  });

  it('says the selection is gone when the cart lines the address names were ordered or removed', async () => {
    window.sessionStorage.clear();
    cartLines = [cartLine(42)];
    api();
    renderCheckout('/orders/confirm?physical_resource_ids=3&cart_items=41');
    expect(await screen.findByText('没有待结算的场地')).toBeTruthy();
  });

  it('offers a way back when there is nothing to check out', async () => {
    window.sessionStorage.clear();
    api();
    renderCheckout();
    expect(await screen.findByText('没有待结算的场地')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去选场地' }).getAttribute('href')).toBe('/fieldslist');
  });
});
