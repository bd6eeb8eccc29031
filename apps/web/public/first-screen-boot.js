// Adds the app's module and its modulepreloads (data-entry, data-preloads): on a phone once the server's first screen is painted (or after 1 s), else at once. Decision 0041; served as written, so kept short.
/* global document, window */
(function () {
  var s = document.currentScript, d = document, started = 0;
  if (!s) return;
  var entry = s.getAttribute('data-entry'), hints = (s.getAttribute('data-preloads') || '').split(' ');
  function add(rel, href) {
    var e = d.createElement(rel ? 'link' : 'script');
    if (rel) {
      e.rel = rel;
      e.href = href;
    } else {
      e.type = 'module';
      e.src = href;
    }
    e.crossOrigin = '';
    d.head.appendChild(e);
  }
  function start() {
    if (started++) return;
    for (var i = 0; i < hints.length; i++) if (hints[i]) add('modulepreload', hints[i]);
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', function () { add(0, entry); });
    else add(0, entry);
  }
  if (!entry || !window.matchMedia || !window.matchMedia('(max-width: 767.98px)').matches || !window.PerformanceObserver || d.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver(function (list, o) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      o.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return start();
  }
  setTimeout(start, 1000);
})();
