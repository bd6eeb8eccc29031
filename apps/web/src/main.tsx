// antd's stylesheet first: every CSS module of the app comes after it and wins ties (build-plugins/antd-static-style.ts).
import 'virtual:antd-style.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/route-table';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** How long the first render waits for the page's code (a slow network draws the layout and its fallback). */
const PAGE_CODE_WAIT_MS = 1500;

const root = createRoot(container);
const render = () =>
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (input stays responsive; Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// The page's chunk was requested with the entry's; drawing once it is here puts the page's own requests
// (and its images) on the wire at the first render, not after a fallback (decision 0026).
void Promise.race([preloadRoute(window.location.pathname), new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))]).then(render);
