"""A websocket to a path no route serves is refused at the handshake, quietly: no 500, nothing logged as an
error. Run against config.asgi's application in a process of its own (importing it freezes the collector)."""
from tests.support.fresh_process import run_check

CHECK = """
import asyncio, logging
import config.asgi
from channels.testing import WebsocketCommunicator

errors = []
handler = logging.Handler(logging.ERROR)
handler.emit = errors.append
logging.getLogger().addHandler(handler)

async def handshake(path):
    communicator = WebsocketCommunicator(config.asgi.application, path,
                                         headers=[(b"host", b"localhost"), (b"origin", b"http://localhost")])
    connected, _ = await communicator.connect(timeout=10)
    await communicator.disconnect()
    return connected

for path in ("/ws/nowhere/", "/", "/ws/games/not-a-number/", "/ws/games/1/extra/"):
    assert not asyncio.run(handshake(path)), path
assert not errors, [record.getMessage() for record in errors]
print("ok")
"""


def test_a_websocket_to_an_unknown_path_is_refused_at_the_handshake_and_logs_no_error(tmp_path):
    result = run_check(CHECK, tmp_path)
    assert "Traceback" not in result.stderr and "ERROR" not in result.stderr
