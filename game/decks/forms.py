"""Forms for the deck pages and the admin: they check input shape; services do the work."""
from django import forms
from django.contrib.auth import get_user_model

from game.decks.errors import DeckFileError
from game.decks.source import check_size
from game.models import Deck
from game.models.decks import MAX_COPIES, NAME_LENGTH

DETECT = ""
PUBLIC_LABEL = "Public (other players can see it)"


class DeckFileForm(forms.Form):
    """A deck list pasted or uploaded (one of the two)."""

    text = forms.CharField(label="Paste a deck list", required=False, strip=False,
                           widget=forms.Textarea(attrs={"rows": 14, "placeholder": "4 Lightning Bolt\n20 Mountain"}))
    file = forms.FileField(label="or upload a deck file", required=False,
                           help_text="Plain text, MTG Arena, MTGO .dek or Cockatrice .cod; at most 1 MB.")

    def clean_file(self):
        upload = self.cleaned_data.get("file")
        if upload:
            try:
                check_size(upload.size)
            except DeckFileError as error:
                raise forms.ValidationError(error.problems) from None
        return upload

    def clean(self):
        cleaned = super().clean()
        has_text = bool(cleaned.get("text", "").strip())
        if has_text == bool(cleaned.get("file")) and not self.errors:
            raise forms.ValidationError("Paste a deck list or upload a file (one of the two).")
        return cleaned

    def deck_data(self) -> bytes | str:
        upload = self.cleaned_data.get("file")
        return upload.read() if upload else self.cleaned_data["text"]

    def default_name(self) -> str:
        """An uploaded file's name (without extension) when the form has no name of its own."""
        upload = self.cleaned_data.get("file")
        return upload.name.rsplit(".", 1)[0] if upload else ""

    def add_file_error(self, error: DeckFileError) -> None:
        self.add_error(None, error.problems)


class DeckImportForm(DeckFileForm):
    name = forms.CharField(max_length=NAME_LENGTH, required=False,
                           help_text="Empty: the name in the file, or the file's name.")
    format = forms.ChoiceField(choices=[(DETECT, "Detect (Commander if the list names a commander)"),
                                        *Deck.Format.choices], required=False)
    is_public = forms.BooleanField(label=PUBLIC_LABEL, required=False)

    field_order = ["name", "format", "is_public", "text", "file"]

    def import_options(self) -> dict:
        """Keyword arguments for deck_import, besides owner and data."""
        return {"name": self.cleaned_data["name"], "default_name": self.default_name(),
                "format": self.cleaned_data["format"] or None,
                "is_public": self.cleaned_data["is_public"]}


class AdminDeckImportForm(DeckImportForm):
    owner = forms.ModelChoiceField(queryset=get_user_model().objects.order_by("username"))

    field_order = ["owner", *DeckImportForm.field_order]


class DeckSettingsForm(forms.Form):
    name = forms.CharField(max_length=NAME_LENGTH)
    format = forms.ChoiceField(choices=Deck.Format.choices)
    is_public = forms.BooleanField(label=PUBLIC_LABEL, required=False)

    @classmethod
    def for_deck(cls, deck: Deck, data=None) -> "DeckSettingsForm":
        return cls(data, initial={"name": deck.name, "format": deck.format, "is_public": deck.is_public})


class DeckCountsForm(forms.Form):
    """One count per entry of the deck; 0 removes the card."""

    def __init__(self, *args, entries, **kwargs):
        super().__init__(*args, **kwargs)
        self.entries = list(entries)
        for entry in self.entries:
            self.fields[self.field_name(entry)] = forms.IntegerField(
                label=entry.card.name, min_value=0, max_value=MAX_COPIES, initial=entry.count,
                widget=forms.NumberInput(attrs={"class": "count"}))

    @staticmethod
    def field_name(entry) -> str:
        return f"count_{entry.pk}"

    def rows(self):
        """(entry, bound field) pairs for the template."""
        return [(entry, self[self.field_name(entry)]) for entry in self.entries]

    def counts(self) -> dict[int, int]:
        return {entry.pk: self.cleaned_data[self.field_name(entry)] for entry in self.entries}


class AssignDeckForm(forms.Form):
    owner = forms.ModelChoiceField(queryset=get_user_model().objects.order_by("username"), label="Player")
