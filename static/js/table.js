// While the table's websocket is open, actions need not carry the new table in
// their answer (the socket brings it): say so with a header.
(function () {
  let live = false;
  document.body.addEventListener("htmx:wsOpen", () => { live = true; });
  document.body.addEventListener("htmx:wsClose", () => { live = false; });
  document.body.addEventListener("htmx:configRequest", (event) => {
    if (live) { event.detail.headers["X-Landfall-Live"] = "1"; }
  });
})();

// After the server drops the socket (a restart, a Redis outage), reconnect within seconds: exponential
// backoff with full jitter, capped at 10 s (the extension's default cap is 64 s), so a thousand pages
// don't all come back at once.
// (htmx loads deferred, after this script: its config is set once the document is parsed.)
document.addEventListener("DOMContentLoaded", () => {
  htmx.config.wsReconnectDelay = (retries) => Math.random() * Math.min(1000 * 2 ** retries, 10000);
});

// The chat's form empties once its message is sent (no inline handlers: the Content-Security-Policy forbids them).
document.body.addEventListener("htmx:afterRequest", (event) => {
  const form = event.detail.elt;
  if (event.detail.successful && form.matches && form.matches("form.chat-form")) { form.reset(); }
});
