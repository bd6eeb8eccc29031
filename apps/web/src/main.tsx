// antd's stylesheet first: every CSS module of the app comes after it and wins ties (antd-static-style.ts).
import 'virtual:antd-style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/route-table';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

preloadRoute(window.location.pathname);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
