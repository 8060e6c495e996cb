from django.shortcuts import render

from game.models import Card


def home(request):
    return render(request, "home.html", {"card_count": Card.objects.count()})
