"""Create the demo players for a first local run (idempotent)."""
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

DEMO_USERS = ("alice", "bob")
DEMO_PASSWORD = "landfall-demo"


class Command(BaseCommand):
    help = "Create the demo players alice and bob (password: landfall-demo) if they don't exist."

    @transaction.atomic
    def handle(self, *args, **options):
        users = get_user_model()
        created = []
        for username in DEMO_USERS:
            if not users.objects.filter(username=username).exists():
                users.objects.create_user(username=username, password=DEMO_PASSWORD)
                created.append(username)
        self.stdout.write(f"demo players: {', '.join(DEMO_USERS)} ({'created ' + ', '.join(created) if created else 'already there'})")
