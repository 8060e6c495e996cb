"""Card names as a scenario file may write them, matched against the project's card catalog."""
import difflib

from game.models import Card
from game.live.store import card_spec_from_model
from game.rules.cards import CardSpec

FACE_SEPARATOR = " // "


def normalize(name: str) -> str:
    """Names match case-insensitively and with the plain or typographic apostrophe."""
    return " ".join(name.replace("\u2019", "'").replace("\u2018", "'").split()).casefold()


class CatalogNames:
    """Every catalog name (read once), and the specs of the cards a scenario uses."""

    def __init__(self):
        self._by_key: dict[str, str] = {}
        for name in Card.objects.values_list("name", flat=True):
            self._by_key[normalize(name)] = name
            # A face's name ("Delver of Secrets") stands for its card unless a card has that name.
            faces = name.split(FACE_SEPARATOR)
            for face in faces if len(faces) > 1 else ():
                self._by_key.setdefault(normalize(face), name)

    def canonical(self, name: str) -> str | None:
        return self._by_key.get(normalize(name))

    def suggestion(self, name: str) -> str | None:
        close = difflib.get_close_matches(normalize(name), self._by_key, n=1)
        return self._by_key[close[0]] if close else None

    @staticmethod
    def specs(names) -> dict[str, CardSpec]:
        return {card.name: card_spec_from_model(card) for card in Card.objects.filter(name__in=set(names))}
