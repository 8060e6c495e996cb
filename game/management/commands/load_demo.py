"""Create the demo players for a first local run, each with a deck (idempotent)."""
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from game.decks.errors import DeckFileError
from game.decks.services import deck_import
from game.models import Deck

DEMO_USERS = ("alice", "bob")
DEMO_PASSWORD = "landfall-demo"
# Legal 60-card constructed decks (100.2a) of starter-set cards.
DEMO_DECKS = {
    "alice": ("Green Ramp", """\
24 Forest
4 Llanowar Elves
4 Elvish Mystic
4 Grizzly Bears
4 Dryad of the Ilysian Grove
4 Oracle of Mul Daya
4 Giant Growth
4 Rampant Growth
4 Cultivate
4 Explore
"""),
    "bob": ("Red Burn", """\
20 Mountain
4 Goblin Guide
4 Magus of the Moon
4 Bonecrusher Giant
4 Memnite
4 Ornithopter
4 Lightning Bolt
4 Shock
4 Blood Moon
4 Bonesplitter
4 Mind Stone
"""),
}


class Command(BaseCommand):
    help = ("Create the demo players alice and bob (password: landfall-demo) and a deck for each, "
            "if they don't exist.")

    @transaction.atomic
    def handle(self, *args, **options):
        users = get_user_model()
        created = []
        for username in DEMO_USERS:
            if not users.objects.filter(username=username).exists():
                users.objects.create_user(username=username, password=DEMO_PASSWORD)
                created.append(username)
        self.stdout.write(f"demo players: {', '.join(DEMO_USERS)} ({'created ' + ', '.join(created) if created else 'already there'})")
        for username, (name, deck_list) in DEMO_DECKS.items():
            self._demo_deck(users.objects.get(username=username), name, deck_list)

    def _demo_deck(self, owner, name: str, deck_list: str) -> None:
        if Deck.objects.filter(owner=owner, name=name).exists():
            return
        try:
            deck_import(owner=owner, data=deck_list, name=name, format=Deck.Format.CONSTRUCTED)
        except DeckFileError as error:
            self.stderr.write(f"demo deck {name} not created ({error}): load the card catalog first")
        else:
            self.stdout.write(f"demo deck for {owner.username}: {name}")
