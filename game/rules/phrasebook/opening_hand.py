"""103.6a: cards a player may begin the game with on the battlefield from their opening hand: "If this card is in
your opening hand, you may begin the game with it on the battlefield." (the Leylines), "If this card is in your
opening hand and you're not the starting player, you may begin the game with ~ on the battlefield with a luck
counter on it. If you do, exile a card from your hand." (Gemstone Caverns). Asked once the mulligans are done
(setup.ask_opening_hand_actions), answered in performing/opening_hand.py."""
import re

from game.rules.abilities import BeginOnBattlefield
from game.rules.phrases import SELF_NAMES

_BEGIN = re.compile(rf"If (?:this card|~) is in your opening hand(?P<not_starting> and you're not the starting "
                    rf"player)?, you may begin the game with (?:it|him|her|{SELF_NAMES}) on the battlefield(?: with an? "
                    r"(?P<counter>[a-z]+) counter on it)?\.(?P<exile> If you do, exile a card from your hand\.)?")


def begin_on_battlefield(line: str) -> list:
    if m := _BEGIN.fullmatch(line):
        return [BeginOnBattlefield(bool(m.group("not_starting")), m.group("counter") or "", bool(m.group("exile")),
                                   line)]
    return []
