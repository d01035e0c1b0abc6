#!/usr/bin/env python3
"""Generates Waterfall's bundled shop catalog and example files, byte-identically on every run.

    python3 Data/generate.py            # rewrites Data/catalog/ and Data/examples/
    python3 Data/generate.py --check    # exits 1 if the committed files differ from a fresh run

Standard library only. Every item shows one of the real photos in Data/photos/, listed in
Data/photos/photos.json (written by Data/make_photos.py from the hand-written
Data/photo-products.json): its file, pixel size, colour, 12-pixel thumbnail, and the product it
shows (title, category, shop, CNY price, rating). Every random choice comes from
random.Random(SEED), so the output depends on nothing but this file and photos.json.

* Banners ("span": "full", a card across all columns) introduce a collection: one per banner
  photo, spread evenly over the pages (page 1 has one), each at a random place among the 12th
  to 26th item of its page. A banner's price is the lowest CNY price of the catalog's items in
  its collection's categories ("from ¥…").
* A few products are featured across two columns ("span": 2): on every FEATURED_EVERY-th page
  from page 2, the first product whose photo is at least twice as wide as tall. No random
  choice is taken for them, so the rest of the catalog does not depend on them.
* Every other item shows a one-column photo. There are more such items than photos, so most
  photos are listed twice: once as photo-products.json describes the product, once by another
  shop of the same category at another price and rating. The order is random, but two items
  within REPEAT_WINDOW consecutive items never show the same photo, also across the end of the
  catalog to its start (as `--infinite` cycles it), and neighbours are of different categories
  where possible.
* About 12 % of the prices are shown in USD, EUR, GBP, JPY or HKD (converted from the CNY price
  at fixed rates and rounded to a shop-like ending); about 10 % of the items have no rating and
  15 % no sales count.

The example files show photos too, each photo at most once per file, with paths relative to
Data/examples/. The format is documented in docs/data-format.md.
"""

import json
import math
import os
import random
import sys

SEED = 20240501
PAGE_COUNT = 20
PAGE_SIZE = 30
FEATURED_EVERY = 4
THUMB_WIDTH = 12
THUMB_MAX_HEIGHT = 24
THUMB_MIN_HEIGHT = 3
REPEAT_WINDOW = 80  # at least the cards of a 200×60 screen
BANNER_SLOTS = (12, 26)  # a banner's place on its page, 1-based: after the first screen's cards
EXAMPLE_BANNERS = {1: 1, 25: 8}  # items.jsonl item number -> banner index

HERE = os.path.dirname(os.path.abspath(__file__))
PHOTO_MANIFEST = os.path.join(HERE, "photos", "photos.json")

# Currency, decimals, CNY per unit (fixed rates: the catalog is a demo, not a price list).
OTHER_CURRENCIES = [("USD", 2, 7.2), ("EUR", 2, 7.8), ("GBP", 2, 9.1), ("JPY", 0, 0.048), ("HKD", 2, 0.92)]
FOREIGN_PRICE_SHARE = 0.12
CENT_ENDINGS = [0, 0, 0, 90, 99, 50, 80]
SECOND_LISTING_PRICE = (0.85, 1.2)
SECOND_LISTING_RATING_STEPS = [-0.2, -0.1, 0.0, 0.1, 0.2]
NO_RATING_SHARE = 0.1
NO_SALES_SHARE = 0.15


def load_photos():
    """photos.json's one-column photos and banners."""
    try:
        with open(PHOTO_MANIFEST, "rb") as manifest:
            photos = json.loads(manifest.read())
        return photos["photos"], photos["banners"]
    except (OSError, ValueError, KeyError) as error:
        sys.exit("cannot read %s (written by Data/make_photos.py): %s" % (PHOTO_MANIFEST, error))


def yuan_cents(text):
    """"39.90" -> 3990."""
    whole, _, cents = text.partition(".")
    return int(whole) * 100 + int(cents)


def nice_amount(rng, cents, decimals):
    """`cents` (hundredths of a unit) rounded to a shop-like price: whole units with an ending
    from CENT_ENDINGS, or a multiple of 10 for currencies without decimals."""
    if decimals == 0:
        return max(10, int(round(cents / 100, -1)))
    whole = max(1, int(cents // 100))
    return whole * 100 + rng.choice(CENT_ENDINGS)


def make_price(rng, cny_cents):
    """The item's price: mostly the CNY price itself, sometimes converted to another currency."""
    if rng.random() >= FOREIGN_PRICE_SHARE:
        return {"amount": cny_cents, "currency": "CNY"}
    code, decimals, rate = rng.choice(OTHER_CURRENCIES)
    return {"amount": nice_amount(rng, cny_cents / rate, decimals), "currency": code}


def photo_fields(photo, directory):
    """The fields an item takes from its photo, the file being in `directory` relative to the
    item's file."""
    return {
        "width": photo["width"],
        "height": photo["height"],
        "color": photo["color"],
        "thumbnail": photo["thumbnail"],
        "image": directory + photo["file"],
    }


def make_item(rng, item_id, photo, listing, shops, directory):
    """An item showing `photo`: its first listing (`listing` 0) as photo-products.json writes
    it, its second by another shop of the category at another price and rating."""
    cny = yuan_cents(photo["price"])
    shop = photo["shop"]
    rating = photo["rating"]
    if listing:
        shop = rng.choice([other for other in shops[photo["category"]] if other != shop])
        cny = nice_amount(rng, cny * rng.uniform(*SECOND_LISTING_PRICE), 2)
        rating = min(5.0, max(3.0, round(rating + rng.choice(SECOND_LISTING_RATING_STEPS), 1)))
    item = {"id": item_id, "title": photo["title"], "price": make_price(rng, cny)}
    item.update(photo_fields(photo, directory))
    item["shop"] = shop
    if rng.random() >= NO_RATING_SHARE:
        item["rating"] = rating
    if rng.random() >= NO_SALES_SHARE:
        item["sales"] = int(math.exp(rng.uniform(0, math.log(200000)))) - 1
    return {key: item[key] for key in ("id", "title", "price", "width", "height", "shop", "color", "rating", "sales",
                                       "thumbnail", "image") if key in item}


def banner_positions(rng, count):
    """0-based catalog positions of `count` banners: banner i on page 1 + i × pages / count, at a
    random place in BANNER_SLOTS."""
    return [(i * PAGE_COUNT // count) * PAGE_SIZE + rng.randint(*BANNER_SLOTS) - 1 for i in range(count)]


def cyclic_distance(a, b, length):
    """How many items apart positions a and b are in a catalog of `length` items read in a
    cycle (as `--infinite` reads it)."""
    gap = abs(a - b) % length
    return min(gap, length - gap)


def photo_sequence(rng, photos, slots, window):
    """`slots` photo indices in catalog order: every photo once, `slots - len(photos)` of them
    twice, no photo twice within `window` consecutive slots read in a cycle, and neighbours of
    different categories where the choice allows.

    The photos shown twice come first, in a random order; then the others and the second
    showings, in a random order, except that a second showing whose last possible slot is near
    is taken first (earliest deadline first), so every second showing lands between `window`
    slots after its first and `window` slots before the first comes round again. O(slots × photos)."""
    count = len(photos)
    if not count <= slots <= 2 * count:
        sys.exit("%d photos cannot fill %d slots, once or twice each" % (count, slots))
    twice = rng.sample(range(count), slots - count)
    fresh = set(range(count))
    first_slot = {}
    shown_twice = set()
    order = []

    def pick(pool):
        varied = [index for index in pool if not order or photos[index]["category"] != photos[order[-1]]["category"]]
        return rng.choice(sorted(varied or pool))

    for slot in range(slots):
        if slot < len(twice):
            choice = pick([index for index in twice if index in fresh])
        else:
            pending = sorted((first_slot[index] + slots - window, index) for index in twice if index not in shown_twice)
            urgent = [index for rank, (deadline, index) in enumerate(pending) if deadline - slot <= rank]
            if urgent:
                choice = pending[0][1]
            else:
                released = [index for _, index in pending if slot - first_slot[index] >= window]
                pool = released + sorted(fresh)
                if not pool:
                    sys.exit("no photo may go to slot %d; change SEED or REPEAT_WINDOW" % slot)
                choice = pick(pool)
        if choice in first_slot:
            shown_twice.add(choice)
        order.append(choice)
        fresh.discard(choice)
        first_slot.setdefault(choice, slot)
    return order


def check_repeats(items, window):
    """Exits if some image appears twice within `window` consecutive items, read in a cycle."""
    seen = {}
    for position, item in enumerate(items):
        seen.setdefault(item["image"], []).append(position)
    for image, positions in seen.items():
        for a in positions:
            for b in positions:
                if a < b and cyclic_distance(a, b, len(items)) < window:
                    sys.exit("%s appears at items %d and %d, fewer than %d apart" % (image, a + 1, b + 1, window))


def make_banner(item_id, banner, items, photos_by_file):
    """A full-span item for `banner` under `item_id`, priced from the lowest CNY price of the
    `items` in its collection."""
    collection = set(banner["collection"])
    prices = [item["price"]["amount"] for item in items
              if item["price"]["currency"] == "CNY" and photos_by_file[item["image"].rsplit("/", 1)[-1]]["category"] in collection]
    if not prices:
        sys.exit("banner %r: no item with a CNY price is in its collection" % banner["title"])
    item = {"id": item_id, "span": "full", "title": banner["title"], "price": {"amount": min(prices), "currency": "CNY"}}
    fields = photo_fields(banner, "../photos/")
    item.update({key: fields[key] for key in ("width", "height")})
    item["shop"] = banner["shop"]
    item.update({key: fields[key] for key in ("color", "thumbnail", "image")})
    return item


def catalog_items(rng, photos, banners, shops):
    """The 600 catalog items in order."""
    total = PAGE_COUNT * PAGE_SIZE
    banner_at = dict(zip(banner_positions(rng, len(banners)), banners))
    sequence = photo_sequence(rng, photos, total - len(banner_at), REPEAT_WINDOW)
    listings = {}
    items = []
    column_photos = iter(sequence)
    for position in range(total):
        if position in banner_at:
            items.append(None)
            continue
        index = next(column_photos)
        listing = listings.get(index, 0)
        listings[index] = listing + 1
        items.append(make_item(rng, "wf-%04d" % (position + 1), photos[index], listing, shops, "../photos/"))
    photos_by_file = {photo["file"]: photo for photo in photos}
    column_items = [item for item in items if item]
    for position, banner in banner_at.items():
        items[position] = make_banner("wf-%04d" % (position + 1), banner, column_items, photos_by_file)
    check_repeats(items, REPEAT_WINDOW)
    return items


def feature_wide_products(items):
    """Marks the featured products (see the module's description) in place, "span" after "id"."""
    for page in range(2, PAGE_COUNT + 1, FEATURED_EVERY):
        on_page = range((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
        for position in on_page:
            item = items[position]
            if "span" not in item and item["width"] >= 2 * item["height"]:
                items[position] = {"id": item["id"], "span": 2, **{key: value for key, value in item.items() if key != "id"}}
                break


def dump_array(items):
    lines = [json.dumps(item, ensure_ascii=False, separators=(", ", ": ")) for item in items]
    return "[\n" + ",\n".join("  " + line for line in lines) + "\n]\n"


def example_items(rng, photos, shops, first_number, count):
    """`count` example items numbered from `first_number`, each showing a different photo."""
    chosen = rng.sample(photos, count)
    return [make_item(rng, "wf-%04d" % (first_number + n), photo, 0, shops, "../photos/") for n, photo in enumerate(chosen)]


def bad_examples(photos):
    """JSON Lines exercising every kind of bad input, mixed with good items (see docs); the good
    items show photos, with their products' titles and shops (one of them wrapped in terminal
    escape sequences)."""
    def good(number, price, photo, title="%s", shop="%s", item_id=None):
        fields = {"id": item_id or "ok-%d" % number, "title": title % photo["title"], "price": {"amount": price, "currency": "CNY"},
                  "width": photo["width"], "height": photo["height"], "shop": shop % photo["shop"], "color": photo["color"],
                  "thumbnail": photo["thumbnail"], "image": "../photos/" + photo["file"]}
        return json.dumps(fields, ensure_ascii=False).encode()

    escapes = good(0, 15900, photos[2], "\x1b[31m%s\x1b[0m \x07", "\x1b]0;pwned\x07 %s", "escapes")
    lines = [
        good(1, 1990, photos[0]),
        b'{"id": "bad-json", "title": "broken" "price": 1}',
        b'{"id": "wrong-type", "title": 42, "price": {"amount": 100}, "width": 600, "height": 600, "shop": "s"}',
        b'{"id": "missing-price", "title": "no price", "width": 600, "height": 600, "shop": "s"}',
        b'{"id": "zero-width", "title": "zero", "price": {"amount": 100}, "width": 0, "height": 600, "shop": "s"}',
        b'{"id": "nan-height", "title": "nan", "price": {"amount": 100}, "width": 600, "height": NaN, "shop": "s"}',
        b'{"id": "huge", "title": "huge", "price": {"amount": 100}, "width": 600, "height": 99999999999, "shop": "s"}',
        b'{"id": "negative-price", "title": "neg", "price": {"amount": -5}, "width": 600, "height": 600, "shop": "s"}',
        b'{"id": "text-price", "title": "text", "price": {"amount": "cheap"}, "width": 600, "height": 600, "shop": "s"}',
        b'{"id": "empty-title", "title": "  ", "price": {"amount": 100}, "width": 600, "height": 600, "shop": "s"}',
        good(1, 2990, photos[1]),
        b'{"id": "bad-utf8", "title": "\xe4\xb8 broken", "price": {"amount": 100}, "width": 600, "height": 600, "shop": "s"}',
        escapes,
        b'',
        good(2, 990, photos[3]),
    ]
    return b"\n".join(lines) + b"\n"


def outputs():
    rng = random.Random(SEED)
    photos, banners = load_photos()
    with open(os.path.join(HERE, "photo-products.json"), "rb") as products:
        shops = json.loads(products.read())["shops"]
    items = catalog_items(rng, photos, banners, shops)
    feature_wide_products(items)
    files = {}
    pages = []
    for page in range(1, PAGE_COUNT + 1):
        name = "page-%02d.json" % page
        pages.append(name)
        files["catalog/" + name] = dump_array(items[(page - 1) * PAGE_SIZE:page * PAGE_SIZE]).encode()
    manifest = {
        "format": "waterfall-catalog",
        "version": 1,
        "name": "Waterfall demo shop",
        "pageSize": PAGE_SIZE,
        "pages": pages,
        "generator": "Data/generate.py",
        "seed": SEED,
    }
    files["catalog/catalog.json"] = (json.dumps(manifest, ensure_ascii=False, indent=2) + "\n").encode()
    files["examples/small.json"] = dump_array(example_items(rng, photos, shops, 9001, 12)).encode()
    lines = example_items(rng, photos, shops, 9101, 45)
    column_items = [item for item in items if item.get("span") != "full"]
    photos_by_file = {photo["file"]: photo for photo in photos}
    for number, banner in EXAMPLE_BANNERS.items():
        lines[number - 1] = make_banner(lines[number - 1]["id"], banners[banner], column_items, photos_by_file)
    files["examples/items.jsonl"] = "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in lines).encode()
    files["examples/bad-items.jsonl"] = bad_examples(rng.sample(photos, 4))
    return files


def main():
    check = "--check" in sys.argv[1:]
    different = []
    for relative, content in sorted(outputs().items()):
        path = os.path.join(HERE, relative)
        if check:
            try:
                with open(path, "rb") as existing:
                    if existing.read() != content:
                        different.append(relative)
            except OSError:
                different.append(relative)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as output:
            output.write(content)
    if check:
        if different:
            print("out of date: " + ", ".join(different), file=sys.stderr)
            return 1
        print("Data/ is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
