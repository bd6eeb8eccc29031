// antd's stylesheet first: every CSS module of the app comes after it and wins ties (build-plugins/antd-static-style.ts).
import 'virtual:antd-style.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/route-table';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

preloadRoute(window.location.pathname);
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (input stays responsive; Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
