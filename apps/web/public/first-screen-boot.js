// Decision 0041 (apps/server/src/platform/http/page-data.ts: bootAfterFirstScreen). Served as written: kept short.
/* global document, window */
(function () {
  var s = document.currentScript,
    d = document,
    started = 0;
  if (!s) return;
  var entry = s.getAttribute('data-entry'),
    hints = (s.getAttribute('data-preloads') || '').split(' ');
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
    add(0, entry);
  }
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function other() {
    var city = null;
    try {
      city = JSON.parse(stored('vm.city') || 'null');
    } catch {
      city = null;
    }
    return !!city && typeof city.id === 'number' && String(city.id) !== s.getAttribute('data-city');
  }
  function go() {
    var copy = d.querySelector('[data-first-screen]');
    if (copy && (other() || (copy.getAttribute('data-first-screen') === 'visitor' && stored('vm.token')))) copy.remove();
    else if (copy && window.matchMedia && window.matchMedia('(max-width: 767.98px)').matches && window.PerformanceObserver && d.visibilityState !== 'hidden') {
      try {
        new PerformanceObserver(function (list, o) {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          o.disconnect();
          start();
        }).observe({ type: 'paint', buffered: true });
        setTimeout(start, 1000);
        return;
      } catch {
        // no paint timing: start at once
      }
    }
    start();
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', go);
  else go();
})();
