"""Build engine positions for rules tests from the starter catalog, without Django.

    game = Position("Alice", "Bob")
    forest = game.hand("Alice", "Forest")
    game.apply(PlayLand("Alice", forest))
"""
import json
from functools import lru_cache
from pathlib import Path

from game.catalog.card_data import build_card
from game.catalog.scryfall import card_from_scryfall
from game.rules import actions as A
from game.rules.cards import CardSpec
from game.rules.characteristics import characteristics
from game.rules.engine import apply
from game.rules.errors import RuleViolation
from game.rules.spells import activated_abilities
from game.rules.state import GameState, Player, Turn
from game.rules.zones import place_object

STARTER_FILE = Path(__file__).resolve().parents[2] / "game" / "catalog" / "data" / "starter_cards.json"
# Real nonbasic lands, Oracle text as of 2022 ("~ enters the battlefield tapped"): the land families' tests.
LAND_FILE = Path(__file__).resolve().parents[1] / "support" / "land_cards.json"
# Real cards by family (current Oracle text, one file per family: tests/support/real_cards.py makes them).
FAMILY_FILES = sorted((Path(__file__).resolve().parents[1] / "support" / "cards").glob("*.json"))
# A 60-card deck whose lands are real nonbasic lands that enter tapped, scry, fetch, check, shock, gain life and
# choose a color (self-play tests and the engine benchmark).
NONBASIC_DECK = (["Azorius Guildgate", "Temple of Mystery", "Evolving Wilds", "Glacial Fortress", "Hallowed Fountain",
                  "Polluted Delta", "Tranquil Cove", "Thriving Grove"] * 2 + ["Forest", "Island", "Plains"] * 3
                 + ["Llanowar Elves"] * 18 + ["Grizzly Bears"] * 17)


def _specs(path: Path) -> dict[str, CardSpec]:
    specs = {}
    for entry in json.loads(path.read_text(encoding="utf-8")):
        spec = CardSpec.from_card_fields(build_card(card_from_scryfall(entry)).fields)
        specs[spec.name] = spec
    return specs


@lru_cache(maxsize=1)
def starter_specs() -> dict[str, CardSpec]:
    """The starter set's cards, the real lands of tests/support/land_cards.json and the real cards of
    tests/support/cards/."""
    families = {name: spec for path in FAMILY_FILES for name, spec in _specs(path).items()}
    return {**families, **_specs(LAND_FILE), **_specs(STARTER_FILE)}


class Position:
    """A game position under construction, then played through the engine."""

    def __init__(self, *players: str, active: str | None = None, step: str = "precombat_main",
                 priority: str | None = "active", number: int = 1, starting_player: str | None = None):
        active = active or players[0]
        self.state = GameState(
            players=[Player(name) for name in players],
            turn=Turn(number=number, active=active, step=step,
                      priority=active if priority == "active" else priority,
                      starting_player=starting_player or active),
        )

    def _spec(self, name: str) -> str:
        if name not in self.state.cards:  # a test may add a card of its own first
            self.state.cards[name] = starter_specs()[name]
        return name

    def put(self, zone: str, owner: str, name: str, **options) -> str:
        obj = place_object(self.state, card_name=self._spec(name), owner=owner, zone=zone, **options)
        return obj.id

    def hand(self, owner: str, *names: str) -> str | list[str]:
        ids = [self.put("hand", owner, n) for n in names]
        return ids[0] if len(ids) == 1 else ids

    def library(self, owner: str, *names: str) -> list[str]:
        """Cards listed top first."""
        return [self.put("library", owner, n) for n in names]

    def graveyard(self, owner: str, *names: str) -> list[str]:
        """Cards listed top first."""
        return [self.put("graveyard", owner, n) for n in names]

    def battlefield(self, controller: str, name: str, owner: str | None = None, **options) -> str:
        return self.put("battlefield", owner or controller, name, controller=controller, **options)

    def ability(self, object_id: str) -> int:
        """The index of the object's one non-mana activated ability (as ActivateAbility takes it)."""
        (index, _ability), = activated_abilities(self.state, object_id)
        return index

    def apply(self, action) -> list:
        return apply(self.state, action)

    def reject(self, action) -> RuleViolation:
        """Apply an action that must be rejected; assert it changed nothing and return the error."""
        before = json.dumps(self.state.to_dict(), sort_keys=True)
        try:
            apply(self.state, action)
        except RuleViolation as error:
            assert json.dumps(self.state.to_dict(), sort_keys=True) == before, "a rejected action changed the state"
            return error
        raise AssertionError(f"{action} was accepted")

    def chars(self, object_id: str):
        return characteristics(self.state, object_id)

    def player(self, name: str):
        return self.state.player(name)

    def zone(self, zone: str, player: str | None = None) -> list:
        return self.state.zone_list(zone, player)

    def names(self, zone: str, player: str | None = None) -> list[str]:
        return [characteristics(self.state, i).name for i in self.zone(zone, player)]

    def pool(self, player: str, **mana: int) -> None:
        self.state.player(player).mana_pool.update(mana)

    def attack(self, *attackers: str) -> None:
        """From Alice's main phase, Alice attacks Bob with ``attackers``; then Bob is to declare blockers."""
        self.apply(A.Advance("Alice", "beginning_of_combat"))
        self.pass_all()
        self.apply(A.Choose("Alice", attackers))
        self.pass_all()

    def end_turn(self) -> None:
        """Alice's turn on to its end step, then to the next upkeep: the cleanup step ends "until end of turn"
        effects (514.2)."""
        self.apply(A.Advance("Alice", "end"))
        self.apply(A.Advance("Alice", "upkeep"))

    def pass_all(self) -> list:
        """Every player passes once, starting with the priority holder."""
        events = []
        for _ in range(len(self.state.players_in_game())):
            events += self.apply(A.PassPriority(self.state.turn.priority))
        return events


def performed_in_full(name: str) -> bool:
    """Whether the engine performs every line of a real card of the test catalog (none left to players)."""
    spec = starter_specs()[name]
    return spec.manual_lines == ()
