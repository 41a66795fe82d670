// Starts a prerendered page's app once the page has been painted. The page is complete as it arrives, so
// its first paint waits for no script: the app's code is fetched after it, and no longer competes with the
// page's stylesheets and fonts for a slow connection. A button pressed before the app has taken the page over
// ('quizcoop:ready') is pressed again for it then (the press is kept from the app meanwhile, so it counts
// once); links work on their own.
(function startAfterFirstPaint() {
  var script = document.currentScript;
  var pressedEarly = [];

  function holdPress(event) {
    var button = event.target.closest ? event.target.closest('button') : null;
    if (!button) return;
    event.stopPropagation();
    pressedEarly.push(button);
  }
  document.addEventListener('click', holdPress, true);
  document.addEventListener(
    'quizcoop:ready',
    function () {
      document.removeEventListener('click', holdPress, true);
      pressedEarly.splice(0).forEach(function (button) {
        if (button.isConnected) button.click();
      });
    },
    { once: true },
  );

  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modulepreload') || '').split(' ').filter(Boolean);
  var started = false;

  // Each module the app is built on runs in a task of its own, the app itself last: the browser can answer
  // the visitor between them instead of running all of that code in one long stretch.
  function runInTurn(hrefs) {
    if (hrefs.length === 0) return;
    import(hrefs[0]).then(
      function () {
        setTimeout(function () {
          runInTurn(hrefs.slice(1));
        }, 0);
      },
      function (error) {
        console.error('The app could not be started:', error);
      },
    );
  }

  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    runInTurn(modules.concat(entry));
  }

  var observes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (observes && observes.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // A page that is never painted (opened in a background tab) still starts when it is shown.
    document.addEventListener('visibilitychange', start, { once: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
