"""Hand-written models of the riddles in corpus/phrased, one clue per sentence (or per part of a
sentence), each under a comment quoting its sentence. See engine.py for the helpers.

`g(s, X)` is the seat (1 = far left) of the guest holding X: a name, or a value of any
category (values are distinct across categories in every riddle). A sentence that only names
a value ("Someone sipped kvass all evening") states nothing beyond the value's existence and
has no constraint; it is quoted with "(no constraint)".
"""

from engine import (  # noqa: F401
    at_end,
    between,
    from_right,
    g,
    left_of,
    middle,
    next_to,
    opposite_ends,
    right_of,
    seats_left,
    seats_right,
    somewhere_left,
    somewhere_right,
)

RIDDLES = []


def riddle(name, guests, categories, clues):
    RIDDLES.append(
        {"name": name, "guests": guests, "categories": categories, "clues": clues}
    )


riddle(
    "phrased-4g-01-opposite-ends",
    ["Duchess Penrose", "Lady Kettering", "Madam Vickery", "Baroness Ormond"],
    {
        "color": ["amber", "plum", "cobalt", "russet"],
        "drink": ["claret", "perry", "grappa", "kvass"],
        "city": ["Calder", "Vossberg", "Lindenfall", "Brackwater"],
        "heirloom": ["Cameo", "Thimble", "Spyglass", "Rosary"],
    },
    [
        # Duchess Penrose and Madam Vickery sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Duchess Penrose"), g(s, "Madam Vickery")),
        # Between Baroness Ormond and Madam Vickery sat the woman from Lindenfall.
        lambda s: between(g(s, "Lindenfall"), g(s, "Baroness Ormond"), g(s, "Madam Vickery")),
        # Duchess Penrose's neighbour came from Vossberg.
        lambda s: next_to(g(s, "Duchess Penrose"), g(s, "Vossberg")),
        # Madam Vickery sat further right than Lady Kettering.
        lambda s: somewhere_right(g(s, "Madam Vickery"), g(s, "Lady Kettering")),
        # The lady in plum sipped perry.
        lambda s: g(s, "plum") == g(s, "perry"),
        # Madam Vickery wore russet and did not drink claret.
        lambda s: g(s, "Madam Vickery") == g(s, "russet"),
        lambda s: g(s, "Madam Vickery") != g(s, "claret"),
        # The Spyglass belonged to the lady in cobalt, who drank grappa.
        lambda s: g(s, "Spyglass") == g(s, "cobalt"),
        lambda s: g(s, "cobalt") == g(s, "grappa"),
        # The kvass drinker was not seated beside the woman in amber.
        lambda s: not next_to(g(s, "kvass"), g(s, "amber")),
        # The Rosary was owned by the woman from Brackwater.
        lambda s: g(s, "Rosary") == g(s, "Brackwater"),
        # Madam Vickery was not from Calder.
        lambda s: g(s, "Madam Vickery") != g(s, "Calder"),
        # The Cameo was not in the hands of Lady Kettering.
        lambda s: g(s, "Cameo") != g(s, "Lady Kettering"),
        # The Cameo's owner wore amber.
        lambda s: g(s, "Cameo") == g(s, "amber"),
        # Someone sipped kvass all evening, and someone else drank claret.
        # ("someone else": the claret drinker is not the kvass drinker, true of any seating)
        lambda s: g(s, "kvass") != g(s, "claret"),
        # The Thimble was Baroness Ormond's.
        lambda s: g(s, "Thimble") == g(s, "Baroness Ormond"),
    ],
)

riddle(
    "phrased-4g-02-present-identity",
    ["Captain Redfern", "Dame Ullswater", "Mistress Padgett", "Countess Strand"],
    {
        "color": ["saffron", "lilac", "umber", "cerise"],
        "drink": ["ratafia", "hock", "negus", "toddy"],
        "city": ["Quarrick", "Merrivale", "Oldreach", "Saltmarsh"],
    },
    [
        # The lady in lilac is Captain Redfern.
        lambda s: g(s, "lilac") == g(s, "Captain Redfern"),
        # Dame Ullswater is the one in cerise.
        lambda s: g(s, "Dame Ullswater") == g(s, "cerise"),
        # Mistress Padgett sits at one end.
        lambda s: at_end(s, g(s, "Mistress Padgett")),
        # Mistress Padgett is not seated beside the woman in cerise.
        lambda s: not next_to(g(s, "Mistress Padgett"), g(s, "cerise")),
        # The negus drinker is from Oldreach.
        lambda s: g(s, "negus") == g(s, "Oldreach"),
        # The native of Saltmarsh drinks toddy.
        lambda s: g(s, "Saltmarsh") == g(s, "toddy"),
        # Captain Redfern sits immediately to the right of the woman in saffron.
        lambda s: right_of(g(s, "Captain Redfern"), g(s, "saffron")),
        # Countess Strand never drinks ratafia.
        lambda s: g(s, "Countess Strand") != g(s, "ratafia"),
        # The hock drinker is not from Quarrick.
        lambda s: g(s, "hock") != g(s, "Quarrick"),
        # The woman in umber sits directly left of the one drinking toddy.
        lambda s: left_of(g(s, "umber"), g(s, "toddy")),
        # Captain Redfern hails from Merrivale.
        lambda s: g(s, "Captain Redfern") == g(s, "Merrivale"),
        # The woman from Quarrick is not Countess Strand.
        lambda s: g(s, "Quarrick") != g(s, "Countess Strand"),
        # Countess Strand is not from Saltmarsh.
        lambda s: g(s, "Countess Strand") != g(s, "Saltmarsh"),
    ],
)

riddle(
    "phrased-5g-01-listed-up-front",
    ["Lady Whitlock", "Doctor Aldous", "Countess Fairfax", "Madam Jessop", "Baroness Mottram"],
    {
        "color": ["scarlet", "mauve", "olive", "pewter", "coral"],
        "drink": ["stout", "vermouth", "kirsch", "ouzo", "marsala"],
        "city": ["Ambergate", "Corbridge", "Greyhaven", "Tollbury", "Kessley"],
        "heirloom": ["Chalice", "Scarab", "Sextant", "Inkwell", "Medallion"],
    },
    [
        # Doctor Aldous was seated in the very middle.
        lambda s: g(s, "Doctor Aldous") == middle(s),
        # Lady Whitlock had Doctor Aldous on her right.
        lambda s: right_of(g(s, "Doctor Aldous"), g(s, "Lady Whitlock")),
        # Baroness Mottram sat at one end.
        lambda s: at_end(s, g(s, "Baroness Mottram")),
        # Madam Jessop was not at either end.
        lambda s: not at_end(s, g(s, "Madam Jessop")),
        # The woman from Tollbury, on Lady Whitlock's left, drank ouzo.
        lambda s: left_of(g(s, "Tollbury"), g(s, "Lady Whitlock")),
        lambda s: g(s, "Tollbury") == g(s, "ouzo"),
        # The woman in mauve, sitting at the far right, treasured a Scarab.
        lambda s: g(s, "mauve") == s.n,
        lambda s: g(s, "mauve") == g(s, "Scarab"),
        # Madam Jessop's dress was coral.
        lambda s: g(s, "Madam Jessop") == g(s, "coral"),
        # Lady Whitlock came from Corbridge and drank stout.
        lambda s: g(s, "Lady Whitlock") == g(s, "Corbridge"),
        lambda s: g(s, "Lady Whitlock") == g(s, "stout"),
        # The Chalice was owned by the woman drinking marsala.
        lambda s: g(s, "Chalice") == g(s, "marsala"),
        # The Inkwell was Madam Jessop's.
        lambda s: g(s, "Inkwell") == g(s, "Madam Jessop"),
        # The lady in pewter kept her Sextant close all night.
        lambda s: g(s, "pewter") == g(s, "Sextant"),
        # The native of Greyhaven wore olive.
        lambda s: g(s, "Greyhaven") == g(s, "olive"),
        # Countess Fairfax travelled from Ambergate.
        lambda s: g(s, "Countess Fairfax") == g(s, "Ambergate"),
        # The kirsch drinker hailed from Kessley.
        lambda s: g(s, "kirsch") == g(s, "Kessley"),
        # The Medallion's owner sat beside the woman with the Chalice.
        lambda s: next_to(g(s, "Medallion"), g(s, "Chalice")),
    ],
)

riddle(
    "phrased-5g-02-seat-numbers",
    ["Lady Carrow", "Doctor Emberly", "Madam Gilmore", "Countess Harcourt", "Dame Ivers"],
    {
        "color": ["azure", "tan", "lavender", "maroon", "fawn"],
        "drink": ["cordial", "arrack", "negus", "ratafia", "schnapps"],
        "city": ["Ellingham", "Stonemoor", "Thistlegate", "Wenlock", "Ravensholm"],
    },
    [
        # Dame Ivers took the first seat on the left.
        lambda s: g(s, "Dame Ivers") == 1,
        # Lady Carrow sat in the third chair.
        lambda s: g(s, "Lady Carrow") == 3,
        # The woman in maroon sat second from the right.
        lambda s: g(s, "maroon") == from_right(s, 2),
        # Doctor Emberly sat two seats to the right of Madam Gilmore.
        lambda s: seats_right(g(s, "Doctor Emberly"), g(s, "Madam Gilmore"), 2),
        # The fourth guest nursed a glass of ratafia.
        lambda s: g(s, "ratafia") == 4,
        # The second woman from the left spoke fondly of her home in Ellingham.
        lambda s: g(s, "Ellingham") == 2,
        # The schnapps drinker sat in the last chair.
        lambda s: g(s, "schnapps") == s.n,
        # Countess Harcourt had chosen a fawn dress for the evening.
        lambda s: g(s, "Countess Harcourt") == g(s, "fawn"),
        # Dame Ivers never drank negus.
        lambda s: g(s, "Dame Ivers") != g(s, "negus"),
        # The lady in lavender grew up in Stonemoor.
        lambda s: g(s, "lavender") == g(s, "Stonemoor"),
        # Lady Carrow was not from Wenlock.
        lambda s: g(s, "Lady Carrow") != g(s, "Wenlock"),
        # The woman from Wenlock wore azure.
        lambda s: g(s, "Wenlock") == g(s, "azure"),
        # The schnapps drinker was not from Ravensholm.
        lambda s: g(s, "schnapps") != g(s, "Ravensholm"),
        # Madam Gilmore wore tan and did not drink cordial.
        lambda s: g(s, "Madam Gilmore") == g(s, "tan"),
        lambda s: g(s, "Madam Gilmore") != g(s, "cordial"),
        # The arrack drinker sat beside Lady Carrow.
        lambda s: next_to(g(s, "arrack"), g(s, "Lady Carrow")),
    ],
)

riddle(
    "phrased-6g-01-game-voice",
    ["Lady Brennan", "Doctor Caskell", "Countess Lowther", "Madam Nettle", "Baroness Tenby",
     "Duchess Yardley"],
    {
        "color": ["slate", "copper", "indigo", "cream", "magenta", "buff"],
        "drink": ["porter", "mescal", "bourbon", "sake", "arak", "cognac"],
        "city": ["Eastwick", "Rookhaven", "Wyndham", "Silverdale", "Coldharbour", "Marrowby"],
        "heirloom": ["Lacquer Fan", "Gilt Mirror", "Sapphire Pin", "Garnet Choker",
                     "Pearl Hairpin", "Enamel Snuffbox"],
    },
    [
        # They all wore different colors and Lady Brennan wore a jaunty indigo hat.
        lambda s: g(s, "Lady Brennan") == g(s, "indigo"),
        # Doctor Caskell was at the far left, next to the guest wearing a copper jacket, and she
        # spoke fondly of her home in Eastwick.
        lambda s: g(s, "Doctor Caskell") == 1,
        lambda s: next_to(g(s, "Doctor Caskell"), g(s, "copper")),
        lambda s: g(s, "Doctor Caskell") == g(s, "Eastwick"),
        # The lady in magenta sat right of someone in cream.  (right of = the very next seat)
        lambda s: right_of(g(s, "magenta"), g(s, "cream")),
        # I remember that cream outfit because the woman spilled her sake all over it.
        lambda s: g(s, "cream") == g(s, "sake"),
        # The traveler from Rookhaven was dressed entirely in copper.
        lambda s: g(s, "Rookhaven") == g(s, "copper"),
        # When Baroness Tenby bragged about her Pearl Hairpin, the woman next to her said they
        # were finer in Silverdale, where she lived.
        lambda s: g(s, "Baroness Tenby") == g(s, "Pearl Hairpin"),
        lambda s: next_to(g(s, "Silverdale"), g(s, "Baroness Tenby")),
        # So Countess Lowther showed off a prized Enamel Snuffbox, at which the lady from
        # Eastwick scoffed, saying it was no match for her Lacquer Fan.
        lambda s: g(s, "Countess Lowther") == g(s, "Enamel Snuffbox"),
        lambda s: g(s, "Eastwick") == g(s, "Lacquer Fan"),
        # Someone else carried a valuable Gilt Mirror and when she saw it, the visitor from
        # Eastwick next to her almost spilled her neighbor's mescal.
        # (the Eastwick visitor sits next to the Gilt Mirror's owner, and next to the mescal
        # drinker; the Eastwick visitor is at the far left, so both are her one neighbour)
        lambda s: next_to(g(s, "Eastwick"), g(s, "Gilt Mirror")),
        lambda s: next_to(g(s, "Eastwick"), g(s, "mescal")),
        # The lady from Marrowby, full of cognac, sat at the far right, and her neighbor from
        # Coldharbour nursed a glass of arak.
        lambda s: g(s, "Marrowby") == g(s, "cognac"),
        lambda s: g(s, "Marrowby") == s.n,
        lambda s: next_to(g(s, "Coldharbour"), g(s, "Marrowby")),
        lambda s: g(s, "Coldharbour") == g(s, "arak"),
        # The woman in slate raised her porter in toast, and the woman in indigo spilled her
        # bourbon all over the table.
        lambda s: g(s, "slate") == g(s, "porter"),
        lambda s: g(s, "indigo") == g(s, "bourbon"),
        # Then Duchess Yardley captivated them all with a story about her wild youth in
        # Rookhaven, while the woman from Wyndham kept her Sapphire Pin close all night.
        lambda s: g(s, "Duchess Yardley") == g(s, "Rookhaven"),
        lambda s: g(s, "Wyndham") == g(s, "Sapphire Pin"),
        # Countess Lowther had chosen a buff dress for the evening.
        lambda s: g(s, "Countess Lowther") == g(s, "buff"),
    ],
)

riddle(
    "phrased-6g-02-somewhere",
    ["Mistress Halloway", "Countess Pryce", "Captain Keble", "Lady Marchbank", "Dame Winch",
     "Baroness Quarles"],
    {
        "color": ["charcoal", "emerald", "peach", "primrose", "burgundy", "mustard"],
        "city": ["Kelderby", "Harrowmere", "Pellmoor", "Orrisford", "Greywater", "Brightwell"],
        "heirloom": ["Goblet", "Astrolabe", "Hourglass", "Reliquary", "Netsuke", "Ewer"],
    },
    [
        # Mistress Halloway sat between Lady Marchbank and Captain Keble.
        lambda s: between(g(s, "Mistress Halloway"), g(s, "Lady Marchbank"), g(s, "Captain Keble")),
        # The second woman from the left was Lady Marchbank.
        lambda s: g(s, "Lady Marchbank") == 2,
        # Dame Winch sat further right than Captain Keble.
        lambda s: somewhere_right(g(s, "Dame Winch"), g(s, "Captain Keble")),
        # The emerald-clad lady grew up in Harrowmere.
        lambda s: g(s, "emerald") == g(s, "Harrowmere"),
        # The native of Pellmoor sat somewhere to the left of the woman in the primrose gown.
        lambda s: somewhere_left(g(s, "Pellmoor"), g(s, "primrose")),
        # Whoever owned the Reliquary sat immediately to the right of Mistress Halloway.
        lambda s: right_of(g(s, "Reliquary"), g(s, "Mistress Halloway")),
        # Countess Pryce hailed from Brightwell.
        lambda s: g(s, "Countess Pryce") == g(s, "Brightwell"),
        # The woman in charcoal sat directly left of Lady Marchbank.
        lambda s: left_of(g(s, "charcoal"), g(s, "Lady Marchbank")),
        # The owner of the Netsuke wore burgundy.
        lambda s: g(s, "Netsuke") == g(s, "burgundy"),
        # Baroness Quarles was not seated beside Mistress Halloway, but she sat somewhere to the
        # left of Countess Pryce.
        lambda s: not next_to(g(s, "Baroness Quarles"), g(s, "Mistress Halloway")),
        lambda s: somewhere_left(g(s, "Baroness Quarles"), g(s, "Countess Pryce")),
        # Dame Winch treasured a Netsuke.
        lambda s: g(s, "Dame Winch") == g(s, "Netsuke"),
        # The woman from Greywater sat somewhere to the right of the woman with the Hourglass.
        lambda s: somewhere_right(g(s, "Greywater"), g(s, "Hourglass")),
        # Whoever owned the Ewer sat further right than the burgundy-clad lady.
        lambda s: somewhere_right(g(s, "Ewer"), g(s, "burgundy")),
        # The Goblet belonged to the lady from Kelderby.
        lambda s: g(s, "Goblet") == g(s, "Kelderby"),
        # The lady from Kelderby sat at one end.
        lambda s: at_end(s, g(s, "Kelderby")),
        # The Astrolabe was not Mistress Halloway's.
        lambda s: g(s, "Astrolabe") != g(s, "Mistress Halloway"),
        # Captain Keble was a native of Orrisford.
        lambda s: g(s, "Captain Keble") == g(s, "Orrisford"),
        # Mistress Halloway was the one in peach, and the mustard-clad lady did not sit next to
        # her.
        lambda s: g(s, "Mistress Halloway") == g(s, "peach"),
        lambda s: not next_to(g(s, "mustard"), g(s, "Mistress Halloway")),
    ],
)

riddle(
    "phrased-5g-03-pets",
    ["Doctor Varley", "Lady Sallow", "Madam Tremaine", "Duchess Rook", "Countess Lisby"],
    {
        "color": ["moss", "lemon", "navy", "sand", "heather"],
        "city": ["Cresswold", "Tarnholm", "Ebbridge", "Fallowfield", "Mirebank"],
        "heirloom": ["Brass Key", "Jet Brooch", "Velvet Purse", "Amber Pendant", "Enamel Box"],
        "pet": ["whippet", "canary", "marmoset", "macaw", "hedgehog"],
    },
    [
        # Countess Lisby and Lady Sallow sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Countess Lisby"), g(s, "Lady Sallow")),
        # The woman accompanied by a marmoset sat in the middle.
        lambda s: g(s, "marmoset") == middle(s),
        # Madam Tremaine had Doctor Varley on her right.
        lambda s: right_of(g(s, "Doctor Varley"), g(s, "Madam Tremaine")),
        # Duchess Rook, on Lady Sallow's left, came with her macaw.
        lambda s: left_of(g(s, "Duchess Rook"), g(s, "Lady Sallow")),
        lambda s: g(s, "Duchess Rook") == g(s, "macaw"),
        # The woman in lemon came with a canary.
        lambda s: g(s, "lemon") == g(s, "canary"),
        # Countess Lisby was accompanied by her whippet.
        lambda s: g(s, "Countess Lisby") == g(s, "whippet"),
        # Lady Sallow's pet was a hedgehog.
        lambda s: g(s, "Lady Sallow") == g(s, "hedgehog"),
        # The woman in heather was Lady Sallow.
        lambda s: g(s, "heather") == g(s, "Lady Sallow"),
        # The native of Ebbridge wore navy and sat directly left of Duchess Rook.
        lambda s: g(s, "Ebbridge") == g(s, "navy"),
        lambda s: left_of(g(s, "Ebbridge"), g(s, "Duchess Rook")),
        # The Velvet Purse was carried by the woman accompanied by a marmoset.
        lambda s: g(s, "Velvet Purse") == g(s, "marmoset"),
        # The Amber Pendant was not in the hands of the woman in moss.
        lambda s: g(s, "Amber Pendant") != g(s, "moss"),
        # The woman with the Jet Brooch grew up in Tarnholm.
        lambda s: g(s, "Jet Brooch") == g(s, "Tarnholm"),
        # Countess Lisby wore moss and travelled from Cresswold.
        lambda s: g(s, "Countess Lisby") == g(s, "moss"),
        lambda s: g(s, "Countess Lisby") == g(s, "Cresswold"),
        # The lady from Fallowfield wore sand.
        lambda s: g(s, "Fallowfield") == g(s, "sand"),
        # The Enamel Box belonged to Lady Sallow.
        lambda s: g(s, "Enamel Box") == g(s, "Lady Sallow"),
        # The woman from Mirebank was not accompanied by a canary.
        lambda s: g(s, "Mirebank") != g(s, "canary"),
    ],
)

riddle(
    "phrased-3g-01-three-guests",
    ["Dame Foxley", "Lady Thorley", "Captain Greaves"],
    {
        "color": ["wheat", "jade", "mulberry"],
        "drink": ["posset", "shrub", "sack"],
        "heirloom": ["Lorgnette", "Seal", "Tiara"],
    },
    [
        # Dame Foxley sat between Captain Greaves and Lady Thorley.
        lambda s: between(g(s, "Dame Foxley"), g(s, "Captain Greaves"), g(s, "Lady Thorley")),
        # The posset drinker was Captain Greaves.
        lambda s: g(s, "posset") == g(s, "Captain Greaves"),
        # Whoever owned the Tiara sat at the far right.
        lambda s: g(s, "Tiara") == s.n,
        # The lady in jade nursed a glass of shrub.
        lambda s: g(s, "jade") == g(s, "shrub"),
        # The sack drinker was not wearing wheat.
        lambda s: g(s, "sack") != g(s, "wheat"),
        # Lady Thorley never drank shrub.
        lambda s: g(s, "Lady Thorley") != g(s, "shrub"),
        # The Seal was not Captain Greaves's.
        lambda s: g(s, "Seal") != g(s, "Captain Greaves"),
        # Captain Greaves sat further left than the woman in mulberry.
        lambda s: somewhere_left(g(s, "Captain Greaves"), g(s, "mulberry")),
        # Someone kept her Lorgnette close all night.  (no constraint)
    ],
)
