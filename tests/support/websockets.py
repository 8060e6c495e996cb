"""Opening a websocket in a test (Channels' WebsocketCommunicator) as a given user."""
from channels.testing import WebsocketCommunicator


async def ws_connect(app, path: str, user) -> tuple:
    """The communicator, whether it connected, and the close code when it didn't."""
    communicator = WebsocketCommunicator(app, path)
    communicator.scope["user"] = user
    connected, code = await communicator.connect()
    return communicator, connected, code
