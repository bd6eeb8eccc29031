import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntroNav } from './intro-nav';

const sections = [
  { id: 'resources', title: '可售资源' },
  { id: 'intro', title: '场地介绍' },
  { id: 'comments', title: '用户评价（3）' },
];

/** The observers the navigation made, with the elements each watches: a test plays the browser's part. */
const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, targets: [], options };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.targets = [];
  }
}

function crossing(changes: [string, boolean][]) {
  const observer = observers.at(-1)!;
  const entries = changes.map(([id, isIntersecting]) => ({ target: document.getElementById(id)!, isIntersecting }) as unknown as IntersectionObserverEntry);
  act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
}

function renderPage() {
  return render(
    <div>
      <IntroNav sections={sections} />
      {sections.map((section) => (
        <section key={section.id} id={section.id}>
          <h2>{section.title}</h2>
        </section>
      ))}
    </div>,
  );
}

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

describe('IntroNav', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    window.history.replaceState(null, '', '/fields/12');
  });
  const jsdomScrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
  });

  it('links every section and marks the first before anything scrolls', () => {
    renderPage();
    expect(screen.getByRole('navigation', { name: '场地详情导航' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['可售资源', '#resources'],
      ['场地介绍', '#intro'],
      ['用户评价（3）', '#comments'],
    ]);
    expect(current()).toEqual(['可售资源']);
    expect(observers.at(-1)!.targets.map((target) => target.id)).toEqual(['resources', 'intro', 'comments']);
  });

  it('follows the first section in the reading band and keeps the last one between sections', () => {
    renderPage();
    crossing([
      ['resources', false],
      ['intro', true],
    ]);
    expect(current()).toEqual(['场地介绍']);
    crossing([['comments', true]]);
    expect(current()).toEqual(['场地介绍']);
    crossing([['intro', false]]);
    expect(current()).toEqual(['用户评价（3）']);
    crossing([['comments', false]]);
    expect(current()).toEqual(['用户评价（3）']);
  });

  it('a click scrolls to the section and replaces the address hash without a history entry', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage();
    const length = window.history.length;
    await user.click(screen.getByRole('link', { name: '用户评价（3）' }));
    expect(scrolled).toEqual(['comments']);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.location.hash).toBe('#comments');
    expect(window.history.length).toBe(length);
    expect(current()).toEqual(['用户评价（3）']);
  });
});
