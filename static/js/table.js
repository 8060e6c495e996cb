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
