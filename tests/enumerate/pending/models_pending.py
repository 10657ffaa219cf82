"""Hand-written models of the draft zebra riddles in tests/enumerate/pending, one clue per sentence (or
per part of a sentence), each under a comment quoting its sentence. Same helpers and riddle()
as tests/enumerate/models.py. `g(s, X)` is the place (1 = far left, bottom floor,
front of the queue, oldest ...; each riddle says) of the guest holding X.

Comment lines starting with "# note:" are the modeller's notes, not quotes. QUESTIONS holds, per
riddle, each question of its text and a function of `p` (value -> place) giving its answer:
a place number, an option letter, or "grid".
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine import (  # noqa: F401,E402
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
QUESTIONS = {}


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


def questions(name, *pairs):
    QUESTIONS[name] = list(pairs)


def option(flags):
    """The letter of the one true option; fails unless exactly one option is true."""
    assert sum(bool(f) for f in flags) == 1, f"options true: {flags}"
    return "(" + "ABCDEFGH"[[bool(f) for f in flags].index(True)] + ")"


# note: floor 1 = the ground floor; "directly above" = one floor up; "not on adjacent floors" = floors differ by 2+.
riddle(
    "zebra-4f-26-hotel",
    ["Mr. Abbott", "Mrs. Brandt", "Dr. Chen", "Ms. Duval"],
    {
        "job": ["dentist", "architect", "journalist", "chemist"],
        "suitcase": ["red", "green", "tartan", "black"],
        "breakfast": ["kippers", "porridge", "omelette", "pancakes"],
    },
    [
        # 1. The guest who orders porridge is on the floor directly above the journalist.
        lambda s: g(s, "porridge") == g(s, "journalist") + 1,
        # 2. The chemist and the guest who eats kippers are not on adjacent floors.
        lambda s: abs(g(s, "chemist") - g(s, "kippers")) != 1,
        # 3. The omelette is sent up to the floor directly above the guest with the red suitcase.
        lambda s: g(s, "omelette") == g(s, "red") + 1,
        # 4. Pancakes go to the second floor.
        lambda s: g(s, "pancakes") == 2,
        # 5. Mr. Abbott is not on a floor adjacent to the owner of the green suitcase.
        lambda s: abs(g(s, "Mr. Abbott") - g(s, "green")) != 1,
        # 6. Ms. Duval is not on the second floor.
        lambda s: g(s, "Ms. Duval") != 2,
        # 7. Ms. Duval does not stay on a floor adjacent to the porridge eater's.
        lambda s: abs(g(s, "Ms. Duval") - g(s, "porridge")) != 1,
        # 8. The guest with the red suitcase eats pancakes.
        lambda s: g(s, "red") == g(s, "pancakes"),
        # 9. Dr. Chen's suitcase is black.
        lambda s: g(s, "Dr. Chen") == g(s, "black"),
        # 10. The architect is not on a floor adjacent to the owner of the black suitcase.
        lambda s: abs(g(s, "architect") - g(s, "black")) != 1,
        # 11. The green suitcase belongs to Mrs. Brandt.
        lambda s: g(s, "green") == g(s, "Mrs. Brandt"),
    ],
    folder="zebra",
)


questions(
    "zebra-4f-26-hotel",
    ('On which floor is the dentist staying?', lambda p: p("dentist")),
)


# note: "immediately to the left of" = the next hut; "somewhere to the left of" = any hut on that side;
# note: "one hut between" = two apart. Huts are houses here (first column "house").
riddle(
    "zebra-6h-31-beach-huts",
    ["lifeguard", "potter", "vicar", "fisherman", "dentist", "novelist"],
    {
        "color": ["lilac", "sage", "coral", "primrose", "sky blue", "white"],
        "dog": ["poodle", "spaniel", "terrier", "whippet", "collie", "dachshund"],
        "ice cream": ["vanilla", "pistachio", "rum raisin", "strawberry", "mint choc chip", "toffee"],
        "boat": ["dinghy", "canoe", "kayak", "punt", "rowing boat", "pedalo"],
        "book": ["thriller", "romance", "western", "cookbook", "atlas", "poetry"],
    },
    [
        # 1. The kayak is pulled up in front of the hut immediately to the left of the sage hut.
        lambda s: left_of(g(s, "kayak"), g(s, "sage")),
        # 2. The cookbook reader loves pistachio.
        lambda s: g(s, "cookbook") == g(s, "pistachio"),
        # 3. The atlas reader's hut is next to the hut with the pedalo.
        lambda s: next_to(g(s, "atlas"), g(s, "pedalo")),
        # 4. Whoever likes rum raisin is reading the western.
        lambda s: g(s, "rum raisin") == g(s, "western"),
        # 5. The kayak owner's hut is immediately to the left of the cookbook reader's.
        lambda s: left_of(g(s, "kayak"), g(s, "cookbook")),
        # 6. There is one hut between the novelist's and the strawberry lover's.
        lambda s: abs(g(s, "novelist") - g(s, "strawberry")) == 2,
        # 7. The whippet lives immediately to the left of the dentist.
        lambda s: left_of(g(s, "whippet"), g(s, "dentist")),
        # 8. The strawberry lover's hut is next to the whippet's.
        lambda s: next_to(g(s, "strawberry"), g(s, "whippet")),
        # 9. The collie's hut is next to the fisherman's.
        lambda s: next_to(g(s, "collie"), g(s, "fisherman")),
        # 10. There is one hut between the canoe and the thriller reader.
        lambda s: abs(g(s, "canoe") - g(s, "thriller")) == 2,
        # 11. The fisherman's hut is not at either end of the row.
        lambda s: not at_end(s, g(s, "fisherman")),
        # 12. The poodle's owner is next door to the sky blue hut.
        lambda s: next_to(g(s, "poodle"), g(s, "sky blue")),
        # 13. The person who likes mint choc chip is somewhere to the left of the punt.
        lambda s: somewhere_left(g(s, "mint choc chip"), g(s, "punt")),
        # 14. The white hut is at one end of the row.
        lambda s: at_end(s, g(s, "white")),
        # 15. The punt belongs to the spaniel's owner.
        lambda s: g(s, "punt") == g(s, "spaniel"),
        # 16. The pedalo is immediately to the left of the coral hut.
        lambda s: left_of(g(s, "pedalo"), g(s, "coral")),
        # 17. The vicar reads westerns.
        lambda s: g(s, "vicar") == g(s, "western"),
        # 18. The romance reader is next to the strawberry lover.
        lambda s: next_to(g(s, "romance"), g(s, "strawberry")),
        # 19. The rowing boat belongs to the toffee lover.
        lambda s: g(s, "rowing boat") == g(s, "toffee"),
        # 20. The dachshund lives in hut 6.
        lambda s: g(s, "dachshund") == 6,
        # 21. There is one hut between the potter and the punt.
        lambda s: abs(g(s, "potter") - g(s, "punt")) == 2,
        # 22. There is one hut between the kayak and the western reader.
        lambda s: abs(g(s, "kayak") - g(s, "western")) == 2,
        # 23. The lifeguard has the rowing boat.
        lambda s: g(s, "lifeguard") == g(s, "rowing boat"),
        # 24. The rum raisin fan's hut is somewhere to the left of the rowing boat.
        lambda s: somewhere_left(g(s, "rum raisin"), g(s, "rowing boat")),
        # 25. The primrose hut's tenant likes rum raisin.
        lambda s: g(s, "primrose") == g(s, "rum raisin"),
        # 26. There is one hut between the sky blue hut and the western reader.
        lambda s: abs(g(s, "sky blue") - g(s, "western")) == 2,
        # 27. The potter has a terrier.
        lambda s: g(s, "potter") == g(s, "terrier"),
        # 28. The fisherman likes vanilla.
        lambda s: g(s, "fisherman") == g(s, "vanilla"),
        # 29. The dentist's boat is the dinghy.
        lambda s: g(s, "dentist") == g(s, "dinghy"),
        # 30. The fisherman reads poetry.
        lambda s: g(s, "fisherman") == g(s, "poetry"),
    ],
    folder="zebra",
    name_column="job",
)


questions(
    "zebra-6h-31-beach-huts",
    ('Who rents the lilac hut?', lambda p: p("lilac")),
)


# note: position 1 = the front of the queue; "directly in front of" = one place nearer the front;
# note: "somewhere ahead of" = any place nearer the front; "one person between" = two apart.
riddle(
    "zebra-6p-19-bakery-queue",
    ["teacher", "nurse", "chef", "mechanic", "florist", "postman"],
    {
        "order": ["croissant", "bagel", "muffin", "scone", "baguette", "doughnut"],
        "coat": ["red", "green", "navy", "yellow", "grey", "brown"],
        "paper": ["Times", "Guardian", "Mirror", "Sun", "Telegraph", "Observer"],
    },
    [
        # 1. The person reading the Sun is directly in front of the one who will order a croissant.
        lambda s: left_of(g(s, "Sun"), g(s, "croissant")),
        # 2. There is one person between the doughnut buyer and the nurse.
        lambda s: abs(g(s, "doughnut") - g(s, "nurse")) == 2,
        # 3. The doughnut buyer wears a green coat.
        lambda s: g(s, "doughnut") == g(s, "green"),
        # 4. The mechanic's coat is brown.
        lambda s: g(s, "mechanic") == g(s, "brown"),
        # 5. The florist wants a baguette.
        lambda s: g(s, "florist") == g(s, "baguette"),
        # 6. The person in the yellow coat is somewhere ahead of the Telegraph reader.
        lambda s: somewhere_left(g(s, "yellow"), g(s, "Telegraph")),
        # 7. Whoever wears grey is buying a scone.
        lambda s: g(s, "grey") == g(s, "scone"),
        # 8. The Guardian reader is somewhere ahead of the person buying the baguette.
        lambda s: somewhere_left(g(s, "Guardian"), g(s, "baguette")),
        # 9. The Times reader has a red coat.
        lambda s: g(s, "Times") == g(s, "red"),
        # 10. The Telegraph reader is the one in brown.
        lambda s: g(s, "Telegraph") == g(s, "brown"),
        # 11. The teacher stands directly in front of the person reading the Mirror.
        lambda s: left_of(g(s, "teacher"), g(s, "Mirror")),
        # 12. The nurse is at one end of the queue.
        lambda s: at_end(s, g(s, "nurse")),
        # 13. The teacher is somewhere ahead of the person in grey.
        lambda s: somewhere_left(g(s, "teacher"), g(s, "grey")),
        # 14. The chef reads the Guardian.
        lambda s: g(s, "chef") == g(s, "Guardian"),
        # 15. The Mirror reader does not want the doughnut.
        lambda s: g(s, "Mirror") != g(s, "doughnut"),
        # 16. The Telegraph reader stands next to the chef.
        lambda s: next_to(g(s, "Telegraph"), g(s, "chef")),
        # 17. The person in red is somewhere ahead of the muffin buyer.
        lambda s: somewhere_left(g(s, "red"), g(s, "muffin")),
        # 18. The postman orders the scone.
        lambda s: g(s, "postman") == g(s, "scone"),
        # 19. The nurse orders a bagel.
        lambda s: g(s, "nurse") == g(s, "bagel"),
        # 20. The muffin buyer is wearing navy.
        lambda s: g(s, "muffin") == g(s, "navy"),
        # 21. The teacher reads the Observer.
        lambda s: g(s, "teacher") == g(s, "Observer"),
    ],
    folder="zebra",
    name_column="job",
)


questions(
    "zebra-6p-19-bakery-queue",
    ('Who is first in the queue?', lambda p: p("nurse")),
)


# note: plain "left/right" not used; "immediately to the right of" = the very next house.
riddle(
    "zebra-7h-24-seven-houses",
    ["Englishman", "Spaniard", "Ukrainian", "Norwegian", "Japanese", "Russian", "Greek"],
    {
        "color": ["red", "green", "ivory", "yellow", "blue", "orange", "white"],
        "pet": ["dog", "snails", "fox", "horse", "zebra", "goat", "owl"],
        "drink": ["coffee", "tea", "milk", "orange juice", "water", "cider", "lemonade"],
        "smoke": ["Kools", "Chesterfields", "Old Gold", "Lucky Strike", "Parliaments", "Camel", "Winston"],
        "instrument": ["banjo", "cello", "drums", "flute", "harp", "piano", "violin"],
    },
    [
        # 1. There are seven houses. (no constraint)
        # 2. The goat is kept in the house immediately to the right of the house where Old Gold is
        #    smoked.
        lambda s: right_of(g(s, "goat"), g(s, "Old Gold")),
        # 3. The Kools smoker plays the drums.
        lambda s: g(s, "Kools") == g(s, "drums"),
        # 4. The Spaniard drinks orange juice.
        lambda s: g(s, "Spaniard") == g(s, "orange juice"),
        # 5. The Japanese lives in the fifth house.
        lambda s: g(s, "Japanese") == 5,
        # 6. The coffee drinker plays the violin.
        lambda s: g(s, "coffee") == g(s, "violin"),
        # 7. The fox is kept in the third house.
        lambda s: g(s, "fox") == 3,
        # 8. The Norwegian smokes Old Gold.
        lambda s: g(s, "Norwegian") == g(s, "Old Gold"),
        # 9. Tea is drunk in the red house.
        lambda s: g(s, "tea") == g(s, "red"),
        # 10. The Chesterfields smoker plays the banjo.
        lambda s: g(s, "Chesterfields") == g(s, "banjo"),
        # 11. The fox is kept next to the yellow house.
        lambda s: next_to(g(s, "fox"), g(s, "yellow")),
        # 12. The Lucky Strike smoker drinks tea.
        lambda s: g(s, "Lucky Strike") == g(s, "tea"),
        # 13. The owl's owner drinks cider.
        lambda s: g(s, "owl") == g(s, "cider"),
        # 14. The Greek plays the flute.
        lambda s: g(s, "Greek") == g(s, "flute"),
        # 15. The man who smokes Chesterfields keeps an owl.
        lambda s: g(s, "Chesterfields") == g(s, "owl"),
        # 16. The first house is blue.
        lambda s: g(s, "blue") == 1,
        # 17. Lemonade is drunk in the blue house.
        lambda s: g(s, "lemonade") == g(s, "blue"),
        # 18. The piano player drinks milk.
        lambda s: g(s, "piano") == g(s, "milk"),
        # 19. The Norwegian lives next to the violinist.
        lambda s: next_to(g(s, "Norwegian"), g(s, "violin")),
        # 20. The flute player drinks lemonade.
        lambda s: g(s, "flute") == g(s, "lemonade"),
        # 21. The banjo player lives next to the ivory house.
        lambda s: next_to(g(s, "banjo"), g(s, "ivory")),
        # 22. The Russian lives next to the white house.
        lambda s: next_to(g(s, "Russian"), g(s, "white")),
        # 23. The dog is kept by the Old Gold smoker.
        lambda s: g(s, "dog") == g(s, "Old Gold"),
        # 24. The Englishman drinks milk.
        lambda s: g(s, "Englishman") == g(s, "milk"),
        # 25. The Camel smoker owns the goat.
        lambda s: g(s, "Camel") == g(s, "goat"),
        # 26. Orange juice is drunk in the orange house.
        lambda s: g(s, "orange juice") == g(s, "orange"),
        # 27. Parliaments are smoked in the house where the snails are kept.
        lambda s: g(s, "Parliaments") == g(s, "snails"),
        # 28. The cello player keeps a horse.
        lambda s: g(s, "cello") == g(s, "horse"),
        # 29. The Japanese lives immediately to the right of the orange juice drinker.
        lambda s: right_of(g(s, "Japanese"), g(s, "orange juice")),
        # 30. The Ukrainian lives in the yellow house.
        lambda s: g(s, "Ukrainian") == g(s, "yellow"),
        # 31. The Russian lives in the green house.
        lambda s: g(s, "Russian") == g(s, "green"),
        # 32. The Englishman smokes Winstons.
        lambda s: g(s, "Englishman") == g(s, "Winston"),
        # 33. The Norwegian plays the harp.
        lambda s: g(s, "Norwegian") == g(s, "harp"),
    ],
    folder="zebra",
    name_column="nationality",
)


questions(
    "zebra-7h-24-seven-houses",
    ('Now, who drinks water?', lambda p: p("water")),
    ('And who owns the zebra?', lambda p: p("zebra")),
)


# note: "directly to the left of" = the next house; "somewhere to the left of" = any house on that side;
# note: "one house between" = two apart. Clue set chosen by a script (p20c.py, seed 5) for uniqueness and
# note: for a search engine.py can finish (~20 s), then phrased by hand.
riddle(
    "zebra-8h-20-juniper-row",
    ["Abel", "Bianca", "Cyrus", "Delphine", "Emeka", "Freya", "Gustav", "Hana"],
    {
        "nationality": ["Brazilian", "Canadian", "Egyptian", "Finn", "Indian", "Kenyan", "Mexican", "Pole"],
        "color": ["amber", "beige", "coral", "indigo", "lilac", "olive", "scarlet", "teal"],
        "drink": ["cider", "cocoa", "espresso", "kefir", "lemonade", "mate", "rooibos", "sake"],
        "pet": ["axolotl", "chinchilla", "gecko", "hedgehog", "iguana", "llama", "peacock", "tarantula"],
        "car": ["Audi", "Chevrolet", "Honda", "Jeep", "Mazda", "Nissan", "Peugeot", "Skoda"],
        "music": ["blues", "disco", "folk", "funk", "grunge", "metal", "reggae", "techno"],
        "sport": ["archery", "badminton", "curling", "fencing", "golf", "judo", "rowing", "squash"],
    },
    [
        # 1. The curler lives directly to the left of the techno fan.
        lambda s: left_of(g(s, "curling"), g(s, "techno")),
        # 2. The Chevrolet driver does not live next door to the folk fan.
        lambda s: not next_to(g(s, "Chevrolet"), g(s, "folk")),
        # 3. The gecko's owner drives a Chevrolet.
        lambda s: g(s, "gecko") == g(s, "Chevrolet"),
        # 4. Gustav is Indian.
        lambda s: g(s, "Gustav") == g(s, "Indian"),
        # 5. Cyrus lives in the teal house.
        lambda s: g(s, "Cyrus") == g(s, "teal"),
        # 6. The archer keeps an axolotl.
        lambda s: g(s, "archery") == g(s, "axolotl"),
        # 7. Delphine's house is amber.
        lambda s: g(s, "Delphine") == g(s, "amber"),
        # 8. The Kenyan lives in the amber house.
        lambda s: g(s, "Kenyan") == g(s, "amber"),
        # 9. The gecko belongs to the Canadian.
        lambda s: g(s, "gecko") == g(s, "Canadian"),
        # 10. The rower drinks sake.
        lambda s: g(s, "rowing") == g(s, "sake"),
        # 11. The gecko's owner does judo.
        lambda s: g(s, "gecko") == g(s, "judo"),
        # 12. There is one house between the Peugeot owner and the espresso drinker.
        lambda s: abs(g(s, "Peugeot") - g(s, "espresso")) == 2,
        # 13. The peacock's owner drinks cocoa.
        lambda s: g(s, "peacock") == g(s, "cocoa"),
        # 14. The llama lives in the fourth house.
        lambda s: g(s, "llama") == 4,
        # 15. Hana lives in the lilac house.
        lambda s: g(s, "Hana") == g(s, "lilac"),
        # 16. Emeka keeps the gecko.
        lambda s: g(s, "Emeka") == g(s, "gecko"),
        # 17. The Finn owns the iguana.
        lambda s: g(s, "Finn") == g(s, "iguana"),
        # 18. The Pole's house is olive.
        lambda s: g(s, "Pole") == g(s, "olive"),
        # 19. The judo player's house is scarlet.
        lambda s: g(s, "judo") == g(s, "scarlet"),
        # 20. The Audi driver lives somewhere to the left of the Mexican.
        lambda s: somewhere_left(g(s, "Audi"), g(s, "Mexican")),
        # 21. The peacock belongs to the Skoda driver.
        lambda s: g(s, "peacock") == g(s, "Skoda"),
        # 22. The Honda is parked outside the lilac house.
        lambda s: g(s, "Honda") == g(s, "lilac"),
        # 23. The rower drives a Mazda.
        lambda s: g(s, "rowing") == g(s, "Mazda"),
        # 24. The golfer lives next to the teal house.
        lambda s: next_to(g(s, "golf"), g(s, "teal")),
        # 25. Reggae comes from the scarlet house.
        lambda s: g(s, "reggae") == g(s, "scarlet"),
        # 26. The Finn lives directly to the left of the mate drinker.
        lambda s: left_of(g(s, "Finn"), g(s, "mate")),
        # 27. Gustav's sport is rowing.
        lambda s: g(s, "Gustav") == g(s, "rowing"),
        # 28. The espresso drinker listens to grunge.
        lambda s: g(s, "espresso") == g(s, "grunge"),
        # 29. Freya drinks kefir.
        lambda s: g(s, "Freya") == g(s, "kefir"),
        # 30. The Chevrolet driver lives next to the amber house.
        lambda s: next_to(g(s, "Chevrolet"), g(s, "amber")),
        # 31. The Chevrolet driver lives directly to the left of the cocoa drinker.
        lambda s: left_of(g(s, "Chevrolet"), g(s, "cocoa")),
        # 32. The rooibos drinker lives somewhere to the left of the Honda driver.
        lambda s: somewhere_left(g(s, "rooibos"), g(s, "Honda")),
        # 33. There is one house between the Brazilian and the kefir drinker.
        lambda s: abs(g(s, "Brazilian") - g(s, "kefir")) == 2,
        # 34. The badminton player is a blues fan.
        lambda s: g(s, "badminton") == g(s, "blues"),
        # 35. The chinchilla lives in the sixth house.
        lambda s: g(s, "chinchilla") == 6,
        # 36. Abel drinks cider.
        lambda s: g(s, "Abel") == g(s, "cider"),
        # 37. The hedgehog lives in the teal house.
        lambda s: g(s, "hedgehog") == g(s, "teal"),
        # 38. The Pole does archery.
        lambda s: g(s, "Pole") == g(s, "archery"),
        # 39. The Pole listens to metal.
        lambda s: g(s, "Pole") == g(s, "metal"),
        # 40. The llama's owner lives in the beige house.
        lambda s: g(s, "llama") == g(s, "beige"),
        # 41. The archer lives somewhere to the left of the indigo house.
        lambda s: somewhere_left(g(s, "archery"), g(s, "indigo")),
        # 42. The fencer lives in the eighth house.
        lambda s: g(s, "fencing") == 8,
        # 43. The disco fan drinks rooibos.
        lambda s: g(s, "disco") == g(s, "rooibos"),
        # 44. There is one house between the Nissan driver and the rower.
        lambda s: abs(g(s, "Nissan") - g(s, "rowing")) == 2,
        # 45. The amber house belongs to the curler.
        lambda s: g(s, "amber") == g(s, "curling"),
        # 46. There is one house between the Finn and the axolotl.
        lambda s: abs(g(s, "Finn") - g(s, "axolotl")) == 2,
    ],
    folder="zebra",
)


questions(
    "zebra-8h-20-juniper-row",
    ('Who keeps the tarantula?', lambda p: p("tarantula")),
    ('Who drives the Jeep?', lambda p: p("Jeep")),
)


# note: "exactly to the left of" = the next position; "one runner between" = two apart, "two runners" = three apart.
riddle(
    "zebra-8p-28-team-photo",
    ["Asha", "Bruno", "Chloe", "Dmitri", "Elif", "Fergus", "Gemma", "Hugo"],
    {
        "bib": ["11", "17", "23", "38", "42", "56", "64", "79"],
        "shoes": ["Adidas", "Asics", "Brooks", "Hoka", "Mizuno", "New Balance", "Nike", "Saucony"],
    },
    [
        # 1. The runner wearing bib 11 is next to Chloe.
        lambda s: next_to(g(s, "11"), g(s, "Chloe")),
        # 2. Bib number 64 is next to the runner in Asics shoes.
        lambda s: next_to(g(s, "64"), g(s, "Asics")),
        # 3. Bruno runs in Brooks.
        lambda s: g(s, "Bruno") == g(s, "Brooks"),
        # 4. The runner in Hoka shoes is at one of the ends.
        lambda s: at_end(s, g(s, "Hoka")),
        # 5. The runner with bib 56 is next to Asha.
        lambda s: next_to(g(s, "56"), g(s, "Asha")),
        # 6. The runner wearing New Balance is in the fourth position.
        lambda s: g(s, "New Balance") == 4,
        # 7. The runner in Asics is exactly to the left of Fergus.
        lambda s: left_of(g(s, "Asics"), g(s, "Fergus")),
        # 8. There is one runner between bib 38 and Gemma.
        lambda s: abs(g(s, "38") - g(s, "Gemma")) == 2,
        # 9. Dmitri is exactly to the left of the runner with bib 56.
        lambda s: left_of(g(s, "Dmitri"), g(s, "56")),
        # 10. Bib 64 is exactly to the left of the runner wearing Brooks.
        lambda s: left_of(g(s, "64"), g(s, "Brooks")),
        # 11. Asha wears Adidas.
        lambda s: g(s, "Asha") == g(s, "Adidas"),
        # 12. The runner wearing Brooks is at one of the ends.
        lambda s: at_end(s, g(s, "Brooks")),
        # 13. The runner with bib 79 is next to the runner in Nike shoes.
        lambda s: next_to(g(s, "79"), g(s, "Nike")),
        # 14. There are two runners between Gemma and the runner in Hoka shoes.
        lambda s: abs(g(s, "Gemma") - g(s, "Hoka")) == 3,
        # 15. The runner wearing bib 23 is exactly to the left of the one in Saucony shoes.
        lambda s: left_of(g(s, "23"), g(s, "Saucony")),
        # 16. The runner in Saucony shoes is exactly to the left of Asha.
        lambda s: left_of(g(s, "Saucony"), g(s, "Asha")),
        # 17. Bib 79 is at one of the ends.
        lambda s: at_end(s, g(s, "79")),
        # 18. Elif wears bib 17.
        lambda s: g(s, "Elif") == g(s, "17"),
    ],
    folder="zebra",
)


questions(
    "zebra-8p-28-team-photo",
    ('In which position is Hugo?', lambda p: p("Hugo")),
)


# note: "directly left of" = the next house; "somewhere to the left of" = any house on that side; "one house between" = two apart.
riddle(
    "zebra-4h-48-commute",
    ["Kai", "Leah", "Mateo", "Sofia"],
    {
        "instrument": ["banjo", "cello", "harp", "oboe"],
        "tea": ["chamomile", "earl grey", "matcha", "oolong"],
        "cheese": ["brie", "cheddar", "feta", "gouda"],
        "transport": ["bicycle", "ferry", "scooter", "tram"],
    },
    [
        # 1. Kai is the person who drinks oolong tea.
        lambda s: g(s, "Kai") == g(s, "oolong"),
        # 2. The person who loves brie is not in the third house.
        lambda s: g(s, "brie") != 3,
        # 3. The person who commutes by ferry is Leah.
        lambda s: g(s, "ferry") == g(s, "Leah"),
        # 4. The person who drinks chamomile tea is the person who loves gouda.
        lambda s: g(s, "chamomile") == g(s, "gouda"),
        # 5. The person who commutes by scooter is the person who loves gouda.
        lambda s: g(s, "scooter") == g(s, "gouda"),
        # 6. The person who commutes by scooter and the person who plays the harp are not next to each other.
        lambda s: not next_to(g(s, "scooter"), g(s, "harp")),
        # 7. Mateo is the person who loves feta.
        lambda s: g(s, "Mateo") == g(s, "feta"),
        # 8. The person who drinks chamomile tea is the person who plays the oboe.
        lambda s: g(s, "chamomile") == g(s, "oboe"),
        # 9. The person who loves cheddar is the person who plays the harp.
        lambda s: g(s, "cheddar") == g(s, "harp"),
        # 10. The person who commutes by tram is not the person who loves feta.
        lambda s: g(s, "tram") != g(s, "feta"),
        # 11. The Earl Grey drinker is not Sofia.
        lambda s: g(s, "earl grey") != g(s, "Sofia"),
        # 12. The person who commutes by tram is directly left of the person who loves gouda.
        lambda s: left_of(g(s, "tram"), g(s, "gouda")),
        # 13. The person who plays the cello is not in the third house.
        lambda s: g(s, "cello") != 3,
        # 14. The person who commutes by bicycle and the person who drinks matcha tea are next to each other.
        lambda s: next_to(g(s, "bicycle"), g(s, "matcha")),
        # 15. The person who commutes by scooter is directly left of the person who plays the banjo.
        lambda s: left_of(g(s, "scooter"), g(s, "banjo")),
    ],
)


# note: floor 1 = the ground floor; "a higher floor than" = any floor above; "directly below" = one floor down.
riddle(
    "zebra-5f-52-linden-lane",
    ["architect", "barber", "cook", "dentist", "editor"],
    {
        "pet": ["canary", "ferret", "gecko", "poodle", "tortoise"],
        "plant": ["basil", "cactus", "ferns", "ivy", "roses"],
    },
    [
        # 1. The gecko's owner lives directly below the architect.
        lambda s: left_of(g(s, "gecko"), g(s, "architect")),
        # 2. The dentist grows roses on the balcony.
        lambda s: g(s, "roses") == g(s, "dentist"),
        # 3. The tortoise's owner and the architect do not live on adjacent floors.
        lambda s: not next_to(g(s, "tortoise"), g(s, "architect")),
        # 4. The tortoise's owner does not live on the second floor.
        lambda s: g(s, "tortoise") != 2,
        # 5. The tenant who grows ivy lives directly below the dentist.
        lambda s: left_of(g(s, "ivy"), g(s, "dentist")),
        # 6. The tortoise's owner lives directly below the tenant who grows ferns.
        lambda s: left_of(g(s, "tortoise"), g(s, "ferns")),
        # 7. The cook does not live on the top floor.
        lambda s: g(s, "cook") != 5,
        # 8. The dentist lives on a lower floor than the tenant who grows cactus.
        lambda s: somewhere_left(g(s, "dentist"), g(s, "cactus")),
        # 9. The cook keeps a gecko.
        lambda s: g(s, "gecko") == g(s, "cook"),
        # 10. The tortoise's owner and the barber do not live on adjacent floors.
        lambda s: not next_to(g(s, "tortoise"), g(s, "barber")),
        # 11. The architect keeps a poodle.
        lambda s: g(s, "poodle") == g(s, "architect"),
        # 12. The editor does not keep the tortoise.
        lambda s: g(s, "tortoise") != g(s, "editor"),
        # 13. The barber keeps a ferret.
        lambda s: g(s, "barber") == g(s, "ferret"),
        # 14. The tenant who grows cactus does not keep the canary.
        lambda s: g(s, "cactus") != g(s, "canary"),
        # 15. The tenant who grows basil and the tortoise's owner do not live on adjacent floors.
        lambda s: not next_to(g(s, "basil"), g(s, "tortoise")),
    ],
    name_column="job",
)


questions(
    "zebra-5f-52-linden-lane",
    ("Who lives on the top floor?", lambda p: p("architect")),
)


# note: "directly to the left of" / "on the left of ..., right next to it" = the next house; "center house" = house 3;
# note: "at either end" = house 1 or 5; "either A or B" inclusive (one side holds in the solution).
riddle(
    "zebra-5h-47-soda",
    ["Brit", "Dane", "German", "Norwegian", "Swede"],
    {
        "color": ["black", "grey", "orange", "pink", "purple"],
        "drink": ["coffee", "lemonade", "milk", "soda", "tea"],
        "pet": ["cat", "hamster", "rabbits", "snakes", "turtles"],
        "smoke": ["Blends", "Camel", "Dunhill", "Marlboro", "Prince"],
        "sport": ["cricket", "golf", "hockey", "rugby", "tennis"],
    },
    [
        # 1. The man who keeps snakes lives directly to the right of the man who drinks milk.
        lambda s: right_of(g(s, "snakes"), g(s, "milk")),
        # 2. The man who plays golf drinks tea.
        lambda s: g(s, "golf") == g(s, "tea"),
        # 3. The cat owner is either the Dane or the German.
        lambda s: g(s, "cat") in (g(s, "Dane"), g(s, "German")),
        # 4. The man who smokes Blends does not live next to the hockey player.
        lambda s: not next_to(g(s, "Blends"), g(s, "hockey")),
        # 5. The owner of the purple house drinks lemonade.
        lambda s: g(s, "purple") == g(s, "lemonade"),
        # 6. The Brit does not live in the center house.
        lambda s: g(s, "Brit") != middle(s),
        # 7. The German does not live at either end of the row.
        lambda s: not at_end(s, g(s, "German")),
        # 8. The man who keeps turtles as pets lives directly to the left of the hockey player.
        lambda s: left_of(g(s, "turtles"), g(s, "hockey")),
        # 9. The German lives in the black house.
        lambda s: g(s, "black") == g(s, "German"),
        # 10. The person who smokes Camel plays hockey.
        lambda s: g(s, "Camel") == g(s, "hockey"),
        # 11. The black house's owner smokes Prince.
        lambda s: g(s, "Prince") == g(s, "black"),
        # 12. The man who keeps snakes does not smoke Marlboro.
        lambda s: g(s, "snakes") != g(s, "Marlboro"),
        # 13. The pink house is not at either end.
        lambda s: not at_end(s, g(s, "pink")),
        # 14. The man who smokes Dunhill lives on the left of the orange house, right next to it.
        lambda s: left_of(g(s, "Dunhill"), g(s, "orange")),
        # 15. The tennis player does not rear rabbits.
        lambda s: g(s, "tennis") != g(s, "rabbits"),
        # 16. The hamster is kept by the coffee drinker.
        lambda s: g(s, "hamster") == g(s, "coffee"),
        # 17. The rugby player is not a neighbor of the owner of the grey house.
        lambda s: not next_to(g(s, "rugby"), g(s, "grey")),
        # 18. Hockey is played by the man living in the fourth house.
        lambda s: g(s, "hockey") == 4,
        # 19. The cricket player does not live in an end house.
        lambda s: not at_end(s, g(s, "cricket")),
        # 20. The Dane drinks tea.
        lambda s: g(s, "Dane") == g(s, "tea"),
        # 21. The hockey player has a neighbor who is a Brit.
        lambda s: next_to(g(s, "hockey"), g(s, "Brit")),
        # 22. The soda drinker does not live at either end of the row.
        lambda s: not at_end(s, g(s, "soda")),
        # 23. The Norwegian does not live next to the man who plays tennis.
        lambda s: not next_to(g(s, "Norwegian"), g(s, "tennis")),
        # 24. Either the milk drinker or the Swede lives in house 2.
        lambda s: g(s, "milk") == 2 or g(s, "Swede") == 2,
    ],
    name_column="nationality",
)


questions(
    "zebra-5h-47-soda",
    ("What does the Norwegian drink?", lambda p: p("soda")),
)


# note: houses counted from the left; "immediately to the right of" = the next house to the right;
# note: "next to" = a neighbouring house. Zebra and water occur only in the questions.
riddle(
    "zebra-8h-41-eight-trades",
    ["Englishman", "German", "Italian", "Japanese", "Norwegian", "Spaniard", "Swede", "Ukrainian"],
    {
        "color": ["blue", "green", "ivory", "orange", "purple", "red", "white", "yellow"],
        "pet": ["cat", "dog", "fox", "goat", "horse", "parrot", "snails", "zebra"],
        "drink": ["beer", "cocoa", "coffee", "lemonade", "milk", "orange juice", "tea", "water"],
        "smoke": ["Camels", "Chesterfields", "Kools", "Lucky Strike", "Old Gold", "Pall Mall", "Parliaments", "Winstons"],
        "car": ["Buick", "Cadillac", "Chevrolet", "Ford", "Hudson", "Nash", "Packard", "Studebaker"],
        "job": ["baker", "butcher", "doctor", "farmer", "miner", "painter", "sailor", "tailor"],
        "instrument": ["accordion", "banjo", "cello", "flute", "harp", "piano", "trumpet", "violin"],
    },
    [
        # 1. There are eight houses. (no constraint)
        # 2. The man who drinks cocoa lives next to the owner of the Cadillac.
        lambda s: next_to(g(s, "Cadillac"), g(s, "cocoa")),
        # 3. The man who drinks coffee lives next to the ivory house.
        lambda s: next_to(g(s, "coffee"), g(s, "ivory")),
        # 4. The Spaniard plays the flute.
        lambda s: g(s, "flute") == g(s, "Spaniard"),
        # 5. The man who keeps the fox plays the banjo.
        lambda s: g(s, "banjo") == g(s, "fox"),
        # 6. The man who drinks lemonade lives next to the man who keeps a goat.
        lambda s: next_to(g(s, "goat"), g(s, "lemonade")),
        # 7. The Japanese is a butcher.
        lambda s: g(s, "Japanese") == g(s, "butcher"),
        # 8. The owner of the Studebaker plays the trumpet.
        lambda s: g(s, "Studebaker") == g(s, "trumpet"),
        # 9. The fox is kept in the first house.
        lambda s: g(s, "fox") == 1,
        # 10. The Norwegian lives in the first house.
        lambda s: g(s, "Norwegian") == 1,
        # 11. The baker drives a Nash.
        lambda s: g(s, "Nash") == g(s, "baker"),
        # 12. The tailor owns snails.
        lambda s: g(s, "snails") == g(s, "tailor"),
        # 13. The Swede drinks beer.
        lambda s: g(s, "Swede") == g(s, "beer"),
        # 14. The sailor lives next to the yellow house.
        lambda s: next_to(g(s, "sailor"), g(s, "yellow")),
        # 15. The owner of the Chevrolet plays the accordion.
        lambda s: g(s, "Chevrolet") == g(s, "accordion"),
        # 16. The man who keeps a goat lives in the house immediately to the right of the owner of the Cadillac.
        lambda s: left_of(g(s, "Cadillac"), g(s, "goat")),
        # 17. The seventh house is orange.
        lambda s: g(s, "orange") == 7,
        # 18. The man who drinks tea drives a Ford.
        lambda s: g(s, "Ford") == g(s, "tea"),
        # 19. The Ukrainian owns a goat.
        lambda s: g(s, "Ukrainian") == g(s, "goat"),
        # 20. The Englishman lives immediately to the right of the blue house.
        lambda s: left_of(g(s, "blue"), g(s, "Englishman")),
        # 21. The German is a painter.
        lambda s: g(s, "painter") == g(s, "German"),
        # 22. The German plays the harp.
        lambda s: g(s, "German") == g(s, "harp"),
        # 23. The man who plays the cello lives in the house immediately to the right of the man who drinks milk.
        lambda s: left_of(g(s, "milk"), g(s, "cello")),
        # 24. The horse is kept in the blue house.
        lambda s: g(s, "horse") == g(s, "blue"),
        # 25. The butcher lives in the purple house.
        lambda s: g(s, "butcher") == g(s, "purple"),
        # 26. Pall Mall is smoked in the white house.
        lambda s: g(s, "white") == g(s, "Pall Mall"),
        # 27. The man who smokes Chesterfields plays the violin.
        lambda s: g(s, "violin") == g(s, "Chesterfields"),
        # 28. The man who plays the trumpet lives next to the green house.
        lambda s: next_to(g(s, "green"), g(s, "trumpet")),
        # 29. The man who keeps the dog drives a Nash.
        lambda s: g(s, "Nash") == g(s, "dog"),
        # 30. The man who smokes Winstons is a miner.
        lambda s: g(s, "Winstons") == g(s, "miner"),
        # 31. The Swede is a doctor.
        lambda s: g(s, "Swede") == g(s, "doctor"),
        # 32. The miner lives next to the owner of the Cadillac.
        lambda s: next_to(g(s, "miner"), g(s, "Cadillac")),
        # 33. The man who drinks orange juice owns the dog.
        lambda s: g(s, "orange juice") == g(s, "dog"),
        # 34. The man who smokes Parliaments drinks coffee.
        lambda s: g(s, "Parliaments") == g(s, "coffee"),
        # 35. Camels are smoked in the last house.
        lambda s: g(s, "Camels") == 8,
        # 36. The Old Gold smoker drives a Packard.
        lambda s: g(s, "Old Gold") == g(s, "Packard"),
        # 37. The man who smokes Kools is a farmer.
        lambda s: g(s, "farmer") == g(s, "Kools"),
        # 38. A parrot is kept in the green house.
        lambda s: g(s, "parrot") == g(s, "green"),
        # 39. The owner of the Hudson lives in the white house.
        lambda s: g(s, "Hudson") == g(s, "white"),
        # 40. The Old Gold smoker is a tailor.
        lambda s: g(s, "Old Gold") == g(s, "tailor"),
        # 41. The Italian plays the violin.
        lambda s: g(s, "violin") == g(s, "Italian"),
        # 42. The man who smokes Chesterfields lives next to the owner of the Buick.
        lambda s: next_to(g(s, "Buick"), g(s, "Chesterfields")),
        # 43. The Swede owns a cat.
        lambda s: g(s, "Swede") == g(s, "cat"),
        # 44. The man who plays the piano lives in the red house.
        lambda s: g(s, "piano") == g(s, "red"),
        # 45. The Lucky Strike smoker drives a Nash.
        lambda s: g(s, "Nash") == g(s, "Lucky Strike"),
    ],
    name_column="nationality",
)


questions(
    "zebra-8h-41-eight-trades",
    ("Who owns the zebra?", lambda p: p("zebra")),
    ("Which of the residents drinks water?", lambda p: p("water")),
)
