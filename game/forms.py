"""Lobby forms: a deck of your own, and the game's options."""
from django import forms

from game.lobby import MAX_PLAYERS, MIN_PLAYERS, STARTING_LIFE_RANGE
from game.models import Deck


class _DeckChoice(forms.Form):
    deck = forms.ModelChoiceField(queryset=Deck.objects.none(), empty_label=None)

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["deck"].queryset = Deck.objects.filter(owner=user).order_by("name")


class JoinGameForm(_DeckChoice):
    pass


class OpenGameForm(_DeckChoice):
    max_players = forms.TypedChoiceField(
        choices=[(n, f"{n} players") for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)], coerce=int, initial=2,
        help_text="More than two is a free-for-all (rule 806).",
    )
    starting_life = forms.IntegerField(min_value=STARTING_LIFE_RANGE[0], max_value=STARTING_LIFE_RANGE[1], initial=20)
    ante = forms.BooleanField(required=False, help_text="Play for ante (rule 407): the winner keeps the ante cards.")
