// The app's service worker: on the first visit it stores every file of the app, so the app
// starts afterwards without a network. BUILD is replaced by scripts/web with a digest of the
// build: a new build is a new cache, fetched in the background; the old one is dropped once
// the new one is complete.
const BUILD = "__BUILD__";
const CACHE = "whistle-outlaws-" + BUILD;
const FILES = ["./", "index.html", "app.wasm", "wasm_exec.js", "touch.js", "manifest.webmanifest",
  "icon-192.png", "icon-512.png", "icon-maskable-512.png", "apple-touch-icon.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("whistle-outlaws-") && k !== CACHE)
      .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Cache first (the files of one build never change), the network for anything else.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  const url = new URL(event.request.url);
  if (url.origin !== location.origin) return;
  event.respondWith(caches.open(CACHE).then((c) =>
    c.match(event.request, { ignoreSearch: true }).then((hit) => hit || fetch(event.request))));
});
