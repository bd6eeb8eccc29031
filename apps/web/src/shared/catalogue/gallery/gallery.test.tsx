import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAntdScope } from '@/shared/ui/antd-lazy';
import { thumbnailWindowStart } from './gallery-window';
import { Gallery } from './gallery';

const photos = Array.from({ length: 12 }, (_, i) => `/files/demo/venue-${String(i + 1).padStart(2, '0')}.jpg`);
const cases = ['/files/demo/case-01.jpg', '/files/demo/case-02.jpg'];

const mainSrc = () => screen.getByTestId('gallery-main').getAttribute('src');
const thumbs = () => screen.getAllByRole('button', { name: /^实景图\d+$|^案例图\d+$/ });

describe('Gallery', () => {
  // The viewer loads with antd's provider (decision 0058); under a loaded machine the test runner's first
  // transform of antd's locale and provider alone takes seconds, which is no part of what is tested here.
  beforeAll(() => loadAntdScope(), 30_000);

  afterEach(cleanup);

  it('shows 4 thumbnails; clicking one switches the main image', async () => {
    const user = userEvent.setup();
    render(<Gallery name="港汇中庭" photos={photos} cases={cases} />);
    expect(mainSrc()).toBe(photos[0]);
    expect(thumbs().map((button) => button.getAttribute('aria-label'))).toEqual(['实景图1', '实景图2', '实景图3', '实景图4']);
    await user.click(screen.getByRole('button', { name: '实景图3' }));
    expect(mainSrc()).toBe(photos[2]);
    expect(screen.getByRole('button', { name: '实景图3' }).getAttribute('aria-current')).toBe('true');
  });

  it('previous / next move the selection and scroll the strip at its edges', async () => {
    const user = userEvent.setup();
    render(<Gallery name="港汇中庭" photos={photos} cases={cases} />);
    const previous = screen.getByRole('button', { name: '上一张' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(mainSrc()).toBe(photos[4]);
    expect(thumbs().map((button) => button.getAttribute('aria-label'))).toEqual(['实景图2', '实景图3', '实景图4', '实景图5']);
    await user.click(previous);
    expect(mainSrc()).toBe(photos[3]);
    expect(thumbs()[0]!.getAttribute('aria-label')).toBe('实景图2');
  });

  it('switches between physical photos and case photos', async () => {
    const user = userEvent.setup();
    render(<Gallery name="港汇中庭" photos={photos} cases={cases} />);
    await user.click(screen.getByRole('tab', { name: '案例图（2）' }));
    expect(mainSrc()).toBe(cases[0]);
    expect(thumbs().map((button) => button.getAttribute('aria-label'))).toEqual(['案例图1', '案例图2']);
  });

  it('opens a modal viewer with 9 thumbnails at the selected image', async () => {
    const user = userEvent.setup();
    render(<Gallery name="港汇中庭" photos={photos} cases={[]} />);
    expect(screen.queryByRole('tab')).toBeNull();
    await user.click(screen.getByRole('button', { name: '实景图2' }));
    await user.click(screen.getByRole('button', { name: '查看大图' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('viewer-image').getAttribute('src')).toBe(photos[1]);
    expect(within(within(dialog).getByTestId('viewer-thumbs')).getAllByRole('button')).toHaveLength(9);
    await user.click(within(dialog).getByRole('button', { name: '下一张大图' }));
    expect(within(dialog).getByTestId('viewer-image').getAttribute('src')).toBe(photos[2]);
    await user.click(within(dialog).getByRole('button', { name: '下一组' }));
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^第\d+张$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['第4张', '第5张', '第6张', '第7张', '第8张', '第9张', '第10张', '第11张', '第12张']);
    await user.click(within(dialog).getByRole('button', { name: '第11张' }));
    expect(within(dialog).getByTestId('viewer-image').getAttribute('src')).toBe(photos[10]);
    // The page follows the viewer.
    expect(mainSrc()).toBe(photos[10]);
  });
});

describe('thumbnailWindowStart', () => {
  it('moves only when the selection leaves the window and never past the ends', () => {
    expect(thumbnailWindowStart(0, 2, 12, 4)).toBe(0);
    expect(thumbnailWindowStart(0, 4, 12, 4)).toBe(1);
    expect(thumbnailWindowStart(5, 3, 12, 4)).toBe(3);
    expect(thumbnailWindowStart(20, 11, 12, 4)).toBe(8);
    expect(thumbnailWindowStart(0, 1, 3, 4)).toBe(0);
  });
});
