"""ASGI entry point: HTTP through Django, websockets through Channels."""
import gc
import os

from config.request_threads import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402  (needs Django set up)
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator, WebsocketDenier  # noqa: E402
from django.template import engines  # noqa: E402
from django.urls import get_resolver, re_path  # noqa: E402

from game.live import following  # noqa: E402
from game.routing import websocket_urlpatterns  # noqa: E402
from leagues.routing import websocket_urlpatterns as league_websockets  # noqa: E402

router = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter([
            *websocket_urlpatterns, *league_websockets,
            re_path(r"", WebsocketDenier.as_asgi()),  # any other path: refused at the handshake (403), not a 500
        ]))),
    }
)
following.enable()  # the server's event loop runs as long as the process


async def application(scope, receive, send):
    await following.start()  # once, on the server's event loop (Daphne sends no lifespan events)
    return await router(scope, receive, send)


YOUNG_COLLECTION_THRESHOLD = 5_000
MIDDLE_COLLECTIONS_PER_FULL = 100


def load_lazy_parts() -> None:
    """What Django would load on first use: the URL conf and the Jinja2 table templates."""
    get_resolver().url_patterns
    environment = engines["jinja2"].env
    for name in environment.list_templates(extensions=["jinja"]):
        environment.get_template(name)


# What is loaded by now lives as long as the process. Freezing it keeps it out of the garbage
# collector's full passes, which otherwise walk all of it: pauses of 50-100 ms under load, felt by
# every game this process serves. Django loads the URL conf (and with it every view and what the
# views import) and compiles templates on first use, so load those first and freeze them too.
load_lazy_parts()
gc.freeze()
# Most of what a request allocates dies by reference counting within milliseconds. At the default threshold (700
# more allocations than deallocations) young collections run all the time and promote whatever is in flight to the
# older generations; at 5,000 they promote less. Not many more: a pass stops every page of the process for as long
# as it walks what it collects, and at 50,000 young passes took 30-120 ms and middle ones 240-600 ms at 1,000 games;
# at 5,000, 3 ms and 38 ms on average, for about the same time in all (benchmarks/README.md, sixteenth session). A
# full pass walks every game the process keeps: it waits for 100 middle passes rather than 10 (and, as always, for
# a quarter more long-lived objects than the last one left). The price: cyclic garbage that outlives its young
# pass waits longer, which little does (engine states have no cycles).
gc.set_threshold(YOUNG_COLLECTION_THRESHOLD, 10, MIDDLE_COLLECTIONS_PER_FULL)
