"""Real-world deck lists written out by hand, one per file format (cards in tests/decks/cards.json)."""

# Legacy Mono-Red Burn, as players paste it: counts with and without "x", comments, SB: lines.
BURN_TEXT = """\
// Mono-Red Burn (Legacy)
# creatures
4 Goblin Guide
4x Monastery Swiftspear
4 Eidolon of the Great Revel
# burn
4 Lightning Bolt
4 Chain Lightning
4x Rift Bolt
4 Lava Spike
4 Skewer the Critics
4 Searing Blaze
2 Fireblast
2 Price of Progress
20 Mountain
SB: 4 Pyroblast
SB: 3 Smash to Smithereens
SB: 4 Searing Blood
SB: 4 Skullcrack
"""

# The same deck as MTGO's plain export: a blank line before the sideboard, no header.
BURN_MTGO_TEXT = """\
4 Goblin Guide
4 Monastery Swiftspear
4 Eidolon of the Great Revel
4 Lightning Bolt
4 Chain Lightning
4 Rift Bolt
4 Lava Spike
4 Skewer the Critics
4 Searing Blaze
2 Fireblast
2 Price of Progress
20 Mountain

4 Pyroblast
3 Smash to Smithereens
4 Searing Blood
4 Skullcrack
"""

# Mono-Green Stompy (Standard 2019) exported from MTG Arena.
STOMPY_ARENA = """\
About
Name Mono-Green Stompy

Deck
4 Llanowar Elves (DAR) 168
4 Pelt Collector (GRN) 141
4 Steel Leaf Champion (DAR) 182
4 Paradise Druid (WAR) 171
4 Leafkin Druid (M20) 178
4 Kraul Harpooner (GRN) 136
4 Thorn Lieutenant (M19) 203
4 Ghalta, Primal Hunger (RIX) 130
2 Vivien Reid (M19) 208
4 Rhythm of the Wild (RNA) 201
22 Forest (M20) 280

Sideboard
2 Vivien Reid (M19) 208
4 Grizzly Bears (M19) 175
3 Bonecrusher Giant (ELD) 115
"""

# Legacy UR Delver saved by MTGO: split cards as "Fire/Ice", a double-faced card by its
# front face, the same card on two lines (two printings).
DELVER_DEK = """\
<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="52166" Quantity="4" Sideboard="false" Name="Delver of Secrets" Annotation="0" />
  <Cards CatID="53206" Quantity="4" Sideboard="false" Name="Young Pyromancer" Annotation="0" />
  <Cards CatID="57016" Quantity="4" Sideboard="false" Name="Brainstorm" Annotation="0" />
  <Cards CatID="44997" Quantity="4" Sideboard="false" Name="Ponder" Annotation="0" />
  <Cards CatID="43497" Quantity="4" Sideboard="false" Name="Gitaxian Probe" Annotation="0" />
  <Cards CatID="33312" Quantity="4" Sideboard="false" Name="Daze" Annotation="0" />
  <Cards CatID="52180" Quantity="4" Sideboard="false" Name="Force of Will" Annotation="0" />
  <Cards CatID="228" Quantity="3" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
  <Cards CatID="49531" Quantity="1" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
  <Cards CatID="20454" Quantity="3" Sideboard="false" Name="Fire/Ice" Annotation="0" />
  <Cards CatID="19675" Quantity="2" Sideboard="false" Name="Stifle" Annotation="0" />
  <Cards CatID="21151" Quantity="2" Sideboard="false" Name="Chain Lightning" Annotation="0" />
  <Cards CatID="32133" Quantity="2" Sideboard="false" Name="Magma Jet" Annotation="0" />
  <Cards CatID="1032" Quantity="4" Sideboard="false" Name="Volcanic Island" Annotation="0" />
  <Cards CatID="36121" Quantity="4" Sideboard="false" Name="Scalding Tarn" Annotation="0" />
  <Cards CatID="36125" Quantity="2" Sideboard="false" Name="Bloodstained Mire" Annotation="0" />
  <Cards CatID="36117" Quantity="2" Sideboard="false" Name="Wooded Foothills" Annotation="0" />
  <Cards CatID="36139" Quantity="4" Sideboard="false" Name="Wasteland" Annotation="0" />
  <Cards CatID="49438" Quantity="3" Sideboard="false" Name="Island" Annotation="0" />
  <Cards CatID="12451" Quantity="3" Sideboard="true" Name="Pyroblast" Annotation="0" />
  <Cards CatID="33417" Quantity="2" Sideboard="true" Name="Smash to Smithereens" Annotation="0" />
  <Cards CatID="27519" Quantity="2" Sideboard="true" Name="Counterspell" Annotation="0" />
  <Cards CatID="41240" Quantity="1" Sideboard="true" Name="Searing Blood" Annotation="0" />
</Deck>
"""

# Legacy Elves saved by Cockatrice.
ELVES_COD = """\
<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Legacy Elves</deckname>
    <comments>Glimpse of Nature combo</comments>
    <zone name="main">
        <card number="4" name="Llanowar Elves"/>
        <card number="4" name="Elvish Mystic"/>
        <card number="4" name="Heritage Druid"/>
        <card number="4" name="Nettle Sentinel"/>
        <card number="4" name="Quirion Ranger"/>
        <card number="4" name="Priest of Titania"/>
        <card number="4" name="Elvish Archdruid"/>
        <card number="4" name="Dwynen's Elite"/>
        <card number="2" name="Timberwatch Elf"/>
        <card number="4" name="Glimpse of Nature"/>
        <card number="1" name="Craterhoof Behemoth"/>
        <card number="3" name="Gaea’s Cradle"/>
        <card number="1" name="Dryad Arbor"/>
        <card number="17" name="Forest"/>
    </zone>
    <zone name="side">
        <card number="4" name="Grizzly Bears"/>
        <card number="2" name="Thorn Lieutenant"/>
    </zone>
    <zone name="tokens">
        <card number="1" name="Elf Warrior"/>
    </zone>
</cockatrice_deck>
"""

KRENKO_CARDS = [
    "Goblin Guide", "Goblin Lackey", "Goblin Matron", "Goblin Warchief", "Goblin Ringleader",
    "Siege-Gang Commander", "Gempalm Incinerator", "Mogg War Marshal", "Skirk Prospector", "Goblin Piledriver",
    "Goblin Chieftain", "Legion Loyalist", "Mogg Fanatic", "Beetleback Chief", "Krenko's Command",
    "Goblin Bombardment", "Impact Tremors", "Purphoros, God of the Forge", "Lightning Bolt", "Shock",
    "Chain Lightning", "Fling", "Hordeling Outburst", "Dragon Fodder", "Goblin Instigator", "Lightning Greaves",
    "Swiftfoot Boots", "Skullclamp", "Shared Animosity", "Coat of Arms", "Goblin King", "Goblin Sharpshooter",
    "Goblin Recruiter", "Goblin Rabblemaster", "Legion Warboss", "Krenko, Tin Street Kingpin", "Battle Hymn",
    "Brightstone Ritual", "Mana Echoes", "Conspicuous Snoop", "Dockside Extortionist", "Goblin Trashmaster",
    "Muxus, Goblin Grandee", "Pashalik Mons", "Price of Progress", "Goblin Welder", "Moggcatcher",
    "Reckless Bushwhacker", "Volley Veteran", "Goblin Cratermaker", "Goblin Dark-Dwellers", "Skullcrack",
    "Rift Bolt", "Boggart Shenanigans", "Ib Halfheart, Goblin Tactician", "Sol Ring", "Bonecrusher Giant",
    "Fireblast", "Searing Blaze", "Magma Jet",
]
KRENKO_MOUNTAINS = 99 - len(KRENKO_CARDS)

# A Krenko goblins Commander deck as Arena exports Brawl/Historic Brawl lists.
KRENKO_ARENA = "Commander\n1 Krenko, Mob Boss (M13) 138\n\nDeck\n" + "".join(
    f"1 {name}\n" for name in KRENKO_CARDS) + f"{KRENKO_MOUNTAINS} Mountain (M21) 272\n"
