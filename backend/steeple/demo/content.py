"""Everything the demo marketplace holds, read once from data/*.toml (see loader.py)."""

from steeple.demo import records as r
from steeple.demo.loader import build, read, records
from steeple.users.roles import Role

DEMO_PASSWORD = "Steeple-Demo-2026"  # noqa: S105 (published on purpose: demo accounts only)

_ACCOUNTS = {
    key: build(r.DemoAccount, values) for key, values in read("accounts")["accounts"].items()
}
# The accounts of the demo stories: the hiring loop and conversations, around the demo church.
DEMO_SPEAKER, DEMO_MUSICIAN = _ACCOUNTS["speaker"], _ACCOUNTS["musician"]
DEMO_ADMIN, DEMO_MEMBER = _ACCOUNTS["church"], _ACCOUNTS["member"]
DEMO_ACCOUNTS = [DEMO_SPEAKER, DEMO_MUSICIAN, DEMO_ADMIN, DEMO_MEMBER]
# A leader of the demo church: posts opportunities and hires, but does not run the team.
DEMO_LEADER = _ACCOUNTS["leader"]
# The admin of a seeded church on the free plan: it meets the premium gate, and can upgrade.
FREE_CHURCH_ACCOUNT = _ACCOUNTS["free_church"]
# Steeple's own staff (no marketplace role): /admin, its reports and its log.
STAFF_ACCOUNT = _ACCOUNTS["staff"]
PRINTED_ACCOUNTS = list(_ACCOUNTS.values())

SPEAKERS = records("speakers", "speakers", r.SeedTalent, role=Role.speaker)
MUSICIANS = records("musicians", "musicians", r.SeedTalent, role=Role.musician)
# What a speaker or musician who wrote none says of their availability, picked by account.
AVAILABILITY = {
    Role.speaker: read("speakers")["availability_choices"],
    Role.musician: read("musicians")["availability_choices"],
}
CHURCHES = records("churches", "churches", r.SeedChurch)
DEMO_CHURCH = next(church.church_name for church in CHURCHES if church.login == DEMO_ADMIN.email)

OPPORTUNITIES = records("opportunities", "opportunities", r.SeedOpportunity)
CONVERSATIONS = records("conversations", "conversations", r.SeedConversation)
REVIEWS = records("reviews", "reviews", r.SeedReviews)
PACKS = records("handoff", "packs", r.SeedPack)
CREDENTIALS = records("credentials", "credentials", r.SeedCredential)
OPEN_INVITATIONS = records("team", "invitations", r.Invitation)
LOCALISED_PEOPLE = records("team", "localised_people", r.LocalisedPerson)
SPAM = build(r.Spam, read("moderation")["spam"])
REPORTS = records("moderation", "reports", r.SeedReport)
