"""The live path: game versions and how they reach every page (docs/architecture.md).

store.py      a game as rows; the versions this process keeps; replaying an announced change
announce.py   after a save commits: one channel-layer message (ids and a version, never a card)
following.py  a process follows the games it plays: it makes each announced version as it comes
consumers.py  a websocket per viewer: renders the table for that viewer and sends what changed
"""
