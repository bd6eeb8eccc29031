// Starts the app on a landing page whose HTML carries the server's copy of the first screen (decision 0041).
// The server puts this script in place of the app's module script and its modulepreload hints, which it
// passes here as data attributes. On a phone the copy is on screen: the app's code is fetched once it has
// been painted (a slow link then carries the stylesheet and the pictures first), or after 1 s at the
// latest. On a wider screen the copy is hidden: the code is fetched at once. A plain script, no imports: it runs
// before the app's code and the page's Content-Security-Policy allows no inline script.
/* global document, window */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preloads') || '').split(' ');
  var started = false;

  function addModule() {
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    // An added module script runs as soon as it is loaded: #root must be parsed by then.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', addModule);
    else addModule();
  }

  var phone = window.matchMedia && window.matchMedia('(max-width: 767.98px)').matches;
  if (!entry || !phone || typeof PerformanceObserver === 'undefined' || document.visibilityState === 'hidden') {
    start();
    return;
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  setTimeout(start, 1000);
})();
