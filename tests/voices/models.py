#!/usr/bin/env python3
"""Brute-force models of the riddles in tests/voices/: one function per riddle, returning
every seating that satisfies its clues (itertools.permutations over every category, with the
clues checked as soon as the values they name are placed).

Places are numbered from 0 here and from 1 in the .answer files: left to right for a table,
a street, a shelf or desks; first to last for a race; bottom to top for floors.

Plain "left of" / "right of" with no qualifier is read as IMMEDIATELY left / right (the game's
convention): `left_of` below. Every riddle is also solved with plain "left of" read as
"somewhere to the left" (READING = "somewhere"), and `__main__` prints that count too; the
riddles are written so that both readings give the same single answer wherever they can.
"either ... or" is read inclusively (both may hold) unless a clue says "but not both".

Run: python3 tests/voices/models.py
"""

import itertools
import os
import sys

READING = "immediate"


def left_of(p, a, b):
    """Plain 'a left of b': the very next place (the game's convention), or anywhere left."""
    if READING == "immediate":
        return p[a] + 1 == p[b]
    return p[a] < p[b]


def right_of(p, a, b):
    return left_of(p, b, a)


def next_to(p, a, b):
    return abs(p[a] - p[b]) == 1


def solve(categories, clues):
    """Every seating of `categories` (lists of values, each a permutation over the places)
    satisfying every clue. A clue is a function of `p` (value -> place) that raises KeyError
    while a value it names is not placed yet."""
    n = len(categories[0])
    assert all(len(c) == n for c in categories)
    solutions = []

    def holds(p):
        for clue in clues:
            try:
                if not clue(p):
                    return False
            except KeyError:
                pass
        return True

    def place(level, p):
        if level == len(categories):
            solutions.append(
                [[v for cat in categories for v in cat if p[v] == i] for i in range(n)]
            )
            return
        for perm in itertools.permutations(range(n)):
            q = dict(p)
            for value, place_ in zip(categories[level], perm):
                q[value] = place_
            if holds(q):
                place(level + 1, q)

    place(0, {})
    # Each solution: one row per place, the values of every category there.
    return solutions


def r01():
    """01 gamer: dinner party in the game's own names, lower case."""
    names = ["Lady Winslow", "Doctor Marcolla", "Countess Contee", "Madam Natsiou", "Baroness Finch"]
    colors = ["red", "white", "purple", "green", "blue"]
    drinks = ["absinthe", "rum", "beer", "wine", "whiskey"]
    cities = ["Dunwall", "Karnaca", "Baleton", "Fraeport", "Dabokva"]
    heirlooms = ["Diamond", "Ring", "Snuff Tin", "War Medal", "Bird Pendant"]
    return solve([names, colors, drinks, cities, heirlooms], [
        lambda p: p["Baroness Finch"] == 0,
        lambda p: p["Lady Winslow"] == p["blue"] == 2,
        lambda p: p["purple"] == 4,
        lambda p: p["Madam Natsiou"] == p["red"] == p["absinthe"],
        lambda p: p["Dunwall"] == p["red"],
        lambda p: next_to(p, "green", "absinthe"),
        lambda p: p["Doctor Marcolla"] == p["whiskey"] and p["Doctor Marcolla"] + 1 == p["Countess Contee"],
        lambda p: p["Karnaca"] == p["beer"],
        lambda p: p["rum"] == p["Ring"],
        lambda p: next_to(p, "Fraeport", "Madam Natsiou"),
        lambda p: p["Diamond"] == p["Madam Natsiou"],
        lambda p: p["white"] == p["Bird Pendant"],
        lambda p: p["Baleton"] == p["purple"],
        lambda p: p["Snuff Tin"] == p["Karnaca"],
        lambda p: p["Countess Contee"] == p["rum"],
        lambda p: p["Baroness Finch"] != p["beer"],
    ])


def r02():
    """02 retired maths teacher: numbered seats, separations, formal."""
    names = ["Mrs Albright", "Mrs Penhaligon", "Miss Crewe", "Lady Farrant", "Dr Okafor"]
    colors = ["ivory", "crimson", "navy", "olive", "amber"]
    drinks = ["claret", "sherry", "gin", "cider", "madeira"]
    cities = ["Norwich", "Exeter", "York", "Bath", "Durham"]
    heirlooms = ["pocket watch", "cameo brooch", "silver thimble", "ivory fan", "signet ring"]
    return solve([names, colors, drinks, cities, heirlooms], [
        lambda p: p["Mrs Albright"] == 2,
        lambda p: abs(p["Dr Okafor"] - p["Mrs Albright"]) == 2,
        lambda p: p["crimson"] == 4,
        lambda p: p["Exeter"] == p["claret"],
        lambda p: p["navy"] + 1 == p["amber"],
        lambda p: p["Miss Crewe"] == p["amber"],
        lambda p: not next_to(p, "sherry", "cider"),
        lambda p: p["Lady Farrant"] > p["Miss Crewe"] and p["Lady Farrant"] not in (0, 4),
        lambda p: p["Norwich"] == p["madeira"],
        lambda p: p["pocket watch"] == 0,
        lambda p: p["cameo brooch"] == p["ivory"],
        lambda p: next_to(p, "York", "Bath"),
        lambda p: p["olive"] == p["silver thimble"],
        lambda p: p["gin"] == p["Dr Okafor"],
        lambda p: p["signet ring"] + 2 == p["silver thimble"],
        lambda p: p["Mrs Penhaligon"] == p["crimson"],
        lambda p: p["ivory"] + 1 == p["cider"],
        lambda p: p["Dr Okafor"] == p["York"],
        lambda p: p["Mrs Penhaligon"] != p["claret"],
    ])


def r03():
    """03 German speaker: four guests, German word order, small slips."""
    names = ["Madame Roth", "Countess Vogel", "Lady Brandt", "Baroness Lindqvist"]
    colors = ["yellow", "grey", "pink", "brown"]
    drinks = ["tea", "schnapps", "coffee", "wine"]
    cities = ["Zurich", "Vienna", "Munich", "Hamburg"]
    heirlooms = ["old compass", "silver spoon", "pearl necklace", "golden watch"]
    return solve([names, colors, drinks, cities, heirlooms], [
        lambda p: p["Madame Roth"] == 0,
        lambda p: p["Madame Roth"] + 1 == p["grey"],  # "sits direct right from"
        lambda p: p["Countess Vogel"] == p["schnapps"] == p["Vienna"],
        lambda p: p["wine"] == 3,
        lambda p: p["Lady Brandt"] == p["pink"],
        lambda p: p["Hamburg"] == p["golden watch"],
        lambda p: next_to(p, "coffee", "Vienna"),
        lambda p: p["Baroness Lindqvist"] not in (p["old compass"], p["silver spoon"]),
        lambda p: p["pearl necklace"] == p["Munich"],
        lambda p: p["Zurich"] == p["tea"],
        lambda p: p["brown"] == p["Baroness Lindqvist"],
        lambda p: p["old compass"] != p["pink"],
        lambda p: p["silver spoon"] == p["Countess Vogel"],
        lambda p: p["Lady Brandt"] != p["Hamburg"],
        lambda p: p["Madame Roth"] == p["tea"],
        lambda p: p["Lady Brandt"] == p["coffee"],
    ])


def r04():
    """04 puzzle-magazine editor: books on a shelf."""
    authors = ["Ellery", "Castell", "Ames", "Brook", "Dunmore"]
    spines = ["black", "red", "green", "white", "blue"]
    genres = ["poetry", "cookery", "history", "thriller", "romance"]

    def directly_between(p, middle, a, b):
        return next_to(p, middle, a) and next_to(p, middle, b) and p[a] != p[b]

    return solve([authors, spines, genres], [
        lambda p: p["Ellery"] in (0, 4),
        lambda p: directly_between(p, "cookery", "poetry", "green"),
        lambda p: p["history"] + 1 == p["Brook"],
        lambda p: p["blue"] == p["romance"],
        lambda p: p["white"] not in (p["history"], p["Castell"]),
        lambda p: p["Dunmore"] > p["Ames"],
        lambda p: next_to(p, "thriller", "romance"),
        lambda p: not next_to(p, "black", "green"),
        lambda p: p["Castell"] == p["cookery"],
        lambda p: p["romance"] == 4,
        lambda p: p["Ames"] == p["green"],
        lambda p: p["thriller"] == p["white"],
    ])


def r05():
    """05 game master: an in-world note about a tavern bench, hearth to door."""
    names = ["Brakka", "Tamsin", "Ysolde", "Fenwick", "Morrow"]
    classes = ["fighter", "rogue", "wizard", "cleric", "ranger"]
    drinks = ["ale", "cider", "elderwine", "goat's milk", "mead"]
    homes = ["Greyspire", "Saltmarsh", "Highmere", "Oakhollow", "Duskvale"]
    trinkets = ["bone dice", "silver key", "cracked lens", "lucky coin", "raven feather"]
    return solve([names, classes, drinks, homes, trinkets], [
        lambda p: p["Brakka"] == p["fighter"] == 0,
        lambda p: p["wizard"] == p["elderwine"] == 2,
        lambda p: next_to(p, "rogue", "fighter"),
        lambda p: p["Tamsin"] == p["rogue"] == p["Saltmarsh"] == p["silver key"],
        lambda p: p["ranger"] == 4,
        lambda p: next_to(p, "goat's milk", "wizard") and next_to(p, "goat's milk", "ranger"),
        lambda p: p["Greyspire"] == p["ale"],
        lambda p: p["Morrow"] not in (p["cleric"], p["goat's milk"]),
        lambda p: p["Highmere"] == p["cracked lens"],
        lambda p: p["Fenwick"] > p["Ysolde"],
        lambda p: p["lucky coin"] == p["Oakhollow"],
        lambda p: p["raven feather"] == p["ranger"],
        lambda p: p["Brakka"] == p["ale"] == p["bone dice"],
        lambda p: p["ranger"] == p["mead"],
        lambda p: p["Ysolde"] == p["wizard"] == p["Highmere"],
    ])


def r06():
    """06 parent: pets on a street for children, four houses."""
    children = ["Leo", "Ava", "Mia", "Sam"]
    colors = ["blue", "yellow", "green", "pink"]
    pets = ["dog", "goldfish", "cat", "rabbit"]
    return solve([children, colors, pets], [
        lambda p: p["Leo"] == 0,
        lambda p: p["dog"] == p["blue"],
        lambda p: p["Mia"] == p["cat"] == p["green"],
        lambda p: next_to(p, "rabbit", "cat"),
        lambda p: p["Ava"] == p["yellow"] and next_to(p, "Ava", "Leo"),
        lambda p: p["Sam"] != p["goldfish"],
        lambda p: p["pink"] == 3,
    ])


def r07():
    """07 office worker: a team-building charity run, finishing order."""
    runners = ["Priya", "Tom", "Grace", "Dev", "Hannah"]
    shirts = ["orange", "teal", "black", "lime", "grey"]
    teams = ["Finance", "Legal", "Marketing", "IT", "Sales"]
    return solve([runners, shirts, teams], [
        lambda p: p["Grace"] == 0,
        lambda p: p["IT"] + 1 == p["Tom"],  # "crossed the line right after"
        lambda p: p["Hannah"] == p["Legal"] == 4,
        lambda p: p["teal"] < p["Priya"],  # "finished ahead of"
        lambda p: p["Marketing"] == p["orange"],
        lambda p: p["Dev"] != p["IT"] and p["Dev"] != p["Sales"],
        lambda p: p["Finance"] == 0,
        lambda p: p["black"] + 1 == p["lime"],
        lambda p: p["Legal"] == p["grey"],
        lambda p: p["Priya"] < p["Dev"],
    ])


def r08():
    """08 crossword fan: a dinner party told in idioms."""
    names = ["Countess Arden", "Mrs Tolliver", "Baroness Kettering", "Lady Quenby", "Madame Dufresne"]
    colors = ["cream", "scarlet", "navy", "lilac", "emerald"]
    drinks = ["gin", "port", "champagne", "sherry", "cocoa"]
    cities = ["Rye", "Ely", "Truro", "Whitby", "Ludlow"]
    heirlooms = ["fob watch", "tiara", "locket", "brooch", "snuffbox"]

    def sandwiched(p, middle, a, b):
        return next_to(p, middle, a) and next_to(p, middle, b) and p[a] != p[b]

    return solve([names, colors, drinks, cities, heirlooms], [
        lambda p: {p["Countess Arden"], p["Madame Dufresne"]} == {0, 4},
        lambda p: sandwiched(p, "Baroness Kettering", "scarlet", "lilac"),
        lambda p: p["Mrs Tolliver"] == p["scarlet"] and next_to(p, "Mrs Tolliver", "Countess Arden"),
        lambda p: p["Whitby"] == p["sherry"],
        lambda p: not next_to(p, "Madame Dufresne", "champagne"),
        lambda p: p["emerald"] == p["cocoa"],
        lambda p: p["fob watch"] == p["Rye"],
        lambda p: p["Countess Arden"] == p["gin"],
        lambda p: p["port"] == p["tiara"],
        lambda p: p["navy"] == p["locket"],
        lambda p: p["Ludlow"] == 4,
        lambda p: next_to(p, "brooch", "snuffbox"),
        lambda p: p["Truro"] == p["champagne"],
        lambda p: p["Countess Arden"] == p["cream"],
        lambda p: p["Lady Quenby"] == p["brooch"],
    ])


def r09():
    """09 mystery novelist: the clues inside a story."""
    names = ["Dame Harrow", "Countess Ilyin", "Miss Pellow", "Mrs Gaunt", "Lady Marchbank"]
    colors = ["charcoal", "plum", "rose", "jade", "silver"]
    drinks = ["tea", "vermouth", "punch", "cognac", "sloe gin"]
    cities = ["Cairo", "Prague", "Bruges", "Lisbon", "Tangier"]
    heirlooms = ["silver dagger", "scarab amulet", "pearl hatpin", "gold cigarette case", "music locket"]
    return solve([names, colors, drinks, cities, heirlooms], [
        lambda p: p["Dame Harrow"] == p["charcoal"] == 0,
        lambda p: next_to(p, "Countess Ilyin", "Dame Harrow") and p["Countess Ilyin"] == p["plum"],
        lambda p: p["Prague"] == p["vermouth"],
        lambda p: p["Miss Pellow"] == p["rose"] == 2,
        lambda p: p["Lady Marchbank"] == 4,
        lambda p: p["Mrs Gaunt"] == p["cognac"],
        lambda p: p["Lisbon"] == p["jade"],
        lambda p: p["punch"] == p["Bruges"],
        lambda p: p["silver dagger"] == p["Dame Harrow"],
        lambda p: p["tea"] == p["Cairo"],
        lambda p: p["scarab amulet"] == p["Countess Ilyin"],
        lambda p: p["silver"] == p["music locket"],
        lambda p: p["gold cigarette case"] == p["cognac"],
        lambda p: p["sloe gin"] == p["Tangier"],
        lambda p: p["Dame Harrow"] == p["tea"],
        lambda p: next_to(p, "Prague", "tea"),
        lambda p: p["Lady Marchbank"] == p["Tangier"],
    ])


def r10():
    """10 programmer: terse numbered clues, desks in a row."""
    devs = ["Ana", "Bo", "Chen", "Eve", "Dmitri"]
    langs = ["Python", "Go", "Rust", "Haskell", "C"]
    editors = ["vim", "vscode", "helix", "emacs", "nano"]
    drinks = ["cola", "coffee", "tea", "mate", "water"]
    return solve([devs, langs, editors, drinks], [
        lambda p: p["Ana"] == 0,
        lambda p: p["Rust"] == p["helix"],
        lambda p: p["Python"] + 1 == p["Go"],
        lambda p: p["vim"] != 4 and p["vim"] != p["coffee"],
        lambda p: p["Eve"] == p["emacs"] == p["mate"],
        lambda p: not next_to(p, "Haskell", "Python"),
        lambda p: p["Dmitri"] == p["C"],
        lambda p: p["nano"] == p["water"],
        lambda p: p["tea"] == 2,
        lambda p: next_to(p, "coffee", "Ana"),
        lambda p: p["Chen"] < p["Eve"],  # "somewhere left of"
        lambda p: p["Bo"] != p["vim"],
        lambda p: p["C"] == 4,
        lambda p: p["Ana"] == p["Python"],
        lambda p: p["Chen"] == p["Rust"],
    ])


def r11():
    """11 phone-photo transcription: the game's style, broken lines and hyphenation."""
    names = ["Madam Varga", "Doctor Sallow", "Lady Caskell", "Baroness Ebb", "Countess Renwick"]
    colors = ["white", "grey", "gold", "violet", "orange"]
    drinks = ["cider", "absinthe", "rum", "tea", "mead"]
    cities = ["Oxmere", "Karsa", "Tollhaven", "Wyrmwood", "Brindle"]
    heirlooms = ["Copper Key", "Jade Bird", "Silver Compass", "Glass Eye", "Ivory Comb"]
    return solve([names, colors, drinks, cities, heirlooms], [
        lambda p: p["Madam Varga"] == p["white"],
        lambda p: p["Madam Varga"] == 0 and next_to(p, "Madam Varga", "grey"),
        lambda p: left_of(p, "gold", "violet"),  # plain "left of"
        lambda p: p["gold"] == p["rum"],
        lambda p: p["Tollhaven"] == p["gold"],
        lambda p: next_to(p, "Jade Bird", "Tollhaven"),
        lambda p: p["Baroness Ebb"] == p["Glass Eye"] and p["Brindle"] == p["Ivory Comb"],
        lambda p: next_to(p, "Copper Key", "Karsa") and next_to(p, "Karsa", "cider"),
        lambda p: p["Countess Renwick"] == p["mead"],
        lambda p: p["Oxmere"] == p["cider"] and p["rum"] == 2,
        lambda p: p["Doctor Sallow"] == p["Karsa"],
        lambda p: p["Baroness Ebb"] == p["tea"],
        lambda p: p["Countess Renwick"] == 4 and next_to(p, "Countess Renwick", "violet"),
        lambda p: p["Countess Renwick"] == p["orange"],
        lambda p: p["Madam Varga"] == p["Copper Key"],
    ])


def r12():
    """12 British aristocratic pastiche: titles, asides, 'bang in the middle'."""
    names = ["Lady Pamela", "Duchess of Wexley", "Miss Pryce", "Mrs Fitzwilliam", "Lady Bunty"]
    colors = ["primrose", "black", "peach", "lavender", "ivory"]
    drinks = ["Pimm's", "champagne", "barley water", "sherry", "pink gin"]
    towns = ["Henley", "Windsor", "Cheltenham", "Harrogate", "Tunbridge Wells"]
    heirlooms = ["lorgnette", "diamond choker", "snuff box", "Fabergé egg", "tiara"]
    return solve([names, colors, drinks, towns, heirlooms], [
        lambda p: p["Duchess of Wexley"] == p["black"] and p["Lady Pamela"] + 1 == p["Duchess of Wexley"],
        lambda p: p["Mrs Fitzwilliam"] == p["sherry"],
        lambda p: p["Tunbridge Wells"] == p["ivory"] == 4,
        lambda p: p["Miss Pryce"] == p["barley water"] == 2,
        lambda p: p["Harrogate"] == p["Fabergé egg"],
        lambda p: p["Windsor"] == p["champagne"],
        lambda p: next_to(p, "lavender", "ivory"),
        lambda p: p["lorgnette"] == p["primrose"],
        lambda p: p["Duchess of Wexley"] == p["diamond choker"],
        lambda p: p["Henley"] == p["Pimm's"],
        lambda p: p["peach"] not in (p["Lady Bunty"], p["Mrs Fitzwilliam"]),
        lambda p: p["Lady Bunty"] == p["tiara"],
        lambda p: p["Duchess of Wexley"] != p["Pimm's"],
        lambda p: p["Miss Pryce"] == p["Cheltenham"],
        lambda p: p["Miss Pryce"] == p["peach"],
    ])


def r13():
    """13 American sports fan: a stock-car race, finishing order, car numbers."""
    drivers = ["Voss", "McBride", "Colton", "Pruitt", "Harlan"]
    numbers = ["#24", "#88", "#3", "#11", "#48"]
    colors = ["yellow", "black", "red", "blue", "white"]
    towns = ["Charlotte", "Daytona", "Talladega", "Martinsville", "Bristol"]
    return solve([drivers, numbers, colors, towns], [
        lambda p: p["Voss"] == 0,
        lambda p: p["McBride"] == 1 and p["Colton"] == 2,
        lambda p: p["#3"] == p["red"],
        lambda p: p["Harlan"] == 4,
        lambda p: p["yellow"] == 0,
        lambda p: p["Charlotte"] == p["#24"],
        lambda p: p["#3"] + 1 == p["Martinsville"],
        lambda p: p["#88"] == p["black"],
        lambda p: p["Pruitt"] not in (p["#48"], p["white"]),
        lambda p: p["Daytona"] in (1, 2),
        lambda p: p["blue"] < p["white"],
        lambda p: p["Talladega"] == p["red"],
        lambda p: p["Harlan"] == p["Bristol"],
        lambda p: p["#88"] in (0, 1, 2),
        lambda p: p["#48"] in (p["Pruitt"], p["Harlan"]),  # either ... or
    ])


def r14():
    """14 poet: four ladies in rhyming couplets."""
    names = ["Countess Fern", "Lady Wren", "Dame Ivy", "Mistress Rowan"]
    colors = ["grey", "gold", "rose", "blue"]
    drinks = ["tea", "wine", "ale", "mead"]
    towns = ["Leeds", "Dover", "Hove", "Bray"]
    heirlooms = ["bell", "ring", "pearl", "fan"]
    return solve([names, colors, drinks, towns, heirlooms], [
        lambda p: p["Lady Wren"] == p["gold"] == 1,
        lambda p: p["gold"] == p["wine"],
        lambda p: p["Dame Ivy"] == p["rose"] and next_to(p, "Dame Ivy", "Mistress Rowan"),
        lambda p: p["Dover"] == p["gold"],
        lambda p: p["tea"] == 0,
        lambda p: p["Bray"] == p["mead"],
        lambda p: p["Dame Ivy"] == p["pearl"],
        lambda p: p["fan"] == p["blue"],
        lambda p: p["Leeds"] == p["bell"],
        lambda p: p["mead"] == 3,
        lambda p: p["Dame Ivy"] == p["ale"],
        lambda p: p["Countess Fern"] == p["grey"],
    ])


def r15():
    """15 student: a homework zebra puzzle with houses."""
    people = ["Kenyan", "Pole", "Brazilian", "Indian", "Canadian"]
    colors = ["yellow", "blue", "red", "white", "green"]
    pets = ["cat", "hamster", "dog", "parrot", "turtle"]
    drinks = ["water", "tea", "milk", "juice", "coffee"]
    sports = ["cycling", "chess", "football", "tennis", "swimming"]
    return solve([people, colors, pets, drinks, sports], [
        lambda p: p["Brazilian"] == p["red"],
        lambda p: p["Kenyan"] == 0,
        lambda p: p["milk"] == 2,
        lambda p: p["white"] + 1 == p["green"],
        lambda p: p["coffee"] == p["green"],
        lambda p: p["Pole"] == p["chess"],
        lambda p: p["football"] == p["dog"],
        lambda p: next_to(p, "Kenyan", "blue"),
        lambda p: p["tennis"] == p["juice"],
        lambda p: p["cycling"] == p["yellow"],
        lambda p: p["Indian"] == p["parrot"],
        lambda p: next_to(p, "hamster", "football"),
        lambda p: p["swimming"] == p["turtle"],
        lambda p: next_to(p, "tea", "cat"),
        lambda p: p["Canadian"] == p["coffee"],
    ])


def r16():
    """16 floors: five neighbours in a five-storey building, floor 1 at the bottom."""
    people = ["Bello", "Quinn", "Ortiz", "Fischer", "Nakamura"]
    jobs = ["baker", "nurse", "pilot", "teacher", "plumber"]
    pets = ["dog", "cat", "lizard", "fish", "parrot"]
    return solve([people, jobs, pets], [
        lambda p: p["Nakamura"] == 4,
        lambda p: p["baker"] == 0 and p["Bello"] == p["baker"],
        lambda p: p["nurse"] == p["baker"] + 1,
        lambda p: p["nurse"] < p["pilot"] < p["teacher"],
        lambda p: not next_to(p, "Fischer", "Quinn"),
        lambda p: p["dog"] + 1 == p["cat"],
        lambda p: p["parrot"] == 4,
        lambda p: p["Ortiz"] == p["Quinn"] + 1,
        lambda p: p["fish"] == p["teacher"],
        lambda p: p["plumber"] == p["parrot"],
        lambda p: p["nurse"] == p["cat"],
        lambda p: p["pilot"] in (p["Fischer"], p["Ortiz"]),  # either ... or
    ])


def between(p, a, b, c):
    """'a is in the place between b and c': b and c on either side of a, next to it."""
    return next_to(p, a, b) and next_to(p, a, c) and p[b] != p[c]


def r17():
    """17 nurse: a handover teaser, beds from the door (1) to the window (5)."""
    people = ["Mrs Adeyemi", "Miss Turner", "Mr Kowalski", "Mr Patel", "Mrs O'Brien"]
    complaints = ["hip replacement", "broken wrist", "pneumonia", "appendicitis", "chest pain"]
    diets = ["soft", "diabetic", "normal", "nil by mouth", "low salt"]
    return solve([people, complaints, diets], [
        lambda p: p["Mrs O'Brien"] == 4,
        lambda p: p["Miss Turner"] == p["broken wrist"]
        and between(p, "Miss Turner", "Mrs Adeyemi", "Mr Kowalski"),
        lambda p: p["Mr Patel"] == p["nil by mouth"],
        lambda p: next_to(p, "appendicitis", "chest pain"),
        lambda p: p["Mr Kowalski"] == p["pneumonia"],
        lambda p: p["soft"] == 0,
        lambda p: p["chest pain"] == p["low salt"],
        lambda p: p["Mrs Adeyemi"] != p["diabetic"],
        lambda p: p["hip replacement"] == 0,
        lambda p: next_to(p, "diabetic", "hip replacement"),
    ])


def r18():
    """18 child: four houses on a street, run-on sentences, no capitals or apostrophes."""
    people = ["Jayden", "Olivia", "Noah", "Mia"]
    pets = ["dog", "cat", "hamster", "snake"]
    colors = ["red", "blue", "white", "green"]
    return solve([people, pets, colors], [
        lambda p: p["Jayden"] == p["red"] == 0,
        lambda p: next_to(p, "snake", "Jayden") and p["snake"] == p["blue"],
        lambda p: p["Olivia"] == p["cat"] and not next_to(p, "Olivia", "Jayden"),
        lambda p: p["green"] == 3,  # at the end of the street, not Jayden's end
        lambda p: p["Noah"] != p["hamster"],
        lambda p: p["Mia"] == p["white"] and next_to(p, "white", "green"),
        lambda p: p["hamster"] != p["white"],
    ])


def r19():
    """19 bank exam: an Indian reasoning puzzle, a row facing north (left as they see it)."""
    people = ["Amit", "Bharat", "Chetan", "Deepak", "Eshan"]
    fruits = ["Apple", "Banana", "Mango", "Guava", "Papaya"]
    cities = ["Pune", "Delhi", "Jaipur", "Chennai", "Kolkata"]
    return solve([people, fruits, cities], [
        lambda p: p["Chetan"] in (0, 4),
        lambda p: abs(p["Chetan"] - p["Eshan"]) == 2,  # only one person between
        lambda p: p["Amit"] + 2 == p["Eshan"],  # second to the left
        lambda p: p["Papaya"] + 1 == p["Chetan"],
        lambda p: next_to(p, "Deepak", "Amit"),
        lambda p: p["Bharat"] == p["Chennai"],
        lambda p: p["Delhi"] == p["Apple"],
        lambda p: p["Mango"] == 0,
        lambda p: p["Eshan"] != p["Banana"],
        lambda p: p["Kolkata"] in (0, 4),
        lambda p: p["Eshan"] == p["Jaipur"],
        lambda p: p["Amit"] != p["Kolkata"],
    ])


def r20():
    """20 chess club: a rapidplay's final standings, first to last."""
    people = ["Margaret", "Derek", "Colin", "Sunil", "Janet"]
    openings = ["Sicilian", "London System", "French", "King's Indian", "Caro-Kann"]
    clubs = ["Harrogate", "Ripon", "Knaresborough", "Otley", "Wetherby"]
    return solve([people, openings, clubs], [
        lambda p: p["Sicilian"] == 0,
        lambda p: p["Wetherby"] == 2,
        lambda p: p["Janet"] == 4,
        lambda p: p["London System"] == 1,
        lambda p: p["Margaret"] == p["Sicilian"] and p["Margaret"] < p["Derek"],
        lambda p: p["Sunil"] not in (p["French"], p["Caro-Kann"]),
        lambda p: p["Caro-Kann"] == p["Otley"] + 1,
        lambda p: p["Ripon"] + 2 == p["Otley"],
        lambda p: p["Harrogate"] < p["Knaresborough"],
        lambda p: p["Colin"] == p["French"],
        lambda p: p["Derek"] < p["Sunil"] and p["Colin"] < p["Sunil"],
    ])


def r21():
    """21 hotel receptionist: one guest per floor, the ground floor (1) to the top (5)."""
    people = ["Mr Lindqvist", "Ms Okafor", "Dr Reyes", "Mrs Hale", "Mr Tanaka"]
    reasons = ["conference", "wedding", "job interview", "funeral", "football"]
    orders = ["soup", "club sandwich", "salad", "cheesecake", "chips"]
    return solve([people, reasons, orders], [
        lambda p: p["Mr Tanaka"] == 4,
        lambda p: p["conference"] == 0,
        lambda p: p["wedding"] == p["conference"] + 1,
        lambda p: p["Dr Reyes"] + 2 == p["Mr Tanaka"],
        lambda p: p["chips"] == 4,
        lambda p: p["Mrs Hale"] == p["funeral"] and p["Mrs Hale"] > p["Ms Okafor"],
        lambda p: p["soup"] == 0,
        lambda p: p["cheesecake"] + 1 == p["chips"],
        lambda p: p["job interview"] == p["salad"],
        lambda p: p["Mr Lindqvist"] != p["wedding"],
    ])


def r22():
    """22 cinema usher: six in a row, seat 1 on the aisle, seat 6 against the wall."""
    people = ["Kayla", "Marcus", "Dee", "Tyrone", "Beth", "Ollie"]
    snacks = ["popcorn", "nachos", "hot dog", "pick 'n' mix", "ice cream", "chocolate bar"]
    drinks = ["cola", "lemonade", "water", "slushie", "coffee", "orange juice"]
    return solve([people, snacks, drinks], [
        lambda p: p["Marcus"] == 0,
        lambda p: p["Ollie"] == 5,
        lambda p: abs(p["Kayla"] - p["Tyrone"]) == 2,
        lambda p: p["nachos"] == 0,
        lambda p: next_to(p, "popcorn", "nachos"),
        lambda p: p["hot dog"] == p["coffee"],
        lambda p: p["Beth"] == p["ice cream"] and next_to(p, "Beth", "Kayla"),
        lambda p: p["popcorn"] == p["slushie"],
        lambda p: p["Dee"] == p["lemonade"],
        lambda p: next_to(p, "lemonade", "orange juice"),
        lambda p: p["orange juice"] == p["pick 'n' mix"],
        lambda p: p["nachos"] != p["water"],
        lambda p: p["Kayla"] == p["popcorn"],
        lambda p: p["pick 'n' mix"] == 5,
    ])


def r23():
    """23 wedding planner: the top table, seats 1 to 5 from the left as the room looks at it."""
    people = ["Sophie", "James", "Nina", "Marcus", "Graham"]
    roles = ["bride", "groom", "best man", "maid of honour", "father of the bride"]
    mains = ["beef", "salmon", "mushroom risotto", "chicken", "duck"]
    return solve([people, roles, mains], [
        lambda p: p["groom"] == 2,
        lambda p: p["bride"] + 1 == p["groom"],
        lambda p: next_to(p, "best man", "groom"),
        lambda p: p["father of the bride"] == 4,
        lambda p: p["salmon"] == p["maid of honour"],
        lambda p: p["groom"] == p["beef"],
        lambda p: p["Sophie"] == p["mushroom risotto"],
        lambda p: p["duck"] in (0, 4),
        lambda p: next_to(p, "Sophie", "maid of honour"),
        lambda p: p["Marcus"] == p["chicken"],
        lambda p: p["Graham"] == p["duck"],
        lambda p: p["James"] == p["groom"],
    ])

def r24():
    """24 dog-show judge: an open class placed first to fifth."""
    dogs = ["Biscuit", "Luna", "Rolo", "Monty", "Pepper"]
    breeds = ["whippet", "poodle", "spaniel", "boxer", "dachshund"]
    handlers = ["Mrs Kaur", "Mr Doyle", "Ms Achebe", "Mr Green", "Mrs Hale"]
    return solve([dogs, breeds, handlers], [
        lambda p: p["whippet"] == 0,
        lambda p: p["Mrs Kaur"] == 0,
        lambda p: p["Mr Doyle"] == 1,
        lambda p: p["Luna"] == p["poodle"],
        lambda p: p["poodle"] + 1 == p["spaniel"],
        lambda p: p["Ms Achebe"] == p["spaniel"],
        lambda p: p["boxer"] == p["Rolo"] + 1,
        lambda p: p["Pepper"] == 4 and p["Pepper"] == p["dachshund"],
        lambda p: p["Monty"] < p["Mrs Hale"],
        lambda p: p["Mr Green"] != p["dachshund"],
        lambda p: p["Biscuit"] < p["Luna"],
        lambda p: p["boxer"] == p["Mr Green"],
    ])

def r25():
    """25 bus driver: five regulars, row 1 behind the driver to row 5 at the back."""
    people = ["Mrs Patel", "Ted", "Kieran", "Jo", "Amira"]
    stops = ["hospital", "market", "college", "library", "station"]
    things = ["shopping trolley", "newspaper", "guitar", "umbrella", "laptop"]
    return solve([people, stops, things], [
        lambda p: p["Mrs Patel"] == 0,
        lambda p: p["guitar"] == p["college"],
        lambda p: p["station"] == 4,
        lambda p: p["Ted"] + 1 == p["Kieran"],
        lambda p: p["Ted"] == p["newspaper"],
        lambda p: p["umbrella"] == p["guitar"] + 1,
        lambda p: p["Amira"] == p["laptop"],
        lambda p: p["Mrs Patel"] != p["market"],
        lambda p: p["library"] > p["market"],
        lambda p: p["Kieran"] == p["guitar"],
        lambda p: p["Jo"] != 4,
    ])

def r26():
    """26 allotment newsletter: plots in a row, plot 1 by the gate."""
    people = ["Bill", "Maureen", "Stan", "Gwen", "Frank"]
    crops = ["potatoes", "runner beans", "leeks", "carrots", "courgettes"]
    sheds = ["green", "blue", "brown", "red", "black"]
    return solve([people, crops, sheds], [
        lambda p: p["Bill"] == 0,
        lambda p: p["leeks"] == 2,
        lambda p: p["Maureen"] == p["runner beans"] and next_to(p, "Maureen", "Bill"),
        lambda p: p["red"] == p["leeks"] + 1,
        lambda p: p["Frank"] == 4,
        lambda p: p["Stan"] == p["brown"],
        lambda p: p["Gwen"] == p["carrots"],
        lambda p: next_to(p, "courgettes", "red"),
        lambda p: p["green"] == p["potatoes"],
        lambda p: p["black"] != p["Maureen"],
    ])

def r27():
    """27 Reddit post: an uncle's four-house puzzle in bullets, the values in a closing EDIT."""
    people = ["Dan", "Erin", "Sam", "Lucy"]
    colors = ["blue", "red", "green", "yellow"]
    drinks = ["tea", "coffee", "milk", "juice"]
    pets = ["cat", "fish", "dog", "bird"]
    return solve([people, colors, drinks, pets], [
        lambda p: p["Dan"] == 0,
        lambda p: p["red"] == p["blue"] + 1,
        lambda p: p["Sam"] == p["green"],
        lambda p: p["coffee"] == p["red"],
        lambda p: p["yellow"] == p["juice"],
        lambda p: p["Lucy"] == p["bird"],
        lambda p: p["dog"] == p["milk"],
        lambda p: p["Erin"] != p["tea"],
        lambda p: p["Dan"] != p["milk"],
        lambda p: next_to(p, "fish", "Dan"),
        lambda p: p["cat"] != p["red"],
        lambda p: left_of(p, "green", "yellow"),
        lambda p: p["tea"] == p["cat"],
    ])

def r28():
    """28 French speaker: the queue at the bakery, first to last."""
    people = ["Mathilde", "Hugo", "Élodie", "Bastien", "Camille"]
    things = ["croissant", "baguette", "brioche", "éclair", "tarte aux pommes"]
    coats = ["blue", "red", "green", "black", "yellow"]
    return solve([people, things, coats], [
        lambda p: p["Mathilde"] == 0,
        lambda p: p["red"] == p["Mathilde"] + 1,
        lambda p: p["Hugo"] == p["baguette"],
        lambda p: p["Camille"] == 4,
        lambda p: p["brioche"] + 1 == p["black"],
        lambda p: p["Élodie"] != p["yellow"],
        lambda p: p["éclair"] == p["black"],
        lambda p: p["Bastien"] > p["Élodie"],
        lambda p: p["yellow"] == 4,
        lambda p: p["Camille"] != p["croissant"],
        lambda p: p["Hugo"] == p["red"],
        lambda p: p["Mathilde"] == p["blue"],
    ])


def r29():
    """29 marathon commentator: a club race, six over the line, first to last."""
    runners = ["Okafor", "Lund", "Hale", "Castillo", "Moreau", "Brandt"]
    clubs = ["Belgrave", "Edinburgh AC", "Salford Harriers", "Shaftesbury", "Leeds City", "Bristol & West"]
    vests = ["green", "white", "red", "black", "yellow", "blue"]
    return solve([runners, clubs, vests], [
        lambda p: p["Okafor"] == 0,
        lambda p: p["Brandt"] == 5,
        lambda p: p["Hale"] + 3 == p["Brandt"],
        lambda p: p["Lund"] == 1,  # "beaten only by Okafor"
        lambda p: p["Castillo"] < p["Moreau"],
        lambda p: p["green"] == 0,
        lambda p: p["black"] == p["Hale"] + 1,
        lambda p: p["Moreau"] == p["yellow"],
        lambda p: p["Salford Harriers"] == p["red"] and p["red"] < 3,
        lambda p: p["Edinburgh AC"] == 1,
        lambda p: p["Leeds City"] == p["red"] + 2,
        lambda p: p["Bristol & West"] == 5,
        lambda p: p["Shaftesbury"] == p["black"],
        lambda p: p["Brandt"] != p["white"],
    ])


def r30():
    """30 lift attendant: five guests taken up to floors 1 to 5."""
    guests = ["Miss Darrow", "Colonel Blythe", "Mrs Okoye", "Signor Ricci", "Mr Pemberton"]
    carried = ["umbrella", "golf clubs", "hatbox", "violin case", "birdcage"]
    cities = ["Naples", "Boston", "Edinburgh", "Lagos", "Bombay"]
    return solve([guests, carried, cities], [
        lambda p: p["Mr Pemberton"] == 4,
        lambda p: p["violin case"] + 1 == p["Mr Pemberton"],
        lambda p: p["Mrs Okoye"] % 2 == 0,  # an odd floor: places count from 0 here
        lambda p: p["Edinburgh"] == p["hatbox"],
        lambda p: p["Miss Darrow"] + 2 == p["Mrs Okoye"],
        lambda p: p["Lagos"] == p["golf clubs"] + 2,
        lambda p: p["Signor Ricci"] == p["violin case"],
        lambda p: p["birdcage"] == 4,
        lambda p: p["Bombay"] == p["violin case"] + 1,
        lambda p: p["Miss Darrow"] == p["umbrella"],
        lambda p: p["Colonel Blythe"] != p["Naples"],
    ])


def r31():
    """31 Scottish pub quiz host: four stools along the bar, stool 1 by the door."""
    regulars = ["Fiona", "Hamish", "Morag", "Callum"]
    drinks = ["Irn-Bru", "heavy", "whisky", "gin"]
    towns = ["Oban", "Dundee", "Paisley", "Stirling"]

    def between(p, middle, a, b):
        return min(p[a], p[b]) < p[middle] < max(p[a], p[b])

    return solve([regulars, drinks, towns], [
        lambda p: p["Fiona"] == 0,
        lambda p: next_to(p, "heavy", "Fiona"),
        lambda p: between(p, "Morag", "Hamish", "Callum"),
        lambda p: p["Morag"] != p["gin"],
        lambda p: p["Paisley"] == p["whisky"],
        lambda p: p["Callum"] == 3,
        lambda p: p["Irn-Bru"] == p["Oban"],
        lambda p: p["Hamish"] == p["Dundee"],
        lambda p: next_to(p, "Stirling", "whisky"),
    ])


def r32():
    """32 Einstein's riddle with a harbour for a street: values never listed, 14 hints."""
    skippers = ["Finn", "Chilean", "Irishman", "Greek", "Portuguese"]
    colours = ["yellow", "blue", "red", "green", "white"]
    teas = ["rooibos", "mint", "Earl Grey", "chai", "jasmine"]
    pets = ["ferret", "monkey", "tortoise", "cat", "parrot"]
    return solve([skippers, colours, teas, pets], [
        lambda p: p["Irishman"] == p["red"],
        lambda p: p["Finn"] == 0,
        lambda p: next_to(p, "Finn", "blue"),
        lambda p: p["green"] + 1 == p["white"],  # "on the immediate left of"
        lambda p: p["green"] == p["chai"],
        lambda p: p["Earl Grey"] == p["tortoise"],
        lambda p: p["Earl Grey"] == 2,
        lambda p: p["yellow"] == p["rooibos"],
        lambda p: p["Chilean"] == p["monkey"],
        lambda p: next_to(p, "ferret", "monkey"),
        lambda p: next_to(p, "cat", "Earl Grey"),
        lambda p: p["Portuguese"] == p["jasmine"],
        lambda p: p["Greek"] == p["cat"],
        lambda p: next_to(p, "mint", "ferret"),
    ])


def r33():
    """33 aptitude-test block: eight persons A to H on floors 1 (lowermost) to 8 (topmost)."""
    persons = ["E", "B", "G", "A", "H", "C", "F", "D"]
    colours = ["White", "Red", "Blue", "Yellow", "Green", "Black", "Orange", "Violet"]
    return solve([persons, colours], [
        lambda p: p["D"] == 7,
        lambda p: abs(p["D"] - p["H"]) == 3,  # "only two persons live between"
        lambda p: p["C"] == p["Green"] + 1,
        lambda p: p["H"] == p["Green"],
        lambda p: p["F"] + 1 == p["D"],
        lambda p: p["E"] == 0,
        lambda p: p["A"] % 2 == 1,  # an even-numbered floor: places count from 0 here
        lambda p: p["G"] % 2 == 0,
        lambda p: abs(p["A"] - p["B"]) == 2,
        lambda p: p["A"] > p["G"],
        lambda p: p["F"] == p["Orange"],
        lambda p: p["Violet"] == 7,
        lambda p: p["Blue"] == p["B"] + 1,
        lambda p: p["Yellow"] + 1 == p["H"],
        lambda p: p["Yellow"] < p["Black"] < p["Orange"],
        lambda p: p["B"] != p["White"],
    ])


def r34():
    """34 puzzle blog's story: four fete stalls from the church gate to the duck pond."""
    neighbours = ["Reverend Day", "Mrs Baxter", "Ms Kettering", "Mr Owusu"]
    stalls = ["books", "cakes", "plants", "tombola"]
    hats = ["purple", "yellow", "green", "red"]
    return solve([neighbours, stalls, hats], [
        lambda p: p["Reverend Day"] == 0,
        lambda p: p["Mrs Baxter"] == p["cakes"] and next_to(p, "cakes", "Reverend Day"),
        lambda p: p["tombola"] == 3,
        lambda p: p["plants"] == p["cakes"] + 1,
        lambda p: p["Mr Owusu"] == p["red"],
        lambda p: p["Ms Kettering"] != p["tombola"],
        lambda p: p["green"] == p["plants"],
        lambda p: p["Mrs Baxter"] == p["yellow"],
    ])


def r35():
    """35 retired speedrunner: the game's dinner party, written from memory."""
    names = ["Madam Natsiou", "Doctor Marcolla", "Countess Contee", "Baroness Finch", "Lady Winslow"]
    colors = ["green", "purple", "red", "white", "blue"]
    drinks = ["whiskey", "absinthe", "wine", "rum", "beer"]
    cities = ["Baleton", "Dunwall", "Karnaca", "Fraeport", "Dabokva"]
    heirlooms = ["Snuff Tin", "War Medal", "Diamond", "Ring", "Bird Pendant"]
    return solve([names, colors, drinks, cities, heirlooms], [
        lambda p: p["Madam Natsiou"] == 0 and next_to(p, "Madam Natsiou", "purple"),
        lambda p: p["Doctor Marcolla"] == p["purple"],
        lambda p: p["Countess Contee"] == p["red"] == 2,
        lambda p: p["blue"] == 4,
        lambda p: p["absinthe"] == p["Dunwall"],
        lambda p: p["white"] == p["rum"] and p["white"] == p["Countess Contee"] + 1,
        lambda p: p["Lady Winslow"] == p["beer"],
        lambda p: p["Karnaca"] == p["Diamond"],
        lambda p: p["Baroness Finch"] == p["Fraeport"],
        lambda p: p["whiskey"] == p["Snuff Tin"],
        lambda p: p["War Medal"] == p["Doctor Marcolla"],
        lambda p: next_to(p, "Baleton", "War Medal"),
        lambda p: p["Ring"] == p["rum"],
        lambda p: p["wine"] == p["Karnaca"],
        lambda p: p["Countess Contee"] != p["whiskey"],
    ])


def r36():
    """36 Spanish speaker: four houses, Spanish word order and prepositions."""
    names = ["Lucía", "Pablo", "Carmen", "Javier"]
    colors = ["yellow", "blue", "white", "green"]
    pets = ["cat", "dog", "fish", "parrot"]
    drinks = ["coffee", "tea", "milk", "juice"]
    return solve([names, colors, pets, drinks], [
        lambda p: p["Lucía"] == 0,
        lambda p: p["cat"] == p["Lucía"],
        lambda p: p["Carmen"] == p["white"],
        lambda p: right_of(p, "Pablo", "Lucía"),
        lambda p: p["fish"] == p["milk"],
        lambda p: p["Javier"] == p["parrot"] == p["green"],
        lambda p: p["blue"] + 1 == p["white"],
        lambda p: p["coffee"] == p["yellow"],
        lambda p: p["tea"] not in (p["Carmen"], p["Javier"]),
        lambda p: next_to(p, "dog", "cat"),
        lambda p: next_to(p, "Pablo", "Lucía"),
    ])


def r37():
    """37 escape-room designer: five bunks from the porthole (1) to the door (5)."""
    crew = ["Quinn", "Ortega", "Hollis", "Vance", "Mercer"]
    ranks = ["navigator", "cook", "captain", "medic", "engineer"]
    items = ["compass", "flare", "brass key", "logbook", "pocket watch"]
    return solve([crew, ranks, items], [
        lambda p: p["captain"] == 2,
        lambda p: p["Quinn"] == 0,
        lambda p: p["navigator"] == p["compass"],
        lambda p: p["engineer"] == 4,
        lambda p: next_to(p, "cook", "navigator") and next_to(p, "cook", "captain")
        and p["navigator"] != p["captain"],
        lambda p: p["Hollis"] == p["captain"],
        lambda p: p["medic"] == p["logbook"],
        lambda p: p["Mercer"] != p["medic"],
        lambda p: p["brass key"] == p["captain"],
        lambda p: next_to(p, "Vance", "Mercer"),
        lambda p: p["Ortega"] != p["pocket watch"],
    ])


def r38():
    """38 grandmother's letter: four friends on a settee, left to right."""
    friends = ["Dorothy", "Edna", "Joan", "Margaret"]
    cardigans = ["navy", "lilac", "cream", "pink"]
    brought = ["flapjacks", "scones", "shortbread", "Victoria sponge"]
    return solve([friends, cardigans, brought], [
        lambda p: p["Dorothy"] == 0,
        lambda p: next_to(p, "Edna", "Dorothy") and p["Edna"] == p["lilac"],
        lambda p: p["scones"] == p["lilac"],
        lambda p: p["Margaret"] == 3 and p["Margaret"] == p["Victoria sponge"],
        lambda p: p["cream"] == p["shortbread"],
        lambda p: p["Margaret"] == p["pink"],
        lambda p: p["Joan"] != p["pink"],
        lambda p: p["Dorothy"] != p["shortbread"],
    ])


def r39():
    """39 Discord moderator: five desks at a LAN party, left to right."""
    mods = ["Nova", "Kai", "Zed", "Mia", "Rex"]
    games = ["Tetris", "Valorant", "Minecraft", "Stardew", "Rocket League"]
    headsets = ["red", "black", "white", "green", "blue"]
    return solve([mods, games, headsets], [
        lambda p: p["Nova"] == 0,
        lambda p: next_to(p, "Kai", "Nova") and p["Kai"] == p["Valorant"],
        lambda p: p["Minecraft"] == 2,
        lambda p: p["black"] == p["Valorant"],
        lambda p: p["Rex"] == 4 and p["Rex"] == p["blue"],
        lambda p: p["Mia"] == p["Stardew"] and not next_to(p, "Mia", "Kai"),
        lambda p: p["Nova"] != p["Rocket League"],
        lambda p: p["green"] == p["Stardew"],
        lambda p: p["Zed"] != p["red"],
    ])


def r40():
    """40 detective-novel fan: five guests at a table, every clue in the past perfect."""
    guests = ["Lord Fenwick", "Miss Lane", "Dr Hartley", "Mrs Peel", "Colonel Ashby"]
    colors = ["grey", "green", "black", "red", "blue"]
    drinks = ["brandy", "sherry", "port", "claret", "water"]
    towns = ["Oxford", "Bath", "London", "York", "Dover"]
    return solve([guests, colors, drinks, towns], [
        lambda p: p["Lord Fenwick"] == 0,
        lambda p: p["Bath"] == p["Lord Fenwick"] + 1,
        lambda p: p["Dr Hartley"] == p["black"] == 2,
        lambda p: p["Mrs Peel"] == p["red"],
        lambda p: p["claret"] == p["red"],
        lambda p: p["Colonel Ashby"] == p["water"] == 4,
        lambda p: p["Miss Lane"] == p["sherry"],
        lambda p: p["port"] == p["London"],
        lambda p: next_to(p, "green", "brandy"),
        lambda p: p["Dover"] != p["grey"],
        lambda p: p["Colonel Ashby"] != p["grey"],
        lambda p: next_to(p, "York", "London"),
        lambda p: p["Mrs Peel"] != p["Oxford"],
    ])


def r41():
    """41 campsite warden: four pitches from the shower block to the lake, places possessed."""
    campers = ["Priya", "Dave", "Tomasz", "Lou"]
    tents = ["green", "orange", "grey", "blue"]
    things = ["barbecue", "dog", "bikes", "kayak"]
    return solve([campers, tents, things], [
        lambda p: p["Priya"] == 0,
        lambda p: next_to(p, "Dave", "Priya"),
        lambda p: p["kayak"] == 3,
        lambda p: p["Lou"] == p["blue"],
        lambda p: p["dog"] == p["Dave"],
        lambda p: next_to(p, "grey", "Lou"),
        lambda p: p["Tomasz"] != p["kayak"],
        lambda p: p["barbecue"] == p["green"],
        lambda p: p["orange"] != p["Tomasz"],
    ])


def r42():
    """42 school sports-day teacher: a sack race, finishing order."""
    names = ["Chloe", "Ben", "Dev", "Aisha", "Erin"]
    houses = ["Birch", "Elm", "Oak", "Pine", "Ash"]
    sacks = ["purple", "blue", "red", "green", "yellow"]
    return solve([names, houses, sacks], [
        lambda p: p["Chloe"] == 0,
        lambda p: p["Erin"] == 4,
        lambda p: p["Ben"] == 1 and p["Chloe"] == 0,  # beaten only by
        lambda p: p["Oak"] == p["Ben"] + 1,
        lambda p: p["Dev"] < p["Aisha"],
        lambda p: p["purple"] == 0,
        lambda p: p["Elm"] == 1,
        lambda p: p["yellow"] == 4,
        lambda p: p["Birch"] in (0, 1, 2),
        lambda p: p["Aisha"] == p["Pine"],
        lambda p: p["green"] == p["blue"] + 2,
    ])


def r43():
    """43 sommelier: dinner party, 5, wine-trade colours."""
    names = ["Monsieur Delacroix", "Signora Bellini", "Mrs Ashby", "Herr Vogt", "Dr Okonkwo"]
    colors = ["straw", "garnet", "ivory", "plum", "emerald"]
    wines = ["Chablis", "Barolo", "Sancerre", "Malbec", "Rioja"]
    towns = ["Lyon", "Verona", "Adelaide", "Porto", "Napa"]
    heirlooms = ["silver tastevin", "pocket watch", "cameo", "signet ring", "snuff box"]
    return solve([names, colors, wines, towns, heirlooms], [
        lambda p: p["Monsieur Delacroix"] == 0,
        lambda p: p["straw"] == p["Chablis"],
        lambda p: p["Signora Bellini"] == p["Verona"] == p["Chablis"] + 1,
        lambda p: p["Barolo"] == p["garnet"],
        lambda p: p["Mrs Ashby"] == p["ivory"] == 2,
        lambda p: (p["Mrs Ashby"] + 1 == p["Malbec"] == p["Napa"] - 1)
        or (p["Mrs Ashby"] - 1 == p["Malbec"] == p["Napa"] + 1),
        lambda p: p["snuff box"] == p["Rioja"],
        lambda p: p["cameo"] == p["ivory"],
        lambda p: p["Herr Vogt"] == p["plum"],
        lambda p: p["Porto"] == p["signet ring"],
        lambda p: p["Lyon"] not in (p["Sancerre"], p["Rioja"]),
        lambda p: p["Dr Okonkwo"] == p["emerald"],
        lambda p: p["Dr Okonkwo"] != p["Malbec"],
        lambda p: p["silver tastevin"] == p["Lyon"],
        lambda p: next_to(p, "pocket watch", "silver tastevin"),
    ])


def r44():
    """44 lawyer: car park, 4 bays from the entrance."""
    names = ["Ms Harcourt", "Mr Pell", "Mrs Quayle", "Mr Osei"]
    makes = ["Volvo", "Jaguar", "Tesla", "Audi"]
    colors = ["silver", "black", "white", "red"]
    practices = ["Probate", "Litigation", "Conveyancing", "Family"]
    return solve([names, makes, colors, practices], [
        lambda p: p["Probate"] == 0,
        lambda p: p["Jaguar"] == p["silver"] + 1,
        lambda p: p["Ms Harcourt"] == p["Litigation"] == p["Jaguar"],
        lambda p: p["red"] not in (p["Mr Pell"], p["Mr Osei"]),
        lambda p: p["Family"] == 3,
        lambda p: p["white"] != p["Volvo"] and p["white"] in (1, 2),
        lambda p: p["Tesla"] == p["Mr Osei"],
        lambda p: p["Audi"] != p["black"],
        lambda p: p["Conveyancing"] == p["white"],
        lambda p: p["Mrs Quayle"] == p["red"],
        lambda p: p["Volvo"] != 3,
    ])


def r45():
    """45 sea captain's log: race, 5 ships, order of finish."""
    ships = ["Albatross", "Kestrel", "Sea Witch", "Vigilant", "Marigold"]
    masters = ["Captain Hale", "Captain Dunne", "Captain Ortega", "Captain Rasmussen", "Captain Mbeki"]
    ports = ["Falmouth", "Leith", "Cork", "Whitby", "Bristol"]
    return solve([ships, masters, ports], [
        lambda p: p["Albatross"] == 2,
        lambda p: p["Albatross"] == p["Captain Hale"] == p["Falmouth"],
        lambda p: p["Kestrel"] == 0 == p["Captain Dunne"],
        lambda p: p["Captain Dunne"] == p["Leith"],
        lambda p: p["Marigold"] == 4,
        lambda p: p["Captain Ortega"] == p["Albatross"] - 1,
        lambda p: p["Cork"] != p["Vigilant"],
        lambda p: p["Captain Rasmussen"] != p["Marigold"],
        lambda p: p["Bristol"] > p["Whitby"],
        lambda p: p["Sea Witch"] < p["Vigilant"],
        lambda p: p["Captain Ortega"] != p["Whitby"],
    ])


def r46():
    """46 knitting circle: window bench, 4, left to right."""
    names = ["Gwen", "Colin", "Doreen", "Maisie"]
    yarns = ["rust", "teal", "cream", "mustard"]
    projects = ["tea cosy", "socks", "baby blanket", "jumper"]
    bakes = ["flapjack", "parkin", "scones", "Victoria sponge"]
    return solve([names, yarns, projects, bakes], [
        lambda p: p["Doreen"] == p["baby blanket"] == p["cream"],
        lambda p: p["Colin"] == p["socks"] and next_to(p, "Colin", "Doreen"),
        lambda p: p["flapjack"] == 0,
        lambda p: p["jumper"] == p["Victoria sponge"],
        lambda p: {p["mustard"], p["rust"]} == {0, 3},
        lambda p: p["Maisie"] not in (p["tea cosy"], p["socks"]),
        lambda p: p["Colin"] == p["parkin"],
        lambda p: p["Maisie"] == p["mustard"],
        lambda p: p["teal"] + 1 == p["cream"],
    ])


def r47():
    """47 Italian speaker: five houses, zebra style."""
    names = ["Luca", "Giulia", "Sofia", "Chiara", "Marco"]
    colors = ["yellow", "green", "white", "red", "blue"]
    pets = ["dog", "fish", "parrot", "turtle", "cat"]
    drinks = ["water", "espresso", "wine", "grappa", "limoncello"]
    return solve([names, colors, pets, drinks], [
        lambda p: p["Luca"] == 0,
        lambda p: p["Giulia"] == p["green"],
        lambda p: p["green"] == p["yellow"] + 1,
        lambda p: p["wine"] == 2,
        lambda p: p["espresso"] == p["green"],
        lambda p: p["Marco"] == 4 == p["blue"],
        lambda p: p["cat"] not in (p["Luca"], p["Sofia"]),
        lambda p: p["Luca"] == p["dog"],
        lambda p: next_to(p, "fish", "dog"),
        lambda p: p["Chiara"] == p["grappa"],
        lambda p: p["red"] == p["turtle"],
        lambda p: p["white"] == p["parrot"],
        lambda p: p["limoncello"] == p["Marco"],
        lambda p: right_of(p, "turtle", "parrot"),
    ])


def r48():
    """48 train conductor: five coaches, A (front) to E (back)."""
    names = ["Ruth", "Mr Baptiste", "Ahmed", "Mrs Kowalczyk", "Old Jim"]
    stops = ["Bath", "Swindon", "Bristol", "Didcot", "Chippenham"]
    tickets = ["season ticket", "railcard", "anytime single", "off-peak return", "penalty fare"]
    return solve([names, stops, tickets], [
        lambda p: p["Ruth"] == 0 == p["season ticket"],
        lambda p: p["Swindon"] == p["Ruth"] + 1,
        lambda p: p["Old Jim"] == 4 == p["penalty fare"],
        lambda p: p["railcard"] == 1,
        lambda p: p["Mrs Kowalczyk"] not in (p["Bath"], p["Bristol"]),
        lambda p: p["Ahmed"] == p["anytime single"],
        lambda p: p["Bristol"] == p["Old Jim"] - 2,
        lambda p: p["Chippenham"] > p["off-peak return"],
        lambda p: p["Mr Baptiste"] != p["Didcot"],
        lambda p: p["Ahmed"] == p["Bristol"],
        lambda p: p["Mrs Kowalczyk"] > p["Ahmed"],
    ])


def r49():
    """49 Japanese speaker: floors 1F (bottom) to 5F (top)."""
    names = ["Ito-san", "Tanaka-san", "Watanabe-san", "Sato-san", "Suzuki-san"]
    jobs = ["cook", "teacher", "doctor", "student", "office worker"]
    pets = ["rabbit", "cat", "goldfish", "parakeet", "hamster"]
    return solve([names, jobs, pets], [
        lambda p: p["cook"] == 0,
        lambda p: p["Suzuki-san"] == 4,
        lambda p: p["teacher"] == p["cat"],
        lambda p: p["Tanaka-san"] == p["teacher"] == p["cook"] + 1,
        lambda p: p["doctor"] not in (p["Ito-san"], p["Sato-san"]),
        lambda p: p["goldfish"] + 1 == p["parakeet"],
        lambda p: p["student"] == p["doctor"] + 1,
        lambda p: p["hamster"] == p["office worker"],
        lambda p: p["Ito-san"] == p["rabbit"],
        lambda p: p["Watanabe-san"] < p["Sato-san"],
    ])


def r50():
    """50 fantasy novelist: the council table, 5, left to right."""
    names = ["Brother Oswin", "Queen Isolde", "Aldric the Grey", "the Witch Yssa", "Maelis of the Thorn"]
    realms = ["Coldharbour", "Highspire", "Dunmarch", "the Fenlands", "the Ember Isles"]
    sigils = ["owl", "lion", "stag", "serpent", "raven"]
    drinks = ["spring water", "wine", "mead", "black ale", "cider"]
    return solve([names, realms, sigils, drinks], [
        lambda p: p["Aldric the Grey"] == 2,
        lambda p: p["the Witch Yssa"] == p["Aldric the Grey"] + 1 == p["serpent"],
        lambda p: p["Brother Oswin"] == 0 == p["Coldharbour"] == p["spring water"],
        lambda p: p["the Ember Isles"] == 4,
        lambda p: p["mead"] == p["stag"],
        lambda p: p["Queen Isolde"] == p["lion"] == p["Highspire"],
        lambda p: p["black ale"] == p["the Fenlands"],
        lambda p: p["raven"] != p["wine"],
        lambda p: next_to(p, "wine", "mead"),
        lambda p: not next_to(p, "Maelis of the Thorn", "Queen Isolde"),
        lambda p: p["raven"] == p["the Ember Isles"],
        lambda p: p["stag"] == p["Dunmarch"],
        lambda p: p["owl"] in (p["Brother Oswin"], p["Queen Isolde"]),
    ])


def r51():
    """51 tired parent: homework, 4 books on a shelf, left to right."""
    titles = ["Space Pirates", "The Lost Kitten", "Dino Detectives", "The Magic Tree"]
    colors = ["green", "purple", "red", "yellow"]
    kids = ["Chloe", "Amir", "Bella", "Dan"]
    return solve([titles, colors, kids], [
        lambda p: p["red"] > p["green"],
        lambda p: p["Space Pirates"] in (0, 3),
        lambda p: p["Chloe"] == p["green"],
        lambda p: abs(p["Amir"] - p["Chloe"]) == 1 and abs(p["Amir"] - p["Bella"]) == 1,
        lambda p: not next_to(p, "The Magic Tree", "The Lost Kitten"),
        lambda p: p["Dan"] == p["yellow"],
        lambda p: p["Dino Detectives"] == p["red"],
        lambda p: p["purple"] not in (0, 3),
        lambda p: next_to(p, "The Lost Kitten", "Space Pirates"),
        lambda p: p["Amir"] != p["Dino Detectives"],
    ])


def r52():
    """52 Brazilian Portuguese speaker: samba schools, parade order, first to last."""
    schools = ["Império do Sol", "Beija-Mar", "Unidos da Vila", "Mocidade da Praia", "Estrela do Norte"]
    colors = ["gold", "blue", "red", "green", "pink"]
    themes = ["the stars", "the sea", "Carmen Miranda", "the Amazon", "football"]
    return solve([schools, colors, themes], [
        lambda p: p["Império do Sol"] == 0 == p["gold"],
        lambda p: p["the sea"] == p["gold"] + 1,
        lambda p: p["Estrela do Norte"] == 4,
        lambda p: p["green"] == p["the Amazon"],
        lambda p: p["Unidos da Vila"] == 2 and p["Unidos da Vila"] not in (p["green"], p["blue"]),
        lambda p: p["Beija-Mar"] < p["Mocidade da Praia"],
        lambda p: p["pink"] == p["football"],
        lambda p: p["Beija-Mar"] == p["the sea"],
        lambda p: p["Carmen Miranda"] != p["Império do Sol"],
        lambda p: p["green"] == p["Unidos da Vila"] + 1,
        lambda p: p["Carmen Miranda"] != 4,
        lambda p: p["Mocidade da Praia"] != p["pink"],
    ])


RIDDLES = {
    "01-gamer-dinner": r01,
    "02-maths-teacher": r02,
    "03-german-speaker": r03,
    "04-magazine-shelf": r04,
    "05-game-master-tavern": r05,
    "06-parent-pets": r06,
    "07-office-fun-run": r07,
    "08-crossword-idioms": r08,
    "09-novelist-manor": r09,
    "10-programmer-desks": r10,
    "11-phone-photo": r11,
    "12-aristocrat-supper": r12,
    "13-sports-fan-race": r13,
    "14-poet-verses": r14,
    "15-student-houses": r15,
    "16-floors-building": r16,
    "17-nurse-ward": r17,
    "18-kid-pets": r18,
    "19-bank-exam": r19,
    "20-chess-club": r20,
    "21-hotel-reception": r21,
    "22-cinema-usher": r22,
    "23-wedding-planner": r23,
    "24-dog-show": r24,
    "25-bus-driver": r25,
    "26-allotment": r26,
    "27-reddit-uncle": r27,
    "28-french-bakery": r28,
    "29-marathon-commentator": r29,
    "30-lift-attendant": r30,
    "31-pub-quiz-host": r31,
    "32-einstein-harbour": r32,
    "33-aptitude-floors": r33,
    "34-blog-fete": r34,
    "35-speedrunner-memory": r35,
    "36-spanish-street": r36,
    "37-escape-room-bunks": r37,
    "38-granny-letter": r38,
    "39-discord-lan": r39,
    "40-detective-past-perfect": r40,
    "41-campsite-warden": r41,
    "42-sports-day-teacher": r42,
    "43-sommelier-supper": r43,
    "44-solicitor-car-park": r44,
    "45-sea-captain-log": r45,
    "46-knitting-circle": r46,
    "47-italian-street": r47,
    "48-train-guard": r48,
    "49-japanese-mansion": r49,
    "50-fantasy-council": r50,
    "51-tired-parent-forum": r51,
    "52-brazilian-carnaval": r52,
}


def answer_rows(path):
    """The .answer table: one row per place, the values after the place number, folded."""
    rows = []
    for line in open(path, encoding="utf-8"):
        cells = [c.strip() for c in line.split("|")]
        if len(cells) > 1 and cells[0].isdigit():
            rows.append([c.lower() for c in cells[1:]])
    return rows


def main():
    global READING
    here = os.path.dirname(os.path.abspath(__file__))
    failures = 0
    for name, model in RIDDLES.items():
        READING = "immediate"
        solutions = model()
        READING = "somewhere"
        somewhere = len(model())
        READING = "immediate"
        want = answer_rows(os.path.join(here, name + ".answer"))
        assert os.path.exists(os.path.join(here, name + ".txt")), name
        if len(solutions) != 1:
            print(f"FAIL {name}: {len(solutions)} solutions")
            failures += 1
        elif [[v.lower() for v in row] for row in solutions[0]] != want:
            print(f"FAIL {name}: the solution is not the .answer: {solutions[0]}")
            failures += 1
        else:
            print(f"ok   {name}: unique; somewhere-reading count: {somewhere}")
    if failures:
        sys.exit(1)
    print(f"all {len(RIDDLES)} riddles have exactly one solution, the one in their .answer")


if __name__ == "__main__":
    main()
