import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../shared/auth/token-store';
import { CITY_STORAGE_KEY } from '../shared/city/current-city';

/**
 * apps/web/public/first-screen-boot.js (decision 0041) run as the browser runs it on a landing page whose
 * HTML carries the server's copy of the first screen. Here there is no paint timing and no phone media
 * query, so it starts the app's code at once; the phone's wait for the first paint is measured by
 * Lighthouse (bench/README.md).
 */
const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/first-screen-boot.js'), 'utf8');

function land(copy: 'visitor' | '') {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div class="fs" ${copy ? `data-first-screen="${copy}"` : 'data-first-screen'}>场地通</div></div>`;
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-Ab12.js');
  script.setAttribute('data-preloads', '/assets/react-Cd34.js /assets/page-Ef56.js');
  script.setAttribute('data-city', '90');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(source)();
}

const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src'),
  );
const copyShown = () => document.querySelector('[data-first-screen]') !== null;

// happy-dom loads no scripts: the test reads which ones were added (without an error for each).
beforeEach(() => {
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess =
    true;
});
afterEach(() => {
  window.localStorage.clear();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
});

describe('first-screen-boot.js', () => {
  it("adds the app's module and its hints, and leaves the copy for the app to replace", () => {
    land('');
    expect(added()).toEqual(['/assets/react-Cd34.js', '/assets/page-Ef56.js', '/assets/index-Ab12.js']);
    expect(document.querySelector('script[type="module"]')?.getAttribute('crossorigin')).toBe('');
    expect(copyShown()).toBe(true);
  });

  it("removes the copy for a visitor who chose another city (it shows the default city's venues)", () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify({ id: 238, name: '成都' }));
    land('');
    expect(copyShown()).toBe(false);
    expect(added()).toContain('/assets/index-Ab12.js');
  });

  it('keeps it for the default city, or a damaged city entry', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify({ id: 90, name: '上海' }));
    land('');
    expect(copyShown()).toBe(true);
    window.localStorage.setItem(CITY_STORAGE_KEY, '{not json');
    land('');
    expect(copyShown()).toBe(true);
  });

  it("removes a visitor's view for a logged-in buyer, not a copy that is the same for everyone", () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
    land('visitor');
    expect(copyShown()).toBe(false);
    land('');
    expect(copyShown()).toBe(true);
  });
});
