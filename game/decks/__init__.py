"""Players' decks: read deck files, match their names to the catalog, validate, export.

A file becomes a ``DeckList`` (names as written, see formats/), then
``DeckContents`` (catalog cards, see resolve.py); validation and export work
on ``DeckContents``, so a file can be checked without saving anything.
Writes go through services.py, reads through selectors.py.
"""
