// While the table's websocket is open, actions need not carry the new table in
// their answer (the socket brings it): say so with a header. Another says the page shows a rule's
// refusal inline, so it comes as a normal answer, not as a failed request in the console.
(function () {
  let live = false;
  document.body.addEventListener("htmx:wsOpen", () => { live = true; });
  document.body.addEventListener("htmx:wsClose", () => { live = false; });
  document.body.addEventListener("htmx:configRequest", (event) => {
    event.detail.headers["X-Landfall-Page"] = "1";
    if (live) { event.detail.headers["X-Landfall-Live"] = "1"; }
  });
})();

// After the server drops the socket (a restart, a Redis outage), reconnect within seconds: exponential
// backoff with full jitter, capped at 10 s (the extension's default cap is 64 s), so a thousand pages
// don't all come back at once.
htmx.config.wsReconnectDelay = (retries) => Math.random() * Math.min(1000 * 2 ** retries, 10000);

// Read out who has priority when that changes (the turn bar is swapped whole, so it can't be the live
// region itself): its note goes into the page's status region, which stays.
(function () {
  const note = () => document.getElementById("turn-bar")?.dataset.priorityNote ?? "";
  let last = note();
  const announce = () => {
    const now = note();
    if (now !== last) {
      last = now;
      document.getElementById("announcer").textContent = now;
    }
  };
  // Out-of-band swaps: the websocket's frames and, without one, the actions' answers.
  document.body.addEventListener("htmx:oobAfterSwap", announce);
})();

// The chat's form empties once its message is sent (no inline handlers: the Content-Security-Policy forbids them).
document.body.addEventListener("htmx:afterRequest", (event) => {
  const form = event.detail.elt;
  if (event.detail.successful && form.matches && form.matches("form.chat-form")) { form.reset(); }
});

// Keyboard shortcuts (listed on the page under "Stops and shortcuts"): a key presses the button that names it,
// unless the key is typed into a field.
document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest("input, select, textarea")) { return; }
  const button = document.querySelector(`#actions button[data-shortcut="${CSS.escape(event.key)}"]`);
  if (button) {
    event.preventDefault();
    button.click();
  }
});

// A piece of the table that an update redraws keeps its menus open: a card's Tools… and Move…, a graveyard, each
// found again in the new piece by its card and its class.
(function () {
  const key = (details) => `${details.closest("[data-card]")?.dataset.card ?? ""} ${details.className}`;
  document.body.addEventListener("htmx:oobBeforeSwap", (event) => {
    const open = new Set([...event.detail.target.querySelectorAll("details[open]")].map(key));
    if (open.size) {
      event.detail.fragment.querySelectorAll("details").forEach((details) => { details.open = open.has(key(details)); });
    }
  });
})();
