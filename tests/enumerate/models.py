"""Hand-written models of the riddles in corpus/phrased, one clue per sentence (or per part of a
sentence), each under a comment quoting its sentence. See engine.py for the helpers.

`g(s, X)` is the seat (1 = far left) of the guest holding X: a name, or a value of any
category (values are distinct across categories in every riddle). A sentence that only names
a value ("Someone sipped kvass all evening") states nothing beyond the value's existence and
has no constraint; it is quoted with "(no constraint)".
"""

from engine import (  # noqa: F401
    apart,
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


def riddle(name, guests, categories, clues, folder="phrased", name_column="name"):
    RIDDLES.append(
        {
            "name": name,
            "guests": guests,
            "categories": categories,
            "clues": clues,
            "folder": folder,
            "name_column": name_column,
        }
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
        # Someone had brought a Brass Key.  (no constraint)
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

riddle(
    "phrased-4g-03-present-drink-of",
    ["Lady Fenmore", "Doctor Gallow", "Baroness Hythe", "Madam Cray"],
    {
        "color": ["pine", "rust", "blush", "dove"],
        "drink": ["cocoa", "tisane", "lemonade", "orgeat"],
        "city": ["Hawkmoor", "Brindle", "Quenby", "Sallowby"],
        "heirloom": ["Tinderbox", "Moonstone", "Hatpin", "Bell"],
    },
    [
        # Madam Cray sits at one end.
        lambda s: at_end(s, g(s, "Madam Cray")),
        # Between Madam Cray and Baroness Hythe sits Lady Fenmore.
        lambda s: between(g(s, "Lady Fenmore"), g(s, "Madam Cray"), g(s, "Baroness Hythe")),
        # Doctor Gallow sits two seats to the right of Lady Fenmore.
        lambda s: seats_right(g(s, "Doctor Gallow"), g(s, "Lady Fenmore"), 2),
        # Tisane is the drink of the lady from Brindle.
        lambda s: g(s, "tisane") == g(s, "Brindle"),
        # Lady Fenmore's neighbour comes from Quenby.
        lambda s: next_to(g(s, "Lady Fenmore"), g(s, "Quenby")),
        # The woman in dove isn't drinking lemonade.
        lambda s: g(s, "dove") != g(s, "lemonade"),
        # Baroness Hythe is not from Hawkmoor.
        lambda s: g(s, "Baroness Hythe") != g(s, "Hawkmoor"),
        # Orgeat is drunk by Doctor Gallow.
        lambda s: g(s, "orgeat") == g(s, "Doctor Gallow"),
        # The Moonstone belongs to the woman in rust.
        lambda s: g(s, "Moonstone") == g(s, "rust"),
        # The Bell is Doctor Gallow's.
        lambda s: g(s, "Bell") == g(s, "Doctor Gallow"),
        # Someone owns a Tinderbox.  (no constraint)
        # Madam Cray wears pine and does not drink lemonade.
        lambda s: g(s, "Madam Cray") == g(s, "pine"),
        lambda s: g(s, "Madam Cray") != g(s, "lemonade"),
        # The woman in blush keeps her Hatpin close all evening.
        lambda s: g(s, "blush") == g(s, "Hatpin"),
        # The woman from Hawkmoor sips cocoa all evening.
        lambda s: g(s, "Hawkmoor") == g(s, "cocoa"),
        # The one drinking tisane is Lady Fenmore.
        lambda s: g(s, "tisane") == g(s, "Lady Fenmore"),
        # The native of Sallowby wears dove.
        lambda s: g(s, "Sallowby") == g(s, "dove"),
        # The woman in rust sits directly left of the woman in blush.
        lambda s: left_of(g(s, "rust"), g(s, "blush")),
    ],
)

riddle(
    "phrased-5g-04-negations",
    ["Duchess Stanhope", "Lady Wexley", "Captain Orme", "Mistress Delane", "Countess Radley"],
    {
        "color": ["sage", "apricot", "vermilion", "cyan", "tawny"],
        "drink": ["muscat", "julep", "rye", "perry", "tokay"],
        "city": ["Pennick", "Harlow", "Dunmere", "Tamsford", "Westcliff"],
        "heirloom": ["Lace Veil", "Onyx Ring", "Gold Watch", "Coral Necklace", "Silver Spoon"],
    },
    [
        # Lady Wexley was seated in the center seat.
        lambda s: g(s, "Lady Wexley") == middle(s),
        # Mistress Delane sat at one end, but she never sat at the far left.
        lambda s: at_end(s, g(s, "Mistress Delane")),
        lambda s: g(s, "Mistress Delane") != 1,
        # Captain Orme did not sit next to Mistress Delane.
        lambda s: not next_to(g(s, "Captain Orme"), g(s, "Mistress Delane")),
        # Countess Radley was not seated beside Lady Wexley.
        lambda s: not next_to(g(s, "Countess Radley"), g(s, "Lady Wexley")),
        # The woman in vermilion was Lady Wexley.
        lambda s: g(s, "vermilion") == g(s, "Lady Wexley"),
        # The rye drinker wore vermilion.
        lambda s: g(s, "rye") == g(s, "vermilion"),
        # Captain Orme was not dressed in sage, and Duchess Stanhope did not wear apricot.
        lambda s: g(s, "Captain Orme") != g(s, "sage"),
        lambda s: g(s, "Duchess Stanhope") != g(s, "apricot"),
        # Countess Radley had not chosen a cyan dress for the evening, and she never wore
        # apricot.
        lambda s: g(s, "Countess Radley") != g(s, "cyan"),
        lambda s: g(s, "Countess Radley") != g(s, "apricot"),
        # The woman in apricot hailed from Harlow.
        lambda s: g(s, "apricot") == g(s, "Harlow"),
        # Duchess Stanhope wasn't drinking julep.
        lambda s: g(s, "Duchess Stanhope") != g(s, "julep"),
        # Captain Orme never drank muscat.
        lambda s: g(s, "Captain Orme") != g(s, "muscat"),
        # Countess Radley did not drink julep.
        lambda s: g(s, "Countess Radley") != g(s, "julep"),
        # The muscat drinker was not from Westcliff.
        lambda s: g(s, "muscat") != g(s, "Westcliff"),
        # The lady from Tamsford was not at either end.
        lambda s: not at_end(s, g(s, "Tamsford")),
        # Mistress Delane wore tawny and did not drink rye.
        lambda s: g(s, "Mistress Delane") == g(s, "tawny"),
        lambda s: g(s, "Mistress Delane") != g(s, "rye"),
        # The tokay drinker sat at the far right.
        lambda s: g(s, "tokay") == s.n,
        # The woman in sage was not the perry drinker.
        lambda s: g(s, "sage") != g(s, "perry"),
        # The woman from Pennick never drank perry.
        lambda s: g(s, "Pennick") != g(s, "perry"),
        # The Lace Veil belonged to the lady in sage.
        lambda s: g(s, "Lace Veil") == g(s, "sage"),
        # The Coral Necklace was owned by the guest who drank perry.
        lambda s: g(s, "Coral Necklace") == g(s, "perry"),
        # The Gold Watch was not in the hands of Captain Orme.
        lambda s: g(s, "Gold Watch") != g(s, "Captain Orme"),
        # Mistress Delane did not own the Gold Watch.
        lambda s: g(s, "Mistress Delane") != g(s, "Gold Watch"),
        # The owner of the Onyx Ring was not from Westcliff.
        lambda s: g(s, "Onyx Ring") != g(s, "Westcliff"),
        # The lady from Tamsford did not own the Silver Spoon.
        lambda s: g(s, "Tamsford") != g(s, "Silver Spoon"),
        # Lady Wexley grew up in Dunmere.
        lambda s: g(s, "Lady Wexley") == g(s, "Dunmere"),
    ],
)

riddle(
    "phrased-7g-01-banquet",
    ["Lady Ainsworth", "Doctor Bellweather", "Countess Corley", "Madam Dunsany",
     "Baroness Eskdale", "Duchess Glenister", "Captain Hatherly"],
    {
        "color": ["steel", "orchid", "mint", "topaz", "straw", "jet", "cinnamon"],
        "drink": ["grog", "coffee", "malmsey", "kefir", "chocolate", "sake", "kirsch"],
        "heirloom": ["Bronze Bell", "Silk Fan", "Quartz Egg", "Tin Soldier", "Glass Swan",
                     "Jade Frog", "Ebony Cane"],
    },
    [
        # Duchess Glenister sat in the very middle.
        lambda s: g(s, "Duchess Glenister") == middle(s),
        # Between Lady Ainsworth and Doctor Bellweather sat Duchess Glenister.
        lambda s: between(g(s, "Duchess Glenister"), g(s, "Lady Ainsworth"),
                          g(s, "Doctor Bellweather")),
        # Madam Dunsany sat two seats to the left of Duchess Glenister.
        lambda s: seats_left(g(s, "Madam Dunsany"), g(s, "Duchess Glenister"), 2),
        # Madam Dunsany had Lady Ainsworth on her right.
        lambda s: right_of(g(s, "Lady Ainsworth"), g(s, "Madam Dunsany")),
        # Countess Corley sat in the last chair.
        lambda s: g(s, "Countess Corley") == s.n,
        # Baroness Eskdale sat further right than Doctor Bellweather.
        lambda s: somewhere_right(g(s, "Baroness Eskdale"), g(s, "Doctor Bellweather")),
        # The topaz-clad lady drank kefir.
        lambda s: g(s, "topaz") == g(s, "kefir"),
        # Kefir was drunk by Duchess Glenister.
        lambda s: g(s, "kefir") == g(s, "Duchess Glenister"),
        # Doctor Bellweather's neighbour treasured a Jade Frog.
        lambda s: next_to(g(s, "Doctor Bellweather"), g(s, "Jade Frog")),
        # The woman in the straw gown sat directly left of the jet-clad lady.
        lambda s: left_of(g(s, "straw"), g(s, "jet")),
        # Whoever owned the Glass Swan wore straw.
        lambda s: g(s, "Glass Swan") == g(s, "straw"),
        # The chocolate drinker sat beside Baroness Eskdale.
        lambda s: next_to(g(s, "chocolate"), g(s, "Baroness Eskdale")),
        # The fourth guest treasured a Tin Soldier.
        lambda s: g(s, "Tin Soldier") == 4,
        # The kirsch drinker sat somewhere to the right of the owner of the Jade Frog.
        lambda s: somewhere_right(g(s, "kirsch"), g(s, "Jade Frog")),
        # The grog drinker sat at the far left, and she was the owner of the Bronze Bell.
        lambda s: g(s, "grog") == 1,
        lambda s: g(s, "grog") == g(s, "Bronze Bell"),
        # The lady in orchid never drank sake.
        lambda s: g(s, "orchid") != g(s, "sake"),
        # Coffee was the drink of the second woman from the left.
        lambda s: g(s, "coffee") == 2,
        # The Silk Fan's owner sat beside the woman in mint.
        lambda s: next_to(g(s, "Silk Fan"), g(s, "mint")),
        # Lady Ainsworth was the one in mint.
        lambda s: g(s, "Lady Ainsworth") == g(s, "mint"),
        # The Quartz Egg belonged to the malmsey drinker.
        lambda s: g(s, "Quartz Egg") == g(s, "malmsey"),
        # The cinnamon-clad lady kept her Ebony Cane close all night.
        lambda s: g(s, "cinnamon") == g(s, "Ebony Cane"),
        # Captain Hatherly did not sit next to the woman in mint.
        lambda s: not next_to(g(s, "Captain Hatherly"), g(s, "mint")),
        # The woman in steel was Captain Hatherly.
        lambda s: g(s, "steel") == g(s, "Captain Hatherly"),
    ],
)

riddle(
    "phrased-5g-05-present-tense",
    ["Baroness Ingram", "Lady Jolliffe", "Doctor Kemble", "Countess Lacey", "Dame Mowbray"],
    {
        "color": ["sky", "mahogany", "lime", "chestnut", "heliotrope"],
        "drink": ["cordial", "porter", "sarsaparilla", "bourbon", "grenadine"],
        "city": ["Kilbride", "Nettlebed", "Ivybridge", "Mossgate", "Lockholm"],
        "heirloom": ["Feather Fan", "Marble Egg", "Silver Rattle", "Lapis Beads", "Pewter Cup"],
    },
    [
        # Countess Lacey sits in the very middle.
        lambda s: g(s, "Countess Lacey") == middle(s),
        # Doctor Kemble has Countess Lacey on her right.
        lambda s: right_of(g(s, "Countess Lacey"), g(s, "Doctor Kemble")),
        # Baroness Ingram is not at either end.
        lambda s: not at_end(s, g(s, "Baroness Ingram")),
        # Dame Mowbray sits at one end.
        lambda s: at_end(s, g(s, "Dame Mowbray")),
        # The woman in sky drinks cordial.
        lambda s: g(s, "sky") == g(s, "cordial"),
        # The porter drinker is from Nettlebed.
        lambda s: g(s, "porter") == g(s, "Nettlebed"),
        # The woman from Mossgate, on Lady Jolliffe's left, wears chestnut.
        lambda s: left_of(g(s, "Mossgate"), g(s, "Lady Jolliffe")),
        lambda s: g(s, "Mossgate") == g(s, "chestnut"),
        # Dame Mowbray's neighbour treasures a Marble Egg.
        lambda s: next_to(g(s, "Dame Mowbray"), g(s, "Marble Egg")),
        # Sarsaparilla is the drink of the woman in lime.
        lambda s: g(s, "sarsaparilla") == g(s, "lime"),
        # Lady Jolliffe isn't drinking bourbon.
        lambda s: g(s, "Lady Jolliffe") != g(s, "bourbon"),
        # The Pewter Cup is Lady Jolliffe's.
        lambda s: g(s, "Pewter Cup") == g(s, "Lady Jolliffe"),
        # The Lapis Beads belong to the bourbon drinker.
        lambda s: g(s, "Lapis Beads") == g(s, "bourbon"),
        # The native of Ivybridge keeps her Silver Rattle close all evening.
        lambda s: g(s, "Ivybridge") == g(s, "Silver Rattle"),
        # The woman in heliotrope is from Lockholm.
        lambda s: g(s, "heliotrope") == g(s, "Lockholm"),
        # Dame Mowbray grew up in Kilbride.
        lambda s: g(s, "Dame Mowbray") == g(s, "Kilbride"),
        # Doctor Kemble wears mahogany.
        lambda s: g(s, "Doctor Kemble") == g(s, "mahogany"),
        # Countess Lacey isn't the one in sky.
        lambda s: g(s, "Countess Lacey") != g(s, "sky"),
        # Someone sips grenadine all evening, and someone treasures a Feather Fan.
        # (no constraint)
    ],
)

riddle(
    "phrased-4g-04-game-voice",
    ["Madam Oakhurst", "Lady Prentice", "Countess Quinlan", "Doctor Rushby"],
    {
        "color": ["khaki", "fuchsia", "linen", "cerulean"],
        "drink": ["arrack", "calvados", "cassis", "posset"],
        "city": ["Crowhurst", "Ashcombe", "Dunlow", "Bellmoor"],
        "heirloom": ["Horn Comb", "Ruby Ring", "Tin Whistle", "Wax Seal"],
    },
    [
        # They all wore different colors and Countess Quinlan wore a jaunty linen hat.
        lambda s: g(s, "Countess Quinlan") == g(s, "linen"),
        # Lady Prentice was at the far left, next to the guest in a fuchsia gown.
        lambda s: g(s, "Lady Prentice") == 1,
        lambda s: next_to(g(s, "Lady Prentice"), g(s, "fuchsia")),
        # When Doctor Rushby showed off a prized Ruby Ring, the woman on her left scoffed,
        # saying it was no match for her Horn Comb.
        lambda s: g(s, "Doctor Rushby") == g(s, "Ruby Ring"),
        lambda s: left_of(g(s, "Horn Comb"), g(s, "Doctor Rushby")),
        # The lady in linen sat left of someone in cerulean.  (left of = the very next seat)
        lambda s: left_of(g(s, "linen"), g(s, "cerulean")),
        # I remember that cerulean outfit because the woman spilled her posset all over it.
        lambda s: g(s, "cerulean") == g(s, "posset"),
        # The visitor from Ashcombe raised her calvados in toast, and the woman in linen
        # sipped cassis.
        lambda s: g(s, "Ashcombe") == g(s, "calvados"),
        lambda s: g(s, "linen") == g(s, "cassis"),
        # Then Countess Quinlan captivated them all with a story about her wild youth in
        # Dunlow, and she kept her Tin Whistle close all night.
        lambda s: g(s, "Countess Quinlan") == g(s, "Dunlow"),
        lambda s: g(s, "Countess Quinlan") == g(s, "Tin Whistle"),
        # Someone else carried a valuable Wax Seal and when she saw it, the lady from Crowhurst
        # jumped up onto the table, spilling her arrack.
        # ("someone else": not Countess Quinlan; the lady from Crowhurst is another guest than
        # the one she saw with the Wax Seal)
        lambda s: g(s, "Wax Seal") != g(s, "Countess Quinlan"),
        lambda s: g(s, "Crowhurst") != g(s, "Wax Seal"),
        lambda s: g(s, "Crowhurst") == g(s, "arrack"),
        # The woman in khaki was not seated beside the lady from Bellmoor, and she never
        # touched calvados.
        lambda s: not next_to(g(s, "khaki"), g(s, "Bellmoor")),
        lambda s: g(s, "khaki") != g(s, "calvados"),
    ],
)

riddle(
    "phrased-6g-03-chairs",
    ["Lady Dorrington", "Doctor Etheridge", "Countess Farrant", "Madam Gresley",
     "Baroness Holcombe", "Dame Ilbert"],
    {
        "color": ["tangerine", "periwinkle", "olive", "cornflower", "mocha", "scarlet"],
        "drink": ["stout", "madeira", "nectar", "shandy", "eggnog", "sherbet"],
        "city": ["Wrexford", "Abbotsley", "Upmoor", "Yarrowby", "Vellacott", "Zennor"],
        "heirloom": ["Iron Key", "Pearl Earring", "Brass Lantern", "Coral Comb", "Jade Buckle",
                     "Gilded Egg"],
    },
    [
        # Dame Ilbert took the first seat on the left.
        lambda s: g(s, "Dame Ilbert") == 1,
        # Doctor Etheridge sat in the third chair.
        lambda s: g(s, "Doctor Etheridge") == 3,
        # Lady Dorrington sat second from the right.
        lambda s: g(s, "Lady Dorrington") == from_right(s, 2),
        # Madam Gresley sat two seats to the right of the woman in periwinkle.
        lambda s: seats_right(g(s, "Madam Gresley"), g(s, "periwinkle"), 2),
        # The woman in the last chair sipped sherbet.
        lambda s: g(s, "sherbet") == s.n,
        # The fourth guest came from Yarrowby.
        lambda s: g(s, "Yarrowby") == 4,
        # Countess Farrant spoke fondly of her home in Abbotsley.
        lambda s: g(s, "Countess Farrant") == g(s, "Abbotsley"),
        # The woman in the first chair drank stout.
        lambda s: g(s, "stout") == 1,
        # Doctor Etheridge's drink was nectar.
        lambda s: g(s, "Doctor Etheridge") == g(s, "nectar"),
        # Baroness Holcombe's home was Zennor.
        lambda s: g(s, "Baroness Holcombe") == g(s, "Zennor"),
        # The eggnog drinker wore mocha.
        lambda s: g(s, "eggnog") == g(s, "mocha"),
        # The Coral Comb belonged to the shandy drinker.
        lambda s: g(s, "Coral Comb") == g(s, "shandy"),
        # The Brass Lantern was owned by the woman from Upmoor.
        lambda s: g(s, "Brass Lantern") == g(s, "Upmoor"),
        # The woman with the Pearl Earring wore periwinkle.
        lambda s: g(s, "Pearl Earring") == g(s, "periwinkle"),
        # The Iron Key was not in the hands of the woman from Vellacott.
        lambda s: g(s, "Iron Key") != g(s, "Vellacott"),
        # The Gilded Egg's owner wore scarlet.
        lambda s: g(s, "Gilded Egg") == g(s, "scarlet"),
        # The Jade Buckle was Lady Dorrington's.
        lambda s: g(s, "Jade Buckle") == g(s, "Lady Dorrington"),
        # Dame Ilbert travelled from Wrexford.
        lambda s: g(s, "Dame Ilbert") == g(s, "Wrexford"),
        # Countess Farrant nursed a glass of madeira.
        lambda s: g(s, "Countess Farrant") == g(s, "madeira"),
        # Madam Gresley had chosen a cornflower dress for the evening.
        lambda s: g(s, "Madam Gresley") == g(s, "cornflower"),
        # The woman in tangerine sat directly left of the woman in periwinkle.
        lambda s: left_of(g(s, "tangerine"), g(s, "periwinkle")),
        # Doctor Etheridge was the one in olive.
        lambda s: g(s, "Doctor Etheridge") == g(s, "olive"),
    ],
)

riddle(
    "phrased-5g-06-present-possessives",
    ["Captain Lyle", "Duchess Marwood", "Lady Northcott", "Mistress Ogden", "Doctor Ramsden"],
    {
        "color": ["fern", "aqua", "bronze", "pearl", "rosewood"],
        "drink": ["hock", "claret", "grog", "kirsch", "vermouth"],
        "city": ["Elmstead", "Beckford", "Carnwath", "Fordwick", "Dunholme"],
        "heirloom": ["Silver Flask", "Gold Thimble", "Mourning Ring", "Cameo Brooch",
                     "Tortoise Comb"],
    },
    [
        # Mistress Ogden and Doctor Ramsden sit at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Mistress Ogden"), g(s, "Doctor Ramsden")),
        # Between Captain Lyle and Lady Northcott sits Duchess Marwood.
        lambda s: between(g(s, "Duchess Marwood"), g(s, "Captain Lyle"), g(s, "Lady Northcott")),
        # Captain Lyle's gown is aqua.
        lambda s: g(s, "Captain Lyle") == g(s, "aqua"),
        # Lady Northcott's home is Fordwick.
        lambda s: g(s, "Lady Northcott") == g(s, "Fordwick"),
        # Doctor Ramsden's drink is vermouth.
        lambda s: g(s, "Doctor Ramsden") == g(s, "vermouth"),
        # The Mourning Ring's owner is from Carnwath.
        lambda s: g(s, "Mourning Ring") == g(s, "Carnwath"),
        # The woman in fern is not from Beckford.
        lambda s: g(s, "fern") != g(s, "Beckford"),
        # Mistress Ogden sits further left than the kirsch drinker.
        lambda s: somewhere_left(g(s, "Mistress Ogden"), g(s, "kirsch")),
        # The claret drinker sits immediately to the right of the woman in fern.
        lambda s: right_of(g(s, "claret"), g(s, "fern")),
        # The native of Dunholme keeps her Tortoise Comb close all evening.
        lambda s: g(s, "Dunholme") == g(s, "Tortoise Comb"),
        # The Silver Flask belongs to the hock drinker.
        lambda s: g(s, "Silver Flask") == g(s, "hock"),
        # The woman in bronze drinks grog and comes from Carnwath.
        lambda s: g(s, "bronze") == g(s, "grog"),
        lambda s: g(s, "bronze") == g(s, "Carnwath"),
        # The woman in pearl is not seated beside the woman in fern; she sits directly left of
        # the native of Dunholme.
        lambda s: not next_to(g(s, "pearl"), g(s, "fern")),
        lambda s: left_of(g(s, "pearl"), g(s, "Dunholme")),
        # The Cameo Brooch is Lady Northcott's.
        lambda s: g(s, "Cameo Brooch") == g(s, "Lady Northcott"),
        # Mistress Ogden is from Elmstead.
        lambda s: g(s, "Mistress Ogden") == g(s, "Elmstead"),
        # Doctor Ramsden wears rosewood.
        lambda s: g(s, "Doctor Ramsden") == g(s, "rosewood"),
    ],
)

riddle(
    "phrased-6g-04-game-voice",
    ["Lady Sefton", "Doctor Tallis", "Countess Wardle", "Madam Yates", "Baroness Ashdown",
     "Duchess Birch"],
    {
        "color": ["gunmetal", "poppy", "moss", "lemon", "smoke", "cranberry"],
        "drink": ["grog", "perry", "julep", "sack", "toddy", "negus"],
        "city": ["Kettleby", "Hollins", "Mistlow", "Iverley", "Longmarsh", "Jessamy"],
        "heirloom": ["Signet", "Pearl Comb", "Bone Whistle", "Jade Elephant", "Lapis Egg",
                     "Brass Locket"],
    },
    [
        # They all wore different colors and Duchess Birch wore a jaunty lemon hat.
        lambda s: g(s, "Duchess Birch") == g(s, "lemon"),
        # Baroness Ashdown, in a gunmetal gown, was at the far left, and the woman next to her
        # was dressed entirely in poppy.
        lambda s: g(s, "Baroness Ashdown") == g(s, "gunmetal"),
        lambda s: g(s, "Baroness Ashdown") == 1,
        lambda s: next_to(g(s, "poppy"), g(s, "Baroness Ashdown")),
        # The lady in poppy raised her perry in toast, and she bragged about her Pearl Comb.
        lambda s: g(s, "poppy") == g(s, "perry"),
        lambda s: g(s, "poppy") == g(s, "Pearl Comb"),
        # When the woman from Iverley showed off a prized Jade Elephant, the woman on her left
        # scoffed, saying it was no match for her Bone Whistle.
        lambda s: g(s, "Iverley") == g(s, "Jade Elephant"),
        lambda s: left_of(g(s, "Bone Whistle"), g(s, "Iverley")),
        # Someone else carried a valuable Lapis Egg, and when she saw it, the visitor from
        # Kettleby almost spilled her grog.
        lambda s: g(s, "Kettleby") == g(s, "grog"),
        # The Lapis Egg was not in the hands of the visitor from Kettleby.
        lambda s: g(s, "Kettleby") != g(s, "Lapis Egg"),
        # The woman in smoke sat left of someone in cranberry.  (left of = the very next seat)
        lambda s: left_of(g(s, "smoke"), g(s, "cranberry")),
        # I remember that cranberry outfit because the woman spilled her negus all over it.
        lambda s: g(s, "cranberry") == g(s, "negus"),
        # The traveler from Mistlow was dressed entirely in moss, and she sat between Lady
        # Sefton and the woman from Iverley.
        lambda s: g(s, "Mistlow") == g(s, "moss"),
        lambda s: between(g(s, "Mistlow"), g(s, "Lady Sefton"), g(s, "Iverley")),
        # Madam Yates sipped julep all evening.
        lambda s: g(s, "Madam Yates") == g(s, "julep"),
        # Countess Wardle captivated them all with a story about her wild youth in Jessamy,
        # while Lady Sefton spoke fondly of her home in Hollins.
        lambda s: g(s, "Countess Wardle") == g(s, "Jessamy"),
        lambda s: g(s, "Lady Sefton") == g(s, "Hollins"),
        # When Countess Wardle bragged about her Brass Locket, the woman next to her said they
        # were finer in Longmarsh, where she lived.
        lambda s: g(s, "Countess Wardle") == g(s, "Brass Locket"),
        lambda s: next_to(g(s, "Longmarsh"), g(s, "Countess Wardle")),
        # Then the lady from Longmarsh, full of toddy, jumped up onto the table, falling onto
        # the woman next to her, spilling the poor woman's sack.
        lambda s: g(s, "Longmarsh") == g(s, "toddy"),
        lambda s: next_to(g(s, "sack"), g(s, "Longmarsh")),
    ],
)

riddle(
    "phrased-4g-05-between-opposite",
    ["Lady Roscoe", "Dame Quiller", "Madam Sutton", "Doctor Thursby"],
    {
        "color": ["lichen", "ginger", "coral", "azure"],
        "drink": ["tisane", "kvass", "cocoa", "perry"],
        "city": ["Hexley", "Grimwade", "Jarrowfield", "Inchmore"],
        "heirloom": ["Velvet Fan", "Onyx Cameo", "Garnet Ring", "Silver Bell"],
    },
    [
        # Doctor Thursby and Dame Quiller sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Doctor Thursby"), g(s, "Dame Quiller")),
        # Madam Sutton sat between Doctor Thursby and Lady Roscoe.
        lambda s: between(g(s, "Madam Sutton"), g(s, "Doctor Thursby"), g(s, "Lady Roscoe")),
        # The one drinking perry sat somewhere to the right of Madam Sutton.
        lambda s: somewhere_right(g(s, "perry"), g(s, "Madam Sutton")),
        # Whoever owned the Garnet Ring wore coral.
        lambda s: g(s, "Garnet Ring") == g(s, "coral"),
        # Madam Sutton's neighbour spoke fondly of her home in Jarrowfield.
        lambda s: next_to(g(s, "Madam Sutton"), g(s, "Jarrowfield")),
        # The woman in lichen never drank kvass.
        lambda s: g(s, "lichen") != g(s, "kvass"),
        # The Velvet Fan was treasured by the native of Hexley.
        lambda s: g(s, "Velvet Fan") == g(s, "Hexley"),
        # The kvass drinker wore ginger.
        lambda s: g(s, "kvass") == g(s, "ginger"),
        # The native of Hexley sat directly left of the kvass drinker.
        lambda s: left_of(g(s, "Hexley"), g(s, "kvass")),
        # Someone sipped tisane all evening.  (no constraint)
        # Someone else carried an Onyx Cameo.  (another guest than the tisane drinker)
        lambda s: g(s, "Onyx Cameo") != g(s, "tisane"),
        # Dame Quiller was not from Grimwade.
        lambda s: g(s, "Dame Quiller") != g(s, "Grimwade"),
        # The lady from Inchmore never drank cocoa.
        lambda s: g(s, "Inchmore") != g(s, "cocoa"),
        # The Silver Bell belonged to the perry drinker.
        lambda s: g(s, "Silver Bell") == g(s, "perry"),
        # Lady Roscoe nursed a glass of cocoa.
        lambda s: g(s, "Lady Roscoe") == g(s, "cocoa"),
        # The woman in azure was Dame Quiller.
        lambda s: g(s, "azure") == g(s, "Dame Quiller"),
    ],
)

riddle(
    "phrased-8g-01-eight-guests",
    ["Lady Pemberton", "Doctor Quayle", "Countess Rowntree", "Madam Saltash",
     "Baroness Thackeray", "Duchess Underhill", "Dame Wolcott", "Mistress Yelland"],
    {
        "color": ["olive", "scarlet", "umber", "azure", "pearl", "lavender", "bronze", "amber"],
        "drink": ["hock", "claret", "toddy", "perry", "negus", "grappa", "ratafia", "kvass"],
        "city": ["Frostmoor", "Ambergate", "Hawkmoor", "Calder", "Ellingham", "Brackwater",
                 "Greyhaven", "Dunmere"],
        "heirloom": ["Sextant", "Cameo", "Rosary", "Thimble", "Chalice", "Inkwell", "Scarab",
                     "Spyglass"],
    },
    [
        # Dame Wolcott and Duchess Underhill sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Dame Wolcott"), g(s, "Duchess Underhill")),
        # Lady Pemberton had Dame Wolcott on her left.
        lambda s: left_of(g(s, "Dame Wolcott"), g(s, "Lady Pemberton")),
        # Between Mistress Yelland and Baroness Thackeray sat Doctor Quayle.
        lambda s: between(g(s, "Doctor Quayle"), g(s, "Mistress Yelland"),
                          g(s, "Baroness Thackeray")),
        # Countess Rowntree sat two seats to the right of Doctor Quayle.
        lambda s: seats_right(g(s, "Countess Rowntree"), g(s, "Doctor Quayle"), 2),
        # Madam Saltash, on Duchess Underhill's left, nursed a glass of ratafia.
        lambda s: left_of(g(s, "Madam Saltash"), g(s, "Duchess Underhill")),
        lambda s: g(s, "Madam Saltash") == g(s, "ratafia"),
        # Lady Pemberton wore scarlet and sat directly left of the woman in umber.
        lambda s: g(s, "Lady Pemberton") == g(s, "scarlet"),
        lambda s: left_of(g(s, "Lady Pemberton"), g(s, "umber")),
        # The native of Calder wore azure.
        lambda s: g(s, "Calder") == g(s, "azure"),
        # Doctor Quayle's neighbour came from Hawkmoor.
        lambda s: next_to(g(s, "Doctor Quayle"), g(s, "Hawkmoor")),
        # Mistress Yelland was not seated beside the olive-clad lady, who sat directly left of
        # the claret drinker.
        lambda s: not next_to(g(s, "Mistress Yelland"), g(s, "olive")),
        lambda s: left_of(g(s, "olive"), g(s, "claret")),
        # The lavender-clad lady drank grappa.
        lambda s: g(s, "lavender") == g(s, "grappa"),
        # Whoever owned the Scarab sat further right than the grappa drinker.
        lambda s: somewhere_right(g(s, "Scarab"), g(s, "grappa")),
        # The toddy drinker treasured a Rosary.
        lambda s: g(s, "toddy") == g(s, "Rosary"),
        # The Thimble was owned by the woman in azure.
        lambda s: g(s, "Thimble") == g(s, "azure"),
        # Baroness Thackeray's dress was pearl.
        lambda s: g(s, "Baroness Thackeray") == g(s, "pearl"),
        # The fourth guest drank perry.
        lambda s: g(s, "perry") == 4,
        # The hock drinker sat at one end.
        lambda s: at_end(s, g(s, "hock")),
        # Kvass was the drink of the woman in amber.
        lambda s: g(s, "kvass") == g(s, "amber"),
        # The woman from Greyhaven wore bronze.
        lambda s: g(s, "Greyhaven") == g(s, "bronze"),
        # The Chalice belonged to the lady from Ellingham.
        lambda s: g(s, "Chalice") == g(s, "Ellingham"),
        # Baroness Thackeray kept her Chalice close all night.
        lambda s: g(s, "Baroness Thackeray") == g(s, "Chalice"),
        # The Spyglass was not in the hands of Dame Wolcott.
        lambda s: g(s, "Spyglass") != g(s, "Dame Wolcott"),
        # The woman with the Cameo came from Ambergate.
        lambda s: g(s, "Cameo") == g(s, "Ambergate"),
        # Duchess Underhill grew up in Dunmere.
        lambda s: g(s, "Duchess Underhill") == g(s, "Dunmere"),
        # The Inkwell's owner hailed from Brackwater and sat next to whoever owned the Scarab.
        lambda s: g(s, "Inkwell") == g(s, "Brackwater"),
        lambda s: next_to(g(s, "Inkwell"), g(s, "Scarab")),
        # Dame Wolcott travelled from Frostmoor.
        lambda s: g(s, "Dame Wolcott") == g(s, "Frostmoor"),
        # Someone sipped negus all evening, and someone else drank claret.
        lambda s: g(s, "negus") != g(s, "claret"),
        # The Sextant was Dame Wolcott's.
        lambda s: g(s, "Sextant") == g(s, "Dame Wolcott"),
    ],
)

riddle(
    "phrased-7g-02-present-pets",
    ["Lady Alcott", "Doctor Bramble", "Countess Chalke", "Madam Devenish", "Baroness Elphick",
     "Duchess Fothergill", "Captain Garside"],
    {
        "color": ["forest", "honey", "slate", "sky", "magenta", "mauve", "dun"],
        "city": ["Oxwich", "Hartsholme", "Kelmscot", "Larkhill", "Nethercott", "Pilbury",
                 "Ivyford"],
        "heirloom": ["Tin Drum", "Quill Pen", "Crystal Ball", "Bell Jar", "Jade Ring",
                     "Silver Salver", "Enamel Locket"],
        "pet": ["terrier", "mynah", "rabbit", "cockatoo", "lapdog", "parakeet", "dachshund"],
    },
    [
        # Doctor Bramble sits in the very middle.
        lambda s: g(s, "Doctor Bramble") == middle(s),
        # Captain Garside sits at one end, and Countess Chalke is not at either end.
        lambda s: at_end(s, g(s, "Captain Garside")),
        lambda s: not at_end(s, g(s, "Countess Chalke")),
        # Between Lady Alcott and Doctor Bramble sits Baroness Elphick.
        lambda s: between(g(s, "Baroness Elphick"), g(s, "Lady Alcott"), g(s, "Doctor Bramble")),
        # Madam Devenish sits two seats to the right of Baroness Elphick.
        lambda s: seats_right(g(s, "Madam Devenish"), g(s, "Baroness Elphick"), 2),
        # The woman accompanied by a terrier sits somewhere to the left of Lady Alcott.
        lambda s: somewhere_left(g(s, "terrier"), g(s, "Lady Alcott")),
        # Duchess Fothergill's pet is a dachshund.
        lambda s: g(s, "Duchess Fothergill") == g(s, "dachshund"),
        # The honey-clad lady is accompanied by a mynah.
        lambda s: g(s, "honey") == g(s, "mynah"),
        # The woman from Pilbury has Madam Devenish on her left.
        lambda s: left_of(g(s, "Madam Devenish"), g(s, "Pilbury")),
        # The native of Larkhill comes with her cockatoo.
        lambda s: g(s, "Larkhill") == g(s, "cockatoo"),
        # The woman in slate keeps her Crystal Ball close all evening.
        lambda s: g(s, "slate") == g(s, "Crystal Ball"),
        # The Jade Ring belongs to the lady who comes with the lapdog.
        lambda s: g(s, "Jade Ring") == g(s, "lapdog"),
        # The woman in magenta is Madam Devenish.
        lambda s: g(s, "magenta") == g(s, "Madam Devenish"),
        # Countess Chalke wears mauve and is not from Ivyford.
        lambda s: g(s, "Countess Chalke") == g(s, "mauve"),
        lambda s: g(s, "Countess Chalke") != g(s, "Ivyford"),
        # The woman who comes with the rabbit is from Kelmscot.
        lambda s: g(s, "rabbit") == g(s, "Kelmscot"),
        # The Tin Drum is Captain Garside's, ...
        lambda s: g(s, "Tin Drum") == g(s, "Captain Garside"),
        # ... and Doctor Bramble treasures a Bell Jar.
        lambda s: g(s, "Doctor Bramble") == g(s, "Bell Jar"),
        # The native of Ivyford owns the Enamel Locket.
        lambda s: g(s, "Ivyford") == g(s, "Enamel Locket"),
        # The Silver Salver is not in the hands of the woman in dun.
        lambda s: g(s, "Silver Salver") != g(s, "dun"),
        # Someone from Oxwich wears forest.
        lambda s: g(s, "Oxwich") == g(s, "forest"),
        # The Quill Pen is owned by the woman from Hartsholme.
        lambda s: g(s, "Quill Pen") == g(s, "Hartsholme"),
        # Lady Alcott grew up in Hartsholme.
        lambda s: g(s, "Lady Alcott") == g(s, "Hartsholme"),
        # The woman in mauve is accompanied by a parakeet.
        lambda s: g(s, "parakeet") == g(s, "mauve"),
        # The woman in sky is from Larkhill, and the woman from Nethercott does not wear forest.
        lambda s: g(s, "sky") == g(s, "Larkhill"),
        lambda s: g(s, "Nethercott") != g(s, "forest"),
    ],
)

riddle(
    "phrased-5g-07-dresses-listed",
    ["Lady Coverley", "Doctor Danvers", "Countess Ellery", "Madam Fitchett", "Baroness Gaunt"],
    {
        "color": ["sepia", "flax", "rouge", "ultramarine", "celadon"],
        "drink": ["aquavit", "sangria", "chicha", "tokay", "orgeat"],
        "city": ["Quarrydale", "Ravensworth", "Stoneleigh", "Tiverly", "Underby"],
        "heirloom": ["Bracelet", "Pendant", "Tiara", "Fan", "Brooch"],
    },
    [
        # Madam Fitchett took the first seat on the left.
        lambda s: g(s, "Madam Fitchett") == 1,
        # Lady Coverley sat in the third chair.
        lambda s: g(s, "Lady Coverley") == 3,
        # Baroness Gaunt sat second from the right.
        lambda s: g(s, "Baroness Gaunt") == from_right(s, 2),
        # The one drinking aquavit sat directly left of Lady Coverley.
        lambda s: left_of(g(s, "aquavit"), g(s, "Lady Coverley")),
        # Countess Ellery did not sit next to Baroness Gaunt.
        lambda s: not next_to(g(s, "Countess Ellery"), g(s, "Baroness Gaunt")),
        # The woman in ultramarine wasn't drinking sangria.
        lambda s: g(s, "ultramarine") != g(s, "sangria"),
        # The woman in the rouge gown owned the Tiara.
        lambda s: g(s, "rouge") == g(s, "Tiara"),
        # Countess Ellery's dress was rouge.
        lambda s: g(s, "Countess Ellery") == g(s, "rouge"),
        # The sangria drinker came from Stoneleigh.
        lambda s: g(s, "sangria") == g(s, "Stoneleigh"),
        # The native of Underby wore celadon.
        lambda s: g(s, "Underby") == g(s, "celadon"),
        # The Pendant was owned by the woman in ultramarine.
        lambda s: g(s, "Pendant") == g(s, "ultramarine"),
        # Doctor Danvers travelled from Ravensworth.
        lambda s: g(s, "Doctor Danvers") == g(s, "Ravensworth"),
        # The chicha drinker kept her Brooch close all night.
        lambda s: g(s, "chicha") == g(s, "Brooch"),
        # The woman with the Fan drank tokay, and she sat directly left of the woman from
        # Stoneleigh.
        lambda s: g(s, "Fan") == g(s, "tokay"),
        lambda s: left_of(g(s, "Fan"), g(s, "Stoneleigh")),
        # Madam Fitchett was not from Quarrydale, ...
        lambda s: g(s, "Madam Fitchett") != g(s, "Quarrydale"),
        # ... and she had chosen a sepia dress for the evening.
        lambda s: g(s, "Madam Fitchett") == g(s, "sepia"),
    ],
)

riddle(
    "phrased-6g-05-lists-between-them",
    ["Duchess Hartigan", "Lady Inchbald", "Captain Jermyn", "Madam Kilbey", "Baroness Lumley",
     "Doctor Moxon"],
    {
        "color": ["denim", "cherry", "oyster", "saffron", "pistachio", "aubergine"],
        "drink": ["negus", "claret", "kvass", "ratafia", "grappa", "perry"],
        "city": ["Hobbsgate", "Saltcote", "Wyvern", "Peverell", "Norcross", "Millbrook"],
        "heirloom": ["Crystal Vial", "Gold Locket", "Jet Beads", "Amber Comb", "Brass Seal",
                     "Silver Thimble"],
    },
    [
        # Baroness Lumley sat in the last chair.
        lambda s: g(s, "Baroness Lumley") == s.n,
        # Baroness Lumley's drink was perry.
        lambda s: g(s, "Baroness Lumley") == g(s, "perry"),
        # Captain Jermyn sat second from the right.
        lambda s: g(s, "Captain Jermyn") == from_right(s, 2),
        # Doctor Moxon did not sit next to Madam Kilbey.
        lambda s: not next_to(g(s, "Doctor Moxon"), g(s, "Madam Kilbey")),
        # Lady Inchbald sat immediately to the right of Doctor Moxon.
        lambda s: right_of(g(s, "Lady Inchbald"), g(s, "Doctor Moxon")),
        # The woman in the oyster gown sat directly left of Duchess Hartigan.
        lambda s: left_of(g(s, "oyster"), g(s, "Duchess Hartigan")),
        # The native of Millbrook drank perry.
        lambda s: g(s, "Millbrook") == g(s, "perry"),
        # The woman from Norcross sat somewhere to the right of the woman in the cherry gown.
        lambda s: somewhere_right(g(s, "Norcross"), g(s, "cherry")),
        # Madam Kilbey wasn't drinking ratafia.
        lambda s: g(s, "Madam Kilbey") != g(s, "ratafia"),
        # The grappa drinker owned the Brass Seal.
        lambda s: g(s, "grappa") == g(s, "Brass Seal"),
        # Duchess Hartigan had the grappa drinker on her right.
        lambda s: right_of(g(s, "grappa"), g(s, "Duchess Hartigan")),
        # Duchess Hartigan's heirloom was the Amber Comb.
        lambda s: g(s, "Duchess Hartigan") == g(s, "Amber Comb"),
        # The Gold Locket belonged to the claret drinker.
        lambda s: g(s, "Gold Locket") == g(s, "claret"),
        # The Crystal Vial was carried by the woman in denim.
        lambda s: g(s, "Crystal Vial") == g(s, "denim"),
        # The woman in denim wasn't drinking perry.
        lambda s: g(s, "denim") != g(s, "perry"),
        # The Jet Beads were owned by the native of Wyvern.
        lambda s: g(s, "Jet Beads") == g(s, "Wyvern"),
        # Someone in aubergine treasured a Silver Thimble.
        lambda s: g(s, "aubergine") == g(s, "Silver Thimble"),
        # The negus drinker hailed from Hobbsgate.
        lambda s: g(s, "negus") == g(s, "Hobbsgate"),
        # Lady Inchbald spoke fondly of her home in Saltcote.
        lambda s: g(s, "Lady Inchbald") == g(s, "Saltcote"),
        # The woman in saffron drank ratafia.
        lambda s: g(s, "saffron") == g(s, "ratafia"),
        # Captain Jermyn wore pistachio.
        lambda s: g(s, "Captain Jermyn") == g(s, "pistachio"),
        # Duchess Hartigan grew up in Peverell.
        lambda s: g(s, "Duchess Hartigan") == g(s, "Peverell"),
    ],
)

riddle(
    "phrased-3g-02-present",
    ["Madam Nye", "Countess Ormsby", "Doctor Pruett"],
    {
        "color": ["lavender", "bisque", "sienna"],
        "drink": ["chai", "lassi", "sherbet"],
        "city": ["Allerby", "Yelverton", "Brompton"],
    },
    [
        # Doctor Pruett sits between Madam Nye and Countess Ormsby.
        lambda s: between(g(s, "Doctor Pruett"), g(s, "Madam Nye"), g(s, "Countess Ormsby")),
        # Madam Nye has Doctor Pruett on her left.
        lambda s: left_of(g(s, "Doctor Pruett"), g(s, "Madam Nye")),
        # The woman in sienna isn't drinking lassi.
        lambda s: g(s, "sienna") != g(s, "lassi"),
        # Countess Ormsby is not from Brompton.
        lambda s: g(s, "Countess Ormsby") != g(s, "Brompton"),
        # The lassi drinker is from Yelverton.
        lambda s: g(s, "lassi") == g(s, "Yelverton"),
        # The woman in lavender drinks chai.
        lambda s: g(s, "lavender") == g(s, "chai"),
        # Sherbet is the drink of the native of Brompton.
        lambda s: g(s, "sherbet") == g(s, "Brompton"),
        # The bisque-clad lady is Doctor Pruett.
        lambda s: g(s, "bisque") == g(s, "Doctor Pruett"),
        # Someone grew up in Allerby.  (no constraint)
    ],
)

riddle(
    "phrased-5g-08-game-voice",
    ["Lady Ravenscroft", "Doctor Sibley", "Countess Trent", "Madam Upton", "Baroness Vosper"],
    {
        "color": ["rust", "sky", "honey", "pewter", "indigo"],
        "drink": ["porter", "sake", "stout", "grog", "madeira"],
        "city": ["Kingsmere", "Gullcliff", "Fairhaven", "Irongate", "Hempstead"],
        "heirloom": ["Bone Ring", "Ruby Brooch", "Jade Pendant", "Pearl Necklace",
                     "Silver Chalice"],
    },
    [
        # They all wore different colors, and Madam Upton, at the far right, wore a jaunty
        # indigo hat.
        lambda s: g(s, "Madam Upton") == s.n,
        lambda s: g(s, "Madam Upton") == g(s, "indigo"),
        # Baroness Vosper was at the far left, and the guest next to her wore a sky jacket.
        lambda s: g(s, "Baroness Vosper") == 1,
        lambda s: next_to(g(s, "sky"), g(s, "Baroness Vosper")),
        # I remember that sky jacket because the woman spilled her sake all over it.
        lambda s: g(s, "sky") == g(s, "sake"),
        # The lady in pewter sat right of someone in honey, and she had travelled from Irongate.
        # (right of = the very next seat; "she" = the lady in pewter)
        lambda s: right_of(g(s, "pewter"), g(s, "honey")),
        lambda s: g(s, "pewter") == g(s, "Irongate"),
        # When the woman in honey bragged about her Jade Pendant, the woman on her left said
        # they were finer in Gullcliff, where she lived.
        lambda s: g(s, "honey") == g(s, "Jade Pendant"),
        lambda s: left_of(g(s, "Gullcliff"), g(s, "honey")),
        # So Lady Ravenscroft showed off a prized Pearl Necklace, at which the lady from
        # Hempstead scoffed, saying it was no match for her Silver Chalice.
        lambda s: g(s, "Lady Ravenscroft") == g(s, "Pearl Necklace"),
        lambda s: g(s, "Hempstead") == g(s, "Silver Chalice"),
        # Someone else carried a valuable Bone Ring, and she was dressed entirely in rust.
        lambda s: g(s, "Bone Ring") == g(s, "rust"),
        # The lady from Kingsmere raised her porter in toast.
        lambda s: g(s, "Kingsmere") == g(s, "porter"),
        # Finally the lady from Hempstead, full of madeira, jumped up onto the table, falling
        # onto the guest in the center seat, spilling the poor woman's stout.
        lambda s: g(s, "Hempstead") == g(s, "madeira"),
        lambda s: g(s, "Hempstead") != middle(s),
        lambda s: g(s, "stout") == middle(s),
        # Countess Trent never touched grog, and Doctor Sibley captivated them all with a story
        # about her wild youth in Fairhaven.
        lambda s: g(s, "Countess Trent") != g(s, "grog"),
        lambda s: g(s, "Doctor Sibley") == g(s, "Fairhaven"),
    ],
)

riddle(
    "phrased-6g-06-present-relations",
    ["Lady Nancarrow", "Doctor Oddie", "Countess Pinchbeck", "Madam Rudge", "Baroness Sowerby",
     "Dame Tibbald"],
    {
        "color": ["pine", "wheat", "cobalt", "heather", "vermilion", "buff"],
        "drink": ["chai", "cocoa", "sherbet", "tisane", "cordial", "lemonade"],
        "city": ["Gorsey", "Barrowden", "Flamstead", "Cawston", "Hannington", "Ebbesworth"],
        "heirloom": ["Lace Collar", "Gilt Fan", "Enamel Pin", "Jasper Egg", "Silver Whistle",
                     "Coral Rosary"],
    },
    [
        # Madam Rudge sits in the last chair.
        lambda s: g(s, "Madam Rudge") == s.n,
        # The second woman from the left is Countess Pinchbeck.
        lambda s: g(s, "Countess Pinchbeck") == 2,
        # Doctor Oddie sits immediately to the right of Countess Pinchbeck.
        lambda s: right_of(g(s, "Doctor Oddie"), g(s, "Countess Pinchbeck")),
        # Dame Tibbald does not sit next to Baroness Sowerby.
        lambda s: not next_to(g(s, "Dame Tibbald"), g(s, "Baroness Sowerby")),
        # The woman in the heather gown sits directly left of Lady Nancarrow.
        lambda s: left_of(g(s, "heather"), g(s, "Lady Nancarrow")),
        # The one drinking cordial is from Hannington.
        lambda s: g(s, "cordial") == g(s, "Hannington"),
        # Baroness Sowerby isn't drinking lemonade.
        lambda s: g(s, "Baroness Sowerby") != g(s, "lemonade"),
        # Lady Nancarrow wears vermilion and does not drink tisane.
        lambda s: g(s, "Lady Nancarrow") == g(s, "vermilion"),
        lambda s: g(s, "Lady Nancarrow") != g(s, "tisane"),
        # The woman from Flamstead, on Baroness Sowerby's left, drinks sherbet.
        lambda s: left_of(g(s, "Flamstead"), g(s, "Baroness Sowerby")),
        lambda s: g(s, "Flamstead") == g(s, "sherbet"),
        # Countess Pinchbeck sips cocoa all evening.
        lambda s: g(s, "Countess Pinchbeck") == g(s, "cocoa"),
        # Dame Tibbald is not from Cawston.
        lambda s: g(s, "Dame Tibbald") != g(s, "Cawston"),
        # The Gilt Fan belongs to the woman in wheat.
        lambda s: g(s, "Gilt Fan") == g(s, "wheat"),
        # The native of Cawston keeps her Jasper Egg close all evening.
        lambda s: g(s, "Cawston") == g(s, "Jasper Egg"),
        # The Enamel Pin is Doctor Oddie's.
        lambda s: g(s, "Enamel Pin") == g(s, "Doctor Oddie"),
        # Whoever owns the Lace Collar sits at one end.
        lambda s: at_end(s, g(s, "Lace Collar")),
        # The Coral Rosary is owned by the woman in buff.
        lambda s: g(s, "Coral Rosary") == g(s, "buff"),
        # The Silver Whistle's owner sits directly left of the woman in buff.
        lambda s: left_of(g(s, "Silver Whistle"), g(s, "buff")),
        # The woman in pine drinks chai.
        lambda s: g(s, "pine") == g(s, "chai"),
        # Doctor Oddie wears cobalt.
        lambda s: g(s, "Doctor Oddie") == g(s, "cobalt"),
        # Madam Rudge is from Ebbesworth, and the woman from Gorsey sits further left than the
        # woman from Barrowden.
        lambda s: g(s, "Madam Rudge") == g(s, "Ebbesworth"),
        lambda s: somewhere_left(g(s, "Gorsey"), g(s, "Barrowden")),
    ],
)

riddle(
    "phrased-4g-06-all-listed",
    ["Baroness Abney", "Lady Blandish", "Madam Copley", "Countess Dymock"],
    {
        "color": ["moss", "primrose", "slate", "russet"],
        "drink": ["negus", "posset", "hock", "perry"],
        "city": ["Greyholm", "Pennyfold", "Ravelston", "Ullacott"],
        "heirloom": ["Cameo", "Fan", "Thimble", "Sundial"],
    },
    [
        # Lady Blandish took the first seat on the left.
        lambda s: g(s, "Lady Blandish") == 1,
        # Madam Copley sat in the last chair.
        lambda s: g(s, "Madam Copley") == s.n,
        # The second woman from the left drank hock.
        lambda s: g(s, "hock") == 2,
        # The one drinking perry wore russet.
        lambda s: g(s, "perry") == g(s, "russet"),
        # Countess Dymock was not seated beside Madam Copley.
        lambda s: not next_to(g(s, "Countess Dymock"), g(s, "Madam Copley")),
        # The native of Ravelston owned the Sundial.
        lambda s: g(s, "Ravelston") == g(s, "Sundial"),
        # The posset drinker came from Ravelston.
        lambda s: g(s, "posset") == g(s, "Ravelston"),
        # The Fan was Madam Copley's.
        lambda s: g(s, "Fan") == g(s, "Madam Copley"),
        # The woman in moss never drank posset.
        lambda s: g(s, "moss") != g(s, "posset"),
        # Baroness Abney grew up in Ullacott.
        lambda s: g(s, "Baroness Abney") == g(s, "Ullacott"),
        # The Cameo's owner came from Greyholm.
        lambda s: g(s, "Cameo") == g(s, "Greyholm"),
        # The woman in slate did not sit next to the woman in moss.
        lambda s: not next_to(g(s, "slate"), g(s, "moss")),
        # Countess Dymock's gown was slate.
        lambda s: g(s, "Countess Dymock") == g(s, "slate"),
    ],
)

riddle(
    "phrased-7g-03-negations",
    ["Lady Ellerby", "Doctor Fanshawe", "Countess Gedge", "Madam Hollis", "Baroness Ireton",
     "Duchess Jephson", "Captain Kirkby"],
    {
        "color": ["umber", "lilac", "amber", "plum", "saffron", "cobalt", "russet"],
        "drink": ["toddy", "claret", "kvass", "hock", "grappa", "perry", "negus"],
        "heirloom": ["Glass Slipper", "Jade Dragon", "Tin Lantern", "Brass Owl", "Wooden Horse",
                     "Silver Swan", "Copper Kettle"],
    },
    [
        # The fourth guest was Doctor Fanshawe.
        lambda s: g(s, "Doctor Fanshawe") == 4,
        # Hock was the drink of the fourth guest.
        lambda s: g(s, "hock") == 4,
        # Baroness Ireton sat in the third chair.
        lambda s: g(s, "Baroness Ireton") == 3,
        # Captain Kirkby and Countess Gedge sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Captain Kirkby"), g(s, "Countess Gedge")),
        # Countess Gedge did not sit at the far left.
        lambda s: g(s, "Countess Gedge") != 1,
        # Lady Ellerby did not sit next to Duchess Jephson.
        lambda s: not next_to(g(s, "Lady Ellerby"), g(s, "Duchess Jephson")),
        # Madam Hollis was not at either end.
        lambda s: not at_end(s, g(s, "Madam Hollis")),
        # Madam Hollis had Duchess Jephson on her left.
        lambda s: left_of(g(s, "Duchess Jephson"), g(s, "Madam Hollis")),
        # The woman in umber took the first seat on the left.
        lambda s: g(s, "umber") == 1,
        # Whoever owned the Jade Dragon sat directly left of Baroness Ireton.
        lambda s: left_of(g(s, "Jade Dragon"), g(s, "Baroness Ireton")),
        # The woman in plum never drank perry.
        lambda s: g(s, "plum") != g(s, "perry"),
        # The kvass drinker wore amber.
        lambda s: g(s, "kvass") == g(s, "amber"),
        # The lilac-clad lady drank claret.
        lambda s: g(s, "lilac") == g(s, "claret"),
        # The woman in the amber gown kept her Tin Lantern close all night.
        lambda s: g(s, "amber") == g(s, "Tin Lantern"),
        # The woman in umber wasn't drinking claret.
        lambda s: g(s, "umber") != g(s, "claret"),
        # The Brass Owl was not in the hands of Madam Hollis; ...
        lambda s: g(s, "Brass Owl") != g(s, "Madam Hollis"),
        # ... it was owned by the hock drinker.
        lambda s: g(s, "Brass Owl") == g(s, "hock"),
        # The Silver Swan belonged to the perry drinker.
        lambda s: g(s, "Silver Swan") == g(s, "perry"),
        # Madam Hollis nursed a glass of perry.
        lambda s: g(s, "Madam Hollis") == g(s, "perry"),
        # The saffron-clad lady owned the Wooden Horse.
        lambda s: g(s, "saffron") == g(s, "Wooden Horse"),
        # The toddy drinker did not own the Tin Lantern.
        lambda s: g(s, "toddy") != g(s, "Tin Lantern"),
        # The woman in cobalt was not Duchess Jephson.
        lambda s: g(s, "cobalt") != g(s, "Duchess Jephson"),
        # Countess Gedge's drink was negus.
        lambda s: g(s, "Countess Gedge") == g(s, "negus"),
        # The russet-clad lady sat in the last chair.
        lambda s: g(s, "russet") == s.n,
        # The Copper Kettle was not Lady Ellerby's.
        lambda s: g(s, "Copper Kettle") != g(s, "Lady Ellerby"),
        # The grappa drinker sat somewhere to the right of the hock drinker.
        lambda s: somewhere_right(g(s, "grappa"), g(s, "hock")),
        # The negus drinker did not own the Glass Slipper.
        lambda s: g(s, "negus") != g(s, "Glass Slipper"),
    ],
)

riddle(
    "phrased-5g-09-pets-negated",
    ["Lady Lambton", "Doctor Mallory", "Countess Nevill", "Madam Ostler", "Baroness Pask"],
    {
        "color": ["olive", "ecru", "scarlet", "cinnabar", "lilac"],
        "drink": ["julep", "sake", "ouzo", "grog", "arrack"],
        "pet": ["finch", "spaniel", "mongoose", "pug", "magpie"],
    },
    [
        # Madam Ostler and Countess Nevill sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Madam Ostler"), g(s, "Countess Nevill")),
        # Lady Lambton sat between Doctor Mallory and Baroness Pask.
        lambda s: between(g(s, "Lady Lambton"), g(s, "Doctor Mallory"), g(s, "Baroness Pask")),
        # Doctor Mallory sat somewhere to the left of Baroness Pask.
        lambda s: somewhere_left(g(s, "Doctor Mallory"), g(s, "Baroness Pask")),
        # The woman accompanied by a pug did not sit next to Doctor Mallory, ...
        lambda s: not next_to(g(s, "pug"), g(s, "Doctor Mallory")),
        # ... but she sat directly left of the woman in lilac.
        lambda s: left_of(g(s, "pug"), g(s, "lilac")),
        # Madam Ostler did not come with a magpie.
        lambda s: g(s, "Madam Ostler") != g(s, "magpie"),
        # Countess Nevill was not accompanied by a finch.
        lambda s: g(s, "Countess Nevill") != g(s, "finch"),
        # The lady who came with the spaniel wore ecru.
        lambda s: g(s, "spaniel") == g(s, "ecru"),
        # The woman in scarlet never drank sake.
        lambda s: g(s, "scarlet") != g(s, "sake"),
        # The julep drinker was accompanied by a finch.
        lambda s: g(s, "julep") == g(s, "finch"),
        # Lady Lambton came with her mongoose.
        lambda s: g(s, "Lady Lambton") == g(s, "mongoose"),
        # The grog drinker wore cinnabar.
        lambda s: g(s, "grog") == g(s, "cinnabar"),
        # Countess Nevill had the grog drinker on her left.
        lambda s: left_of(g(s, "grog"), g(s, "Countess Nevill")),
        # The woman in lilac wasn't drinking ouzo.
        lambda s: g(s, "lilac") != g(s, "ouzo"),
        # The sake drinker sat directly left of the woman in scarlet.
        lambda s: left_of(g(s, "sake"), g(s, "scarlet")),
        # Someone drank arrack, and the woman in olive was not the ouzo drinker.
        lambda s: g(s, "olive") != g(s, "ouzo"),
    ],
)

riddle(
    "phrased-6g-07-game-voice",
    ["Lady Winterbourne", "Doctor Ashcroft", "Countess Belling", "Madam Corrigan",
     "Baroness Drummond", "Duchess Evesham"],
    {
        "color": ["damson", "cream", "scarlet", "pewter", "sage", "mustard"],
        "drink": ["schnapps", "porter", "claret", "kirsch", "arrack", "negus"],
        "city": ["Foxmere", "Draycott", "Ironbridge", "Evenlode", "Gallowmoor", "Hythebridge"],
        "heirloom": ["Gold Compact", "Silk Purse", "Garnet Ring", "Brass Monocle", "Pearl Brooch",
                     "Silver Ewer"],
    },
    [
        # They all wore different colors and Doctor Ashcroft wore a jaunty pewter hat.
        lambda s: g(s, "Doctor Ashcroft") == g(s, "pewter"),
        # Madam Corrigan, dressed in damson, was at the far left, next to the guest wearing a
        # cream jacket.
        lambda s: g(s, "Madam Corrigan") == g(s, "damson"),
        lambda s: g(s, "Madam Corrigan") == 1,
        lambda s: next_to(g(s, "Madam Corrigan"), g(s, "cream")),
        # The lady in scarlet sat left of someone in pewter.  (left of = the very next seat)
        lambda s: left_of(g(s, "scarlet"), g(s, "pewter")),
        # I remember that scarlet outfit because the woman spilled her claret all over it.
        lambda s: g(s, "scarlet") == g(s, "claret"),
        # The traveler from Gallowmoor was dressed entirely in sage.
        lambda s: g(s, "Gallowmoor") == g(s, "sage"),
        # When one of the dinner guests bragged about her Brass Monocle, the woman on her left
        # said they were finer in Ironbridge, where she lived.
        lambda s: left_of(g(s, "Ironbridge"), g(s, "Brass Monocle")),
        # So Duchess Evesham showed off a prized Pearl Brooch, at which the lady from
        # Hythebridge next to her scoffed, saying it was no match for her Silver Ewer.
        lambda s: g(s, "Duchess Evesham") == g(s, "Pearl Brooch"),
        lambda s: next_to(g(s, "Hythebridge"), g(s, "Duchess Evesham")),
        lambda s: g(s, "Hythebridge") == g(s, "Silver Ewer"),
        # Baroness Drummond carried a valuable Garnet Ring, and when the visitor from Draycott
        # next to her saw it, she almost spilled her porter.
        # (the Draycott visitor sits next to Baroness Drummond and drank porter)
        lambda s: g(s, "Baroness Drummond") == g(s, "Garnet Ring"),
        lambda s: next_to(g(s, "Draycott"), g(s, "Baroness Drummond")),
        lambda s: g(s, "Draycott") == g(s, "porter"),
        # Madam Corrigan raised her schnapps in toast, and she spoke fondly of her home in
        # Foxmere.
        lambda s: g(s, "Madam Corrigan") == g(s, "schnapps"),
        lambda s: g(s, "Madam Corrigan") == g(s, "Foxmere"),
        # The lady from Evenlode, full of kirsch, jumped up onto the table, falling onto the
        # guest from Gallowmoor, spilling the poor woman's arrack.
        lambda s: g(s, "Evenlode") == g(s, "kirsch"),
        lambda s: g(s, "Evenlode") != g(s, "Gallowmoor"),
        lambda s: g(s, "Gallowmoor") == g(s, "arrack"),
        # Then Countess Belling captivated them all with a story about her wild youth in
        # Hythebridge.
        lambda s: g(s, "Countess Belling") == g(s, "Hythebridge"),
        # The woman in mustard, sitting at the far right, drank negus.
        lambda s: g(s, "mustard") == s.n,
        lambda s: g(s, "mustard") == g(s, "negus"),
        # Lady Winterbourne kept her Silk Purse close all night, and she never touched kirsch.
        lambda s: g(s, "Lady Winterbourne") == g(s, "Silk Purse"),
        lambda s: g(s, "Lady Winterbourne") != g(s, "kirsch"),
    ],
)

riddle(
    "phrased-4g-07-present-opposite",
    ["Dame Gatley", "Lady Hensher", "Madam Ixworth", "Countess Jarrold"],
    {
        "color": ["azure", "rust", "jade", "pearl"],
        "city": ["Nayland", "Kestwick", "Pellow", "Lowmoor"],
        "heirloom": ["Fob Watch", "Emerald", "Snow Globe", "Hand Mirror"],
    },
    [
        # Countess Jarrold and Lady Hensher sit at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Countess Jarrold"), g(s, "Lady Hensher")),
        # Madam Ixworth sits immediately to the right of Countess Jarrold.
        lambda s: right_of(g(s, "Madam Ixworth"), g(s, "Countess Jarrold")),
        # Dame Gatley isn't seated beside Countess Jarrold.
        lambda s: not next_to(g(s, "Dame Gatley"), g(s, "Countess Jarrold")),
        # The Emerald belongs to the woman in rust.
        lambda s: g(s, "Emerald") == g(s, "rust"),
        # The woman in the jade gown is from Pellow.
        lambda s: g(s, "jade") == g(s, "Pellow"),
        # The native of Lowmoor keeps her Hand Mirror close all evening.
        lambda s: g(s, "Lowmoor") == g(s, "Hand Mirror"),
        # Countess Jarrold is not from Kestwick.
        lambda s: g(s, "Countess Jarrold") != g(s, "Kestwick"),
        # The Snow Globe is not Lady Hensher's.
        lambda s: g(s, "Snow Globe") != g(s, "Lady Hensher"),
        # Lady Hensher wears pearl.
        lambda s: g(s, "Lady Hensher") == g(s, "pearl"),
        # The woman from Nayland treasures a Fob Watch.
        lambda s: g(s, "Nayland") == g(s, "Fob Watch"),
        # Countess Jarrold hails from Nayland.
        lambda s: g(s, "Countess Jarrold") == g(s, "Nayland"),
        # The woman in azure does not sit next to the woman in the jade gown.
        lambda s: not next_to(g(s, "azure"), g(s, "jade")),
    ],
)

riddle(
    "phrased-5g-10-on-her-right",
    ["Lady Kinsella", "Doctor Lorimer", "Countess Maddox", "Madam Norbury", "Baroness Oakley"],
    {
        "color": ["navy", "coral", "wheat", "umber", "bronze"],
        "drink": ["perry", "sake", "claret", "kirsch", "ouzo"],
        "city": ["Sandholme", "Rushmere", "Upwell", "Quillby", "Thornbury"],
        "heirloom": ["Tiepin", "Lodestone", "Carnelian", "Spinning Top", "Reliquary"],
    },
    [
        # The woman in the very middle was Countess Maddox.
        lambda s: g(s, "Countess Maddox") == middle(s),
        # When Countess Maddox showed off a prized Carnelian, the woman on her right said it
        # was no match for her Spinning Top.
        lambda s: g(s, "Countess Maddox") == g(s, "Carnelian"),
        lambda s: right_of(g(s, "Spinning Top"), g(s, "Countess Maddox")),
        # The second woman from the left drank sake.
        lambda s: g(s, "sake") == 2,
        # Lady Kinsella, on Madam Norbury's left, wore umber.
        lambda s: left_of(g(s, "Lady Kinsella"), g(s, "Madam Norbury")),
        lambda s: g(s, "Lady Kinsella") == g(s, "umber"),
        # Madam Norbury sat further right than Doctor Lorimer.
        lambda s: somewhere_right(g(s, "Madam Norbury"), g(s, "Doctor Lorimer")),
        # Baroness Oakley wore navy and did not drink sake.
        lambda s: g(s, "Baroness Oakley") == g(s, "navy"),
        lambda s: g(s, "Baroness Oakley") != g(s, "sake"),
        # Whoever owned the Tiepin hailed from Sandholme.
        lambda s: g(s, "Tiepin") == g(s, "Sandholme"),
        # The native of Rushmere sat immediately to the right of the perry drinker.
        lambda s: right_of(g(s, "Rushmere"), g(s, "perry")),
        # The Lodestone was owned by the woman in coral.
        lambda s: g(s, "Lodestone") == g(s, "coral"),
        # The kirsch drinker came from Quillby.
        lambda s: g(s, "kirsch") == g(s, "Quillby"),
        # The Reliquary belonged to the woman from Thornbury.
        lambda s: g(s, "Reliquary") == g(s, "Thornbury"),
        # Doctor Lorimer was not from Upwell.
        lambda s: g(s, "Doctor Lorimer") != g(s, "Upwell"),
        # The woman in bronze never drank perry.
        lambda s: g(s, "bronze") != g(s, "perry"),
        # Madam Norbury never touched claret.
        lambda s: g(s, "Madam Norbury") != g(s, "claret"),
        # The Reliquary was not in the hands of Baroness Oakley.
        lambda s: g(s, "Reliquary") != g(s, "Baroness Oakley"),
        # The woman in the wheat gown sipped claret all evening, and the woman in bronze drank
        # ouzo.
        lambda s: g(s, "wheat") == g(s, "claret"),
        lambda s: g(s, "bronze") == g(s, "ouzo"),
    ],
)

riddle(
    "phrased-8g-02-dresses-listed",
    ["Lady Ambrose", "Doctor Blackmore", "Countess Cheverell", "Madam Dalby",
     "Baroness Eastlake", "Duchess Ferrers", "Dame Gisborne", "Captain Hurst"],
    {
        "color": ["amber", "azure", "bronze", "coral", "dove", "emerald", "fawn", "heather"],
        "drink": ["arrack", "bourbon", "claret", "grog", "hock", "julep", "kirsch", "lassi"],
        "heirloom": ["Amulet", "Bangle", "Chalice", "Diadem", "Ewer", "Fan", "Goblet", "Hatpin"],
    },
    [
        # Dame Gisborne took the first seat on the left.
        lambda s: g(s, "Dame Gisborne") == 1,
        # Lady Ambrose sat in the third chair.
        lambda s: g(s, "Lady Ambrose") == 3,
        # Countess Cheverell sat second from the right.
        lambda s: g(s, "Countess Cheverell") == from_right(s, 2),
        # Duchess Ferrers sat in the last chair.
        lambda s: g(s, "Duchess Ferrers") == s.n,
        # The fourth guest drank claret.
        lambda s: g(s, "claret") == 4,
        # Baroness Eastlake sat two seats to the left of Madam Dalby.
        lambda s: seats_left(g(s, "Baroness Eastlake"), g(s, "Madam Dalby"), 2),
        # Captain Hurst sat between Dame Gisborne and Lady Ambrose.
        lambda s: between(g(s, "Captain Hurst"), g(s, "Dame Gisborne"), g(s, "Lady Ambrose")),
        # Doctor Blackmore had Madam Dalby on her right.
        lambda s: right_of(g(s, "Madam Dalby"), g(s, "Doctor Blackmore")),
        # Lady Ambrose's neighbour treasured a Hatpin.
        lambda s: next_to(g(s, "Lady Ambrose"), g(s, "Hatpin")),
        # The Diadem's owner wore emerald.
        lambda s: g(s, "Diadem") == g(s, "emerald"),
        # Whoever owned the Goblet drank julep, and she sat directly left of the arrack drinker.
        lambda s: g(s, "Goblet") == g(s, "julep"),
        lambda s: left_of(g(s, "Goblet"), g(s, "arrack")),
        # The amber-clad lady drank hock.
        lambda s: g(s, "amber") == g(s, "hock"),
        # The woman in the dove gown did not sit next to the woman in amber.
        lambda s: not next_to(g(s, "dove"), g(s, "amber")),
        # Lassi was the drink of the woman in azure.
        lambda s: g(s, "lassi") == g(s, "azure"),
        # Captain Hurst never drank grog.
        lambda s: g(s, "Captain Hurst") != g(s, "grog"),
        # The woman in heather wasn't drinking kirsch.
        lambda s: g(s, "heather") != g(s, "kirsch"),
        # The arrack drinker sat somewhere to the left of the bourbon drinker.
        lambda s: somewhere_left(g(s, "arrack"), g(s, "bourbon")),
        # The owner of the Fan sat further right than the owner of the Chalice.
        lambda s: somewhere_right(g(s, "Fan"), g(s, "Chalice")),
        # The Bangle's owner sat immediately to the right of the claret drinker.
        lambda s: right_of(g(s, "Bangle"), g(s, "claret")),
        # The woman in coral sat between the woman in fawn and the emerald-clad lady.
        lambda s: between(g(s, "coral"), g(s, "fawn"), g(s, "emerald")),
        # Countess Cheverell had the bourbon drinker on her left.
        lambda s: left_of(g(s, "bourbon"), g(s, "Countess Cheverell")),
        # The Amulet belonged to Captain Hurst.
        lambda s: g(s, "Amulet") == g(s, "Captain Hurst"),
        # The Ewer was Madam Dalby's.
        lambda s: g(s, "Ewer") == g(s, "Madam Dalby"),
        # Duchess Ferrers wore bronze and did not drink kirsch.
        lambda s: g(s, "Duchess Ferrers") == g(s, "bronze"),
        lambda s: g(s, "Duchess Ferrers") != g(s, "kirsch"),
        # Someone sipped kirsch all evening.  (no constraint)
    ],
)

riddle(
    "phrased-6g-08-opposite-seats-away",
    ["Lady Penhallow", "Doctor Quennell", "Countess Rendle", "Madam Stallard",
     "Baroness Trowbridge", "Dame Vyvyan"],
    {
        "color": ["slate", "marigold", "lichen", "indigo", "plum", "oyster"],
        "drink": ["toddy", "posset", "negus", "shrub", "perry", "sack"],
        "city": ["Eskmoor", "Ashleigh", "Dunkery", "Bransby", "Farthingale", "Coldwater"],
        "heirloom": ["Jet Locket", "Opal Ring", "Pearl Fan", "Amber Rosary", "Gilt Snuffbox",
                     "Silver Compact"],
    },
    [
        # Madam Stallard and Dame Vyvyan sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Madam Stallard"), g(s, "Dame Vyvyan")),
        # Dame Vyvyan sat further right than Madam Stallard.
        lambda s: somewhere_right(g(s, "Dame Vyvyan"), g(s, "Madam Stallard")),
        # Doctor Quennell sat in the third chair.
        lambda s: g(s, "Doctor Quennell") == 3,
        # Lady Penhallow sat two seats to the left of Baroness Trowbridge.
        lambda s: seats_left(g(s, "Lady Penhallow"), g(s, "Baroness Trowbridge"), 2),
        # Countess Rendle sat immediately to the right of Baroness Trowbridge.
        lambda s: right_of(g(s, "Countess Rendle"), g(s, "Baroness Trowbridge")),
        # The Opal Ring's owner sat beside Doctor Quennell.
        lambda s: next_to(g(s, "Opal Ring"), g(s, "Doctor Quennell")),
        # Whoever owned the Jet Locket came from Eskmoor.
        lambda s: g(s, "Jet Locket") == g(s, "Eskmoor"),
        # The marigold-clad lady drank posset, ...
        lambda s: g(s, "marigold") == g(s, "posset"),
        # ... and Madam Stallard's neighbour wore marigold.
        lambda s: next_to(g(s, "Madam Stallard"), g(s, "marigold")),
        # Perry was the drink of the woman from Farthingale.
        lambda s: g(s, "perry") == g(s, "Farthingale"),
        # Dame Vyvyan was the woman in the oyster gown, and she drank sack.
        lambda s: g(s, "Dame Vyvyan") == g(s, "oyster"),
        lambda s: g(s, "oyster") == g(s, "sack"),
        # Dame Vyvyan was not from Eskmoor.
        lambda s: g(s, "Dame Vyvyan") != g(s, "Eskmoor"),
        # The Pearl Fan was not in the hands of the woman in indigo.
        lambda s: g(s, "Pearl Fan") != g(s, "indigo"),
        # Negus was drunk by Doctor Quennell.
        lambda s: g(s, "negus") == g(s, "Doctor Quennell"),
        # The Silver Compact belonged to the woman from Coldwater.
        lambda s: g(s, "Silver Compact") == g(s, "Coldwater"),
        # The shrub drinker was not from Ashleigh.
        lambda s: g(s, "shrub") != g(s, "Ashleigh"),
        # Baroness Trowbridge grew up in Bransby.
        lambda s: g(s, "Baroness Trowbridge") == g(s, "Bransby"),
        # The Gilt Snuffbox was Countess Rendle's.
        lambda s: g(s, "Gilt Snuffbox") == g(s, "Countess Rendle"),
        # Doctor Quennell wore lichen.
        lambda s: g(s, "Doctor Quennell") == g(s, "lichen"),
        # The native of Dunkery did not sit next to the woman in plum, but she sat directly left
        # of the shrub drinker.
        lambda s: not next_to(g(s, "Dunkery"), g(s, "plum")),
        lambda s: left_of(g(s, "Dunkery"), g(s, "shrub")),
        # Someone in indigo kept her Amber Rosary close all night, and the woman in slate
        # drank toddy.
        lambda s: g(s, "indigo") == g(s, "Amber Rosary"),
        lambda s: g(s, "slate") == g(s, "toddy"),
    ],
)


riddle(
    "phrased-4g-08-nobody-pets-guess",
    ["Lady Ash", "Madam Birch", "Doctor Cole", "Countess Dale"],
    {
        "color": ["red", "blue", "green", "gold"],
        "drink": ["tea", "gin", "rum", "wine"],
        "pet": ["cat", "owl", "dog", "hare"],
    },
    [
        # Countess Dale sat at the far right.
        lambda s: g(s, "Countess Dale") == 4,
        # Lady Ash sat at one end.
        lambda s: at_end(s, g(s, "Lady Ash")),
        # Doctor Cole did not sit next to Lady Ash.
        lambda s: not next_to(g(s, "Doctor Cole"), g(s, "Lady Ash")),
        # The woman with the owl sat second from the left.
        lambda s: g(s, "owl") == 2,
        # Lady Ash had a cat.
        lambda s: g(s, "Lady Ash") == g(s, "cat"),
        # Countess Dale adored her lazy hare.  (read by a guess: her pet is the hare)
        lambda s: g(s, "Countess Dale") == g(s, "hare"),
        # The woman in gold sat at the far right.
        lambda s: g(s, "gold") == 4,
        # Lady Ash wore red.
        lambda s: g(s, "Lady Ash") == g(s, "red"),
        # The lady in green sat next to the woman in gold.
        lambda s: next_to(g(s, "green"), g(s, "gold")),
        # Nobody in green drank gin.
        lambda s: g(s, "green") != g(s, "gin"),
        # Madam Birch drank neither rum nor wine.
        lambda s: g(s, "Madam Birch") != g(s, "rum"),
        lambda s: g(s, "Madam Birch") != g(s, "wine"),
        # The wine drinker sat at the far right.
        lambda s: g(s, "wine") == 4,
        # Lady Ash drank tea.
        lambda s: g(s, "Lady Ash") == g(s, "tea"),
    ],
)


riddle(
    "phrased-5g-11-seats-between",
    ["Lady Fenn", "Madam Gale", "Doctor Holt", "Countess Ives", "Baroness Jory"],
    {
        "color": ["rose", "teal", "sand", "plum", "jet"],
        "drink": ["mead", "sake", "kir", "ale", "tea"],
        "city": ["Ardeth", "Bram", "Colm", "Dorn", "Esk"],
    },
    [
        # The leftmost guest wore rose.
        lambda s: g(s, "rose") == 1,
        # Madam Gale and Lady Fenn sat next to each other.
        lambda s: next_to(g(s, "Madam Gale"), g(s, "Lady Fenn")),
        # There was one seat between Lady Fenn and Doctor Holt.
        lambda s: abs(g(s, "Lady Fenn") - g(s, "Doctor Holt")) == 2,
        # Baroness Jory sat two places from Countess Ives.
        lambda s: abs(g(s, "Baroness Jory") - g(s, "Countess Ives")) == 2,
        # The middle guest drank kir.
        lambda s: g(s, "kir") == 3,
        # Teal was Lady Fenn's color.
        lambda s: g(s, "teal") == g(s, "Lady Fenn"),
        # Esk was Baroness Jory's home.
        lambda s: g(s, "Esk") == g(s, "Baroness Jory"),
        # Madam Gale sat in seat 1.
        lambda s: g(s, "Madam Gale") == 1,
        # Countess Ives was not at either end.
        lambda s: not at_end(s, g(s, "Countess Ives")),
        # The woman in jet sat at the far right.
        lambda s: g(s, "jet") == 5,
        # Doctor Holt wore plum.
        lambda s: g(s, "Doctor Holt") == g(s, "plum"),
        # Mead was the drink of the woman in rose.
        lambda s: g(s, "mead") == g(s, "rose"),
        # The tea drinker sat at the far right.
        lambda s: g(s, "tea") == 5,
        # Lady Fenn did not drink ale.
        lambda s: g(s, "Lady Fenn") != g(s, "ale"),
        # The native of Colm sat in the very middle.
        lambda s: g(s, "Colm") == 3,
        # Dorn was Doctor Holt's home.
        lambda s: g(s, "Dorn") == g(s, "Doctor Holt"),
        # The woman from Ardeth sat to Lady Fenn's left.  (immediately left)
        lambda s: g(s, "Ardeth") + 1 == g(s, "Lady Fenn"),
        # Neither Madam Gale nor Baroness Jory drank ale.
        lambda s: g(s, "Madam Gale") != g(s, "ale"),
        lambda s: g(s, "Baroness Jory") != g(s, "ale"),
        # Lady Fenn and Doctor Holt were not from Esk.
        lambda s: g(s, "Lady Fenn") != g(s, "Esk"),
        lambda s: g(s, "Doctor Holt") != g(s, "Esk"),
    ],
)


riddle(
    "phrased-3g-03-present-neither",
    ["Dame Tolley", "Captain Vesk", "Mistress Orrin"],
    {
        "color": ["saffron", "russet", "heather"],
        "drink": ["arak", "cordial", "tisane"],
        "city": ["Kelby", "Lowmarsh", "Orwen"],
    },
    [
        # Dame Tolley sits in seat 2.
        lambda s: g(s, "Dame Tolley") == 2,
        # The leftmost guest wears heather.
        lambda s: g(s, "heather") == 1,
        # Saffron is Dame Tolley's color.
        lambda s: g(s, "saffron") == g(s, "Dame Tolley"),
        # Captain Vesk has Dame Tolley on her left.  (Dame Tolley immediately left of her)
        lambda s: left_of(g(s, "Dame Tolley"), g(s, "Captain Vesk")),
        # Neither Captain Vesk nor Mistress Orrin drinks arak.
        lambda s: g(s, "Captain Vesk") != g(s, "arak"),
        lambda s: g(s, "Mistress Orrin") != g(s, "arak"),
        # Mistress Orrin drinks neither cordial nor arak.
        lambda s: g(s, "Mistress Orrin") != g(s, "cordial"),
        lambda s: g(s, "Mistress Orrin") != g(s, "arak"),
        # Nobody from Kelby drinks cordial.
        lambda s: g(s, "Kelby") != g(s, "cordial"),
        # Captain Vesk and Dame Tolley are not from Kelby.
        lambda s: g(s, "Captain Vesk") != g(s, "Kelby"),
        lambda s: g(s, "Dame Tolley") != g(s, "Kelby"),
        # Orwen is Dame Tolley's home.
        lambda s: g(s, "Orwen") == g(s, "Dame Tolley"),
    ],
)


riddle(
    "phrased-3g-04-departments",
    ["Dame Arden", "Marchioness of Corrin", "Lady Bligh"],
    {
        "department": ["Sales", "Legal", "Payroll"],
        "drink": ["tea", "coffee", "cocoa"],
    },
    [
        # The lady from Legal sat at the far left.
        lambda s: g(s, "Legal") == 1,
        # Lady Bligh came from Sales.
        lambda s: g(s, "Lady Bligh") == g(s, "Sales"),
        # The Marchioness sat immediately to the left of the coffee drinker.
        lambda s: left_of(g(s, "Marchioness of Corrin"), g(s, "coffee")),
        # The tea drinker was from Payroll.
        lambda s: g(s, "tea") == g(s, "Payroll"),
        # Dame Arden did not drink cocoa.
        lambda s: g(s, "Dame Arden") != g(s, "cocoa"),
        # The person from Sales sat in the middle.
        lambda s: g(s, "Sales") == middle(s),
    ],
)


riddle(
    "phrased-4g-09-game-finer",
    ["Lady Marrable", "Duchess Quill", "Doctor Fennick", "Baroness Halloway"],
    {
        "color": ["ivory", "cobalt", "amber", "moss"],
        "drink": ["port", "rum", "kvass", "cider"],
        "city": ["Wyndham", "Carrow", "Baleford", "Tessel"],
        "heirloom": ["Copper Bell", "Jade Fan", "Bone Dice", "Velvet Mask"],
    },
    [
        # They all wore different colors and Lady Marrable wore a jaunty ivory hat.
        lambda s: g(s, "Lady Marrable") == g(s, "ivory"),
        # Baroness Halloway was at the far left, next to the guest in a cobalt gown.
        lambda s: g(s, "Baroness Halloway") == 1,
        lambda s: next_to(g(s, "Baroness Halloway"), g(s, "cobalt")),
        # The woman in amber, sitting at the far right, drank port.
        lambda s: g(s, "amber") == 4,
        lambda s: g(s, "amber") == g(s, "port"),
        # When Lady Marrable bragged about her Copper Bell, the woman on her left said they
        # were finer in Wyndham, where she lived.
        lambda s: g(s, "Lady Marrable") == g(s, "Copper Bell"),
        lambda s: left_of(g(s, "Wyndham"), g(s, "Lady Marrable")),
        # So Doctor Fennick showed off a prized Jade Fan, at which the lady from Carrow next to
        # her scoffed, saying it was no match for her Bone Dice.
        lambda s: g(s, "Doctor Fennick") == g(s, "Jade Fan"),
        lambda s: next_to(g(s, "Carrow"), g(s, "Doctor Fennick")),
        lambda s: g(s, "Carrow") == g(s, "Bone Dice"),
        # The lady in moss raised her rum in toast, and she spoke fondly of her home in Carrow.
        lambda s: g(s, "moss") == g(s, "rum"),
        lambda s: g(s, "moss") == g(s, "Carrow"),
        # The lady from Baleford, full of kvass, jumped up onto the table, falling onto the
        # guest in cobalt, spilling the poor woman's cider.
        lambda s: g(s, "Baleford") == g(s, "kvass"),
        lambda s: g(s, "Baleford") != g(s, "cobalt"),
        lambda s: g(s, "cobalt") == g(s, "cider"),
        # Duchess Quill kept her Velvet Mask close all night, and she travelled from Tessel.
        lambda s: g(s, "Duchess Quill") == g(s, "Velvet Mask"),
        lambda s: g(s, "Duchess Quill") == g(s, "Tessel"),
    ],
)


riddle(
    "phrased-5g-12-who-came-from",
    ["Countess Albery", "Madam Dunstable", "Captain Roke", "Mistress Penwarden",
     "Dame Ketteridge"],
    {
        "color": ["ochre", "lilac", "cerise", "celadon", "umber"],
        "drink": ["grog", "gin", "ratafia", "cocoa", "sherry"],
        "city": ["Skerry", "Dunwall", "Vantor", "Pellham", "Morlow"],
    },
    [
        # Captain Roke and Madam Dunstable sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Captain Roke"), g(s, "Madam Dunstable")),
        # Madam Dunstable sat further right than Countess Albery.
        lambda s: somewhere_right(g(s, "Madam Dunstable"), g(s, "Countess Albery")),
        # Mistress Penwarden sat two seats to the right of Countess Albery.
        lambda s: seats_right(g(s, "Mistress Penwarden"), g(s, "Countess Albery"), 2),
        # Gin was Countess Albery's drink.
        lambda s: g(s, "gin") == g(s, "Countess Albery"),
        # Dunwall was Countess Albery's home.
        lambda s: g(s, "Dunwall") == g(s, "Countess Albery"),
        # Dame Ketteridge, who came from Vantor, sat somewhere to the left of the woman in
        # celadon.
        lambda s: g(s, "Dame Ketteridge") == g(s, "Vantor"),
        lambda s: somewhere_left(g(s, "Dame Ketteridge"), g(s, "celadon")),
        # The woman in umber drank sherry.
        lambda s: g(s, "umber") == g(s, "sherry"),
        # Umber was Madam Dunstable's color.
        lambda s: g(s, "umber") == g(s, "Madam Dunstable"),
        # The leftmost guest wore ochre.
        lambda s: g(s, "ochre") == 1,
        # The grog drinker sat at the far left.
        lambda s: g(s, "grog") == 1,
        # Captain Roke drank neither cocoa nor ratafia.
        lambda s: g(s, "Captain Roke") != g(s, "cocoa"),
        lambda s: g(s, "Captain Roke") != g(s, "ratafia"),
        # The cocoa drinker sat in seat 4.
        lambda s: g(s, "cocoa") == 4,
        # Countess Albery's gown was lilac.
        lambda s: g(s, "Countess Albery") == g(s, "lilac"),
        # Mistress Penwarden did not wear cerise.
        lambda s: g(s, "Mistress Penwarden") != g(s, "cerise"),
        # The native of Pellham sat directly left of Madam Dunstable.
        lambda s: left_of(g(s, "Pellham"), g(s, "Madam Dunstable")),
        # Captain Roke and Mistress Penwarden were not from Morlow.
        lambda s: g(s, "Captain Roke") != g(s, "Morlow"),
        lambda s: g(s, "Mistress Penwarden") != g(s, "Morlow"),
        # Nobody from Skerry drank sherry.
        lambda s: g(s, "Skerry") != g(s, "sherry"),
    ],
)



riddle(
    "phrased-7g-04-pets-two-places",
    ["Lady Grisewood", "Countess Hobb", "Doctor Lusk", "Madam Nettleford", "Baroness Oakes",
     "Duchess Prynne", "Dame Sallow"],
    {
        "color": ["azure", "coral", "flax", "gorse", "henna", "khaki", "lemon"],
        "pet": ["cat", "ferret", "parrot", "owl", "toad", "stoat", "finch"],
    },
    [
        # Dame Sallow and Madam Nettleford sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Dame Sallow"), g(s, "Madam Nettleford")),
        # Dame Sallow sat somewhere to the left of Countess Hobb.
        lambda s: somewhere_left(g(s, "Dame Sallow"), g(s, "Countess Hobb")),
        # Lady Grisewood sat in the very middle.
        lambda s: g(s, "Lady Grisewood") == middle(s),
        # Doctor Lusk sat two places from Lady Grisewood.
        lambda s: abs(g(s, "Doctor Lusk") - g(s, "Lady Grisewood")) == 2,
        # There was one seat between Baroness Oakes and Duchess Prynne.
        lambda s: abs(g(s, "Baroness Oakes") - g(s, "Duchess Prynne")) == 2,
        # Countess Hobb had Madam Nettleford on her right.
        lambda s: right_of(g(s, "Madam Nettleford"), g(s, "Countess Hobb")),
        # Doctor Lusk and Baroness Oakes sat side by side.
        lambda s: next_to(g(s, "Doctor Lusk"), g(s, "Baroness Oakes")),
        # The leftmost guest wore flax.
        lambda s: g(s, "flax") == 1,
        # Madam Nettleford wore khaki or lemon.  (every color is listed up front)
        lambda s: g(s, "Madam Nettleford") in (g(s, "khaki"), g(s, "lemon")),
        # The woman in lemon sat two seats to the right of Baroness Oakes.
        lambda s: seats_right(g(s, "lemon"), g(s, "Baroness Oakes"), 2),
        # Coral was Lady Grisewood's color.
        lambda s: g(s, "coral") == g(s, "Lady Grisewood"),
        # Doctor Lusk's dress was azure.
        lambda s: g(s, "Doctor Lusk") == g(s, "azure"),
        # The woman in gorse had Duchess Prynne on her left.
        lambda s: left_of(g(s, "Duchess Prynne"), g(s, "gorse")),
        # Dame Sallow came with her finch.
        lambda s: g(s, "Dame Sallow") == g(s, "finch"),
        # The woman accompanied by an owl sat between Doctor Lusk and Lady Grisewood.
        lambda s: between(g(s, "owl"), g(s, "Doctor Lusk"), g(s, "Lady Grisewood")),
        # Lady Grisewood had a cat.
        lambda s: g(s, "Lady Grisewood") == g(s, "cat"),
        # The woman with the parrot sat at the far right.
        lambda s: g(s, "parrot") == s.n,
        # Neither Doctor Lusk nor Duchess Prynne came with a ferret.
        lambda s: g(s, "Doctor Lusk") != g(s, "ferret"),
        lambda s: g(s, "Duchess Prynne") != g(s, "ferret"),
        # The woman in lemon was not accompanied by a stoat.
        lambda s: g(s, "lemon") != g(s, "stoat"),
    ],
)


riddle(
    "phrased-8g-03-home-right",
    ["Lady Ambrey", "Countess Belwick", "Doctor Corran", "Madam Derrow", "Baroness Elstob",
     "Duchess Fallon", "Dame Gorrick", "Mistress Hensley"],
    {
        "color": ["rust", "wheat", "plum", "olive", "peach", "smoke", "cherry", "lavender"],
        "city": ["Aldmere", "Bexley", "Carnforth", "Dunmere", "Ebbsfleet", "Frome", "Gillingham",
                 "Harrowgate"],
    },
    [
        # The leftmost guest was Mistress Hensley.
        lambda s: g(s, "Mistress Hensley") == 1,
        # Dame Gorrick sat at one end.
        lambda s: at_end(s, g(s, "Dame Gorrick")),
        # Doctor Corran had Mistress Hensley on her left.
        lambda s: left_of(g(s, "Mistress Hensley"), g(s, "Doctor Corran")),
        # Lady Ambrey sat in seat 3.
        lambda s: g(s, "Lady Ambrey") == 3,
        # Countess Belwick sat two seats to the right of Madam Derrow.
        lambda s: seats_right(g(s, "Countess Belwick"), g(s, "Madam Derrow"), 2),
        # Baroness Elstob and Countess Belwick sat next to each other.
        lambda s: next_to(g(s, "Baroness Elstob"), g(s, "Countess Belwick")),
        # Duchess Fallon sat to Lady Ambrey's right.  (immediately right)
        lambda s: right_of(g(s, "Duchess Fallon"), g(s, "Lady Ambrey")),
        # Wheat was Mistress Hensley's color.
        lambda s: g(s, "wheat") == g(s, "Mistress Hensley"),
        # Doctor Corran wore rust or cherry.  (every color is listed up front)
        lambda s: g(s, "Doctor Corran") in (g(s, "rust"), g(s, "cherry")),
        # The woman in cherry sat between Madam Derrow and Countess Belwick.
        lambda s: between(g(s, "cherry"), g(s, "Madam Derrow"), g(s, "Countess Belwick")),
        # The plum-clad lady sat next to the woman in rust.
        lambda s: next_to(g(s, "plum"), g(s, "rust")),
        # Dame Gorrick's gown was lavender.
        lambda s: g(s, "Dame Gorrick") == g(s, "lavender"),
        # Countess Belwick wore peach.
        lambda s: g(s, "Countess Belwick") == g(s, "peach"),
        # The woman in smoke sat somewhere to the left of the woman in olive.
        lambda s: somewhere_left(g(s, "smoke"), g(s, "olive")),
        # The native of Frome sat at the far left.
        lambda s: g(s, "Frome") == 1,
        # Bexley was Doctor Corran's home.
        lambda s: g(s, "Bexley") == g(s, "Doctor Corran"),
        # The woman from Harrowgate, on Duchess Fallon's left, wore plum.
        lambda s: left_of(g(s, "Harrowgate"), g(s, "Duchess Fallon")),
        lambda s: g(s, "Harrowgate") == g(s, "plum"),
        # Duchess Fallon's neighbour came from Dunmere.
        lambda s: next_to(g(s, "Dunmere"), g(s, "Duchess Fallon")),
        # Aldmere was Duchess Fallon's home.
        lambda s: g(s, "Aldmere") == g(s, "Duchess Fallon"),
        # Neither Baroness Elstob nor Countess Belwick was from Ebbsfleet.
        lambda s: g(s, "Baroness Elstob") != g(s, "Ebbsfleet"),
        lambda s: g(s, "Countess Belwick") != g(s, "Ebbsfleet"),
        # The native of Gillingham sat second from the right.
        lambda s: g(s, "Gillingham") == from_right(s, 2),
        # Nobody from Carnforth wore peach.
        lambda s: g(s, "Carnforth") != g(s, "peach"),
    ],
)


riddle(
    "phrased-5g-13-present-who-comes",
    ["Baroness Quenby", "Lady Sedley", "Doctor Umbry", "Captain Varley", "Madam Wexcombe"],
    {
        "color": ["bronze", "jade", "tawny", "orchid", "blush"],
        "city": ["Saltash", "Tolland", "Mirefield", "Oxley", "Brennock"],
        "heirloom": ["Signet", "Opal Pin", "Lace Glove", "Tin Soldier", "Ebony Cane"],
    },
    [
        # Captain Varley sits at one end.
        lambda s: at_end(s, g(s, "Captain Varley")),
        # Doctor Umbry sits further right than Captain Varley.
        lambda s: somewhere_right(g(s, "Doctor Umbry"), g(s, "Captain Varley")),
        # Baroness Quenby, who comes from Tolland, sits in seat 2.
        lambda s: g(s, "Baroness Quenby") == g(s, "Tolland"),
        lambda s: g(s, "Baroness Quenby") == 2,
        # Lady Sedley has Doctor Umbry on her right.
        lambda s: right_of(g(s, "Doctor Umbry"), g(s, "Lady Sedley")),
        # Madam Wexcombe isn't at either end.
        lambda s: not at_end(s, g(s, "Madam Wexcombe")),
        # The Tin Soldier belongs to Lady Sedley.
        lambda s: g(s, "Tin Soldier") == g(s, "Lady Sedley"),
        # The Opal Pin is Baroness Quenby's.
        lambda s: g(s, "Opal Pin") == g(s, "Baroness Quenby"),
        # The woman with the Signet sits at the far left.
        lambda s: g(s, "Signet") == 1,
        # Doctor Umbry's dress is blush.
        lambda s: g(s, "Doctor Umbry") == g(s, "blush"),
        # The Ebony Cane is owned by the woman in blush.
        lambda s: g(s, "Ebony Cane") == g(s, "blush"),
        # Madam Wexcombe keeps her Lace Glove close all night.
        lambda s: g(s, "Madam Wexcombe") == g(s, "Lace Glove"),
        # The woman with the Opal Pin wears jade.
        lambda s: g(s, "Opal Pin") == g(s, "jade"),
        # Captain Varley wears bronze.
        lambda s: g(s, "Captain Varley") == g(s, "bronze"),
        # The woman in tawny sits between Baroness Quenby and Lady Sedley.
        lambda s: between(g(s, "tawny"), g(s, "Baroness Quenby"), g(s, "Lady Sedley")),
        # Nobody in orchid comes from Brennock.
        lambda s: g(s, "orchid") != g(s, "Brennock"),
        # Oxley is Lady Sedley's home.
        lambda s: g(s, "Oxley") == g(s, "Lady Sedley"),
        # The woman from Saltash has Baroness Quenby on her right.
        lambda s: right_of(g(s, "Baroness Quenby"), g(s, "Saltash")),
        # Doctor Umbry doesn't come from Mirefield.
        lambda s: g(s, "Doctor Umbry") != g(s, "Mirefield"),
    ],
)


riddle(
    "phrased-6g-10-game-scoffed",
    ["Lady Thornbury", "Doctor Wrexham", "Countess Abbotsley", "Madam Brigstock",
     "Baroness Cawley", "Duchess Denholm"],
    {
        "color": ["dove", "primrose", "vermilion", "cobalt", "pistachio", "sepia"],
        "drink": ["brandy", "absinthe", "whisky", "sloe", "mead", "porter"],
        "city": ["Norcross", "Karnwick", "Mabley", "Ottery", "Lyndhurst", "Pensworth"],
        "heirloom": ["Tin Compass", "War Fan", "Gold Locket", "Silver Spoon", "Pearl Comb",
                     "Ruby Brooch"],
    },
    [
        # They all wore different colors and Baroness Cawley wore a jaunty cobalt hat.
        lambda s: g(s, "Baroness Cawley") == g(s, "cobalt"),
        # Madam Brigstock, dressed in dove, was at the far left, next to the guest wearing a
        # primrose jacket.
        lambda s: g(s, "Madam Brigstock") == g(s, "dove"),
        lambda s: g(s, "Madam Brigstock") == 1,
        lambda s: next_to(g(s, "Madam Brigstock"), g(s, "primrose")),
        # The lady in vermilion sat left of someone in cobalt.
        lambda s: left_of(g(s, "vermilion"), g(s, "cobalt")),
        # I remember that vermilion outfit because the woman spilled her whisky all over it.
        lambda s: g(s, "vermilion") == g(s, "whisky"),
        # The traveler from Lyndhurst was dressed entirely in pistachio.
        lambda s: g(s, "Lyndhurst") == g(s, "pistachio"),
        # When Duchess Denholm showed off a prized Gold Locket, the woman on her left scoffed,
        # saying it was no match for her War Fan.
        lambda s: g(s, "Duchess Denholm") == g(s, "Gold Locket"),
        lambda s: left_of(g(s, "War Fan"), g(s, "Duchess Denholm")),
        # So Countess Abbotsley bragged about her Pearl Comb, and the woman next to her said
        # they were finer in Ottery, where she lived.
        lambda s: g(s, "Countess Abbotsley") == g(s, "Pearl Comb"),
        lambda s: next_to(g(s, "Ottery"), g(s, "Countess Abbotsley")),
        # Baroness Cawley carried a valuable Silver Spoon, and when the visitor from Mabley next
        # to her saw it, she almost spilled her whisky.
        lambda s: g(s, "Baroness Cawley") == g(s, "Silver Spoon"),
        lambda s: next_to(g(s, "Mabley"), g(s, "Baroness Cawley")),
        lambda s: g(s, "Mabley") == g(s, "whisky"),
        # Madam Brigstock raised her brandy in toast, and she spoke fondly of her home in
        # Norcross.
        lambda s: g(s, "Madam Brigstock") == g(s, "brandy"),
        lambda s: g(s, "Madam Brigstock") == g(s, "Norcross"),
        # The lady from Karnwick, full of absinthe, jumped up onto the table, falling onto the
        # guest from Lyndhurst, spilling the poor woman's mead.
        lambda s: g(s, "Karnwick") == g(s, "absinthe"),
        lambda s: g(s, "Karnwick") != g(s, "Lyndhurst"),
        lambda s: g(s, "Lyndhurst") == g(s, "mead"),
        # Then Doctor Wrexham captivated them all with a story about her wild youth in
        # Pensworth.
        lambda s: g(s, "Doctor Wrexham") == g(s, "Pensworth"),
        # The woman in sepia, sitting at the far right, drank porter.
        lambda s: g(s, "sepia") == s.n,
        lambda s: g(s, "sepia") == g(s, "porter"),
        # Lady Thornbury kept her War Fan close all night, and she never touched sloe.
        lambda s: g(s, "Lady Thornbury") == g(s, "War Fan"),
        lambda s: g(s, "Lady Thornbury") != g(s, "sloe"),
        # Countess Abbotsley never touched whisky.
        lambda s: g(s, "Countess Abbotsley") != g(s, "whisky"),
        # The woman in dove kept her Tin Compass close all night.
        lambda s: g(s, "dove") == g(s, "Tin Compass"),
    ],
)


riddle(
    "phrased-6g-11-listed-neither",
    ["Lady Ferrand", "Doctor Gilchrist", "Baroness Hallam", "Duchess Imbert", "Madam Jarrow",
     "Captain Kellaway"],
    {
        "color": ["topaz", "ash", "berry", "fern", "ink", "straw"],
        "drink": ["claret", "hock", "sack", "cognac", "nectar", "rakia"],
        "heirloom": ["Locket", "Spyglass", "Tiara", "Rosary", "Cameo", "Pendant"],
    },
    [
        # Duchess Imbert and Baroness Hallam sat at opposite ends of the table.
        lambda s: opposite_ends(s, g(s, "Duchess Imbert"), g(s, "Baroness Hallam")),
        # Baroness Hallam sat further right than Madam Jarrow.
        lambda s: somewhere_right(g(s, "Baroness Hallam"), g(s, "Madam Jarrow")),
        # Lady Ferrand had Madam Jarrow on her left.
        lambda s: left_of(g(s, "Madam Jarrow"), g(s, "Lady Ferrand")),
        # There was one seat between Lady Ferrand and Doctor Gilchrist.
        lambda s: abs(g(s, "Lady Ferrand") - g(s, "Doctor Gilchrist")) == 2,
        # The second woman from the left was Madam Jarrow.
        lambda s: g(s, "Madam Jarrow") == 2,
        # The woman in ink, sitting at the far left, drank hock.
        lambda s: g(s, "ink") == 1,
        lambda s: g(s, "ink") == g(s, "hock"),
        # Baroness Hallam wore ash or straw.  (every color is listed up front)
        lambda s: g(s, "Baroness Hallam") in (g(s, "ash"), g(s, "straw")),
        # Straw was Doctor Gilchrist's color.
        lambda s: g(s, "straw") == g(s, "Doctor Gilchrist"),
        # Lady Ferrand wore neither berry nor fern.
        lambda s: g(s, "Lady Ferrand") != g(s, "berry"),
        lambda s: g(s, "Lady Ferrand") != g(s, "fern"),
        # The fern-clad lady had Doctor Gilchrist on her right.
        lambda s: right_of(g(s, "Doctor Gilchrist"), g(s, "fern")),
        # Claret was Madam Jarrow's drink.
        lambda s: g(s, "claret") == g(s, "Madam Jarrow"),
        # Nobody in ash drank sack.
        lambda s: g(s, "ash") != g(s, "sack"),
        # The sack drinker sat two seats to the right of Lady Ferrand.
        lambda s: seats_right(g(s, "sack"), g(s, "Lady Ferrand"), 2),
        # Captain Kellaway drank neither cognac nor nectar.
        lambda s: g(s, "Captain Kellaway") != g(s, "cognac"),
        lambda s: g(s, "Captain Kellaway") != g(s, "nectar"),
        # The nectar drinker sat at one end.
        lambda s: at_end(s, g(s, "nectar")),
        # The Spyglass belonged to the leftmost guest.
        lambda s: g(s, "Spyglass") == 1,
        # The Locket was Madam Jarrow's.
        lambda s: g(s, "Locket") == g(s, "Madam Jarrow"),
        # Lady Ferrand kept her Tiara close all night.
        lambda s: g(s, "Lady Ferrand") == g(s, "Tiara"),
        # The woman in fern treasured a Rosary.
        lambda s: g(s, "fern") == g(s, "Rosary"),
        # The Cameo was owned by the sack drinker.
        lambda s: g(s, "Cameo") == g(s, "sack"),
    ],
)


# corpus/zebra: houses in a row, "lives in", "the Brit", present tense. A riddle that names no
# one is modelled with one of its categories as the guests (`name_column` says which).

riddle(
    "zebra-4h-01-fish",
    ["Dane", "Swede", "German", "Brit"],
    {
        "color": ["white", "green", "red", "yellow"],
        "drink": ["water", "tea", "coffee", "milk"],
        "pet": ["cat", "bird", "horse", "fish"],
        "smoke": ["Prince", "Dunhill", "Blends", "Pall Mall"],
    },
    [
        # The Brit lives in the yellow house.
        lambda s: g(s, "Brit") == g(s, "yellow"),
        # The Swede lives next to the Dane.
        lambda s: next_to(g(s, "Swede"), g(s, "Dane")),
        # Coffee is drunk in the red house.
        lambda s: g(s, "coffee") == g(s, "red"),
        # The green house is immediately to the left of the red house.
        lambda s: left_of(g(s, "green"), g(s, "red")),
        # The Prince smoker drinks water.
        lambda s: g(s, "Prince") == g(s, "water"),
        # The Dane lives in the first house.
        lambda s: g(s, "Dane") == 1,
        # Dunhill is smoked in the second house.
        lambda s: g(s, "Dunhill") == 2,
        # The horse is kept in the house next to the house where the bird is kept.
        lambda s: next_to(g(s, "horse"), g(s, "bird")),
        # The German smokes Blends.
        lambda s: g(s, "German") == g(s, "Blends"),
        # The cat owner lives in the white house.
        lambda s: g(s, "cat") == g(s, "white"),
        # The Pall Mall smoker keeps the fish.
        lambda s: g(s, "Pall Mall") == g(s, "fish"),
        # The man who drinks tea lives directly left of the horse owner.
        lambda s: left_of(g(s, "tea"), g(s, "horse")),
        # The man in the third house drinks coffee.
        lambda s: g(s, "coffee") == 3,
        # The Brit does not live in the third house.
        lambda s: g(s, "Brit") != 3,
        # The Dane keeps a cat.
        lambda s: g(s, "Dane") == g(s, "cat"),
        # The Dane lives at one of the ends.
        lambda s: at_end(s, g(s, "Dane")),
    ],
    folder="zebra",
    name_column="nationality",
)

riddle(
    "zebra-4h-02-grid",
    ["Mira", "Otto", "Lena", "Jonas"],
    {
        "drink": ["coffee", "tea", "milk", "water"],
        "pet": ["cat", "dog", "bird", "fish"],
        "color": ["red", "blue", "green", "white"],
    },
    [
        # 1. The person who likes milk is directly left of Lena.
        lambda s: left_of(g(s, "milk"), g(s, "Lena")),
        # 2. Jonas is in the fourth house.
        lambda s: g(s, "Jonas") == 4,
        # 3. The person who loves the fish is not in the third house.
        lambda s: g(s, "fish") != 3,
        # 4. The person who likes red is Mira.
        lambda s: g(s, "red") == g(s, "Mira"),
        # 5. The dog owner is the person who likes blue.
        lambda s: g(s, "dog") == g(s, "blue"),
        # 6. Otto is somewhere to the left of Mira.
        lambda s: somewhere_left(g(s, "Otto"), g(s, "Mira")),
        # 7. The person who likes tea is next to the person who likes red.
        lambda s: next_to(g(s, "tea"), g(s, "red")),
        # 8. The bird keeper is directly right of the person who likes water.
        lambda s: right_of(g(s, "bird"), g(s, "water")),
        # 9. The person who likes coffee loves white.
        lambda s: g(s, "coffee") == g(s, "white"),
        # 10. Mira keeps the cat.
        lambda s: g(s, "Mira") == g(s, "cat"),
        # 11. The person who likes green is in the last house.
        lambda s: g(s, "green") == 4,
    ],
    folder="zebra",
)

riddle(
    "zebra-5h-03-declared",
    ["Arnold", "Eric", "Peter", "Alice", "Bob"],
    {
        "nationality": ["norwegian", "german", "dane", "brit", "swede"],
        "book genre": ["fantasy", "mystery", "romance", "science fiction", "biography"],
        "lunch": ["stew", "pizza", "grilled cheese", "spaghetti", "stir fry"],
        "car model": ["Tesla", "Ford", "BMW", "Fiat", "Toyota"],
    },
    [
        # 1. The person who loves fantasy books is the Norwegian.
        lambda s: g(s, "fantasy") == g(s, "norwegian"),
        # 2. Eric is the Norwegian.
        lambda s: g(s, "Eric") == g(s, "norwegian"),
        # 3. There is one house between the Dane and the person who loves eating grilled cheese.
        lambda s: abs(g(s, "dane") - g(s, "grilled cheese")) == 2,
        # 4. The person who drives a Tesla is directly left of Bob.
        lambda s: left_of(g(s, "Tesla"), g(s, "Bob")),
        # 5. The person whose favorite book genre is romance is the Brit.
        lambda s: g(s, "romance") == g(s, "brit"),
        # 6. Arnold is in the fifth house.
        lambda s: g(s, "Arnold") == 5,
        # 7. The German is a spaghetti lover.
        lambda s: g(s, "german") == g(s, "spaghetti"),
        # 8. The person who owns a Ford and the Norwegian are next to each other.
        lambda s: next_to(g(s, "Ford"), g(s, "norwegian")),
        # 9. The person who loves biography books is not the German.
        lambda s: g(s, "biography") != g(s, "german"),
        # 10. Alice is somewhere to the left of Peter.
        lambda s: somewhere_left(g(s, "Alice"), g(s, "Peter")),
        # 11. There are two houses between Eric and the person who loves stir fry.
        lambda s: abs(g(s, "Eric") - g(s, "stir fry")) == 3,
        # 12. The person who loves mystery books is in the first house.
        lambda s: g(s, "mystery") == 1,
        # 13. The person who owns a BMW is the Brit.
        lambda s: g(s, "BMW") == g(s, "brit"),
        # 14. The Swede drives a Fiat.
        lambda s: g(s, "swede") == g(s, "Fiat"),
        # 15. Peter is not in the third house.
        lambda s: g(s, "Peter") != 3,
        # 16. The Dane is Alice.
        lambda s: g(s, "dane") == g(s, "Alice"),
        # 17. The person who loves stew is directly left of Bob.
        lambda s: left_of(g(s, "stew"), g(s, "Bob")),
        # 18. Peter is the German.
        lambda s: g(s, "Peter") == g(s, "german"),
        # 19. The person who loves biography books drives a Fiat.
        lambda s: g(s, "biography") == g(s, "Fiat"),
        # 20. The Swede lives in the last house.
        lambda s: g(s, "swede") == 5,
    ],
    folder="zebra",
)

riddle(
    "zebra-4c-04-chairs",
    ["Gus", "Ned", "Omar", "Ravi"],
    {
        "kid": ["Ada", "Lila", "Milo", "Theo"],
        "hat": ["Beret", "Bowler", "Fedora", "Panama"],
        "dessert": ["Flan", "Pudding", "Sorbet", "Trifle"],
    },
    [
        # 1. There is one chair between Theo's Dad and the one eating Pudding.
        lambda s: abs(g(s, "Theo") - g(s, "Pudding")) == 2,
        # 2. The person in the first chair (left-most) is eating Flan.
        lambda s: g(s, "Flan") == 1,
        # 3. There are two chairs between the place setting with a Beret and Milo's Dad on the
        #    right.
        lambda s: seats_right(g(s, "Milo"), g(s, "Beret"), 3),
        # 4. Ravi's chair has a lovely Bowler hat.
        lambda s: g(s, "Ravi") == g(s, "Bowler"),
        # 5. The Fedora was placed at one of the place settings directly left of Ravi's chair.
        lambda s: left_of(g(s, "Fedora"), g(s, "Ravi")),
        # 6. There is one chair between the one eating Sorbet and Lila's Dad on the left.
        lambda s: seats_left(g(s, "Lila"), g(s, "Sorbet"), 2),
        # 7. Ada's Dad is not Ned.
        lambda s: g(s, "Ada") != g(s, "Ned"),
        # 8. Gus is somewhere to the left of Ned.
        lambda s: somewhere_left(g(s, "Gus"), g(s, "Ned")),
        # 9. The Panama was placed at one of the place settings somewhere to the right of the one
        #    eating Sorbet.
        lambda s: somewhere_right(g(s, "Panama"), g(s, "Sorbet")),
        # 10. Omar is in the first chair.
        lambda s: g(s, "Omar") == 1,
        # 11. There is one chair between Theo's Dad and Milo's Dad.
        lambda s: abs(g(s, "Theo") - g(s, "Milo")) == 2,
    ],
    folder="zebra",
)

riddle(
    "zebra-5h-05-hints",
    ["Pole", "Turk", "Scot", "Greek", "Dutchman"],
    {
        "color": ["grey", "orange", "purple", "black", "pink"],
        "drink": ["lemonade", "soda", "milk", "cocoa", "coffee"],
        "pet": ["rabbit", "turtle", "snake", "hamster", "goldfish"],
        "smoke": ["Camel", "Marlboro", "Dunhill", "Prince", "Blends"],
    },
    [
        # 1. The Scot lives in the purple house.
        lambda s: g(s, "Scot") == g(s, "purple"),
        # 2. The Turk keeps turtles as pets.
        lambda s: g(s, "Turk") == g(s, "turtle"),
        # 3. The Greek drinks cocoa.
        lambda s: g(s, "Greek") == g(s, "cocoa"),
        # 4. The purple house is on the left of the black house.
        lambda s: left_of(g(s, "purple"), g(s, "black")),
        # 5. The black house's owner smokes Prince.
        lambda s: g(s, "black") == g(s, "Prince"),
        # 6. The person who smokes Camel rears rabbits.
        lambda s: g(s, "Camel") == g(s, "rabbit"),
        # 7. The owner of the orange house drinks soda.
        lambda s: g(s, "orange") == g(s, "soda"),
        # 8. The man living in the center house drinks milk, and the man living in the pink
        #    house is the Dutchman.
        lambda s: g(s, "milk") == middle(s),
        lambda s: g(s, "pink") == g(s, "Dutchman"),
        # 9. The Pole lives in the first house.
        lambda s: g(s, "Pole") == 1,
        # 10. The man who smokes Marlboro lives next to the one who keeps rabbits.
        lambda s: next_to(g(s, "Marlboro"), g(s, "rabbit")),
        # 11. The man who keeps snakes lives next to the man who smokes Prince.
        lambda s: next_to(g(s, "snake"), g(s, "Prince")),
        # 12. The owner who smokes Blends drinks coffee.
        lambda s: g(s, "Blends") == g(s, "coffee"),
        # 13. The Dutchman lives in the pink house.
        lambda s: g(s, "Dutchman") == g(s, "pink"),
        # 14. The Pole lives next to the orange house.
        lambda s: next_to(g(s, "Pole"), g(s, "orange")),
        # 15. The man who smokes Dunhill has a neighbor who drinks soda.
        lambda s: next_to(g(s, "Dunhill"), g(s, "soda")),
        # 16. The Pole drinks lemonade and lives in the grey house.
        lambda s: g(s, "Pole") == g(s, "lemonade"),
        lambda s: g(s, "Pole") == g(s, "grey"),
        # 17. The Greek lives in the black house.
        lambda s: g(s, "Greek") == g(s, "black"),
        # 18. The hamster is kept in the black house.
        lambda s: g(s, "hamster") == g(s, "black"),
        # 19. The Scot smokes Dunhill.
        lambda s: g(s, "Scot") == g(s, "Dunhill"),
        # 20. The Dutchman keeps a goldfish.
        lambda s: g(s, "Dutchman") == g(s, "goldfish"),
    ],
    folder="zebra",
    name_column="nationality",
)


# note: "directly left of" = the very next house; "somewhere to the left of" = any house on that side.
riddle(
    "zebra-3h-08-phones",
    ["Carol", "Alice", "Bob"],
    {
        "sport": ["tennis", "soccer", "basketball"],
        "phone model": ["google pixel 6", "iphone 13", "samsung galaxy s21"],
    },
    [
        # 1. The person who loves tennis is directly left of Alice.
        lambda s: left_of(g(s, "tennis"), g(s, "Alice")),
        # 2. Carol is the person who loves tennis.
        lambda s: g(s, "Carol") == g(s, "tennis"),
        # 3. The person who uses a Google Pixel 6 is somewhere to the left of Bob.
        lambda s: somewhere_left(g(s, "google pixel 6"), g(s, "Bob")),
        # 4. The person who loves basketball is not the person who uses an iPhone 13.
        lambda s: g(s, "basketball") != g(s, "iphone 13"),
        # 5. The person who uses an iPhone 13 and the person who loves tennis are next to each other.
        lambda s: next_to(g(s, "iphone 13"), g(s, "tennis")),
        # 6. Alice is the person who loves soccer.
        lambda s: g(s, "Alice") == g(s, "soccer"),
        # 7. Bob is the person who uses a Samsung Galaxy S21.
        lambda s: g(s, "Bob") == g(s, "samsung galaxy s21"),
    ],
    folder="zebra",
)


# note: BIG-Bench logical_deduction: plain "to the left of" = anywhere to the left.
riddle(
    "zebra-3p-15-branch",
    ["quail", "owl", "cardinal"],
    {
    },
    [
        # The owl is the rightmost.
        lambda s: g(s, "owl") == 3,
        # The cardinal is to the left of the quail.
        lambda s: somewhere_left(g(s, "cardinal"), g(s, "quail")),
    ],
    folder="zebra",
    name_column="bird",
)


# note: floors numbered from the bottom (1 = bottom floor); "a higher floor than" = any larger floor;
# note: "not on a floor adjacent to" = floors differ by more than one.
riddle(
    "zebra-5f-10-dinesman",
    ["Baker", "Cooper", "Fletcher", "Miller", "Smith"],
    {
    },
    [
        # Cooper does not live on the top floor.
        lambda s: g(s, "Cooper") != 5,
        # Miller does not live on the bottom floor.
        lambda s: g(s, "Miller") != 1,
        # Smith lives neither on the top nor on the bottom floor.
        lambda s: g(s, "Smith") != 5,
        lambda s: g(s, "Smith") != 1,
        # Fletcher lives on a higher floor than does Miller.
        lambda s: g(s, "Fletcher") > g(s, "Miller"),
        # Baker does not live on a floor adjacent to Smith's.
        lambda s: abs(g(s, "Baker") - g(s, "Smith")) != 1,
        # Smith does not live on a floor adjacent to Miller's.
        lambda s: abs(g(s, "Smith") - g(s, "Miller")) != 1,
        # Cooper lives on a higher floor than does Baker.
        lambda s: g(s, "Cooper") > g(s, "Baker"),
    ],
    folder="zebra",
)


# note: floors numbered from the bottom (1 = bottom floor); "went all the way up to the top floor" = floor 4.
riddle(
    "zebra-4f-50-hotel-lift",
    ["Ames", "Boyd", "Crane", "Dorsey"],
    {
    },
    [
        # Ames is staying on the second floor.
        lambda s: g(s, "Ames") == 2,
        # Boyd went all the way up to the top floor.
        lambda s: g(s, "Boyd") == 4,
        # Crane does not stay on the bottom floor.
        lambda s: g(s, "Crane") != 1,
    ],
    folder="zebra",
)


# note: place 1 = finished first; "finished above" = any better (smaller) place; "second-to-last" = 4.
riddle(
    "zebra-5p-30-golf",
    ["Ana", "Mya", "Mel", "Joe", "Ada"],
    {
    },
    [
        # Ana finished last.
        lambda s: g(s, "Ana") == 5,
        # Joe finished above Ada.
        lambda s: g(s, "Joe") < g(s, "Ada"),
        # Mya finished second-to-last.
        lambda s: g(s, "Mya") == 4,
        # Mel finished below Ada.
        lambda s: g(s, "Mel") > g(s, "Ada"),
    ],
    folder="zebra",
    name_column="golfer",
)


# note: place 1 = the oldest vehicle, 7 = the newest; "older than" = any smaller place; "the third-newest" = 5.
riddle(
    "zebra-7p-16-antique-cars",
    ["convertible", "tractor", "sedan", "minivan", "hatchback", "truck", "limousine"],
    {
    },
    [
        # The sedan is older than the minivan.
        lambda s: g(s, "sedan") < g(s, "minivan"),
        # The convertible is newer than the hatchback.
        lambda s: g(s, "convertible") > g(s, "hatchback"),
        # The limousine is the newest.
        lambda s: g(s, "limousine") == 7,
        # The tractor is older than the hatchback.
        lambda s: g(s, "tractor") < g(s, "hatchback"),
        # The minivan is older than the tractor.
        lambda s: g(s, "minivan") < g(s, "tractor"),
        # The truck is the third-newest.
        lambda s: g(s, "truck") == from_right(s, 3),
    ],
    folder="zebra",
    name_column="vehicle",
)


# note: BIG-Bench logical_deduction: plain "to the left of" = anywhere to the left (any smaller position).
riddle(
    "zebra-5p-14-shelf",
    ["red book", "purple book", "blue book", "black book", "yellow book"],
    {
    },
    [
        # The black book is the second from the right.
        lambda s: g(s, "black book") == from_right(s, 2),
        # The yellow book is to the left of the red book.
        lambda s: somewhere_left(g(s, "yellow book"), g(s, "red book")),
        # The purple book is to the right of the black book.
        lambda s: somewhere_right(g(s, "purple book"), g(s, "black book")),
        # The blue book is to the left of the yellow book.
        lambda s: somewhere_left(g(s, "blue book"), g(s, "yellow book")),
    ],
    folder="zebra",
    name_column="book",
)


# note: "directly left of" = the next chair; "one chair between" = two apart (chairs 1 and 3).
riddle(
    "zebra-3c-29-sunday-lunch",
    ["Ivy", "June", "Kit"],
    {
        "husband": ["Leon", "Marc", "Nate"],
        "dish": ["lasagne", "curry", "paella"],
    },
    [
        # 1. There is one chair between Kit and Leon's wife.
        lambda s: abs(g(s, "Kit") - g(s, "Leon")) == 2,
        # 2. The one who brought curry is directly left of Marc's wife.
        lambda s: left_of(g(s, "curry"), g(s, "Marc")),
        # 3. Kit did not bring the curry.
        lambda s: g(s, "Kit") != g(s, "curry"),
        # 4. The one who brought paella is directly left of Ivy.
        lambda s: left_of(g(s, "paella"), g(s, "Ivy")),
    ],
    folder="zebra",
)


# note: "immediately to the left of" = the next house.
riddle(
    "zebra-3h-23-small-zebra",
    ["Englishman", "Spaniard", "Japanese"],
    {
        "pet": ["dog", "snails", "zebra"],
    },
    [
        # 1. There are three houses in a row. (no constraint)
        # 2. The Englishman lives in the middle house.
        lambda s: g(s, "Englishman") == middle(s),
        # 3. The Spaniard owns the dog.
        lambda s: g(s, "Spaniard") == g(s, "dog"),
        # 4. The dog is kept in the house immediately to the left of the house where the snails are
        #    kept.
        lambda s: left_of(g(s, "dog"), g(s, "snails")),
    ],
    folder="zebra",
    name_column="nationality",
)


# note: floor 1 is the bottom floor; "directly above" = one floor up; "a higher floor than" = any floor up.
riddle(
    "zebra-6f-11-elm-street",
    ["Greta", "Hamid", "Ines", "Jorge", "Kasia", "Lorenzo"],
    {
        "job": ["baker", "pilot", "dentist", "plumber", "violinist", "librarian"],
        "pet": ["parrot", "tortoise", "cat", "beagle", "goldfish", "ferret"],
    },
    [
        # 1. The goldfish owner lives on the floor directly above Ines.
        lambda s: g(s, "goldfish") == g(s, "Ines") + 1,
        # 2. Lorenzo lives one floor above the dentist.
        lambda s: g(s, "Lorenzo") == g(s, "dentist") + 1,
        # 3. The plumber has a cat.
        lambda s: g(s, "plumber") == g(s, "cat"),
        # 4. Kasia lives directly above the plumber.
        lambda s: g(s, "Kasia") == g(s, "plumber") + 1,
        # 5. Hamid and the goldfish owner live on adjacent floors.
        lambda s: abs(g(s, "Hamid") - g(s, "goldfish")) == 1,
        # 6. The violinist lives on a higher floor than the tortoise's owner.
        lambda s: g(s, "violinist") > g(s, "tortoise"),
        # 7. There are two floors between Kasia and the baker.
        lambda s: abs(g(s, "Kasia") - g(s, "baker")) == 3,
        # 8. Hamid is a dentist.
        lambda s: g(s, "Hamid") == g(s, "dentist"),
        # 9. The parrot belongs to the tenant directly above Kasia.
        lambda s: g(s, "parrot") == g(s, "Kasia") + 1,
        # 10. Jorge lives three floors above the ferret's owner.
        lambda s: g(s, "Jorge") == g(s, "ferret") + 3,
        # 11. The pilot lives directly above the beagle owner.
        lambda s: g(s, "pilot") == g(s, "beagle") + 1,
        # 12. Greta is a baker.
        lambda s: g(s, "Greta") == g(s, "baker"),
        # 13. Ines works as a librarian.
        lambda s: g(s, "Ines") == g(s, "librarian"),
    ],
    folder="zebra",
)


# note: "is on the left of" (clue 4) read as the very next house, as in the riddle told as Einstein's.
riddle(
    "zebra-5h-07-fish",
    ["Brit", "Swede", "Dane", "Norwegian", "German"],
    {
        "color": ["red", "green", "white", "yellow", "blue"],
        "drink": ["tea", "coffee", "milk", "beer", "water"],
        "smoke": ["Pall Mall", "Dunhill", "Blends", "Bluemasters", "Prince"],
        "pet": ["dog", "bird", "cat", "horse", "fish"],
    },
    [
        # 1. The Brit lives in the green house.
        lambda s: g(s, "Brit") == g(s, "green"),
        # 2. The German drinks beer.
        lambda s: g(s, "German") == g(s, "beer"),
        # 3. The owner of the green house keeps cats.
        lambda s: g(s, "green") == g(s, "cat"),
        # 4. The green house is on the left of the white house.
        lambda s: left_of(g(s, "green"), g(s, "white")),
        # 5. The man who smokes Pall Mall lives next to the one who drinks coffee.
        lambda s: next_to(g(s, "Pall Mall"), g(s, "coffee")),
        # 6. The owner of the yellow house smokes Dunhill.
        lambda s: g(s, "yellow") == g(s, "Dunhill"),
        # 7. The person who keeps birds lives in the yellow house.
        lambda s: g(s, "bird") == g(s, "yellow"),
        # 8. The man who smokes Pall Mall lives next to the man who keeps horses.
        lambda s: next_to(g(s, "Pall Mall"), g(s, "horse")),
        # 9. The Norwegian lives in the center house.
        lambda s: g(s, "Norwegian") == middle(s),
        # 10. The fourth house is blue.
        lambda s: g(s, "blue") == 4,
        # 11. The Dane lives next to the blue house.
        lambda s: next_to(g(s, "Dane"), g(s, "blue")),
        # 12. The Dane drinks water.
        lambda s: g(s, "Dane") == g(s, "water"),
        # 13. The man who keeps cats drinks milk.
        lambda s: g(s, "cat") == g(s, "milk"),
        # 14. The Swede smokes Prince.
        lambda s: g(s, "Swede") == g(s, "Prince"),
        # 15. The Dane keeps dogs as pets.
        lambda s: g(s, "Dane") == g(s, "dog"),
        # 16. The man who smokes Blends lives in the green house.
        lambda s: g(s, "Blends") == g(s, "green"),
        # 17. The Pall Mall smoker lives in the white house.
        lambda s: g(s, "Pall Mall") == g(s, "white"),
        # 18. The man who smokes Bluemasters lives in the red house.
        lambda s: g(s, "Bluemasters") == g(s, "red"),
        # 19. The Norwegian drinks tea.
        lambda s: g(s, "Norwegian") == g(s, "tea"),
    ],
    folder="zebra",
    name_column="nationality",
)


# note: "directly to the left of" = the next space.
riddle(
    "zebra-4p-18-staff-lot",
    ["Dana", "Eli", "Farah", "Gil"],
    {
        "car": ["Toyota", "Volvo", "Subaru", "Kia"],
        "color": ["red", "silver", "black", "white"],
    },
    [
        # 1. The car in space 3 was black.
        lambda s: g(s, "black") == 3,
        # 2. Dana's car was parked directly to the left of the white car.
        lambda s: left_of(g(s, "Dana"), g(s, "white")),
        # 3. The Volvo was in space 1.
        lambda s: g(s, "Volvo") == 1,
        # 4. Dana drives a Toyota.
        lambda s: g(s, "Dana") == g(s, "Toyota"),
        # 5. Farah had parked in the first space.
        lambda s: g(s, "Farah") == 1,
        # 6. Farah's car was not the silver one.
        lambda s: g(s, "Farah") != g(s, "silver"),
        # 7. Eli's car was in one of the end spaces.
        lambda s: at_end(s, g(s, "Eli")),
        # 8. The Kia was directly to the left of Dana's car.
        lambda s: left_of(g(s, "Kia"), g(s, "Dana")),
    ],
    folder="zebra",
)


# note: "exactly to the left of" = the very next position; "somewhere to the left of" = any position on that side.
riddle(
    "zebra-5p-17-sports-club",
    ["Andrea", "Holly", "Julie", "Leslie", "Victoria"],
    {
        "color": ["black", "blue", "green", "red", "white"],
        "age": ["30", "35", "40", "45", "50"],
        "sport": ["cycling", "soccer", "swimming", "tennis", "volleyball"],
    },
    [
        # 1. The woman who is 30 years old is at one of the ends.
        lambda s: at_end(s, g(s, "30")),
        # 2. The 35-year-old woman is next to the woman who likes Cycling.
        lambda s: next_to(g(s, "35"), g(s, "cycling")),
        # 3. The woman who likes Swimming is in the fourth position.
        lambda s: g(s, "swimming") == 4,
        # 4. Leslie is next to the woman wearing the White shirt.
        lambda s: next_to(g(s, "Leslie"), g(s, "white")),
        # 5. The woman wearing the Green shirt is at one of the ends.
        lambda s: at_end(s, g(s, "green")),
        # 6. The woman wearing the Blue shirt likes Swimming.
        lambda s: g(s, "blue") == g(s, "swimming"),
        # 7. The woman wearing the Green shirt likes Tennis.
        lambda s: g(s, "green") == g(s, "tennis"),
        # 8. Andrea is somewhere to the left of the 45-year-old woman.
        lambda s: somewhere_left(g(s, "Andrea"), g(s, "45")),
        # 9. The 40-year-old woman likes Cycling.
        lambda s: g(s, "40") == g(s, "cycling"),
        # 10. The woman wearing the Black shirt is at one of the ends.
        lambda s: at_end(s, g(s, "black")),
        # 11. The woman wearing the Black shirt is exactly to the left of the woman who likes Soccer.
        lambda s: left_of(g(s, "black"), g(s, "soccer")),
        # 12. Holly likes Volleyball.
        lambda s: g(s, "Holly") == g(s, "volleyball"),
        # 13. Julie is 35 years old.
        lambda s: g(s, "Julie") == g(s, "35"),
        # 14. Leslie is 50 years old.
        lambda s: g(s, "Leslie") == g(s, "50"),
        # 15. Andrea is at one of the ends.
        lambda s: at_end(s, g(s, "Andrea")),
        # 16. Victoria is wearing the Green shirt.
        lambda s: g(s, "Victoria") == g(s, "green"),
        # 17. Julie is wearing the Red shirt.
        lambda s: g(s, "Julie") == g(s, "red"),
    ],
    folder="zebra",
)


# note: "one seat between" = two apart, "two seats between" = three apart; "... on the right" = Y further right;
# note: "somewhere to the left of" = any seat on that side.
riddle(
    "zebra-6c-13-magic-show",
    ["Timothy", "Bella", "Omar", "Priya", "Sven", "Wendy"],
    {
        "mom": ["Beatriz", "Delia", "Marta", "Rosa", "Tamsin", "Yvette"],
        "age": ["6", "7", "8", "9", "10", "11"],
        "snack": ["Hot Dog", "Corn Dog", "Nachos", "Pretzel", "Pizza Slice", "Cotton Candy"],
    },
    [
        # 1. Wendy is in the fifth seat.
        lambda s: g(s, "Wendy") == 5,
        # 2. Priya is eating a Pizza Slice.
        lambda s: g(s, "Priya") == g(s, "Pizza Slice"),
        # 3. There is one seat between Tamsin's child and the 7-year-old on the right.
        lambda s: g(s, "7") - g(s, "Tamsin") == 2,
        # 4. There are two seats between the 6-year-old and the one eating Cotton Candy.
        lambda s: abs(g(s, "6") - g(s, "Cotton Candy")) == 3,
        # 5. There is one seat between the 11-year-old and Omar.
        lambda s: abs(g(s, "11") - g(s, "Omar")) == 2,
        # 6. Bella is 11 years old.
        lambda s: g(s, "Bella") == g(s, "11"),
        # 7. Timothy has the Cotton Candy.
        lambda s: g(s, "Timothy") == g(s, "Cotton Candy"),
        # 8. There are two seats between Beatriz's child and the one eating a Pretzel.
        lambda s: abs(g(s, "Beatriz") - g(s, "Pretzel")) == 3,
        # 9. There are two seats between the 8-year-old and Yvette's child.
        lambda s: abs(g(s, "8") - g(s, "Yvette")) == 3,
        # 10. There are two seats between the 7-year-old and the one eating Nachos.
        lambda s: abs(g(s, "7") - g(s, "Nachos")) == 3,
        # 11. There are two seats between Marta's child and the one eating a Hot Dog on the right.
        lambda s: g(s, "Hot Dog") - g(s, "Marta") == 3,
        # 12. Marta's child is 8.
        lambda s: g(s, "Marta") == g(s, "8"),
        # 13. The 9-year-old is somewhere to the left of Bella.
        lambda s: somewhere_left(g(s, "9"), g(s, "Bella")),
        # 14. There are two seats between the 11-year-old and Rosa's child.
        lambda s: abs(g(s, "11") - g(s, "Rosa")) == 3,
        # 15. There is one seat between the 9-year-old and the one eating a Corn Dog.
        lambda s: abs(g(s, "9") - g(s, "Corn Dog")) == 2,
        # 16. Sven is eating Nachos.
        lambda s: g(s, "Sven") == g(s, "Nachos"),
        # 17. Wendy's Mom is Delia.
        lambda s: g(s, "Wendy") == g(s, "Delia"),
        # 18. Priya is 10 years old.
        lambda s: g(s, "Priya") == g(s, "10"),
    ],
    folder="zebra",
)


# note: "immediately to the left of" = the next house; "one house between" = two apart, "two houses" = three apart;
# note: "at one of the ends" = house 1 or 6.
riddle(
    "zebra-6h-25-harbour-road",
    ["Dane", "Swede", "Norwegian", "German", "Brit", "Finn"],
    {
        "color": ["red", "green", "white", "yellow", "blue", "purple"],
        "drink": ["tea", "coffee", "milk", "beer", "water", "juice"],
        "pet": ["dog", "cat", "horse", "bird", "fish", "rabbit"],
        "dessert": ["pie", "flan", "trifle", "sorbet", "baklava", "strudel"],
        "job": ["baker", "tailor", "miner", "sailor", "smith", "farmer"],
    },
    [
        # 1. The farmer's favourite dessert is sorbet.
        lambda s: g(s, "farmer") == g(s, "sorbet"),
        # 2. The bird lives in a house at one of the ends.
        lambda s: at_end(s, g(s, "bird")),
        # 3. The tailor keeps a dog.
        lambda s: g(s, "tailor") == g(s, "dog"),
        # 4. Tea is drunk in the sixth house.
        lambda s: g(s, "tea") == 6,
        # 5. The sailor lives next to the man who loves trifle.
        lambda s: next_to(g(s, "sailor"), g(s, "trifle")),
        # 6. The third house is green.
        lambda s: g(s, "green") == 3,
        # 7. There is one house between the horse and the red house.
        lambda s: abs(g(s, "horse") - g(s, "red")) == 2,
        # 8. The farmer lives next to the purple house.
        lambda s: next_to(g(s, "farmer"), g(s, "purple")),
        # 9. There is one house between the horse owner and the smith.
        lambda s: abs(g(s, "horse") - g(s, "smith")) == 2,
        # 10. There are two houses between the Brit and the man who likes pie.
        lambda s: abs(g(s, "Brit") - g(s, "pie")) == 3,
        # 11. The milk drinker lives next to the strudel lover.
        lambda s: next_to(g(s, "milk"), g(s, "strudel")),
        # 12. The man who likes flan lives at one of the ends.
        lambda s: at_end(s, g(s, "flan")),
        # 13. The yellow house is immediately to the left of the Norwegian's house.
        lambda s: left_of(g(s, "yellow"), g(s, "Norwegian")),
        # 14. The farmer is the fish owner's neighbour.
        lambda s: next_to(g(s, "farmer"), g(s, "fish")),
        # 15. Juice is drunk in the fourth house.
        lambda s: g(s, "juice") == 4,
        # 16. The yellow house stands at one of the ends.
        lambda s: at_end(s, g(s, "yellow")),
        # 17. There is one house between the purple house and the man who likes strudel.
        lambda s: abs(g(s, "purple") - g(s, "strudel")) == 2,
        # 18. The Brit drinks coffee.
        lambda s: g(s, "Brit") == g(s, "coffee"),
        # 19. The Swede lives next to the green house.
        lambda s: next_to(g(s, "Swede"), g(s, "green")),
        # 20. The smith eats baklava.
        lambda s: g(s, "smith") == g(s, "baklava"),
        # 21. The Brit is a baker.
        lambda s: g(s, "Brit") == g(s, "baker"),
        # 22. The rabbit does not belong to the sailor.
        lambda s: g(s, "rabbit") != g(s, "sailor"),
        # 23. The blue house is the sailor's.
        lambda s: g(s, "blue") == g(s, "sailor"),
        # 24. The horse owner does not drink milk.
        lambda s: g(s, "horse") != g(s, "milk"),
        # 25. The strudel lover lives next to the yellow house.
        lambda s: next_to(g(s, "strudel"), g(s, "yellow")),
        # 26. The German lives at one of the ends.
        lambda s: at_end(s, g(s, "German")),
        # 27. The Finn's neighbour drinks beer.
        lambda s: next_to(g(s, "Finn"), g(s, "beer")),
        # 28. Water is drunk in the white house.
        lambda s: g(s, "water") == g(s, "white"),
        # 29. The Norwegian has a cat.
        lambda s: g(s, "Norwegian") == g(s, "cat"),
        # 30. The Swede works as a miner.
        lambda s: g(s, "Swede") == g(s, "miner"),
    ],
    folder="zebra",
    name_column="nationality",
)


# note: plain "left of" is not used; "immediately to the right of" = the very next house.
riddle(
    "zebra-5h-06-life",
    ["Englishman", "Spaniard", "Norwegian", "Japanese", "Italian"],
    {
        "color": ["red", "green", "ivory", "yellow", "blue"],
        "pet": ["dog", "snails", "fox", "horse", "zebra"],
        "drink": ["coffee", "tea", "milk", "orange juice", "water"],
        "smoke": ["Kools", "Chesterfield", "Old Gold", "Lucky Strike", "Parliament"],
    },
    [
        # 2. The Englishman smokes Lucky Strike.
        lambda s: g(s, "Englishman") == g(s, "Lucky Strike"),
        # 3. The Italian smokes Chesterfields.
        lambda s: g(s, "Italian") == g(s, "Chesterfield"),
        # 4. The man who keeps the horse drinks orange juice.
        lambda s: g(s, "horse") == g(s, "orange juice"),
        # 5. The fox is kept in the house immediately to the right of the green house.
        lambda s: right_of(g(s, "fox"), g(s, "green")),
        # 6. Tea is drunk in the house immediately to the right of the house where the dog is kept.
        lambda s: right_of(g(s, "tea"), g(s, "dog")),
        # 7. Kools are smoked in the house next to the house where the snails are kept.
        lambda s: next_to(g(s, "Kools"), g(s, "snails")),
        # 8. The Japanese lives in the ivory house.
        lambda s: g(s, "Japanese") == g(s, "ivory"),
        # 9. The man who drinks tea lives next to the blue house.
        lambda s: next_to(g(s, "tea"), g(s, "blue")),
        # 10. The horse is kept in the ivory house.
        lambda s: g(s, "horse") == g(s, "ivory"),
        # 11. The Japanese lives immediately to the right of the house where Kools are smoked.
        lambda s: right_of(g(s, "Japanese"), g(s, "Kools")),
        # 12. The Norwegian lives immediately to the right of the Lucky Strike smoker.
        lambda s: right_of(g(s, "Norwegian"), g(s, "Lucky Strike")),
        # 13. The dog is kept in the red house.
        lambda s: g(s, "dog") == g(s, "red"),
        # 14. The Englishman lives next to the man who drinks tea.
        lambda s: next_to(g(s, "Englishman"), g(s, "tea")),
        # 15. Coffee is drunk in the red house.
        lambda s: g(s, "coffee") == g(s, "red"),
        # 16. The Norwegian smokes Parliaments.
        lambda s: g(s, "Norwegian") == g(s, "Parliament"),
        # 17. Milk is drunk in the house next to the red house.
        lambda s: next_to(g(s, "milk"), g(s, "red")),
        # 18. The Spaniard owns the fox.
        lambda s: g(s, "Spaniard") == g(s, "fox"),
        # 19. Milk is drunk in the yellow house.
        lambda s: g(s, "milk") == g(s, "yellow"),
        # 20. The Old Gold smoker lives in the ivory house.
        lambda s: g(s, "Old Gold") == g(s, "ivory"),
    ],
    folder="zebra",
    name_column="nationality",
)


# note: "directly to the left of" = the next house. "Either A or B" modelled as inclusive or; in the
# note: solution exactly one side of each holds, so the exclusive reading has the same one solution.
riddle(
    "zebra-4h-21-either-or",
    ["Norwegian", "Italian", "Swede", "Japanese"],
    {
        "drink": ["tea", "coffee", "milk", "water"],
        "pet": ["dog", "cat", "parrot", "rabbit"],
        "color": ["red", "green", "white", "blue"],
    },
    [
        # 1. The blue house is next to the house where the dog lives.
        lambda s: next_to(g(s, "blue"), g(s, "dog")),
        # 2. Either the milk drinker or the Swede lives in house 2.
        lambda s: g(s, "milk") == 2 or g(s, "Swede") == 2,
        # 3. The Italian lives next to the parrot owner.
        lambda s: next_to(g(s, "Italian"), g(s, "parrot")),
        # 4. The tea drinker lives directly to the left of the parrot owner.
        lambda s: left_of(g(s, "tea"), g(s, "parrot")),
        # 5. Coffee is drunk in the house directly to the left of the green house.
        lambda s: left_of(g(s, "coffee"), g(s, "green")),
        # 6. Either the white house or the Italian's house is house 2.
        lambda s: g(s, "white") == 2 or g(s, "Italian") == 2,
        # 7. The cat owner is a neighbour of the tea drinker.
        lambda s: next_to(g(s, "cat"), g(s, "tea")),
        # 8. The Japanese lives in the red house.
        lambda s: g(s, "Japanese") == g(s, "red"),
        # 9. Either coffee is drunk in house 1 or the cat lives there.
        lambda s: g(s, "coffee") == 1 or g(s, "cat") == 1,
        # 10. The Norwegian does not drink coffee.
        lambda s: g(s, "Norwegian") != g(s, "coffee"),
        # 11. Either the milk drinker or the Japanese lives in house 4.
        lambda s: g(s, "milk") == 4 or g(s, "Japanese") == 4,
    ],
    folder="zebra",
    name_column="nationality",
)


# note: place 1 = the oldest; "newer than" = a later place; "second-newest" = place 2 of 3.
riddle(
    "zebra-3p-49-car-show",
    ["bus", "motorcyle", "tractor"],
    {
    },
    [
        # The bus is newer than the tractor.
        lambda s: somewhere_right(g(s, "bus"), g(s, "tractor")),
        # The motorcyle is the oldest.
        lambda s: g(s, "motorcyle") == 1,
    ],
    name_column="vehicle",
    folder="zebra",
)


# note: "one chair between" = two apart; "either A or B is in the first chair" is inclusive;
# note: "X is either A-s Mom or B-s Mom" = X is the same person as one of them.
riddle(
    "zebra-4c-50-concert-night",
    ["Alma", "Bea", "Cora", "Dina"],
    {
        "kid": ["Eli", "Fay", "Gus", "Hal"],
        "flowers": ["Daisies", "Lilies", "Roses", "Tulips"],
        "snack": ["Cookie", "Muffin", "Popcorn", "Pretzel"],
    },
    [
        # 1. Fay's Mom brought the Daisies.
        lambda s: g(s, "Fay") == g(s, "Daisies"),
        # 2. There is one chair between Dina and the one eating a Muffin.
        lambda s: apart(g(s, "Dina"), g(s, "Muffin"), 2),
        # 3. Alma is either the one eating Popcorn or the one eating a Pretzel.
        lambda s: g(s, "Alma") in (g(s, "Popcorn"), g(s, "Pretzel")),
        # 4. The Mom with the Tulips is either Alma or Cora.
        lambda s: g(s, "Tulips") in (g(s, "Alma"), g(s, "Cora")),
        # 5. There is one chair between Hal's Mom and Dina.
        lambda s: apart(g(s, "Hal"), g(s, "Dina"), 2),
        # 6. Alma brought the Roses.
        lambda s: g(s, "Roses") == g(s, "Alma"),
        # 7. The one eating Popcorn is either Eli's Mom or Gus's Mom.
        lambda s: g(s, "Popcorn") in (g(s, "Eli"), g(s, "Gus")),
        # 8. The one eating Popcorn is somewhere to the left of the Mom with the Lilies.
        lambda s: somewhere_left(g(s, "Popcorn"), g(s, "Lilies")),
        # 9. Either Bea or the Mom with the Tulips is in the first chair (left-most).
        lambda s: g(s, "Bea") == 1 or g(s, "Tulips") == 1,
        # 10. There is one chair between Gus's Mom and the one eating Popcorn.
        lambda s: apart(g(s, "Gus"), g(s, "Popcorn"), 2),
        # 11. There is one chair between the one eating a Cookie and the Mom with the Tulips.
        lambda s: apart(g(s, "Cookie"), g(s, "Tulips"), 2),
    ],
    folder="zebra",
)


# note: place 1 = the cheapest; "cheaper than" = any lower place; "second-most expensive" = place 4.
riddle(
    "zebra-5p-45-fruit-stand",
    ["kiwis", "plums", "cantaloupes", "oranges", "pears"],
    {
    },
    [
        # The kiwis are the second-cheapest.
        lambda s: g(s, "kiwis") == 2,
        # The pears are cheaper than the oranges.
        lambda s: somewhere_left(g(s, "pears"), g(s, "oranges")),
        # The cantaloupes are the most expensive.
        lambda s: g(s, "cantaloupes") == 5,
        # The plums are cheaper than the kiwis.
        lambda s: somewhere_left(g(s, "plums"), g(s, "kiwis")),
    ],
    name_column="fruit",
    folder="zebra",
)


# note: floor 1 = the bottom floor; "a higher floor than" = any floor above; "adjacent" = one floor apart.
riddle(
    "zebra-6f-44-six-floors",
    ["Adler", "Bishop", "Carver", "Dunn", "Ellis", "Foster"],
    {
        "job": ["banker", "chemist", "dentist", "judge", "lawyer", "pilot"],
    },
    [
        # Ellis lives neither on the top nor on the bottom floor.
        lambda s: not at_end(s, g(s, "Ellis")),
        # Ellis is the pilot.
        lambda s: g(s, "Ellis") == g(s, "pilot"),
        # Foster is the dentist.
        lambda s: g(s, "Foster") == g(s, "dentist"),
        # Adler is the judge.
        lambda s: g(s, "Adler") == g(s, "judge"),
        # Adler does not live on the top floor.
        lambda s: g(s, "Adler") != 6,
        # Carver lives on a lower floor than does the lawyer.
        lambda s: somewhere_left(g(s, "Carver"), g(s, "lawyer")),
        # Foster does not live on the bottom floor.
        lambda s: g(s, "Foster") != 1,
        # Ellis lives on a higher floor than does the judge.
        lambda s: somewhere_left(g(s, "judge"), g(s, "Ellis")),
        # The judge lives on a higher floor than does Foster.
        lambda s: somewhere_left(g(s, "Foster"), g(s, "judge")),
        # Dunn is not the lawyer.
        lambda s: g(s, "Dunn") != g(s, "lawyer"),
        # The lawyer lives neither on the top nor on the bottom floor.
        lambda s: not at_end(s, g(s, "lawyer")),
        # Bishop lives on a higher floor than does the banker.
        lambda s: somewhere_left(g(s, "banker"), g(s, "Bishop")),
        # Ellis does not live on a floor adjacent to the chemist's.
        lambda s: not next_to(g(s, "Ellis"), g(s, "chemist")),
    ],
    folder="zebra",
)


# note: "somewhere between A and B" = strictly between them, on whichever sides they are.
riddle(
    "zebra-5h-31-mothers",
    ["Englishman", "Spaniard", "Norwegian", "Dane", "German"],
    {
        "color": ["red", "green", "yellow", "blue", "white"],
        "drink": ["tea", "coffee", "milk", "beer", "water"],
        "smoke": ["Dunhill", "Prince", "Blends", "Pall Mall", "Bluemasters"],
        "mother name": ["Holly", "Ivy", "June", "Kate", "Lena"],
    },
    [
        # 1. The man who smokes Bluemasters drinks milk.
        lambda s: g(s, "Bluemasters") == g(s, "milk"),
        # 2. The Dane lives in the fifth house.
        lambda s: g(s, "Dane") == 5,
        # 3. The person whose mother's name is Holly drinks beer.
        lambda s: g(s, "Holly") == g(s, "beer"),
        # 4. In the green house they smoke Blends.
        lambda s: g(s, "green") == g(s, "Blends"),
        # 5. The Dane's mother's name is Kate.
        lambda s: g(s, "Dane") == g(s, "Kate"),
        # 6. The tea drinker is the Englishman.
        lambda s: g(s, "tea") == g(s, "Englishman"),
        # 7. In the red house they drink coffee.
        lambda s: g(s, "red") == g(s, "coffee"),
        # 8. The Prince smoker lives somewhere between the Dane and the Spaniard.
        lambda s: min(g(s, "Dane"), g(s, "Spaniard")) < g(s, "Prince") < max(g(s, "Dane"), g(s, "Spaniard")),
        # 9. The person whose mother's name is June is the Norwegian.
        lambda s: g(s, "June") == g(s, "Norwegian"),
        # 10. In the red house they smoke Prince.
        lambda s: g(s, "red") == g(s, "Prince"),
        # 11. The German lives in the yellow house.
        lambda s: g(s, "German") == g(s, "yellow"),
        # 12. The Dane smokes Bluemasters.
        lambda s: g(s, "Dane") == g(s, "Bluemasters"),
        # 13. In the blue house, the owner drinks tea.
        lambda s: g(s, "blue") == g(s, "tea"),
        # 14. The Dunhill smoker drinks tea.
        lambda s: g(s, "Dunhill") == g(s, "tea"),
        # 15. In the middle house they smoke Dunhill.
        lambda s: g(s, "Dunhill") == 3,
        # 16. The Dane lives next to the person whose mother's name is Lena.
        lambda s: next_to(g(s, "Dane"), g(s, "Lena")),
    ],
    folder="zebra",
    name_column="nationality",
)


# note: "exactly to the left of" = the next position; "somewhere to the left of" = any position on that side;
# note: "somewhere between A and B" = strictly between the two, in either order; "at either end" = position 1 or 6.
riddle(
    "zebra-6p-51-coffee-queue",
    ["Bianca", "Camila", "Fiona", "Hazel", "Megan", "Tessa"],
    {
        "shirt": ["Blue", "Green", "Orange", "Purple", "Red", "White"],
        "age": ["21", "27", "33", "39", "45", "51"],
        "drink": ["Cappuccino", "Espresso", "Juice", "Latte", "Mocha", "Tea"],
    },
    [
        # 1. Megan ordered the Juice.
        lambda s: g(s, "Juice") == g(s, "Megan"),
        # 2. The 21-year-old woman is somewhere between Camila and Fiona.
        lambda s: min(g(s, "Camila"), g(s, "Fiona")) < g(s, "21") < max(g(s, "Camila"), g(s, "Fiona")),
        # 3. Tessa is next to the woman wearing the Red shirt.
        lambda s: next_to(g(s, "Tessa"), g(s, "Red")),
        # 4. The woman wearing the Blue shirt is somewhere to the left of the 45-year-old woman.
        lambda s: somewhere_left(g(s, "Blue"), g(s, "45")),
        # 5. Fiona is somewhere to the left of the woman wearing the White shirt.
        lambda s: somewhere_left(g(s, "Fiona"), g(s, "White")),
        # 6. The 27-year-old woman is not next to Hazel.
        lambda s: not next_to(g(s, "27"), g(s, "Hazel")),
        # 7. The woman wearing the White shirt is next to the woman who ordered the Espresso.
        lambda s: next_to(g(s, "White"), g(s, "Espresso")),
        # 8. Megan is wearing the Green shirt.
        lambda s: g(s, "Megan") == g(s, "Green"),
        # 9. The woman who ordered the Latte is somewhere to the left of Megan.
        lambda s: somewhere_left(g(s, "Latte"), g(s, "Megan")),
        # 10. The 39-year-old woman is next to the woman wearing the Purple shirt.
        lambda s: next_to(g(s, "39"), g(s, "Purple")),
        # 11. The woman wearing the White shirt is not at either end.
        lambda s: not at_end(s, g(s, "White")),
        # 12. Bianca is somewhere to the left of the woman who ordered the Mocha.
        lambda s: somewhere_left(g(s, "Bianca"), g(s, "Mocha")),
        # 13. Bianca is wearing the Orange shirt.
        lambda s: g(s, "Bianca") == g(s, "Orange"),
        # 14. The woman wearing the Red shirt ordered the Cappuccino.
        lambda s: g(s, "Cappuccino") == g(s, "Red"),
        # 15. Hazel is somewhere to the left of the 51-year-old woman.
        lambda s: somewhere_left(g(s, "Hazel"), g(s, "51")),
        # 16. The 33-year-old woman ordered Tea.
        lambda s: g(s, "Tea") == g(s, "33"),
        # 17. Bianca is at one of the ends.
        lambda s: at_end(s, g(s, "Bianca")),
        # 18. The woman who ordered the Cappuccino is exactly to the left of Megan.
        lambda s: left_of(g(s, "Cappuccino"), g(s, "Megan")),
        # 19. The 45-year-old woman is exactly to the left of the woman wearing the Purple shirt.
        lambda s: left_of(g(s, "45"), g(s, "Purple")),
    ],
    folder="zebra",
)


# note: "exactly to the left of" = the next house; "somewhere to the left of" = any house on that side;
# note: "somewhere between A and B" = strictly between the two, in either order.
riddle(
    "zebra-7h-42-maple-street",
    ["Gloria", "Irene", "Nora", "Olivia", "Pamela", "Ruth", "Wanda"],
    {
        "shirt": ["Black", "Blue", "Green", "Purple", "Red", "White", "Yellow"],
        "age": ["25", "30", "35", "40", "45", "50", "55"],
        "sport": ["Bowling", "Cycling", "Golf", "Rowing", "Swimming", "Tennis", "Yoga"],
        "pet": ["Cat", "Dog", "Goldfish", "Hamster", "Parrot", "Rabbit", "Turtle"],
    },
    [
        # 1. The 45-year-old woman lives somewhere to the left of the woman who likes Rowing.
        lambda s: somewhere_left(g(s, "45"), g(s, "Rowing")),
        # 2. The 45-year-old woman lives somewhere between Ruth and the 55-year-old woman.
        lambda s: min(g(s, "Ruth"), g(s, "55")) < g(s, "45") < max(g(s, "Ruth"), g(s, "55")),
        # 3. The woman wearing the Green shirt owns the Hamster.
        lambda s: g(s, "Green") == g(s, "Hamster"),
        # 4. The woman wearing the Purple shirt owns the Goldfish.
        lambda s: g(s, "Goldfish") == g(s, "Purple"),
        # 5. The woman who owns the Turtle lives in the third house.
        lambda s: g(s, "Turtle") == 3,
        # 6. The woman who owns the Dog lives exactly to the left of Pamela.
        lambda s: left_of(g(s, "Dog"), g(s, "Pamela")),
        # 7. The woman wearing the Blue shirt lives somewhere to the right of the woman who likes Golf.
        lambda s: somewhere_left(g(s, "Golf"), g(s, "Blue")),
        # 8. Irene lives exactly to the left of the woman wearing the Blue shirt.
        lambda s: left_of(g(s, "Irene"), g(s, "Blue")),
        # 9. The woman who likes Cycling lives next to Wanda.
        lambda s: next_to(g(s, "Cycling"), g(s, "Wanda")),
        # 10. Nora is 35 years old.
        lambda s: g(s, "35") == g(s, "Nora"),
        # 11. The 30-year-old woman lives exactly to the left of Pamela.
        lambda s: left_of(g(s, "30"), g(s, "Pamela")),
        # 12. The 55-year-old woman lives somewhere between Gloria and the woman wearing the Black shirt.
        lambda s: min(g(s, "Gloria"), g(s, "Black")) < g(s, "55") < max(g(s, "Gloria"), g(s, "Black")),
        # 13. The 50-year-old woman lives in one of the houses at the ends.
        lambda s: at_end(s, g(s, "50")),
        # 14. The woman who likes Tennis owns the Hamster.
        lambda s: g(s, "Hamster") == g(s, "Tennis"),
        # 15. The woman who owns the Hamster lives exactly to the left of the woman wearing the White shirt.
        lambda s: left_of(g(s, "Hamster"), g(s, "White")),
        # 16. The woman wearing the Blue shirt lives exactly to the left of the woman who likes Bowling.
        lambda s: left_of(g(s, "Blue"), g(s, "Bowling")),
        # 17. The woman who owns the Dog lives somewhere between the woman who likes Bowling and the woman wearing the Red shirt.
        lambda s: min(g(s, "Bowling"), g(s, "Red")) < g(s, "Dog") < max(g(s, "Bowling"), g(s, "Red")),
        # 18. The 35-year-old woman owns the Rabbit.
        lambda s: g(s, "Rabbit") == g(s, "35"),
        # 19. The woman who likes Swimming lives exactly to the right of Olivia.
        lambda s: right_of(g(s, "Swimming"), g(s, "Olivia")),
        # 20. The 25-year-old woman lives somewhere to the left of the woman who owns the Parrot.
        lambda s: somewhere_left(g(s, "25"), g(s, "Parrot")),
        # 21. The 40-year-old woman likes Swimming.
        lambda s: g(s, "Swimming") == g(s, "40"),
        # 22. Irene is wearing the Yellow shirt.
        lambda s: g(s, "Yellow") == g(s, "Irene"),
        # 23. Nora lives in the sixth house.
        lambda s: g(s, "Nora") == 6,
        # 24. The woman who likes Swimming owns the Cat.
        lambda s: g(s, "Cat") == g(s, "Swimming"),
        # 25. The woman wearing the Yellow shirt lives next to the woman who likes Yoga.
        lambda s: next_to(g(s, "Yellow"), g(s, "Yoga")),
    ],
    folder="zebra",
)


# note: houses counted from the left; "either A or B" is inclusive (exactly one side holds in the solution);
# note: "kept by either A or B" = the keeper is A or is B.
riddle(
    "zebra-3h-46-small-either-or",
    ["Englishman", "Japanese", "Spaniard"],
    {
        "color": ["green", "red", "white"],
        "pet": ["dog", "snails", "zebra"],
        "drink": ["coffee", "milk", "tea"],
    },
    [
        # 1. There are three houses. (no constraint)
        # 2. The Englishman lives in the red house.
        lambda s: g(s, "Englishman") == g(s, "red"),
        # 3. Either the Japanese or the coffee drinker lives in the first house.
        lambda s: g(s, "Japanese") == 1 or g(s, "coffee") == 1,
        # 4. The green house is immediately to the right of the red house.
        lambda s: right_of(g(s, "green"), g(s, "red")),
        # 5. Milk is drunk in the middle house.
        lambda s: g(s, "milk") == 2,
        # 6. The snails are kept by either the Japanese or the Englishman.
        lambda s: g(s, "snails") in (g(s, "Japanese"), g(s, "Englishman")),
        # 7. The dog is not kept in the white house.
        lambda s: g(s, "dog") != g(s, "white"),
        # 8. The dog belongs to either the Englishman or the tea drinker.
        lambda s: g(s, "dog") in (g(s, "Englishman"), g(s, "tea")),
        # 9. The Englishman does not live in the first house.
        lambda s: g(s, "Englishman") != 1,
        # 10. Tea is drunk in the white house.
        lambda s: g(s, "tea") == g(s, "white"),
    ],
    name_column="nationality",
    folder="zebra",
)


# note: "directly left of" = the next chair; "one chair between X and Y" = two apart, "two chairs" = three apart;
# note: "... and Y on the right" = Y is the one further right.
riddle(
    "zebra-4c-12-grandmas",
    ["Edna", "Flora", "Hazel", "Irma"],
    {
        "grandchild": ["Jonah", "Kira", "Leo", "Nell"],
        "gift": ["Scarf", "Mug", "Locket", "Quilt"],
        "pie": ["Apple", "Cherry", "Pecan", "Pumpkin"],
    },
    [
        # 1. Leo's Grandma is Edna.
        lambda s: g(s, "Leo") == g(s, "Edna"),
        # 2. There are two chairs between Leo's Grandma and the Grandma with the Locket on the right.
        lambda s: g(s, "Locket") - g(s, "Leo") == 3,
        # 3. The Grandma eating Cherry pie did not get the Quilt.
        lambda s: g(s, "Cherry") != g(s, "Quilt"),
        # 4. There are two chairs between the one eating Cherry pie and Irma's seat.
        lambda s: abs(g(s, "Cherry") - g(s, "Irma")) == 3,
        # 5. There is one chair between Jonah's Grandma and the one eating Pumpkin pie.
        lambda s: abs(g(s, "Jonah") - g(s, "Pumpkin")) == 2,
        # 6. The one eating Apple pie is directly left of the Grandma who was given the Mug.
        lambda s: left_of(g(s, "Apple"), g(s, "Mug")),
        # 7. There is one chair between Hazel and Kira's Grandma on the right.
        lambda s: g(s, "Kira") - g(s, "Hazel") == 2,
        # 8. Nell's Grandma is Flora.
        lambda s: g(s, "Nell") == g(s, "Flora"),
        # 9. Edna's gift is a lovely Scarf.
        lambda s: g(s, "Edna") == g(s, "Scarf"),
        # 10. Flora is eating Pecan pie.
        lambda s: g(s, "Flora") == g(s, "Pecan"),
    ],
    folder="zebra",
)


# note: "directly left of" = the very next house; "somewhere to the left of" = any house on that side;
# note: "There is one house between X and Y" = two apart; "two houses between" = three apart.
riddle(
    "zebra-6h-09-heights",
    ["Eric", "Alice", "Peter", "Carol", "Arnold", "Bob"],
    {
        "music": ["jazz", "hip hop", "classical", "rock", "country", "pop"],
        "occupation": ["nurse", "lawyer", "teacher", "engineer", "artist", "doctor"],
        "animal": ["cat", "horse", "bird", "fish", "dog", "rabbit"],
        "height": ["tall", "very short", "super tall", "average", "short", "very tall"],
        "food": ["soup", "stew", "pizza", "sushi", "tacos", "salad"],
    },
    [
        # 1. The person who loves classical music is directly left of the person who is of average
        #    height.
        lambda s: left_of(g(s, "classical"), g(s, "average")),
        # 2. Alice is not in the third house.
        lambda s: g(s, "Alice") != 3,
        # 3. The person who keeps a dog and the person whose favorite food is salad are next to each
        #    other.
        lambda s: next_to(g(s, "dog"), g(s, "salad")),
        # 4. The person who keeps a horse is the person who is very short.
        lambda s: g(s, "horse") == g(s, "very short"),
        # 5. Eric is the person who loves jazz music.
        lambda s: g(s, "Eric") == g(s, "jazz"),
        # 6. The person who is super tall is directly left of the person whose favorite food is sushi.
        lambda s: left_of(g(s, "super tall"), g(s, "sushi")),
        # 7. The person who keeps a rabbit and the person who is short are next to each other.
        lambda s: next_to(g(s, "rabbit"), g(s, "short")),
        # 8. Bob is in the sixth house.
        lambda s: g(s, "Bob") == 6,
        # 9. There is one house between the person who keeps a fish and the person whose favorite food
        #    is stew.
        lambda s: abs(g(s, "fish") - g(s, "stew")) == 2,
        # 10. The person whose favorite food is tacos is in the fifth house.
        lambda s: g(s, "tacos") == 5,
        # 11. The lawyer is the person who is very short.
        lambda s: g(s, "lawyer") == g(s, "very short"),
        # 12. There is one house between the lawyer and the person who loves rock music.
        lambda s: abs(g(s, "lawyer") - g(s, "rock")) == 2,
        # 13. The person who loves hip hop music is somewhere to the left of the person who is super
        #    tall.
        lambda s: somewhere_left(g(s, "hip hop"), g(s, "super tall")),
        # 14. The engineer is the person who keeps a fish.
        lambda s: g(s, "engineer") == g(s, "fish"),
        # 15. The person who keeps a rabbit is in the sixth house.
        lambda s: g(s, "rabbit") == 6,
        # 16. Carol and the person who loves country music are next to each other.
        lambda s: next_to(g(s, "Carol"), g(s, "country")),
        # 17. The artist is directly left of the person who loves pop music.
        lambda s: left_of(g(s, "artist"), g(s, "pop")),
        # 18. Arnold is directly left of the doctor.
        lambda s: left_of(g(s, "Arnold"), g(s, "doctor")),
        # 19. There are two houses between the person whose favorite food is salad and the teacher.
        lambda s: abs(g(s, "salad") - g(s, "teacher")) == 3,
        # 20. Alice is somewhere to the left of the doctor.
        lambda s: somewhere_left(g(s, "Alice"), g(s, "doctor")),
        # 21. The lawyer is somewhere to the left of the person who keeps a fish.
        lambda s: somewhere_left(g(s, "lawyer"), g(s, "fish")),
        # 22. Arnold is the person who loves country music.
        lambda s: g(s, "Arnold") == g(s, "country"),
        # 23. There are two houses between the person whose favorite food is pizza and the person who
        #    is very tall.
        lambda s: abs(g(s, "pizza") - g(s, "very tall")) == 3,
        # 24. There is one house between the person who keeps a bird and the person who loves jazz
        #    music.
        lambda s: abs(g(s, "bird") - g(s, "jazz")) == 2,
        # 25. Peter is the person who loves classical music.
        lambda s: g(s, "Peter") == g(s, "classical"),
        # 26. The nurse is Eric.
        lambda s: g(s, "nurse") == g(s, "Eric"),
        # 27. Eric is the person who keeps a cat.
        lambda s: g(s, "Eric") == g(s, "cat"),
        # 28. The person who is tall is Eric.
        lambda s: g(s, "tall") == g(s, "Eric"),
        # 29. The person whose favorite food is soup is Eric.
        lambda s: g(s, "soup") == g(s, "Eric"),
    ],
    folder="zebra",
)


# note: "one chair between" = two apart, "two chairs" = three apart, and so on; "... and Y on the right" = Y further right;
# note: "somewhere to the left of" = any chair on that side.
riddle(
    "zebra-7c-43-fathers-day",
    ["Arturo", "Bernard", "Cedric", "Desmond", "Emil", "Fergus", "Gideon"],
    {
        "kid": ["Hattie", "Isaac", "Jade", "Kofi", "Lulu", "Marcus", "Nina"],
        "gift": ["Cologne", "Fishing Rod", "Grill Set", "Mug", "Necktie", "Wallet", "Watch"],
        "meal": ["Bagel", "Eggs Benedict", "French Toast", "Granola", "Omelette", "Pancakes", "Waffles"],
    },
    [
        # 1. There is one chair between Jade's Dad and the Dad with the Necktie on the right.
        lambda s: g(s, "Necktie") - g(s, "Jade") == 2,
        # 2. There are two chairs between the one eating Pancakes and the Dad with the Wallet.
        lambda s: apart(g(s, "Pancakes"), g(s, "Wallet"), 3),
        # 3. Arturo is eating a Bagel.
        lambda s: g(s, "Bagel") == g(s, "Arturo"),
        # 4. There are two chairs between the one eating Eggs Benedict and the Dad with the Watch.
        lambda s: apart(g(s, "Eggs Benedict"), g(s, "Watch"), 3),
        # 5. There are four chairs between Desmond and the one eating an Omelette on the left.
        lambda s: g(s, "Omelette") - g(s, "Desmond") == -5,
        # 6. There are five chairs between Bernard and the Dad with the Fishing Rod.
        lambda s: apart(g(s, "Bernard"), g(s, "Fishing Rod"), 6),
        # 7. There are three chairs between Isaac's Dad and Gideon.
        lambda s: apart(g(s, "Isaac"), g(s, "Gideon"), 4),
        # 8. There is one chair between Arturo and the Dad with the Wallet.
        lambda s: apart(g(s, "Arturo"), g(s, "Wallet"), 2),
        # 9. There are two chairs between the Dad with the Fishing Rod and Nina's Dad on the left.
        lambda s: g(s, "Nina") - g(s, "Fishing Rod") == -3,
        # 10. There is one chair between the Dad with the Necktie and the one eating Waffles.
        lambda s: apart(g(s, "Necktie"), g(s, "Waffles"), 2),
        # 11. There is one chair between the Dad with the Cologne and Lulu's Dad.
        lambda s: apart(g(s, "Cologne"), g(s, "Lulu"), 2),
        # 12. The Dad with the Grill Set is eating an Omelette.
        lambda s: g(s, "Grill Set") == g(s, "Omelette"),
        # 13. Kofi's Dad is eating French Toast.
        lambda s: g(s, "Kofi") == g(s, "French Toast"),
        # 14. Cedric is eating French Toast.
        lambda s: g(s, "Cedric") == g(s, "French Toast"),
        # 15. Hattie's Dad is Arturo.
        lambda s: g(s, "Arturo") == g(s, "Hattie"),
        # 16. Emil is sitting in the sixth chair.
        lambda s: g(s, "Emil") == 6,
    ],
    folder="zebra",
)


# note: "somewhere to the left of" = any seat on that side; "one seat between" = two apart, "two seats" = three apart;
# note: "X is either A or B" = X is the same person as A or as B.
riddle(
    "zebra-5c-27-pond-bench",
    ["Noor", "Otis", "Pia", "Quentin", "Rhea"],
    {
        "hobby": ["knitting", "chess", "sketching", "crosswords", "birdwatching"],
        "drink": ["cocoa", "chai", "lemonade", "cold brew", "kombucha"],
    },
    [
        # 1. The person drinking kombucha is either the birdwatcher or the knitter.
        lambda s: g(s, "kombucha") in (g(s, "birdwatching"), g(s, "knitting")),
        # 2. The chai drinker is sitting somewhere to the left of Quentin.
        lambda s: somewhere_left(g(s, "chai"), g(s, "Quentin")),
        # 3. There are two seats between Pia and the crossword fan.
        lambda s: abs(g(s, "Pia") - g(s, "crosswords")) == 3,
        # 4. Pia is not sitting at either end of the bench.
        lambda s: not at_end(s, g(s, "Pia")),
        # 5. The lemonade drinker is either the chess player or the knitter.
        lambda s: g(s, "lemonade") in (g(s, "chess"), g(s, "knitting")),
        # 6. The chai drinker is either Otis or Quentin.
        lambda s: g(s, "chai") in (g(s, "Otis"), g(s, "Quentin")),
        # 7. There is one seat between the chess player and the cold brew drinker.
        lambda s: abs(g(s, "chess") - g(s, "cold brew")) == 2,
        # 8. The person doing crosswords brought cold brew.
        lambda s: g(s, "crosswords") == g(s, "cold brew"),
        # 9. Noor is sketching.
        lambda s: g(s, "Noor") == g(s, "sketching"),
        # 10. The knitter is in seat 5.
        lambda s: g(s, "knitting") == 5,
    ],
    folder="zebra",
)


# note: "immediately to the left of" = the next house; "an end house" = house 1 or 5.
riddle(
    "zebra-5h-22-negations",
    ["Englishman", "Spaniard", "German", "Norwegian", "Irishman"],
    {
        "color": ["red", "green", "white", "yellow", "blue"],
        "drink": ["tea", "coffee", "milk", "beer", "water"],
        "pet": ["dog", "horse", "cat", "bird", "fish"],
    },
    [
        # 1. Coffee is not drunk in an end house.
        lambda s: not at_end(s, g(s, "coffee")),
        # 2. The coffee drinker lives in the red house.
        lambda s: g(s, "coffee") == g(s, "red"),
        # 3. The Irishman keeps a horse.
        lambda s: g(s, "Irishman") == g(s, "horse"),
        # 4. The Englishman does not own the dog.
        lambda s: g(s, "Englishman") != g(s, "dog"),
        # 5. The Spaniard lives in the fifth house.
        lambda s: g(s, "Spaniard") == 5,
        # 6. The tea drinker does not live in the white house.
        lambda s: g(s, "tea") != g(s, "white"),
        # 7. The water drinker does not live at either end of the row.
        lambda s: not at_end(s, g(s, "water")),
        # 8. The Irishman lives immediately to the left of the cat owner.
        lambda s: left_of(g(s, "Irishman"), g(s, "cat")),
        # 9. The bird owner is not next to the red house.
        lambda s: not next_to(g(s, "bird"), g(s, "red")),
        # 10. The beer drinker does not keep the horse.
        lambda s: g(s, "beer") != g(s, "horse"),
        # 11. The dog is kept immediately to the left of the Norwegian's house.
        lambda s: left_of(g(s, "dog"), g(s, "Norwegian")),
        # 12. The German does not live in the third house.
        lambda s: g(s, "German") != 3,
        # 13. The German is not next to the beer drinker.
        lambda s: not next_to(g(s, "German"), g(s, "beer")),
        # 14. The yellow house is immediately to the left of the house with the bird.
        lambda s: left_of(g(s, "yellow"), g(s, "bird")),
        # 15. The bird owner does not live next to the tea drinker.
        lambda s: not next_to(g(s, "bird"), g(s, "tea")),
        # 16. The Irishman does not live next to the yellow house.
        lambda s: not next_to(g(s, "Irishman"), g(s, "yellow")),
        # 17. The Englishman's house is not at either end.
        lambda s: not at_end(s, g(s, "Englishman")),
        # 18. The blue house is not the fifth house.
        lambda s: g(s, "blue") != 5,
        # 19. The German does not live next to the white house.
        lambda s: not next_to(g(s, "German"), g(s, "white")),
        # 20. Beer is not drunk in an end house.
        lambda s: not at_end(s, g(s, "beer")),
        # 21. The milk drinker is not a neighbour of the red house.
        lambda s: not next_to(g(s, "milk"), g(s, "red")),
        # 22. The Englishman keeps fish.
        lambda s: g(s, "Englishman") == g(s, "fish"),
    ],
    folder="zebra",
    name_column="nationality",
)


# note: "immediately to the left of" = the next house; "one house between" = two apart; "has a neighbor who" = next door;
# note: "X is either A or B" = X is the same person as one of them. The zebra occurs only in the question.
riddle(
    "zebra-6h-53-cedar-road",
    ["Amara", "Felix", "Henrik", "Lucia", "Priya", "Tomasz"],
    {
        "nationality": ["Dane", "Englishman", "Italian", "Kenyan", "Pole", "Swiss"],
        "job": ["baker", "doctor", "farmer", "lawyer", "painter", "teacher"],
        "color": ["blue", "green", "grey", "red", "white", "yellow"],
        "pet": ["cat", "dog", "horse", "parrot", "rabbit", "zebra"],
        "drink": ["cocoa", "coffee", "juice", "milk", "tea", "water"],
    },
    [
        # 1. Priya lives immediately to the left of the Dane.
        lambda s: left_of(g(s, "Priya"), g(s, "Dane")),
        # 2. The Kenyan lives immediately to the left of the rabbit's owner.
        lambda s: left_of(g(s, "Kenyan"), g(s, "rabbit")),
        # 3. Lucia lives next to the owner of the green house.
        lambda s: next_to(g(s, "Lucia"), g(s, "green")),
        # 4. The owner of the blue house lives immediately to the left of the Italian.
        lambda s: left_of(g(s, "blue"), g(s, "Italian")),
        # 5. Henrik lives next to the Englishman.
        lambda s: next_to(g(s, "Henrik"), g(s, "Englishman")),
        # 6. The cat owner is either the Dane or the Italian.
        lambda s: g(s, "cat") in (g(s, "Dane"), g(s, "Italian")),
        # 7. The doctor keeps the dog.
        lambda s: g(s, "doctor") == g(s, "dog"),
        # 8. The cat's owner lives in the white house.
        lambda s: g(s, "white") == g(s, "cat"),
        # 9. The parrot's owner does not live in the grey house.
        lambda s: g(s, "parrot") != g(s, "grey"),
        # 10. The coffee drinker does not live next to the owner of the yellow house.
        lambda s: not next_to(g(s, "coffee"), g(s, "yellow")),
        # 11. Priya lives in the red house.
        lambda s: g(s, "red") == g(s, "Priya"),
        # 12. Felix keeps the rabbit.
        lambda s: g(s, "Felix") == g(s, "rabbit"),
        # 13. Amara has a neighbor who drinks cocoa.
        lambda s: next_to(g(s, "Amara"), g(s, "cocoa")),
        # 14. The Dane has a neighbor who drinks milk.
        lambda s: next_to(g(s, "Dane"), g(s, "milk")),
        # 15. The lawyer lives in the yellow house.
        lambda s: g(s, "lawyer") == g(s, "yellow"),
        # 16. The cat's owner lives somewhere to the left of the Swiss.
        lambda s: somewhere_left(g(s, "cat"), g(s, "Swiss")),
        # 17. The painter lives next to the Pole.
        lambda s: next_to(g(s, "painter"), g(s, "Pole")),
        # 18. The Englishman is the teacher.
        lambda s: g(s, "Englishman") == g(s, "teacher"),
        # 19. The tea drinker lives immediately to the left of the owner of the blue house.
        lambda s: left_of(g(s, "tea"), g(s, "blue")),
        # 20. There is one house between the rabbit's owner and Tomasz.
        lambda s: apart(g(s, "rabbit"), g(s, "Tomasz"), 2),
        # 21. There are two houses between the baker and Lucia.
        lambda s: apart(g(s, "baker"), g(s, "Lucia"), 3),
        # 22. The juice drinker keeps the parrot.
        lambda s: g(s, "juice") == g(s, "parrot"),
        # 23. Lucia is the painter.
        lambda s: g(s, "painter") == g(s, "Lucia"),
        # 24. The Englishman keeps the horse.
        lambda s: g(s, "Englishman") == g(s, "horse"),
        # 25. The farmer lives next to Amara.
        lambda s: next_to(g(s, "farmer"), g(s, "Amara")),
        # 26. The farmer drinks water.
        lambda s: g(s, "water") == g(s, "farmer"),
    ],
    folder="zebra",
)


# note: "directly left of" = the next house; "somewhere to the left of" = any house on that side.
riddle(
    "zebra-4h-32-homes",
    ["Eric", "Peter", "Arnold", "Alice"],
    {
        "education": ["associate", "bachelor", "master", "high school"],
        "child": ["Bella", "Fred", "Meredith", "Samantha"],
        "style": ["ranch", "colonial", "victorian", "craftsman"],
        "vacation": ["beach", "mountain", "city", "cruise"],
    },
    [
        # 1. Peter is directly left of the person living in a colonial-style house.
        lambda s: left_of(g(s, "Peter"), g(s, "colonial")),
        # 2. The person residing in a Victorian house is somewhere to the left of Alice.
        lambda s: somewhere_left(g(s, "victorian"), g(s, "Alice")),
        # 3. The person who prefers beach vacations is the mother of Meredith.
        lambda s: g(s, "beach") == g(s, "Meredith"),
        # 4. The person living in a colonial-style house is the person who enjoys mountain retreats.
        lambda s: g(s, "colonial") == g(s, "mountain"),
        # 5. The person living in a ranch-style home is somewhere to the left of Alice.
        lambda s: somewhere_left(g(s, "ranch"), g(s, "Alice")),
        # 6. The person with a bachelor's degree is somewhere to the left of the person who is the mother of Fred.
        lambda s: somewhere_left(g(s, "bachelor"), g(s, "Fred")),
        # 7. The person who loves beach vacations and the person with a high school diploma are next to each other.
        lambda s: next_to(g(s, "beach"), g(s, "high school")),
        # 8. Eric and the person who enjoys mountain retreats are next to each other.
        lambda s: next_to(g(s, "Eric"), g(s, "mountain")),
        # 9. The person with a bachelor's degree is somewhere to the left of the person residing in a Victorian house.
        lambda s: somewhere_left(g(s, "bachelor"), g(s, "victorian")),
        # 10. The person with a master's degree is not the person living in a craftsman-style house.
        lambda s: g(s, "master") != g(s, "craftsman"),
        # 11. The person who prefers city breaks is not Peter.
        lambda s: g(s, "city") != g(s, "Peter"),
        # 12. The person who is the mother of Bella and the person with an associate's degree are next to each other.
        lambda s: next_to(g(s, "Bella"), g(s, "associate")),
        # 13. The person with an associate's degree is directly left of the person who enjoys mountain retreats.
        lambda s: left_of(g(s, "associate"), g(s, "mountain")),
    ],
    folder="zebra",
)


# note: "immediately to the left of" = the next house; "somewhere to the left of" = any house on that side;
# note: "two houses between" = three apart. The zebra is named only in the question.
riddle(
    "zebra-8h-33-orchard-lane",
    ["Agnes", "Basil", "Cora", "Dmitri", "Elif", "Farouk", "Greta", "Hugo"],
    {
        "nationality": ["Englishman", "German", "Spaniard", "Japanese", "Italian", "Swede", "Norwegian", "Dane"],
        "color": ["blue", "red", "white", "purple", "orange", "yellow", "ivory", "green"],
        "drink": ["tea", "beer", "cocoa", "water", "lemonade", "juice", "coffee", "milk"],
        "smoke": ["Bluemasters", "Pall Mall", "Prince", "Old Gold", "Dunhill", "Blends", "Kools", "Chesterfield"],
        "pet": ["cat", "fish", "fox", "zebra", "horse", "dog", "bird", "snails"],
        "job": ["weaver", "painter", "farmer", "smith", "doctor", "tailor", "miner", "baker"],
        "mother name": ["Mona", "June", "Ivy", "Olga", "Lena", "Holly", "Kate", "Nell"],
    },
    [
        # 1. The person whose mother's name is Olga lives in the purple house.
        lambda s: g(s, "Olga") == g(s, "purple"),
        # 2. The person whose mother's name is Nell lives in the green house.
        lambda s: g(s, "Nell") == g(s, "green"),
        # 3. The Bluemasters smoker is the Englishman.
        lambda s: g(s, "Bluemasters") == g(s, "Englishman"),
        # 4. The person in the white house is Dmitri.
        lambda s: g(s, "white") == g(s, "Dmitri"),
        # 5. Basil lives next to the fox owner.
        lambda s: next_to(g(s, "Basil"), g(s, "fox")),
        # 6. The person in the yellow house is the Swede.
        lambda s: g(s, "yellow") == g(s, "Swede"),
        # 7. The painter drinks beer.
        lambda s: g(s, "painter") == g(s, "beer"),
        # 8. There are two houses between the Old Gold smoker and the weaver.
        lambda s: apart(g(s, "Old Gold"), g(s, "weaver"), 3),
        # 9. The person whose mother's name is June is Basil.
        lambda s: g(s, "June") == g(s, "Basil"),
        # 10. The Pall Mall smoker keeps the fish.
        lambda s: g(s, "Pall Mall") == g(s, "fish"),
        # 11. The person whose mother's name is Olga lives next to the person in the orange house.
        lambda s: next_to(g(s, "Olga"), g(s, "orange")),
        # 12. The person in the yellow house lives immediately to the left of the Kools smoker.
        lambda s: left_of(g(s, "yellow"), g(s, "Kools")),
        # 13. There are two houses between the doctor and the person who keeps snails.
        lambda s: apart(g(s, "doctor"), g(s, "snails"), 3),
        # 14. The Chesterfield smoker drinks milk.
        lambda s: g(s, "Chesterfield") == g(s, "milk"),
        # 15. The person whose mother's name is Kate lives next to the dog owner.
        lambda s: next_to(g(s, "Kate"), g(s, "dog")),
        # 16. The Norwegian lives in the seventh house.
        lambda s: g(s, "Norwegian") == 7,
        # 17. Farouk lives somewhere to the left of the Japanese.
        lambda s: somewhere_left(g(s, "Farouk"), g(s, "Japanese")),
        # 18. The Japanese lives in the fourth house.
        lambda s: g(s, "Japanese") == 4,
        # 19. The horse owner lives next to the juice drinker.
        lambda s: next_to(g(s, "horse"), g(s, "juice")),
        # 20. There are two houses between the German and the lemonade drinker.
        lambda s: apart(g(s, "German"), g(s, "lemonade"), 3),
        # 21. The bird owner lives next to the tailor.
        lambda s: next_to(g(s, "bird"), g(s, "tailor")),
        # 22. The Swede lives next to the coffee drinker.
        lambda s: next_to(g(s, "Swede"), g(s, "coffee")),
        # 23. The cat owner smokes Bluemasters.
        lambda s: g(s, "cat") == g(s, "Bluemasters"),
        # 24. The German lives immediately to the left of the Prince smoker.
        lambda s: left_of(g(s, "German"), g(s, "Prince")),
        # 25. There are two houses between Agnes and the bird owner.
        lambda s: apart(g(s, "Agnes"), g(s, "bird"), 3),
        # 26. The person in the ivory house is the Norwegian.
        lambda s: g(s, "ivory") == g(s, "Norwegian"),
        # 27. The Japanese lives immediately to the left of the horse owner.
        lambda s: left_of(g(s, "Japanese"), g(s, "horse")),
        # 28. Elif drinks lemonade.
        lambda s: g(s, "Elif") == g(s, "lemonade"),
        # 29. Agnes lives somewhere to the left of the person who keeps snails.
        lambda s: somewhere_left(g(s, "Agnes"), g(s, "snails")),
        # 30. The German lives immediately to the left of the farmer.
        lambda s: left_of(g(s, "German"), g(s, "farmer")),
        # 31. There are two houses between the juice drinker and the person in the white house.
        lambda s: apart(g(s, "juice"), g(s, "white"), 3),
        # 32. There are two houses between the person whose mother's name is Lena and the fish owner.
        lambda s: apart(g(s, "Lena"), g(s, "fish"), 3),
        # 33. The dog owner smokes Blends.
        lambda s: g(s, "dog") == g(s, "Blends"),
        # 34. Agnes lives immediately to the left of the Dunhill smoker.
        lambda s: left_of(g(s, "Agnes"), g(s, "Dunhill")),
        # 35. The Spaniard is the farmer.
        lambda s: g(s, "Spaniard") == g(s, "farmer"),
        # 36. Farouk lives somewhere to the left of the tailor.
        lambda s: somewhere_left(g(s, "Farouk"), g(s, "tailor")),
        # 37. There are two houses between Basil and the Italian.
        lambda s: apart(g(s, "Basil"), g(s, "Italian"), 3),
        # 38. Greta is the baker.
        lambda s: g(s, "Greta") == g(s, "baker"),
        # 39. Cora lives somewhere to the left of the coffee drinker.
        lambda s: somewhere_left(g(s, "Cora"), g(s, "coffee")),
        # 40. There are two houses between the Italian and the person who keeps snails.
        lambda s: apart(g(s, "Italian"), g(s, "snails"), 3),
        # 41. The person in the blue house lives immediately to the left of the painter.
        lambda s: left_of(g(s, "blue"), g(s, "painter")),
        # 42. The person whose mother's name is Ivy lives next to the water drinker.
        lambda s: next_to(g(s, "Ivy"), g(s, "water")),
        # 43. The Dane lives next to the miner.
        lambda s: next_to(g(s, "Dane"), g(s, "miner")),
        # 44. The person whose mother's name is Mona drinks tea.
        lambda s: g(s, "Mona") == g(s, "tea"),
    ],
    folder="zebra",
)


# note: "directly left of" = the next house; "somewhere to the left of" = any house on that side;
# note: "one house between" = two apart, "two houses" = three apart, and so on.
riddle(
    "zebra-8h-40-smoothies",
    ["Bruno", "Dev", "Ines", "Lara", "Mona", "Omar", "Tomas", "Yuki"],
    {
        "mother": ["Aniya", "Beth", "Holly", "Janelle", "Kailyn", "Penny", "Rosa", "Sarah"],
        "vacation": ["beach", "camping", "city", "cruise", "cultural", "mountain", "safari", "skiing"],
        "smoothie": ["banana", "blueberry", "cherry", "dragonfruit", "kiwi", "lime", "mango", "watermelon"],
        "phone": ["google pixel 6", "huawei p50", "iphone 13", "nokia g50", "oneplus 9", "samsung galaxy s21", "sony xperia 5", "xiaomi mi 11"],
        "occupation": ["architect", "chef", "engineer", "florist", "lawyer", "nurse", "pilot", "teacher"],
        "music": ["blues", "classical", "country", "hip hop", "jazz", "pop", "reggae", "rock"],
        "sport": ["baseball", "basketball", "cricket", "rugby", "soccer", "swimming", "tennis", "volleyball"],
    },
    [
        # 1. The person whose mother's name is Holly is the person who loves tennis.
        lambda s: g(s, "Holly") == g(s, "tennis"),
        # 2. The person who uses a Google Pixel 6 and the person who loves rock music are next to each other.
        lambda s: next_to(g(s, "google pixel 6"), g(s, "rock")),
        # 3. There are six houses between the person whose mother's name is Holly and the person who uses a Nokia G50.
        lambda s: apart(g(s, "Holly"), g(s, "nokia g50"), 7),
        # 4. The person who prefers city breaks and the person who uses a OnePlus 9 are next to each other.
        lambda s: next_to(g(s, "city"), g(s, "oneplus 9")),
        # 5. The person who loves beach vacations is the person who is a nurse.
        lambda s: g(s, "beach") == g(s, "nurse"),
        # 6. There are four houses between the person who loves blues music and the person who loves soccer.
        lambda s: apart(g(s, "blues"), g(s, "soccer"), 5),
        # 7. The person who loves rugby is in the eighth house.
        lambda s: g(s, "rugby") == 8,
        # 8. The person who likes lime smoothies is the person who loves baseball.
        lambda s: g(s, "lime") == g(s, "baseball"),
        # 9. The person who enjoys camping trips and the person who uses a Samsung Galaxy S21 are next to each other.
        lambda s: next_to(g(s, "camping"), g(s, "samsung galaxy s21")),
        # 10. Lara is the person who likes blueberry smoothies.
        lambda s: g(s, "Lara") == g(s, "blueberry"),
        # 11. The person who is an architect is Yuki.
        lambda s: g(s, "architect") == g(s, "Yuki"),
        # 12. The person who uses a Huawei P50 is the person who loves baseball.
        lambda s: g(s, "huawei p50") == g(s, "baseball"),
        # 13. The person who loves classical music is directly left of the person who loves volleyball.
        lambda s: left_of(g(s, "classical"), g(s, "volleyball")),
        # 14. The person who uses a Xiaomi Mi 11 is directly left of the florist.
        lambda s: left_of(g(s, "xiaomi mi 11"), g(s, "florist")),
        # 15. The person whose mother's name is Kailyn and the person who is an architect are next to each other.
        lambda s: next_to(g(s, "Kailyn"), g(s, "architect")),
        # 16. The person whose mother's name is Aniya is the person who likes going on cruises.
        lambda s: g(s, "Aniya") == g(s, "cruise"),
        # 17. The person who goes on cultural tours is directly left of Mona.
        lambda s: left_of(g(s, "cultural"), g(s, "Mona")),
        # 18. There are two houses between the person who loves volleyball and Omar.
        lambda s: apart(g(s, "volleyball"), g(s, "Omar"), 3),
        # 19. The person whose mother's name is Penny is the person who loves pop music.
        lambda s: g(s, "Penny") == g(s, "pop"),
        # 20. The person who is a pilot and the person who enjoys camping trips are next to each other.
        lambda s: next_to(g(s, "pilot"), g(s, "camping")),
        # 21. The person whose mother's name is Sarah is Bruno.
        lambda s: g(s, "Sarah") == g(s, "Bruno"),
        # 22. The person who loves reggae music is the person whose mother's name is Rosa.
        lambda s: g(s, "reggae") == g(s, "Rosa"),
        # 23. The person who loves skiing trips is Dev.
        lambda s: g(s, "skiing") == g(s, "Dev"),
        # 24. The person who enjoys mountain retreats is directly left of the person whose mother's name is Janelle.
        lambda s: left_of(g(s, "mountain"), g(s, "Janelle")),
        # 25. The person who plays basketball is the person whose mother's name is Kailyn.
        lambda s: g(s, "basketball") == g(s, "Kailyn"),
        # 26. The person who is a nurse is the person who likes mango smoothies.
        lambda s: g(s, "nurse") == g(s, "mango"),
        # 27. Lara is the person who enjoys swimming.
        lambda s: g(s, "Lara") == g(s, "swimming"),
        # 28. The person who loves hip hop music is in the fifth house.
        lambda s: g(s, "hip hop") == 5,
        # 29. The person whose mother's name is Sarah is the person who likes lime smoothies.
        lambda s: g(s, "Sarah") == g(s, "lime"),
        # 30. The person who uses an iPhone 13 is directly left of the person who is a lawyer.
        lambda s: left_of(g(s, "iphone 13"), g(s, "lawyer")),
        # 31. The person who drinks cherry smoothies and the person who loves baseball are next to each other.
        lambda s: next_to(g(s, "cherry"), g(s, "baseball")),
        # 32. The chef is the person who likes blueberry smoothies.
        lambda s: g(s, "chef") == g(s, "blueberry"),
        # 33. The person who loves country music is directly left of the watermelon smoothie lover.
        lambda s: left_of(g(s, "country"), g(s, "watermelon")),
        # 34. The person who likes lime smoothies is the person who loves country music.
        lambda s: g(s, "lime") == g(s, "country"),
        # 35. Ines is directly left of the person who uses a Samsung Galaxy S21.
        lambda s: left_of(g(s, "Ines"), g(s, "samsung galaxy s21")),
        # 36. The dragonfruit smoothie lover is the person who loves reggae music.
        lambda s: g(s, "dragonfruit") == g(s, "reggae"),
        # 37. The person who uses an iPhone 13 is directly left of the person who likes kiwi smoothies.
        lambda s: left_of(g(s, "iphone 13"), g(s, "kiwi")),
        # 38. There are three houses between the person who uses an iPhone 13 and the person who loves volleyball.
        lambda s: apart(g(s, "iphone 13"), g(s, "volleyball"), 4),
        # 39. Tomas is somewhere to the left of the person whose mother's name is Beth.
        lambda s: somewhere_left(g(s, "Tomas"), g(s, "Beth")),
        # 40. The person who uses a Samsung Galaxy S21 is directly left of the person whose mother's name is Penny.
        lambda s: left_of(g(s, "samsung galaxy s21"), g(s, "Penny")),
        # 41. There are six houses between the person who likes mango smoothies and the person who is a teacher.
        lambda s: apart(g(s, "mango"), g(s, "teacher"), 7),
    ],
    folder="zebra",
)


# note: BBEH's voice; "somewhere in between A and B in that order" = right of A, left of B.
riddle(
    "zebra-4p-61-handbags",
    ["Ines", "Omar", "Lucia", "Tomasz"],
    {
        "car": ["Kia", "Honda", "Audi", "Seat"],
        "motorbike": ["Ducati", "Triumph", "Vespa", "Yamaha"],
        "soft drink": ["Sprite", "Fanta", "7up", "Tango"],
        "nba team": ["Nets", "Bulls", "Heat", "Suns"],
        "handbag brand": ["Gucci", "Prada", "Dolce and Gabbana", "Coach"],
    },
    [
        # Clue 1: The person who drives the Honda is next to the person who drives the Vespa.
        lambda s: next_to(g(s, "Honda"), g(s, "Vespa")),
        # Clue 2: The person who supports the Nets is the person who drives the Kia.
        lambda s: g(s, "Nets") == g(s, "Kia"),
        # Clue 3: The person who supports the Bulls is the person who drives the Ducati.
        lambda s: g(s, "Bulls") == g(s, "Ducati"),
        # Clue 4: The person who likes Tango is not Ines.
        lambda s: g(s, "Tango") != g(s, "Ines"),
        # Clue 5: The person who owns a Dolce and Gabbana is immediately to the left of the person who supports the Suns.
        lambda s: left_of(g(s, "Dolce and Gabbana"), g(s, "Suns")),
        # Clue 6: The person who likes 7up is the person who drives the Kia.
        lambda s: g(s, "7up") == g(s, "Kia"),
        # Clue 7: The person who likes Sprite is at one of the ends.
        lambda s: at_end(s, g(s, "Sprite")),
        # Clue 8: The person who owns a Coach is somewhere to the left of the person who likes Tango.
        lambda s: somewhere_left(g(s, "Coach"), g(s, "Tango")),
        # Clue 9: The person who drives the Kia is somewhere to the left of the person who drives the Ducati.
        lambda s: somewhere_left(g(s, "Kia"), g(s, "Ducati")),
        # Clue 10: The person who likes Fanta is next to the person who owns a Dolce and Gabbana.
        lambda s: next_to(g(s, "Fanta"), g(s, "Dolce and Gabbana")),
        # Clue 11: Ines is somewhere to the left of the person who likes Tango.
        lambda s: somewhere_left(g(s, "Ines"), g(s, "Tango")),
        # Clue 12: The person who supports the Suns is not the person who drives the Ducati.
        lambda s: g(s, "Suns") != g(s, "Ducati"),
        # Clue 13: The person who drives the Seat is the person who owns a Prada.
        lambda s: g(s, "Seat") == g(s, "Prada"),
        # Clue 14: The person who drives the Kia is at one of the ends.
        lambda s: at_end(s, g(s, "Kia")),
        # Clue 15: The person who drives the Yamaha is somewhere in between the person who owns a Coach and the person who supports the Bulls in that order.
        lambda s: somewhere_left(g(s, "Coach"), g(s, "Yamaha")) and somewhere_left(g(s, "Yamaha"), g(s, "Bulls")),
        # Clue 16: The person who drives the Kia is next to the person who likes Fanta.
        lambda s: next_to(g(s, "Kia"), g(s, "Fanta")),
        # Clue 17: The person who drives the Audi is not Ines.
        lambda s: g(s, "Audi") != g(s, "Ines"),
        # Clue 18: Ines is next to the person who likes 7up.
        lambda s: next_to(g(s, "Ines"), g(s, "7up")),
        # Clue 19: Omar is somewhere to the left of the person who owns a Dolce and Gabbana.
        lambda s: somewhere_left(g(s, "Omar"), g(s, "Dolce and Gabbana")),
        # Clue 20: The person who owns a Gucci is not the person who likes Tango.
        lambda s: g(s, "Gucci") != g(s, "Tango"),
        # Clue 21: The person who owns a Coach is not the person who supports the Suns.
        lambda s: g(s, "Coach") != g(s, "Suns"),
        # Clue 22: The person who drives the Vespa is not Lucia.
        lambda s: g(s, "Vespa") != g(s, "Lucia"),
        # Clue 23: The person who likes Tango is next to the person who owns a Gucci.
        lambda s: next_to(g(s, "Tango"), g(s, "Gucci")),
        # Clue 24: Lucia is the person who drives the Ducati.
        lambda s: g(s, "Lucia") == g(s, "Ducati"),
        # Clue 25: The person who drives the Seat is at one of the ends.
        lambda s: at_end(s, g(s, "Seat")),
    ],
    folder="zebra",
)


# note: BIG-bench's logic grid voice; "one house between" = two apart, "two houses" = three.
riddle(
    "zebra-4h-60-corner-houses",
    ["tea", "cocoa", "lemonade", "milk"],
    {
        "shoe": ["sandals", "boots", "loafers", "slippers"],
        "fruit": ["figs", "pears", "plums", "apricots"],
        "pet": ["goldfish", "hamster", "parrot", "tortoise"],
    },
    [
        # 1. The tea drinker lives in the first house.
        lambda s: g(s, "tea") == 1,
        # 2. The person who is wearing boots lives directly left of the person who had plums.
        lambda s: left_of(g(s, "boots"), g(s, "plums")),
        # 3. There is one house between where the cocoa lover lives and where the milk enthusiast lives.
        lambda s: apart(g(s, "cocoa"), g(s, "milk"), 2),
        # 4. The hamster owner and the person who is eating figs live directly next to each other.
        lambda s: next_to(g(s, "hamster"), g(s, "figs")),
        # 5. The person who only drinks lemonade does not live in the second house.
        lambda s: g(s, "lemonade") != 2,
        # 6. The person who is wearing slippers lives somewhere to the right of the person who keeps a parrot.
        lambda s: somewhere_right(g(s, "slippers"), g(s, "parrot")),
        # 7. There are two houses between where the person who is eating figs lives and where the person who is eating apricots lives.
        lambda s: apart(g(s, "figs"), g(s, "apricots"), 3),
        # 8. The goldfish owner lives in the first house.
        lambda s: g(s, "goldfish") == 1,
        # 9. The person who is wearing loafers lives somewhere to the left of the milk enthusiast.
        lambda s: somewhere_left(g(s, "loafers"), g(s, "milk")),
        # 10. The person who ate pears lives directly left of the person who keeps a parrot.
        lambda s: left_of(g(s, "pears"), g(s, "parrot")),
        # 11. The person who is wearing sandals does not live in the third house.
        lambda s: g(s, "sandals") != 3,
    ],
    folder="zebra",
    name_column="drink",
)


# note: houses numbered 1 to 4 from the left; "a higher number than" = any house to the right;
# note: "two more than" = two houses to the right; "differ by" = that many apart, either way.
riddle(
    "zebra-4h-62-odd-and-even",
    ["Norwegian", "Italian", "Swede", "Japanese"],
    {
        "color": ["red", "green", "white", "blue"],
        "drink": ["tea", "coffee", "milk", "water"],
        "pet": ["dog", "cat", "parrot", "rabbit"],
    },
    [
        # 1. The Swede lives in an even-numbered house.
        lambda s: g(s, "Swede") % 2 == 0,
        # 2. The cat's house has an even number.
        lambda s: g(s, "cat") % 2 == 0,
        # 3. The Japanese resident's house number is two more than the Italian's.
        lambda s: g(s, "Japanese") == g(s, "Italian") + 2,
        # 4. The tea drinker lives in a house with a higher number than the Norwegian's.
        lambda s: g(s, "tea") > g(s, "Norwegian"),
        # 5. The dog owner's house number and the cat owner's differ by one.
        lambda s: abs(g(s, "dog") - g(s, "cat")) == 1,
        # 6. The water drinker's house number is greater than the Norwegian's but smaller than the Swede's.
        lambda s: g(s, "Norwegian") < g(s, "water") < g(s, "Swede"),
        # 7. The red house has a lower number than the Japanese resident's.
        lambda s: g(s, "red") < g(s, "Japanese"),
        # 8. The white house is even-numbered.
        lambda s: g(s, "white") % 2 == 0,
        # 9. House 1 is where the milk is drunk.
        lambda s: g(s, "milk") == 1,
        # 10. The green house precedes the Norwegian's house.
        lambda s: g(s, "green") < g(s, "Norwegian"),
        # 11. The rabbit owner's house number is two more than the dog owner's.
        lambda s: g(s, "rabbit") == g(s, "dog") + 2,
        # 12. The coffee drinker's house number is even.
        lambda s: g(s, "coffee") % 2 == 0,
        # 13. The parrot owner has a higher number than the water drinker.
        lambda s: g(s, "parrot") > g(s, "water"),
        # 14. The tea drinker's house number and the milk drinker's differ by three.
        lambda s: abs(g(s, "tea") - g(s, "milk")) == 3,
    ],
    folder="zebra",
    name_column="nationality",
)


riddle(
    "phrased-4g-10-appositions",
    ["Lady Quill", "Madam Orrin", "Doctor Vesk", "Countess Harrow"],
    {
        "color": ["saffron", "teal", "umber", "violet"],
        "city": ["Ashby", "Brindle", "Corley", "Dunmere"],
    },
    [
        # Madam Orrin, the lady from Brindle, sat at the far right.
        lambda s: g(s, "Madam Orrin") == g(s, "Brindle"),
        lambda s: g(s, "Madam Orrin") == s.n,
        # Doctor Vesk, a native of Ashby, sat next to Madam Orrin.
        lambda s: g(s, "Doctor Vesk") == g(s, "Ashby"),
        lambda s: next_to(g(s, "Doctor Vesk"), g(s, "Madam Orrin")),
        # Lady Quill, the woman in teal, sat at the far left.
        lambda s: g(s, "Lady Quill") == g(s, "teal"),
        lambda s: g(s, "Lady Quill") == 1,
        # The traveler from Dunmere wore saffron.
        lambda s: g(s, "Dunmere") == g(s, "saffron"),
        # The lady in violet was Doctor Vesk.
        lambda s: g(s, "violet") == g(s, "Doctor Vesk"),
    ],
)


riddle(
    "phrased-4g-11-placed",
    ["Lady Fenn", "Madam Corva", "Doctor Islow", "Countess Rye"],
    {
        "color": ["amber", "jade", "rose", "slate"],
        "drink": ["port", "gin", "rum", "cider"],
    },
    [
        # Lady Fenn sat farthest to the left.
        lambda s: g(s, "Lady Fenn") == 1,
        # Madam Corva was placed at the far right.
        lambda s: g(s, "Madam Corva") == s.n,
        # The woman in amber was hemmed in on both sides.
        lambda s: not at_end(s, g(s, "amber")),
        # Countess Rye took the chair immediately to the left of Doctor Islow's.
        lambda s: left_of(g(s, "Countess Rye"), g(s, "Doctor Islow")),
        # Doctor Islow sat closer to the right end than the woman in amber did.
        lambda s: somewhere_right(g(s, "Doctor Islow"), g(s, "amber")),
        # The lady in jade sat at the far left.
        lambda s: g(s, "jade") == 1,
        # The rum drinker ended up next to Madam Corva.
        lambda s: next_to(g(s, "rum"), g(s, "Madam Corva")),
        # Madam Corva wore slate.
        lambda s: g(s, "Madam Corva") == g(s, "slate"),
        # Lady Fenn stuck to port.
        lambda s: g(s, "Lady Fenn") == g(s, "port"),
        # The woman in amber drank gin.
        lambda s: g(s, "amber") == g(s, "gin"),
        # Next to Doctor Islow sat the woman in slate.
        lambda s: next_to(g(s, "slate"), g(s, "Doctor Islow")),
        # Lady Fenn and Doctor Islow sat two seats apart.
        lambda s: apart(g(s, "Lady Fenn"), g(s, "Doctor Islow"), 2),
    ],
)


riddle(
    "zebra-3h-47-painted",
    ["Swede", "Dane", "Englishman"],
    {
        "color": ["red", "green", "blue"],
    },
    [
        # 1. There are three houses in a row. (no constraint)
        # 2. The Swede lives in the first house.
        lambda s: g(s, "Swede") == 1,
        # 3. The Swede's house is painted red.
        lambda s: g(s, "Swede") == g(s, "red"),
        # 4. The green house borders on the red house.
        lambda s: next_to(g(s, "green"), g(s, "red")),
        # 5. The house painted blue is the Englishman's.
        lambda s: g(s, "blue") == g(s, "Englishman"),
    ],
    folder="zebra",
    name_column="nationality",
)


QUANTIFIED = ["Lady Quill", "Countess Harrow", "Doctor Vesk", "Madam Orrin", "Baroness Tull"]

riddle(
    "phrased-5g-20-quantifiers",
    ["Lady Quill", "Countess Harrow", "Doctor Vesk", "Madam Orrin", "Baroness Tull"],
    {
        "color": ["teal", "saffron", "violet", "umber", "ochre"],
    },
    [
        # Nobody sat further right than Countess Harrow.
        lambda s: all(g(s, n) <= g(s, "Countess Harrow") for n in QUANTIFIED),
        # Everyone else sat somewhere to the right of Madam Orrin.
        lambda s: all(
            g(s, n) > g(s, "Madam Orrin") for n in QUANTIFIED if n != "Madam Orrin"
        ),
        # Only the lady in violet sat next to Madam Orrin.
        lambda s: [n for n in QUANTIFIED if next_to(g(s, n), g(s, "Madam Orrin"))]
        == [n for n in QUANTIFIED if g(s, n) == g(s, "violet")],
        # Exactly two guests sat further right than Lady Quill.
        lambda s: sum(g(s, n) > g(s, "Lady Quill") for n in QUANTIFIED) == 2,
        # Doctor Vesk and Countess Harrow were three seats apart.
        lambda s: abs(g(s, "Doctor Vesk") - g(s, "Countess Harrow")) == 3,
        # No one sat between the lady in umber and Countess Harrow.
        lambda s: abs(g(s, "umber") - g(s, "Countess Harrow")) == 1,
        # Lady Quill wore teal.
        lambda s: g(s, "Lady Quill") == g(s, "teal"),
        # Both Madam Orrin and Lady Quill sat somewhere to the left of the lady in saffron.
        lambda s: g(s, "Madam Orrin") < g(s, "saffron") and g(s, "Lady Quill") < g(s, "saffron"),
    ],
)


riddle(
    "phrased-4g-11-clefts",
    ["Lady Quill", "Countess Harrow", "Doctor Vesk", "Madam Orrin"],
    {
        "color": ["teal", "saffron", "violet", "umber"],
    },
    [
        # Lady Quill sat at the far left, and it was Countess Harrow who sat next to her.
        lambda s: g(s, "Lady Quill") == 1,
        lambda s: next_to(g(s, "Countess Harrow"), g(s, "Lady Quill")),
        # It is not true that Doctor Vesk sat at the far right.
        lambda s: g(s, "Doctor Vesk") != s.n,
        # It was the lady in violet, not Madam Orrin, who sat next to Countess Harrow.
        lambda s: next_to(g(s, "violet"), g(s, "Countess Harrow")),
        lambda s: not next_to(g(s, "Madam Orrin"), g(s, "Countess Harrow")),
        # It wasn't Lady Quill who wore violet.
        lambda s: g(s, "Lady Quill") != g(s, "violet"),
        # Madam Orrin wore umber.
        lambda s: g(s, "Madam Orrin") == g(s, "umber"),
        # Lady Quill did not wear saffron, nor did she wear umber.
        lambda s: g(s, "Lady Quill") != g(s, "saffron"),
        lambda s: g(s, "Lady Quill") != g(s, "umber"),
        # Countess Harrow did not wear teal, and nor did Doctor Vesk.
        lambda s: g(s, "Countess Harrow") != g(s, "teal"),
        lambda s: g(s, "Doctor Vesk") != g(s, "teal"),
    ],
)


riddle(
    "phrased-4g-12-chatty-voice",
    ["Lady Quill", "Countess Harrow", "Doctor Vesk", "Madam Orrin"],
    {
        "color": ["teal", "saffron", "violet", "umber"],
        "drink": ["claret", "perry", "grappa", "kvass"],
    },
    [
        # Resplendent in violet, Countess Harrow took the first seat.
        lambda s: g(s, "Countess Harrow") == g(s, "violet"),
        lambda s: g(s, "Countess Harrow") == 1,
        # Grappa is what Doctor Vesk drank, believe it or not.
        lambda s: g(s, "Doctor Vesk") == g(s, "grappa"),
        # Naturally, the seat directly to the right of Countess Harrow's was taken by Lady Quill.
        lambda s: g(s, "Lady Quill") == g(s, "Countess Harrow") + 1,
        # Teal was the colour of Lady Quill.
        lambda s: g(s, "Lady Quill") == g(s, "teal"),
        # Madam Orrin, as it happens, sat somewhere in the stretch between Lady Quill and Doctor Vesk.
        lambda s: min(g(s, "Lady Quill"), g(s, "Doctor Vesk"))
        < g(s, "Madam Orrin")
        < max(g(s, "Lady Quill"), g(s, "Doctor Vesk")),
        # The woman in umber did not have the last seat, but she did sit somewhere to the right
        # of the claret drinker.
        lambda s: g(s, "umber") != s.n,
        lambda s: somewhere_right(g(s, "umber"), g(s, "claret")),
        # Perry was what the lady in violet sipped that evening.
        lambda s: g(s, "violet") == g(s, "perry"),
        # The kvass drinker sat in the third seat, in fact.
        lambda s: g(s, "kvass") == 3,
        # Of all the guests, Doctor Vesk sat farthest to the right.
        lambda s: g(s, "Doctor Vesk") == s.n,
        # You'll find the claret drinker sitting immediately to the left of the kvass drinker.
        lambda s: g(s, "claret") + 1 == g(s, "kvass"),
        # Madam Orrin, who was herself to the right of Lady Quill, wore umber.
        lambda s: right_of(g(s, "Madam Orrin"), g(s, "Lady Quill")),
        lambda s: g(s, "Madam Orrin") == g(s, "umber"),
    ],
)


riddle(
    "zebra-3h-48-chatty-street",
    ["Dane", "Swede", "Finn"],
    {
        "color": ["red", "green", "white"],
        "pet": ["cat", "dog", "fish"],
    },
    [
        # There's a cat in the white house, believe it or not.
        lambda s: g(s, "cat") == g(s, "white"),
        # Of all the residents, the cat owner lives farthest to the left.
        lambda s: g(s, "cat") == 1,
        # Naturally, the Dane has a green house.
        lambda s: g(s, "Dane") == g(s, "green"),
        # The dog is stabled at the red house, which stands immediately to the right of the
        # Dane's.
        lambda s: g(s, "dog") == g(s, "red"),
        lambda s: g(s, "red") == g(s, "Dane") + 1,
        # You'll find the Swede living immediately to the left of the fish keeper.
        lambda s: g(s, "Swede") + 1 == g(s, "fish"),
    ],
    folder="zebra",
    name_column="nationality",
)


riddle(
    "phrased-5g-21-in-that-order",
    ["Lady Fenwick", "Countess Abernal", "Doctor Quarry", "Madam Lisle", "Baroness Tarrow"],
    {
        "color": ["scarlet", "jade", "ochre", "ivory", "slate"],
        "drink": ["mead", "sherry", "cider", "brandy", "porter"],
    },
    [
        # The ladies in scarlet, jade and ochre sat in that order from left to right, each
        # beside the next.
        lambda s: g(s, "scarlet") + 1 == g(s, "jade"),
        lambda s: g(s, "jade") + 1 == g(s, "ochre"),
        # Going from left to right, Lady Fenwick, Madam Lisle and Countess Abernal sat in that
        # order, though not necessarily side by side.
        lambda s: somewhere_left(g(s, "Lady Fenwick"), g(s, "Madam Lisle")),
        lambda s: somewhere_left(g(s, "Madam Lisle"), g(s, "Countess Abernal")),
        # Doctor Quarry and the cider drinker sat side by side, with the Doctor on the left.
        lambda s: g(s, "Doctor Quarry") + 1 == g(s, "cider"),
        # Baroness Tarrow and the mead drinker had two guests between them, the mead drinker
        # being the one further left.
        lambda s: g(s, "mead") + 3 == g(s, "Baroness Tarrow"),
        # Madam Lisle had Doctor Quarry on one side of her and the brandy drinker on the other.
        lambda s: between(g(s, "Madam Lisle"), g(s, "Doctor Quarry"), g(s, "brandy")),
        # Countess Abernal drank neither sherry nor brandy.
        lambda s: g(s, "Countess Abernal") != g(s, "sherry"),
        lambda s: g(s, "Countess Abernal") != g(s, "brandy"),
        # The lady in ivory sat directly beside the porter drinker.
        lambda s: next_to(g(s, "ivory"), g(s, "porter")),
        # Lady Fenwick drank mead and Doctor Quarry sherry.
        lambda s: g(s, "Lady Fenwick") == g(s, "mead"),
        lambda s: g(s, "Doctor Quarry") == g(s, "sherry"),
        # Doctor Quarry's neighbours were Lady Fenwick and Madam Lisle.
        lambda s: between(g(s, "Doctor Quarry"), g(s, "Lady Fenwick"), g(s, "Madam Lisle")),
    ],
)

riddle(
    "phrased-5g-22-only-neighbour",
    ["Lady Pell", "Duchess Wray", "Madam Hurst", "Countess Vane", "Baroness Quill"],
    {
        "color": ["amber", "teal", "rose", "grey", "lilac"],
        "city": ["Orvane", "Marrow", "Selka", "Tolland", "Ebbridge"],
        "heirloom": ["Locket", "Compass", "Brooch", "Fan", "Thimble"],
    },
    [
        # Lady Pell's only neighbour wore teal.
        lambda s: at_end(s, g(s, "Lady Pell")),
        lambda s: next_to(g(s, "Lady Pell"), g(s, "teal")),
        # Baroness Quill had just one neighbour.
        lambda s: at_end(s, g(s, "Baroness Quill")),
        # Lady Pell sat somewhere to the left of Baroness Quill.
        lambda s: somewhere_left(g(s, "Lady Pell"), g(s, "Baroness Quill")),
        # Duchess Wray wore teal.
        lambda s: g(s, "Duchess Wray") == g(s, "teal"),
        # Madam Hurst's neighbours came from Marrow and Tolland.
        lambda s: between(g(s, "Madam Hurst"), g(s, "Marrow"), g(s, "Tolland")),
        # Countess Vane came from Tolland.
        lambda s: g(s, "Countess Vane") == g(s, "Tolland"),
        # Nobody at either end came from Marrow.
        lambda s: not at_end(s, g(s, "Marrow")),
        # The Compass went home with the Marrow native.
        lambda s: g(s, "Compass") == g(s, "Marrow"),
        # Countess Vane brought her grandmother's Fan.
        lambda s: g(s, "Countess Vane") == g(s, "Fan"),
        # The Selkan guest wore rose.
        lambda s: g(s, "Selka") == g(s, "rose"),
        # Madam Hurst wore rose.
        lambda s: g(s, "Madam Hurst") == g(s, "rose"),
        # Lady Pell went home with the Locket.
        lambda s: g(s, "Lady Pell") == g(s, "Locket"),
        # The woman in lilac had the seat at the end.
        lambda s: at_end(s, g(s, "lilac")),
        # The lady from Orvane wore amber.
        lambda s: g(s, "Orvane") == g(s, "amber"),
        # Baroness Quill was born in Ebbridge.
        lambda s: g(s, "Baroness Quill") == g(s, "Ebbridge"),
        # Baroness Quill took home the Thimble.
        lambda s: g(s, "Baroness Quill") == g(s, "Thimble"),
        # The Brooch was Madam Hurst's.
        lambda s: g(s, "Brooch") == g(s, "Madam Hurst"),
        # Someone wore grey. (no constraint)
    ],
)

riddle(
    "phrased-5g-30-sides-and-flanks",
    ["Lady Orme", "Madam Vance", "Doctor Pell", "Countess Wren", "Baroness Hale"],
    {
        "color": ["teal", "rose", "amber", "slate", "plum"],
        "drink": ["sherry", "cider", "porter", "mead", "brandy"],
    },
    [
        # Doctor Pell had Madam Vance on her left and the woman in slate on her right.
        lambda s: left_of(g(s, "Madam Vance"), g(s, "Doctor Pell")),
        lambda s: left_of(g(s, "Doctor Pell"), g(s, "slate")),
        # Lady Orme sat at the far left, with the cider drinker directly beside her.
        lambda s: g(s, "Lady Orme") == 1,
        lambda s: next_to(g(s, "cider"), g(s, "Lady Orme")),
        # Countess Wren, flanked by the women in amber and plum, drank mead.
        lambda s: between(g(s, "Countess Wren"), g(s, "amber"), g(s, "plum")),
        lambda s: g(s, "Countess Wren") == g(s, "mead"),
        # The porter drinker sat somewhere between the women in teal and slate.
        lambda s: min(g(s, "teal"), g(s, "slate")) < g(s, "porter") < max(g(s, "teal"), g(s, "slate")),
        # Baroness Hale and the mead drinker were neighbours, with the mead drinker in the
        # lower-numbered seat.
        lambda s: left_of(g(s, "mead"), g(s, "Baroness Hale")),
        # The woman in rose sat immediately next to the sherry drinker.
        lambda s: next_to(g(s, "rose"), g(s, "sherry")),
        # The women in rose and amber sat side by side.
        lambda s: next_to(g(s, "rose"), g(s, "amber")),
    ],
)


riddle(
    "zebra-4h-70-walls-and-sides",
    ["Norwegian", "Dane", "Swede", "Finn"],
    {
        "color": ["yellow", "blue", "red", "green"],
        "pet": ["fox", "horse", "cat", "dog"],
    },
    [
        # On either side of the blue house stand the yellow house and the house where the cat
        # lives.
        lambda s: between(g(s, "blue"), g(s, "yellow"), g(s, "cat")),
        # Only a shared wall separates the Swede from the Finn.
        lambda s: next_to(g(s, "Swede"), g(s, "Finn")),
        # The Norwegian and the Swede live on opposite sides of the Dane's house, though not
        # necessarily right next to it.
        lambda s: min(g(s, "Norwegian"), g(s, "Swede"))
        < g(s, "Dane")
        < max(g(s, "Norwegian"), g(s, "Swede")),
        # The red house lies right between the houses with the horse and the dog.
        lambda s: between(g(s, "red"), g(s, "horse"), g(s, "dog")),
        # The Dane and the fox owner are neighbours, with the fox owner in the lower-numbered
        # house.
        lambda s: g(s, "fox") + 1 == g(s, "Dane"),
        # The Finn lives in the green house.
        lambda s: g(s, "Finn") == g(s, "green"),
        # The Dane keeps a horse.
        lambda s: g(s, "Dane") == g(s, "horse"),
        # The Norwegian's house has just one neighbour, and that neighbour is the Dane.
        lambda s: g(s, "Norwegian") in (1, 4),
        lambda s: next_to(g(s, "Norwegian"), g(s, "Dane")),
        # Two houses separate the Norwegian and the Finn.
        lambda s: abs(g(s, "Norwegian") - g(s, "Finn")) == 3,
    ],
    folder="zebra",
    name_column="nationality",
)

riddle(
    "phrased-4g-13-paths-teller",
    ["Dame Pellow", "Lady Tamsin", "Countess Brune", "Madam Orlay"],
    {
        "color": ["ochre", "lilac", "slate", "jade"],
        "drink": ["mead", "cider", "sherry", "tonic"],
    },
    [
        # Counting from the left, Countess Brune sat in the first seat.
        lambda s: g(s, "Countess Brune") == 1,
        # In the numbering, Dame Pellow's seat comes before Madam Orlay's.
        lambda s: somewhere_left(g(s, "Dame Pellow"), g(s, "Madam Orlay")),
        # Madam Orlay, whose seat was immediately to the right of Dame Pellow's, wore slate.
        lambda s: g(s, "Madam Orlay") == g(s, "Dame Pellow") + 1,
        lambda s: g(s, "Madam Orlay") == g(s, "slate"),
        # Countess Brune drank cider, and the lady in jade sat immediately to the right of hers.
        lambda s: g(s, "Countess Brune") == g(s, "cider"),
        lambda s: g(s, "jade") == g(s, "Countess Brune") + 1,
        # Reading from left to right, the lady in lilac came after the tonic drinker.
        lambda s: somewhere_right(g(s, "lilac"), g(s, "tonic")),
        # Sherry was the choice of Lady Tamsin.
        lambda s: g(s, "Lady Tamsin") == g(s, "sherry"),
        # The lady in jade did not, in fact, drink tonic.
        lambda s: g(s, "jade") != g(s, "tonic"),
        # Ochre was the colour of the cider drinker.
        lambda s: g(s, "cider") == g(s, "ochre"),
    ],
)


riddle(
    "phrased-4g-14-its-owner",
    ["Lady Orrin", "Doctor Pike", "Madam Sorrel", "Countess Vane"],
    {
        "color": ["teal", "amber", "rose", "slate"],
        "drink": ["port", "mead", "cider", "sherry"],
        "city": ["Hollin", "Wexmoor", "Brume", "Caddis"],
        "heirloom": ["Compass", "Brooch", "Locket", "Signet"],
    },
    [
        # The women sat in a row. They wore teal, amber, rose and slate. (no constraint)
        # Lady Orrin sat at the far left, and Countess Vane at the far right.
        lambda s: g(s, "Lady Orrin") == 1,
        lambda s: g(s, "Countess Vane") == 4,
        # Doctor Pike sat beside Lady Orrin.
        lambda s: next_to(g(s, "Doctor Pike"), g(s, "Lady Orrin")),
        # I remember that amber coat because whoever wore it drank mead all evening.
        lambda s: g(s, "amber") == g(s, "mead"),
        # I remember that rose gown too, since its wearer came from Brume.
        lambda s: g(s, "rose") == g(s, "Brume"),
        # When Doctor Pike bragged about her Brooch, the woman next to her said brooches were
        # finer in Brume, where she lived.
        lambda s: g(s, "Doctor Pike") == g(s, "Brooch"),
        lambda s: next_to(g(s, "Brume"), g(s, "Doctor Pike")),
        # Madam Sorrel pinned her Locket back on.
        lambda s: g(s, "Madam Sorrel") == g(s, "Locket"),
        # The lady in teal drank port.
        lambda s: g(s, "teal") == g(s, "port"),
        # Lady Orrin came from Hollin.
        lambda s: g(s, "Lady Orrin") == g(s, "Hollin"),
        # The mead drinker sat next to Lady Orrin.
        lambda s: next_to(g(s, "mead"), g(s, "Lady Orrin")),
        # The Signet's owner drank sherry, and the woman from Caddis wore slate.
        lambda s: g(s, "Signet") == g(s, "sherry"),
        lambda s: g(s, "Caddis") == g(s, "slate"),
        # The Compass did not belong to Countess Vane.
        lambda s: g(s, "Compass") != g(s, "Countess Vane"),
        # Someone sipped cider all evening, and someone else came from Wexmoor.
        lambda s: g(s, "cider") != g(s, "Wexmoor"),
    ],
)

riddle(
    "phrased-5g-31-paths-and-counts",
    ["Lady Quill", "Dame Harrow", "Countess Mirel", "Madam Tesk", "Baroness Lune"],
    {
        "color": ["coral", "ivory", "teal", "maroon", "saffron"],
        "drink": ["mead", "port", "perry", "cocoa", "kefir"],
    },
    [
        # Anyone looking for Dame Harrow would have found her at the far left.
        lambda s: g(s, "Dame Harrow") == 1,
        # Two of the women sat further right than Lady Quill, and two further left.
        lambda s: g(s, "Lady Quill") == s.n - 2 and g(s, "Lady Quill") == 3,
        # Reading from left to right, you would come to Countess Mirel before Baroness Lune, and
        # to Baroness Lune before Madam Tesk.
        lambda s: somewhere_left(g(s, "Countess Mirel"), g(s, "Baroness Lune")),
        lambda s: somewhere_left(g(s, "Baroness Lune"), g(s, "Madam Tesk")),
        # Go two seats right from Dame Harrow and you'll find the lady in teal.
        lambda s: seats_right(g(s, "teal"), g(s, "Dame Harrow"), 2),
        # Lady Quill had the woman in ivory sitting to the left of her.
        lambda s: left_of(g(s, "ivory"), g(s, "Lady Quill")),
        # The woman in coral drank mead.
        lambda s: g(s, "coral") == g(s, "mead"),
        # The lady in coral, the kefir drinker and Countess Mirel were three different people.
        lambda s: len({g(s, "coral"), g(s, "kefir"), g(s, "Countess Mirel")}) == 3,
        # Walking from the lady in ivory to Baroness Lune, you would pass the perry drinker on
        # the way.
        lambda s: min(g(s, "ivory"), g(s, "Baroness Lune"))
        < g(s, "perry")
        < max(g(s, "ivory"), g(s, "Baroness Lune")),
        # Madam Tesk wore saffron.
        lambda s: g(s, "Madam Tesk") == g(s, "saffron"),
        # Anyone searching for the cocoa drinker would find her immediately to the right of Lady
        # Quill.
        lambda s: right_of(g(s, "cocoa"), g(s, "Lady Quill")),
        # Go one seat left from the perry drinker and you'll find the port drinker.
        lambda s: seats_left(g(s, "port"), g(s, "perry"), 1),
    ],
)

riddle(
    "phrased-4g-32-tea-party-passives",
    ["Agnes", "Beryl", "Connie", "Dot"],
    {
        "color": ["lilac", "mustard", "teal", "rose"],
        "drink": ["cocoa", "sherry", "tea", "lemonade"],
        "cake": ["sponge", "scone", "tart", "flapjack"],
    },
    [
        # Dot sat at the far left, and Agnes sat next to her.
        lambda s: g(s, "Dot") == 1,
        lambda s: abs(g(s, "Agnes") - g(s, "Dot")) == 1,
        # The scone was brought by the woman at the far right.
        lambda s: g(s, "scone") == s.n,
        # Mustard was worn by Beryl.
        lambda s: g(s, "Beryl") == g(s, "mustard"),
        # The tart was baked by the sherry drinker.
        lambda s: g(s, "tart") == g(s, "sherry"),
        # Lemonade was ordered by the lady in mustard.
        lambda s: g(s, "lemonade") == g(s, "mustard"),
        # The sponge wasn't made by Connie.
        lambda s: g(s, "sponge") != g(s, "Connie"),
        # Tea was poured for the woman immediately to the right of Dot.
        lambda s: g(s, "tea") == g(s, "Dot") + 1,
        # Rose was chosen by the cocoa drinker.
        lambda s: g(s, "rose") == g(s, "cocoa"),
        # The flapjack was brought by the woman in rose.
        lambda s: g(s, "flapjack") == g(s, "rose"),
        # The lady in teal sat at one end.
        lambda s: at_end(s, g(s, "teal")),
    ],
)

riddle(
    "zebra-4h-71-neither-end",
    ["Norwegian", "Dane", "Swede", "German"],
    {
        "color": ["red", "blue", "green", "white"],
        "pet": ["dog", "cat", "fish", "bird"],
        "drink": ["tea", "milk", "coffee", "water"],
    },
    [
        # 1. Neither end house is painted blue or green.
        lambda s: not at_end(s, g(s, "blue")) and not at_end(s, g(s, "green")),
        # 2. The Norwegian lives either in house 1 or in house 3.
        lambda s: g(s, "Norwegian") in (1, 3),
        # 3. Everyone except the German keeps some pet other than the bird.
        lambda s: g(s, "German") == g(s, "bird"),
        # 4. The milk is drunk either in house 2 or in house 3.
        lambda s: g(s, "milk") in (2, 3),
        # 5. The Swede is neither in the first house nor drinking milk.
        lambda s: g(s, "Swede") != 1 and g(s, "Swede") != g(s, "milk"),
        # 6. The red house and the white house are occupied by people other than the Dane and the Swede.
        lambda s: all(g(s, h) != g(s, p) for h in ("red", "white") for p in ("Dane", "Swede")),
        # 7. The Dane does not live next to the German, and neither of them lives in house 3.
        lambda s: not next_to(g(s, "Dane"), g(s, "German"))
        and g(s, "Dane") != 3
        and g(s, "German") != 3,
        # 8. The coffee is drunk neither by the Dane nor by the Norwegian, and it is not drunk at one of the ends.
        lambda s: g(s, "coffee") not in (g(s, "Dane"), g(s, "Norwegian"))
        and not at_end(s, g(s, "coffee")),
        # 9. The cat lives in one of the two inner houses.
        lambda s: not at_end(s, g(s, "cat")),
        # 10. The tea is drunk at one of the ends.
        lambda s: at_end(s, g(s, "tea")),
        # 11. The tea is drunk by someone other than the German.
        lambda s: g(s, "tea") != g(s, "German"),
        # 12. The Norwegian keeps neither the cat nor the fish.
        lambda s: g(s, "Norwegian") not in (g(s, "cat"), g(s, "fish")),
        # 13. The cat owner lives next to the Norwegian.
        lambda s: next_to(g(s, "cat"), g(s, "Norwegian")),
        # 14. The Swede lives in the green house, and the German lives in the white house.
        lambda s: g(s, "Swede") == g(s, "green") and g(s, "German") == g(s, "white"),
    ],
    folder="zebra",
    name_column="nationality",
)


riddle(
    "zebra-4h-72-out-on-the-lane",
    ["Norwegian", "Dane", "Swede", "Finn"],
    {
        "color": ["red", "green", "white", "yellow"],
        "pet": ["cat", "dog", "horse", "fox"],
    },
    [
        # Someone has painted house number 2 red.
        lambda s: g(s, "red") == 2,
        # One thing was certain: the white house stood at the far right, and the horse was not
        # kept there.
        lambda s: g(s, "white") == 4,
        lambda s: g(s, "horse") != g(s, "white"),
        # Out in house one, at the far left end, they keep a fox.
        lambda s: g(s, "fox") == 1,
        # Right after the red house, where the cat is kept, comes the Finn's house.
        lambda s: g(s, "cat") == g(s, "red"),
        lambda s: g(s, "red") + 1 == g(s, "Finn"),
        # The house immediately to the left of the white house is where the Finn keeps his
        # horse.
        lambda s: g(s, "Finn") + 1 == g(s, "white"),
        lambda s: g(s, "Finn") == g(s, "horse"),
        # The green house stands somewhere to the right of the yellow house, which the Dane
        # lives in.
        lambda s: somewhere_right(g(s, "green"), g(s, "yellow")),
        lambda s: g(s, "yellow") == g(s, "Dane"),
        # You won't find the Swede in the white house.
        lambda s: g(s, "Swede") != g(s, "white"),
        # The Dane's house is yellow, and the very next house to the right holds the cat.
        lambda s: g(s, "Dane") == g(s, "yellow"),
        lambda s: g(s, "Dane") + 1 == g(s, "cat"),
    ],
    folder="zebra",
    name_column="nationality",
)


riddle(
    "zebra-4h-73-wiki-page",
    ["Scot", "Pole", "Greek", "Dutchman"],
    {
        "color": ["yellow", "blue", "red", "white"],
        "pet": ["ferret", "parrot", "tortoise", "hamster"],
        "drink": ["milk", "cider", "tea", "coffee"],
    },
    [
        # There are four houses in a row. (no constraint)
        # For clarity, "next to" means side by side (i.e. there is no house between them).
        # (no constraint)
        # The Pole lives in the blue house.
        lambda s: g(s, "Pole") == g(s, "blue"),
        # They keep a ferret in the yellow house.
        lambda s: g(s, "ferret") == g(s, "yellow"),
        # The Greek drinks tea.
        lambda s: g(s, "Greek") == g(s, "tea"),
        # The cider-drinker lives next to the house with a ferret.
        lambda s: next_to(g(s, "cider"), g(s, "ferret")),
        # In the house where they drink coffee, they keep a hamster.
        lambda s: g(s, "coffee") == g(s, "hamster"),
        # The red house is immediately to the left of the white house.
        lambda s: g(s, "red") + 1 == g(s, "white"),
        # The Scot lives in the first house.
        lambda s: g(s, "Scot") == 1,
        # They drink milk in a house next to the house where they keep a parrot.
        lambda s: next_to(g(s, "milk"), g(s, "parrot")),
        # The Dutchman lives in the last house.
        lambda s: g(s, "Dutchman") == 4,
        # They keep a tortoise in the red house.
        lambda s: g(s, "tortoise") == g(s, "red"),
        # The Pole does not drink coffee.
        lambda s: g(s, "Pole") != g(s, "coffee"),
    ],
    folder="zebra",
    name_column="nationality",
)

riddle(
    "zebra-4h-75-flanking",
    ["Pole", "Finn", "Dane", "Swede"],
    {
        "color": ["red", "green", "white", "blue"],
        "pet": ["snails", "fox", "cat", "dog"],
    },
    [
        # At least one house stands between the red house and the Swede's, and the red house
        # is the one nearer house 1.
        lambda s: g(s, "Swede") - g(s, "red") >= 2,
        # Green and blue are the colors of the two houses flanking the Dane's.
        lambda s: {g(s, "green"), g(s, "blue")} == {g(s, "Dane") - 1, g(s, "Dane") + 1},
        # Only the Finn keeps a fox.
        lambda s: g(s, "Finn") == g(s, "fox"),
        # The snails aren't the Dane's; they're the Pole's.
        lambda s: g(s, "snails") != g(s, "Dane") and g(s, "snails") == g(s, "Pole"),
        # The Finn lives in the green house, whereas the Swede keeps the dog.
        lambda s: g(s, "Finn") == g(s, "green") and g(s, "Swede") == g(s, "dog"),
        # The Dane lives between two houses.
        lambda s: g(s, "Dane") not in (1, 4),
        # The cat is kept in the white house.
        lambda s: g(s, "cat") == g(s, "white"),
    ],
    folder="zebra",
    name_column="nationality",
)


riddle(
    "zebra-4p-74-lunch-queue",
    ["Kiko", "Lena", "Mira", "Tess"],
    {
        "color": ["gray", "orange", "purple", "yellow"],
        "lunch": ["pasta", "salad", "sushi", "tacos"],
        "book": ["fantasy", "history", "mystery", "poetry"],
        "age": ["8", "9", "10", "11"],
    },
    [
        # 1. Mira is at one of the ends.
        lambda s: at_end(s, g(s, "Mira")),
        # 2. The girl who is going to eat Sushi likes Mystery books.
        lambda s: g(s, "sushi") == g(s, "mystery"),
        # 3. The youngest girl is somewhere to the right of the girl wearing the Purple jacket.
        lambda s: somewhere_right(g(s, "8"), g(s, "purple")),
        # 4. The oldest girl is exactly to the left of the youngest girl.
        lambda s: left_of(g(s, "11"), g(s, "8")),
        # 5. Tess is somewhere between Mira and Lena, in that order.
        lambda s: somewhere_right(g(s, "Tess"), g(s, "Mira")),
        lambda s: somewhere_left(g(s, "Tess"), g(s, "Lena")),
        # 6. The 8-year-old girl is not going to eat Sushi.
        lambda s: g(s, "8") != g(s, "sushi"),
        # 7. Lena is wearing the Orange jacket.
        lambda s: g(s, "Lena") == g(s, "orange"),
        # 8. The girl who likes Poetry books is going to eat Salad.
        lambda s: g(s, "poetry") == g(s, "salad"),
        # 9. The 9-year-old girl is at the first position.
        lambda s: g(s, "9") == 1,
        # 10. Kiko won't eat Tacos.
        lambda s: g(s, "Kiko") != g(s, "tacos"),
        # 11. The girl wearing the Gray jacket likes History books.
        lambda s: g(s, "gray") == g(s, "history"),
        # 12. Tess likes Fantasy books.
        lambda s: g(s, "Tess") == g(s, "fantasy"),
        # 13. The girl wearing the Yellow jacket is at one of the ends.
        lambda s: at_end(s, g(s, "yellow")),
        # 14. The girl who will eat Pasta is at the fourth position.
        lambda s: g(s, "pasta") == 4,
        # 15. The 10-year-old girl is going to eat Pasta.
        lambda s: g(s, "10") == g(s, "pasta"),
    ],
    folder="zebra",
    name_column="name",
)

riddle(
    "phrased-4g-33-bakery-queue",
    ["Ann", "Bea", "Cal", "Dee"],
    {
        "color": ["red", "green", "blue", "grey"],
        "loaf": ["rye", "bagel", "scone", "bun"],
    },
    [
        # Bea was the first of the queue.
        lambda s: g(s, "Bea") == 1,
        # Dee stood directly behind Bea.
        lambda s: g(s, "Dee") == g(s, "Bea") + 1,
        # Cal was at the back of the queue.
        lambda s: g(s, "Cal") == s.n,
        # The coat of Bea was green.
        lambda s: g(s, "Bea") == g(s, "green"),
        # The scone was for Dee.
        lambda s: g(s, "scone") == g(s, "Dee"),
        # Ann asked for the bun.
        lambda s: g(s, "Ann") == g(s, "bun"),
        # The lady in grey asked for the bagel.
        lambda s: g(s, "grey") == g(s, "bagel"),
        # The coat of Ann was not red.
        lambda s: g(s, "Ann") != g(s, "red"),
    ],
)

riddle(
    "phrased-4g-34-dog-show-placings",
    ["Rex", "Fido", "Moss", "Pip"],
    {
        "color": ["red", "green", "blue", "white"],
    },
    [
        # Fido was placed first.
        lambda s: g(s, "Fido") == 1,
        # Rex was placed directly above Moss (a placing: the place before).
        lambda s: g(s, "Rex") + 1 == g(s, "Moss"),
        # Pip was placed lower than Moss.
        lambda s: g(s, "Pip") > g(s, "Moss"),
        # Fido wore white.
        lambda s: g(s, "Fido") == g(s, "white"),
        # The one in red was placed directly above the one in green.
        lambda s: g(s, "red") + 1 == g(s, "green"),
        # Pip did not wear blue.
        lambda s: g(s, "Pip") != g(s, "blue"),
    ],
)

riddle(
    "phrased-4g-35-landmarks",
    ["Mistress Alder", "Doctor Fenn", "Lady Quill", "Captain Rook"],
    {
        "color": ["amber", "teal", "plum", "ivory"],
    },
    [
        # The bench's places run from the stove (1) to the window (4).
        # Captain Rook sat nearest the stove.
        lambda s: g(s, "Captain Rook") == 1,
        # Lady Quill was at the window end of the bench.
        lambda s: g(s, "Lady Quill") == 4,
        # Doctor Fenn sat closer to the stove than Mistress Alder did.
        lambda s: g(s, "Doctor Fenn") < g(s, "Mistress Alder"),
        # The woman in plum sat by the window.
        lambda s: g(s, "plum") == 4,
        # The guest in amber sat next to the one in plum.
        lambda s: next_to(g(s, "amber"), g(s, "plum")),
        # Captain Rook did not wear teal.
        lambda s: g(s, "Captain Rook") != g(s, "teal"),
    ],
)
