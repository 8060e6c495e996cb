"""The +1/+1 counter wordings of Core Set 2021's Basri deck, with its real cards: 603.4 "if you control a Basri
planeswalker" (Adherent of Hope: a planeswalker with that subtype, 205.3j), battalion (207.2c, 508.3a: "Whenever
this creature and at least two other creatures attack", Makeshift Battalion), 115.3 "each of up to two other target
creatures you control" (Basri's Acolyte), 122.1 "target creature with a +1/+1 counter on it" (Tempered Veteran),
119.3 "you gain 2 life for each creature you control with flying" (Aven Gagglemaster) and, with an ability word on
a spell (207.2c), "Ferocious — You gain 4 life for each creature you control with power 4 or greater." (Shamanic
Revelation)."""
from game.rules.actions import ActivateAbility, Advance, Cast, Choose
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

CARDS = ("Adherent of Hope", "Makeshift Battalion", "Basri's Acolyte", "Tempered Veteran", "Aven Gagglemaster",
         "Shamanic Revelation")


def test_the_cards_are_performed_in_full():
    assert all(performed_in_full(name) for name in CARDS)


def _to_combat(game: Position) -> None:
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()


def test_603_4_adherent_of_hope_grows_only_while_you_control_a_basri_planeswalker():
    game = Position("Alice", "Bob", number=3)
    adherent = game.battlefield("Alice", "Adherent of Hope")
    game.battlefield("Alice", "Grizzly Bears")
    _to_combat(game)
    assert game.state.objects[adherent].counters == {}  # no Basri: it doesn't trigger
    game = Position("Alice", "Bob", number=3)
    adherent = game.battlefield("Alice", "Adherent of Hope")
    game.battlefield("Alice", "Basri, Devoted Paladin", counters={"loyalty": 4})
    _to_combat(game)
    assert game.state.objects[adherent].counters == {"+1/+1": 1} and game.chars(adherent).power == 3


def test_603_4_another_players_basri_doesnt_count():
    game = Position("Alice", "Bob", number=3)
    adherent = game.battlefield("Alice", "Adherent of Hope")
    game.battlefield("Bob", "Basri, Devoted Paladin", counters={"loyalty": 4})
    _to_combat(game)
    assert game.state.objects[adherent].counters == {}


def _attack(game: Position, *attackers: str) -> None:
    _to_combat(game)
    game.apply(Choose("Alice", attackers))
    game.pass_all()


def test_508_3a_battalion_triggers_with_at_least_two_other_attackers():
    game = Position("Alice", "Bob", number=3)
    battalion = game.battlefield("Alice", "Makeshift Battalion")
    others = [game.battlefield("Alice", name) for name in ("Grizzly Bears", "Llanowar Elves")]
    _attack(game, battalion, *others)
    assert game.state.objects[battalion].counters == {"+1/+1": 1}
    assert all(game.state.objects[oid].counters == {} for oid in others)


def test_508_3a_battalion_with_one_other_attacker_doesnt_trigger():
    game = Position("Alice", "Bob", number=3)
    battalion = game.battlefield("Alice", "Makeshift Battalion")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Llanowar Elves")  # not attacking
    _attack(game, battalion, bears)
    assert game.state.objects[battalion].counters == {} and game.state.stack == []


def test_115_3_basris_acolyte_puts_a_counter_on_each_of_up_to_two_other_creatures_you_control():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Llanowar Elves")
    bobs = game.battlefield("Bob", "Savannah Lions")
    game.pool("Alice", W=2, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Basri's Acolyte")))
    game.pass_all()
    (acolyte,) = [oid for oid in game.state.battlefield if game.chars(oid).name == "Basri's Acolyte"]
    (choice,) = game.state.pending
    assert choice["choice"] == "targets" and acolyte not in choice["options"] and bobs not in choice["options"]
    assert game.reject(Choose("Alice", (), (acolyte,))).rule == "603.3d"
    game.apply(Choose("Alice", (), (bears,)))
    assert bears not in game.state.pending[0]["options"]  # 115.3: another creature for the same word "target"
    game.apply(Choose("Alice", (), (elves,)))
    game.pass_all()
    assert [game.state.objects[oid].counters for oid in (bears, elves, acolyte, bobs)] == [{"+1/+1": 1}] * 2 + [{}] * 2


def test_122_1_tempered_veteran_targets_only_a_creature_with_a_plus_one_counter():
    game = Position("Alice", "Bob")
    veteran = game.battlefield("Alice", "Tempered Veteran")
    bears = game.battlefield("Alice", "Grizzly Bears", counters={"+1/+1": 1})
    elves = game.battlefield("Alice", "Llanowar Elves", counters={"-1/-1": 1})
    index = next(i for i, a in activated_abilities(game.state, veteran) if a.text.startswith("{W}, {T}"))
    game.pool("Alice", W=1)
    assert game.reject(ActivateAbility("Alice", veteran, index, (elves,))).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", veteran, index, (veteran,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", veteran, index, (bears,)))
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 2}


def test_119_3_aven_gagglemaster_gains_2_life_for_each_creature_you_control_with_flying():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Serra Angel")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Air Elemental")  # not Alice's
    game.pool("Alice", W=2, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Aven Gagglemaster")))
    game.pass_all()
    game.pass_all()
    assert game.player("Alice").life == 24  # the Angel and the Gagglemaster itself


def test_207_2c_ferocious_on_a_spell_is_its_instruction():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest", "Forest", "Forest")
    game.battlefield("Alice", "Serra Angel")  # 4/4
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Air Elemental")  # 4/4, Bob's
    game.pool("Alice", G=2, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Shamanic Revelation")))
    game.pass_all()
    assert len(game.player("Alice").hand) == 2 and game.player("Alice").life == 24
