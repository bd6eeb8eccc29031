import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait 1 s by default. On the shared 2-core machine (vitest runs the server's
// files beside these) a page's first render with antd can take longer than that, so they wait up to 5 s;
// a passing test is no slower for it.
configure({ asyncUtilTimeout: 5_000 });
