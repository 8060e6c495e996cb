"""508.3a "Whenever a creature you control attacks" (once for each attacker of its kind; "it": that attacker),
508.3d "Whenever you attack" (once each combat, for one or more attackers), 505.1a-b "At the beginning of your
second main phase" (the postcombat main phase). Real cards: Gleam of Battle, Beastmaster Ascension, Kragma Warcaller,
Razorkin Hordecaller, Cautious Survivor, Military Intelligence, Stoic Ephemera, Gilded Ghoda (702.171b "attacks while
saddled"), Righteous Cause, Eternal of Harsh Truths (509.3g "attacks and isn't blocked"); Campaign of Vengeance
("defending player": the attacker's, not read), Abyssal Nightstalker ("defending player discards": not read)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Choose
from tests.rules.builder import Position, performed_in_full, starter_specs


@pytest.mark.parametrize("name", ["Gleam of Battle", "Beastmaster Ascension", "Razorkin Hordecaller",
                                  "Cautious Survivor", "Kragma Warcaller"])
def test_508_3_every_line_is_performed(name):
    assert performed_in_full(name)


def test_508_3a_defending_player_of_another_creature_stays_manual():
    assert any("defending player" in line for line in starter_specs()["Campaign of Vengeance"].manual_lines)


def test_508_3a_each_attacker_gets_the_counter():
    game = Position("Alice", "Bob")
    gleam = game.battlefield("Alice", "Gleam of Battle")
    attackers = [game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Grizzly Bears")]
    stays = game.battlefield("Alice", "Grizzly Bears")
    game.attack(*attackers)  # one trigger for each: the first resolved
    game.pass_all()
    assert all(game.state.objects[a].counters == {"+1/+1": 1} for a in attackers)
    assert game.state.objects[stays].counters == {} and game.state.objects[gleam].counters == {}


def test_508_3a_the_source_counts_not_the_attacker():
    game = Position("Alice", "Bob")
    ascension = game.battlefield("Alice", "Beastmaster Ascension")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Beastmaster Ascension")  # an opponent's: not Alice's creature
    game.attack(bears)
    while game.state.pending:
        game.apply(Choose("Alice", options=("yes",)))
        game.pass_all()
    assert game.state.objects[ascension].counters == {"quest": 1} and game.state.objects[bears].counters == {}


def test_508_3a_only_creatures_of_its_kind():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Kragma Warcaller")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(bears)
    assert game.chars(bears).power == 2  # not a Minotaur: nothing


def test_508_3d_you_attack_triggers_once():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Razorkin Hordecaller")
    attackers = [game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Grizzly Bears")]
    game.attack(*attackers)
    assert game.names("battlefield", "Alice").count("Gremlin Token") == 1


def test_505_1a_second_main_phase_if_tapped():
    game = Position("Alice", "Bob")
    survivor = game.battlefield("Alice", "Cautious Survivor")
    game.attack(survivor)
    game.apply(Advance("Alice", "postcombat_main"))
    game.pass_all()
    assert game.player("Alice").life == 22
    untapped = Position("Alice", "Bob")
    untapped.battlefield("Alice", "Cautious Survivor")
    untapped.apply(Advance("Alice", "postcombat_main"))  # untapped: the intervening "if" doesn't hold
    assert untapped.state.stack == [] and untapped.player("Alice").life == 20


def test_508_3d_attack_with_two_or_more_creatures():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Military Intelligence")
    game.library("Alice", "Forest", "Forest")
    game.attack(game.battlefield("Alice", "Grizzly Bears"))  # one attacker: nothing
    assert game.player("Alice").hand == []
    again = Position("Alice", "Bob")
    again.battlefield("Alice", "Military Intelligence")
    again.library("Alice", "Forest", "Forest")
    again.attack(again.battlefield("Alice", "Grizzly Bears"), again.battlefield("Alice", "Grizzly Bears"))
    assert len(again.player("Alice").hand) == 1


def test_509_3a_when_this_creature_blocks():
    assert performed_in_full("Stoic Ephemera") and performed_in_full("Military Intelligence")
    game = Position("Alice", "Bob", active="Bob")
    ephemera = game.battlefield("Alice", "Stoic Ephemera")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    game.apply(Advance("Bob", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Bob", (theirs,)))
    game.pass_all()
    game.apply(Choose("Alice", (ephemera,), (theirs,)))
    while game.state.turn.step != "postcombat_main":
        game.pass_all()
    assert ephemera not in game.zone("battlefield") and "Stoic Ephemera" in game.names("graveyard", "Alice")


def test_702_171b_attacks_while_saddled():
    assert performed_in_full("Gilded Ghoda")
    game = Position("Alice", "Bob")
    ghoda = game.battlefield("Alice", "Gilded Ghoda")
    game.attack(ghoda)  # not saddled: nothing
    assert game.names("battlefield", "Alice").count("Treasure Token") == 0
    saddled = Position("Alice", "Bob")
    ghoda = saddled.battlefield("Alice", "Gilded Ghoda")
    bears = saddled.battlefield("Alice", "Grizzly Bears")
    saddled.apply(ActivateAbility("Alice", ghoda, saddled.ability(ghoda), (), (bears,)))  # Saddle 1
    saddled.pass_all()
    saddled.attack(ghoda)
    assert saddled.names("battlefield", "Alice").count("Treasure Token") == 1


def test_508_3a_a_creature_attacks_anyones():
    assert performed_in_full("Righteous Cause")
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Righteous Cause")  # Bob's: Alice's attackers trigger it too
    game.attack(game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Grizzly Bears"))
    game.pass_all()
    assert game.player("Bob").life == 22


def test_509_3g_attacks_and_isnt_blocked():
    assert performed_in_full("Eternal of Harsh Truths")
    game = Position("Alice", "Bob")
    eternal = game.battlefield("Alice", "Eternal of Harsh Truths")
    game.library("Alice", "Forest", "Forest")
    game.attack(eternal)  # Bob has no creature: no blockers can be declared
    game.pass_all()
    assert len(game.player("Alice").hand) == 1
    blocked = Position("Alice", "Bob")
    eternal = blocked.battlefield("Alice", "Eternal of Harsh Truths")
    bears = blocked.battlefield("Bob", "Grizzly Bears")
    blocked.library("Alice", "Forest")
    blocked.attack(eternal)
    events = blocked.apply(Choose("Bob", (bears,), (eternal,)))  # afflict triggers; "isn't blocked" doesn't
    assert [e["text"].startswith("Afflict") for e in events if e["type"] == "trigger"] == [True]
    unblocked = Position("Alice", "Bob")
    eternal = unblocked.battlefield("Alice", "Eternal of Harsh Truths")
    unblocked.battlefield("Bob", "Grizzly Bears")
    unblocked.attack(eternal)
    unblocked.apply(Choose("Bob"))  # Bob could block, and doesn't
    assert len(unblocked.state.stack) == 1


def test_509_3g_defending_player_discards_stays_manual():
    assert any("defending player discards" in line
               for line in starter_specs()["Abyssal Nightstalker"].manual_lines)
