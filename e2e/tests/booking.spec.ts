import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestSmsCode, loginThroughApi, TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';
import { boothLabel, boothSize, type Booth, type Venue } from '../support/venue-detail';

/** Walks the seeded venue list until `fits` accepts a venue's detail. */
async function findVenue(request: APIRequestContext, fits: (venue: Venue) => Booth | undefined): Promise<{ venue: Venue; booth: Booth }> {
  for (let page = 1; page <= 8; page++) {
    const list = (await (await request.get(`/api/fields?page=${page}`)).json()) as { result: { data: { top_physical_id: number }[] } };
    for (const card of list.result.data) {
      const detail = (await (await request.get(`/api/fields/${card.top_physical_id}`)).json()) as { result: Venue };
      const booth = fits(detail.result);
      if (booth) return { venue: detail.result, booth };
    }
  }
  throw new Error('no seeded venue fits this journey');
}

/** A venue whose booths are all ordinary day-bookable offers without special requirements or enquiries. */
function plainDayVenue(venue: Venue): Booth | undefined {
  const booths = venue.selling_resources;
  if (booths.length === 0 || booths.some((b) => b.is_enquiry || b.special_requirements.length > 0 || b.res_type_id === 3)) return undefined;
  return booths.find((b) => b.minimum_booking_days === 1 && b.selling_price.some((p) => p.lease_term_type_id === 9 && p.price > 0));
}

/** Clicks an option of a picker row unless it is already chosen. */
async function choose(page: Page, row: string, option: string) {
  const button = page.getByRole('group', { name: row }).getByRole('button', { name: option, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('booking: picker, calendar, cart', () => {
  test('a visitor picks a booth and dates, logs in from add-to-cart, and settles the cart', async ({ page, request }) => {
    const { venue, booth } = await findVenue(request, plainDayVenue);
    await page.goto(`/fields/${venue.top_physical_id}`);
    const picker = page.getByTestId('spec-picker');
    await expect(picker).toBeVisible();

    await choose(page, '订购周期', '天');
    await choose(page, '摊位大小', boothSize(booth));
    await choose(page, '供应商/标签', boothLabel(booth));
    await picker.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/booking-venue-picker.png' });

    await picker.getByRole('button', { name: '选择日期' }).click();
    const dialog = page.getByTestId('calendar-dialog');
    const bookable = dialog.getByRole('button', { name: /^\d{4}-\d{2}-\d{2} ¥.* 可预订$/ });
    await expect(bookable.first()).toBeVisible();
    const date = ((await bookable.first().getAttribute('data-date')) ?? '').trim();
    await bookable.first().click();
    await expect(dialog.getByRole('button', { name: new RegExp(`^${date} `) })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByTestId('calendar-summary')).toContainText('已选 1 天');
    await page.screenshot({ path: 'screenshots/booking-calendar.png' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(picker.getByTestId('picked-dates')).toHaveText(date);
    await expect(picker.getByTestId('picker-total')).toContainText('¥');

    await picker.getByRole('button', { name: '加入购物车' }).click();
    await expect(page).toHaveURL(`/auth/code-login?from=${encodeURIComponent(`/fields/${venue.top_physical_id}`)}`);

    const mobile = uniqueMobile();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();

    // Back on the venue page, the waiting line went into the cart and the temporary copy is gone.
    await expect(page).toHaveURL(`/fields/${venue.top_physical_id}`);
    // The hand-off says what happened (a refusal would show its reason here instead).
    await expect(page.locator('.ant-message')).toContainText('添加购物车成功！');
    await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', '购物车，1件');
    expect(await page.evaluate(() => window.localStorage.getItem('vm.visitor-cart'))).toBeNull();

    await page.getByTestId('header-cart').click();
    await expect(page).toHaveURL('/cart');
    const cart = page.getByTestId('cart-page');
    await expect(cart.getByRole('link', { name: venue.name })).toBeVisible();
    await expect(cart).toContainText(date);
    await cart.getByRole('checkbox', { name: `选择${venue.name}` }).check();
    await expect(cart.getByTestId('cart-total')).not.toHaveText('¥0.00');
    await page.screenshot({ path: 'screenshots/booking-cart.png', fullPage: true });

    await cart.getByRole('button', { name: '去结算' }).click();
    // The address names the cart line too (the checkout then also opens in a new tab).
    await expect(page).toHaveURL(new RegExp(`/orders/confirm\\?physical_resource_ids=${booth.physical_resource_id}&cart_items=\\d+$`));
  });

  test('a buyer asks for a price: enquiry dialog, then the enquiry list', async ({ page, request }) => {
    const { venue, booth } = await findVenue(request, (v) => v.selling_resources.find((b) => b.is_enquiry && b.res_type_id !== 3));
    const mobile = uniqueMobile();
    const { token } = await loginThroughApi(request, mobile);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);

    await page.goto(`/fields/${venue.top_physical_id}`);
    const picker = page.getByTestId('spec-picker');
    await choose(page, '供应商/标签', `${boothLabel(booth)} ${boothSize(booth)}（询价）`);
    await expect(picker.getByRole('button', { name: '选择日期' })).toBeDisabled();
    await picker.getByRole('button', { name: '询价', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: '询价' });
    await dialog.getByLabel('您的姓名').fill('');
    await dialog.getByLabel('手机号').fill('123');
    await dialog.getByRole('button', { name: '提交询价' }).click();
    await expect(dialog.getByText('请输入您的姓名')).toBeVisible();
    await expect(dialog.getByText('请输入有效的手机号')).toBeVisible();
    await page.screenshot({ path: 'screenshots/booking-enquiry-dialog.png' });

    await dialog.getByLabel('您的姓名').fill('王先生');
    await dialog.getByLabel('手机号').fill(mobile);
    await dialog.getByRole('button', { name: '提交询价' }).click();

    await expect(page).toHaveURL('/admin/enquiry/index');
    const list = page.getByTestId('enquiry-list-page');
    // The line names the booth's own space (a part of the venue) and links back to the venue page.
    await expect(list.locator(`a[href="/fields/${venue.top_physical_id}"]`)).toHaveText(booth.physical_resource_name);
    await expect(list).toContainText('王先生');
    await page.screenshot({ path: 'screenshots/booking-enquiries.png', fullPage: true });
  });
});
