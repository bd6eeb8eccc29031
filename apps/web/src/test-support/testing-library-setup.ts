import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// `findBy…` and `waitFor` wait 1 s by default. On the shared 2-core machine (vitest runs the server's
// files beside these) a page's first render with antd can take longer than that, so they wait up to 5 s;
// a passing test is no slower for it.
configure({ asyncUtilTimeout: 5_000 });

// React's scheduler queues its work with Node's setImmediate, which the DOM's teardown after the file does
// not cancel: work still queued (an antd toast's or overlay's own root finishing its render) then ran
// without `window` and vitest reported "window is not defined" against whichever file ran last. Let the
// queue run out while the DOM still exists.
afterAll(async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
});
