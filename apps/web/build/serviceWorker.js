// Keeps Quiz Coop usable without a network once it has been visited: the build's code, styles and fonts and
// the pages a classroom reopens (the landing page, the game, and a bare page for every other route) are stored
// when this worker installs. Pages are still asked of the network first, so an online visit always gets the
// server's current page; the stored copy answers only when the network does not. The backend's API is never
// answered from here, apart from the game's sounds, which a game reloaded offline could not play otherwise.
// The build replaces the line below with this version's cache name and files.
var OFFLINE = { cache: '', shell: '', urls: [] };

var APP_CACHE_PREFIX = 'quizcoop-app-';
var SOUNDS_CACHE = 'quizcoop-sounds';
var SOUND_FILE = /^\/storage\/v1\/object\/sign\/sounds\/[\w-]+\.mp3$/;
var BACKEND_PATHS = [
  '/auth/',
  '/rest/',
  '/storage/',
  '/functions/',
  '/_mailbox',
  '/_checkout',
  '/config.json',
  '/healthz',
];

function isBackendPath(path) {
  return BACKEND_PATHS.some(function (prefix) {
    return path.startsWith(prefix);
  });
}

function fetchChecked(url) {
  // Pages and unhashed files may have changed since the browser's HTTP cache took them. The copy is stored at
  // low priority, so that it never competes with what a page asks for.
  var options = url.startsWith('/assets/') ? { priority: 'low' } : { cache: 'no-cache', priority: 'low' };
  return fetch(url, options).then(function (response) {
    if (!response.ok) throw new Error('Could not store ' + url + ': ' + response.status);
    return response;
  });
}

function storeVersion() {
  return caches.open(OFFLINE.cache).then(function (cache) {
    return Promise.all(
      OFFLINE.urls.map(function (url) {
        // A hashed file never changes, so the copy an earlier version stored is as good as a download.
        var kept = url.startsWith('/assets/') ? caches.match(url) : Promise.resolve(undefined);
        return kept
          .then(function (response) {
            return response || fetchChecked(url);
          })
          .then(function (response) {
            return cache.put(url, response);
          });
      }),
    );
  });
}

function dropOtherVersions() {
  return caches.keys().then(function (names) {
    return Promise.all(
      names
        .filter(function (name) {
          return name.startsWith(APP_CACHE_PREFIX) && name !== OFFLINE.cache;
        })
        .map(function (name) {
          return caches.delete(name);
        }),
    );
  });
}

function fromVersion(path) {
  return caches.open(OFFLINE.cache).then(function (cache) {
    return cache.match(path);
  });
}

function page(request, path) {
  return fetch(request).catch(function (error) {
    return fromVersion(path).then(function (kept) {
      if (kept) return kept;
      return fromVersion(OFFLINE.shell).then(function (shell) {
        return shell || Promise.reject(error);
      });
    });
  });
}

function storedFile(request, path) {
  return fromVersion(path).then(function (kept) {
    return kept || fetch(request);
  });
}

// Sounds are asked of the network first (their signed address is checked there); a copy kept without its
// token answers once the network is gone.
function sound(url) {
  var key = url.origin + url.pathname;
  return fetch(url.href).then(
    function (response) {
      if (response.status !== 200) return response;
      var copy = response.clone();
      return caches
        .open(SOUNDS_CACHE)
        .then(function (cache) {
          return cache.put(key, copy);
        })
        .then(function () {
          return response;
        });
    },
    function (error) {
      return caches.match(key, { cacheName: SOUNDS_CACHE }).then(function (kept) {
        return kept || Promise.reject(error);
      });
    },
  );
}

// Offline, the game still asks storage to sign each sound's address; a sound kept here gets an address this
// worker answers from its copy.
function soundSignature(request, url) {
  var file = url.pathname;
  return fetch(request).catch(function (error) {
    return caches.match(url.origin + file, { cacheName: SOUNDS_CACHE }).then(function (kept) {
      if (!kept) return Promise.reject(error);
      var signedURL = file.replace('/storage/v1', '') + '?token=offline';
      return new Response(JSON.stringify({ signedURL: signedURL }), {
        headers: { 'content-type': 'application/json' },
      });
    });
  });
}

self.addEventListener('install', function (event) {
  event.waitUntil(storeVersion());
});

self.addEventListener('activate', function (event) {
  // The first version takes over the page that installed it, so that page's later code and sounds come
  // through it; a newer version gets here only when the page asked for it and reloads.
  event.waitUntil(
    dropOtherVersions().then(function () {
      return self.clients.claim();
    }),
  );
});

self.addEventListener('message', function (event) {
  // Held open until the switch is made, so the browser does not stop this worker before it happens.
  if (event.data === 'activate-update') event.waitUntil(self.skipWaiting());
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  var path = url.pathname;
  if (SOUND_FILE.test(path)) {
    if (request.method === 'GET') event.respondWith(sound(url));
    else if (request.method === 'POST') event.respondWith(soundSignature(request, url));
    return;
  }
  if (request.method !== 'GET' || isBackendPath(path)) return;
  if (request.mode === 'navigate') event.respondWith(page(request, path));
  else if (OFFLINE.urls.indexOf(path) >= 0 && url.search === '') event.respondWith(storedFile(request, path));
});
