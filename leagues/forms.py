"""League forms: input checks only; the services decide what is allowed."""
from django import forms

from game.forms import JoinGameForm
from leagues.models import League
from leagues.results_csv import MAX_BYTES

MAX_GAMES = 9  # per column of a reported score: far above any real match


class LeagueForm(forms.ModelForm):
    class Meta:
        model = League
        fields = ["name", "format", "starts_on", "ends_on", "best_of", "max_matches", "swiss"]
        widgets = {"starts_on": forms.DateInput(attrs={"type": "date"}),
                   "ends_on": forms.DateInput(attrs={"type": "date"})}


class EntryForm(JoinGameForm):
    """One of your own decks."""


class ChallengeForm(forms.Form):
    opponent = forms.CharField(max_length=150, help_text="A league player's username.")
    at_table = forms.BooleanField(required=False, label="Played at a table",
                                  help_text="In person: both players report the result here.")


class ScoreForm(forms.Form):
    player1_wins = forms.IntegerField(min_value=0, max_value=MAX_GAMES)
    player2_wins = forms.IntegerField(min_value=0, max_value=MAX_GAMES)
    draws = forms.IntegerField(min_value=0, max_value=MAX_GAMES, initial=0)


class PlayerForm(forms.Form):
    username = forms.CharField(max_length=150)


class RoundForm(forms.Form):
    at_table = forms.BooleanField(required=False, label="Played at tables")


class ResultsFileForm(forms.Form):
    file = forms.FileField(help_text="CSV: player1,player2,player1_wins,player2_wins,draws")

    def clean_file(self):
        file = self.cleaned_data["file"]
        if file.size > MAX_BYTES:
            raise forms.ValidationError(f"the file is larger than {MAX_BYTES // 1000} kB")
        return file
