#!/usr/bin/env python3
"""Generates Waterfall's bundled shop catalog and example files, byte-identically on every run.

    python3 Data/generate.py            # rewrites Data/catalog/ and Data/examples/
    python3 Data/generate.py --check    # exits 1 if the committed files differ from a fresh run

Standard library only. Every random choice comes from random.Random(SEED) or, for where the
photos go, random.Random(PHOTO_SEED), so the output depends on nothing but this file and
Data/photos/photos.json. That manifest, written by Data/make_photos.py, gives each photo's
file, pixel size, title, colour and thumbnail, so no image library is needed here. About every
10th to 15th catalog item (every 3rd to 5th on the first page) shows one photo: it keeps its
generated id, price, shop, rating and sales, and takes the photo's title, size, colour and
thumbnail, with "image": "../photos/<file>". Every 2nd or 3rd page has a banner, chosen with
random.Random(BANNER_SEED): an item marked "span": "full" (a card across all columns) that
introduces a collection or a promotion, with a wide photo and the lowest CNY price of the items
showing that collection's photos ("from ¥…"). items.jsonl has two banners as well. The format is
documented in docs/data-format.md.
"""

import json
import math
import os
import random
import sys

SEED = 20240501
PAGE_COUNT = 20
PAGE_SIZE = 30
THUMB_WIDTH = 12
THUMB_MAX_HEIGHT = 24
THUMB_MIN_HEIGHT = 3

PHOTO_SEED = SEED + 1
FIRST_PAGE_PHOTO_GAPS = (3, 5)
PHOTO_GAPS = (10, 15)
EXAMPLE_PHOTO_EVERY = 4

BANNER_SEED = SEED + 2
BANNER_PAGE_GAPS = (2, 3)
BANNER_SLOTS = (12, 26)  # the banner's place on its page, 1-based: after the first screen's cards
EXAMPLE_BANNERS = {1: 1, 25: 8}  # items.jsonl item number -> BANNERS index
BANNERS = [  # title, photo file, shop, photos of the collection (their lowest CNY price is the banner's)
    ("Spring collection · 春季新品 — grass, gravel and garden sand", "grass-mat.jpg", "小森林植物研究所",
     ["grass-mat", "lawn-rug", "cat-grass-kit", "zen-garden-sand", "aquarium-gravel", "lava-rock", "garden-flag"]),
    ("Coffee corner — cups, beans and spoons", "glazed-saucer.jpg", "北岸咖啡器具",
     ["espresso-cup-saucer", "espresso-cup", "espresso-spoons", "espresso-beans", "glazed-saucer", "walnut-board"]),
    ("航天周 Space week — rockets, shuttles and mission patches", "launch-pad-poster.jpg", "潮玩星球",
     ["shuttle-model", "space-helmet", "flight-suit", "mission-patch", "model-rocket", "rocket-canvas",
      "lattice-tower", "launch-pad-poster"]),
    ("猫奴专区 · For cat people: pillows, beds and prints", "cat-eyes-bolster.jpg", "拾光杂货铺",
     ["cat-eyes-bolster", "cat-pillow", "cat-canvas", "cat-bed", "cat-phone-case"]),
    ("Brick & stone wall makeover · 砖墙改造", "brick-wallpaper.jpg", "木子家居旗舰店",
     ["brick-wallpaper", "red-brick-tiles", "white-brick-backdrop", "slate-coasters", "red-marble-tray"]),
    ("开学季 Back to school — notebooks, pads and clocks", "formula-notebook.jpg", "The Paper Studio",
     ["formula-notebook", "handwriting-pad", "desk-clock", "wall-clock"]),
    ("Starry nights · 星空好物 — mats, puzzles and prints", "galaxy-desk-mat.jpg", "Nordic Living",
     ["galaxy-desk-mat", "galaxy-puzzle", "galaxy-yoga-mat", "starry-sky-painting", "mars-sticker"]),
    ("City living · 都市生活 — prints, coats and desk pieces", "skyline-print.jpg", "Urban Outfitters 海外店",
     ["skyline-print", "wool-overcoat", "horse-decal", "horse-bookend", "camcorder", "video-tripod"]),
    ("🌙 夜灯节 Night light week — projectors, lamps and spotlights", "galaxy-projector.jpg", "极客数码专营店",
     ["galaxy-projector", "mars-globe-lamp", "solar-spotlights"]),
]

HERE = os.path.dirname(os.path.abspath(__file__))
PHOTO_MANIFEST = os.path.join(HERE, "photos", "photos.json")

CN_PRODUCTS = [
    "陶瓷马克杯", "北欧风落地灯", "纯棉四件套", "实木小板凳", "香薰蜡烛礼盒", "玻璃花瓶", "懒人沙发", "记忆棉枕头",
    "碎花连衣裙", "羊毛针织开衫", "复古牛仔外套", "真丝睡衣套装", "小白鞋", "帆布托特包", "羽绒服", "渔夫帽",
    "无线蓝牙耳机", "机械键盘", "移动电源", "智能手环", "手机壳", "便携投影仪", "电动牙刷", "降噪头戴耳机",
    "手冲咖啡壶", "铸铁珐琅锅", "空气炸锅", "不锈钢保温杯", "抹茶粉", "云南普洱茶饼", "坚果礼盒", "手工牛轧糖",
    "水彩颜料套装", "皮面手账本", "钢笔礼盒", "复古地球仪", "多肉植物组合", "龟背竹盆栽", "拼图一千片", "积木城堡",
]
CN_PREFIXES = ["新款", "网红", "ins风", "日式", "简约", "复古", "原创设计", "高颜值", "轻奢", "加厚", "小众", "爆款"]
CN_SUFFIXES = [
    "送礼自用", "包邮", "官方正品", "限时特惠", "大容量", "多色可选", "现货速发", "情侣款",
    "学生党必备", "可定制刻字", "秋冬新品", "买二送一", "七天无理由退换",
]
EN_TITLES = [
    "Handmade Ceramic Mug", "Linen Throw Pillow Cover", "Minimalist Desk Lamp", "Vintage Denim Jacket",
    "Wireless Noise-Cancelling Headphones", "Cast Iron Skillet, Pre-Seasoned, 12 inch",
    "Organic Matcha Powder", "Leather-Bound Travel Journal", "Mechanical Keyboard (Brown Switches)",
    "Scented Soy Candle - Sea Salt & Sage", "Monstera Deliciosa in Terracotta Pot",
    "Watercolor Paint Set, 48 Colors", "Merino Wool Beanie", "Bamboo Cutting Board",
    "Portable Espresso Maker", "1000-Piece Jigsaw Puzzle: Mountain Lake at Dawn",
]
MIXED_TITLES = [
    "Apple AirPods Pro 2 无线降噪耳机", "Sony WH-1000XM5 头戴式降噪耳机", "MUJI 无印良品 超声波香薰机",
    "MUJI PP收纳盒 三层", "Nike Air Max 90 男女同款跑鞋", "Adidas 三叶草 经典卫衣", "Xiaomi 小米手环 8 NFC版",
    "Uniqlo HEATTECH 保暖内衣", "LEGO 乐高 Technic 机械组 赛车模型", "Lamy Safari 狩猎者钢笔 EF尖",
    "Zara 基础款 白T恤 100%棉", "Dyson V12 Detect 无线吸尘器", "IKEA KALLAX 格子架 书架",
]
SHOPS = [
    "木子家居旗舰店", "拾光杂货铺", "猫山王原创女装", "极客数码专营店", "一碗茶铺", "小森林植物研究所",
    "Nordic Living", "The Paper Studio", "北岸咖啡器具", "暖阳母婴馆", "老街手作", "Urban Outfitters 海外店",
    "Apple Store 官方旗舰店", "MUJI 无印良品", "宜家家居 IKEA", "Studio Kiln", "云上茶园", "潮玩星球",
]
EMOJI = ["🔥", "✨", "🎁", "🌿"]
OTHER_CURRENCIES = [("USD", 2), ("EUR", 2), ("GBP", 2), ("JPY", 0), ("HKD", 2)]
WIDTHS = [400, 480, 600, 640, 750, 800, 1080, 1200]
ASPECTS = [  # (height / width low, high, weight): banners, landscape, square, portrait, posters
    (0.28, 0.55, 8), (0.6, 0.9, 18), (0.95, 1.05, 20), (1.1, 1.6, 38), (1.7, 3.0, 16),
]


def weighted(rng, options):
    total = sum(option[-1] for option in options)
    pick = rng.uniform(0, total)
    for option in options:
        pick -= option[-1]
        if pick <= 0:
            return option
    return options[-1]


def make_title(rng):
    kind = rng.random()
    if kind < 0.55:
        parts = []
        if rng.random() < 0.7:
            parts.append(rng.choice(CN_PREFIXES))
        parts.append(rng.choice(CN_PRODUCTS))
        parts.extend(rng.sample(CN_SUFFIXES, rng.choice([0, 0, 1, 2, 3, 5])))
        title = " ".join(parts)
    elif kind < 0.75:
        title = rng.choice(EN_TITLES)
        if rng.random() < 0.3:
            title += " - " + rng.choice(["Free Shipping", "Gift Box Included", "Limited Edition", "Set of 2"])
    else:
        title = rng.choice(MIXED_TITLES)
        if rng.random() < 0.4:
            title += " " + rng.choice(CN_SUFFIXES)
    if rng.random() < 0.06:
        title = rng.choice(EMOJI) + title
    return title


def make_price(rng):
    if rng.random() < 0.88:
        code, decimals = "CNY", 2
    else:
        code, decimals = rng.choice(OTHER_CURRENCIES)
    yuan = math.exp(rng.uniform(math.log(2.5), math.log(12000)))
    if decimals == 0:
        return {"amount": int(round(yuan * 20, -1)), "currency": code}
    whole = int(yuan)
    cents = rng.choice([0, 0, 0, 90, 99, 50, 80])
    return {"amount": whole * 100 + cents, "currency": code}


def make_size(rng):
    width = rng.choice(WIDTHS)
    low, high, _ = weighted(rng, ASPECTS)
    return width, int(round(width * rng.uniform(low, high)))


def make_color(rng):
    hue = rng.random()
    saturation = rng.uniform(0.25, 0.75)
    value = rng.uniform(0.45, 0.95)
    return hsv_to_rgb(hue, saturation, value)


def hsv_to_rgb(h, s, v):
    i = int(h * 6) % 6
    f = h * 6 - int(h * 6)
    p, q, t = v * (1 - s), v * (1 - f * s), v * (1 - (1 - f) * s)
    r, g, b = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
    return (int(round(r * 255)), int(round(g * 255)), int(round(b * 255)))


def mix(a, b, amount):
    return tuple(int(round(x + (y - x) * amount)) for x, y in zip(a, b))


def make_thumbnail(rng, color, width, height):
    tw = THUMB_WIDTH
    th = max(THUMB_MIN_HEIGHT, min(THUMB_MAX_HEIGHT, int(round(tw * height / width))))
    light = mix(color, (255, 255, 255), 0.55)
    dark = mix(color, (0, 0, 0), 0.45)
    shape = rng.choice(["circle", "box", "stripes", "bottle"])
    cx, cy = rng.uniform(0.35, 0.65) * tw, rng.uniform(0.4, 0.6) * th
    radius = rng.uniform(0.25, 0.4) * min(tw, th)
    pixels = []
    for y in range(th):
        for x in range(tw):
            background = mix(light, color, y / max(1, th - 1) * 0.6)
            inside = False
            if shape == "circle":
                inside = (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius ** 2
            elif shape == "box":
                inside = abs(x + 0.5 - cx) <= radius and abs(y + 0.5 - cy) <= radius * 1.2
            elif shape == "stripes":
                inside = (x + y) % 4 < 2 and th * 0.2 <= y < th * 0.8
            else:
                neck = abs(x + 0.5 - cx) <= radius * 0.35 and th * 0.15 <= y < th * 0.35
                body = abs(x + 0.5 - cx) <= radius * 0.8 and th * 0.35 <= y < th * 0.9
                inside = neck or body
            pixel = mix(dark, color, 0.25 * (y / th)) if inside else background
            pixels.append("%02x%02x%02x" % pixel)
    return {"width": tw, "height": th, "pixels": "".join(pixels)}


def make_item(rng, number):
    width, height = make_size(rng)
    color = make_color(rng)
    item = {
        "id": "wf-%04d" % number,
        "title": make_title(rng),
        "price": make_price(rng),
        "width": width,
        "height": height,
        "shop": rng.choice(SHOPS),
    }
    if rng.random() < 0.9:
        item["color"] = "#%02x%02x%02x" % color
    if rng.random() < 0.8:
        item["rating"] = rng.randint(30, 50) / 10
    if rng.random() < 0.85:
        item["sales"] = int(math.exp(rng.uniform(0, math.log(200000)))) - 1
    if rng.random() < 0.88:
        item["thumbnail"] = make_thumbnail(rng, color, width, height)
    return item


def load_photos():
    """The photos listed by Data/photos/photos.json, in a fixed shuffled order."""
    try:
        with open(PHOTO_MANIFEST, "rb") as manifest:
            photos = json.loads(manifest.read())["photos"]
    except (OSError, ValueError, KeyError) as error:
        sys.exit("cannot read %s (written by Data/make_photos.py): %s" % (PHOTO_MANIFEST, error))
    random.Random(PHOTO_SEED).shuffle(photos)
    return photos


def photo_positions(count):
    """Catalog item numbers that show a photo: every 3rd to 5th item on the first page, so the
    first screen has several, then every 10th to 15th, until the photos or the items run out."""
    rng = random.Random(PHOTO_SEED)
    positions = []
    number = 2
    while len(positions) < count and number <= PAGE_COUNT * PAGE_SIZE:
        positions.append(number)
        low, high = FIRST_PAGE_PHOTO_GAPS if number <= PAGE_SIZE else PHOTO_GAPS
        number += rng.randint(low, high)
    return positions


def with_photo(item, photo, directory):
    """`item` showing `photo`, whose file is in `directory` relative to the item's catalog."""
    shown = {
        "id": item["id"],
        "title": photo["title"],
        "price": item["price"],
        "width": photo["width"],
        "height": photo["height"],
        "shop": item["shop"],
        "color": photo["color"],
    }
    for key in ("rating", "sales"):
        if key in item:
            shown[key] = item[key]
    shown["thumbnail"] = photo["thumbnail"]
    shown["image"] = directory + photo["file"]
    return shown


def banner_positions(photo_numbers):
    """Catalog item numbers that hold a banner: one on page 1, then one every 2nd or 3rd page,
    at a place in BANNER_SLOTS that is not a photo item's, until the banners or pages run out."""
    rng = random.Random(BANNER_SEED)
    positions = []
    page = 1
    while len(positions) < len(BANNERS) and page <= PAGE_COUNT:
        number = (page - 1) * PAGE_SIZE + rng.randint(*BANNER_SLOTS)
        while number in photo_numbers:
            number += 1
        positions.append(number)
        page += rng.randint(*BANNER_PAGE_GAPS)
    return positions


def make_banners(items, photos):
    """One full-span item per BANNERS entry (without an id): its title and shop, its photo's size,
    colour and thumbnail, and as price the lowest CNY price among `items` showing one of the
    collection's photos."""
    by_file = {photo["file"]: photo for photo in photos}
    banners = []
    for title, file, shop, collection in BANNERS:
        files = {name + ext for name in collection for ext in (".jpg", ".png")}
        prices = [item["price"]["amount"] for item in items
                  if item.get("image", "").rsplit("/", 1)[-1] in files and item["price"]["currency"] == "CNY"]
        if not prices:
            sys.exit("banner %r: no item with a CNY price shows one of its photos" % title)
        photo = by_file[file]
        banners.append({
            "span": "full",
            "title": title,
            "price": {"amount": min(prices), "currency": "CNY"},
            "width": photo["width"],
            "height": photo["height"],
            "shop": shop,
            "color": photo["color"],
            "thumbnail": photo["thumbnail"],
            "image": "../photos/" + file,
        })
    return banners


def as_banner(item, banner):
    """`banner` under `item`'s id, with "span" right after the id."""
    return {"id": item["id"], **banner}


def dump_array(items):
    lines = [json.dumps(item, ensure_ascii=False, separators=(", ", ": ")) for item in items]
    return "[\n" + ",\n".join("  " + line for line in lines) + "\n]\n"


def example_item(rng, base, n, photos):
    """Example item `base + n`; every EXAMPLE_PHOTO_EVERY-th one shows a photo, to show paths
    relative to a single catalog file (the examples sit in Data/examples/)."""
    item = make_item(rng, base + n)
    if n % EXAMPLE_PHOTO_EVERY == 2:
        item = with_photo(item, photos[n // EXAMPLE_PHOTO_EVERY % len(photos)], "../photos/")
    return item


def bad_examples():
    """JSON Lines exercising every kind of bad input, mixed with good items (see docs)."""
    good = '{"id": "ok-%d", "title": "示例商品 %d", "price": {"amount": %d, "currency": "CNY"}, "width": 600, "height": %d, "shop": "示例小店"}'
    lines = [
        (good % (1, 1, 1990, 800)).encode(),
        b'{"id": "bad-json", "title": "broken" "price": 1}',
        b'{"id": "wrong-type", "title": 42, "price": {"amount": 100}, "width": 600, "height": 600, "shop": "s"}',
        b'{"id": "missing-price", "title": "no price", "width": 600, "height": 600, "shop": "s"}',
        b'{"id": "zero-width", "title": "zero", "price": {"amount": 100}, "width": 0, "height": 600, "shop": "s"}',
        b'{"id": "nan-height", "title": "nan", "price": {"amount": 100}, "width": 600, "height": NaN, "shop": "s"}',
        b'{"id": "huge", "title": "huge", "price": {"amount": 100}, "width": 600, "height": 99999999999, "shop": "s"}',
        b'{"id": "negative-price", "title": "neg", "price": {"amount": -5}, "width": 600, "height": 600, "shop": "s"}',
        b'{"id": "text-price", "title": "text", "price": {"amount": "cheap"}, "width": 600, "height": 600, "shop": "s"}',
        b'{"id": "empty-title", "title": "  ", "price": {"amount": 100}, "width": 600, "height": 600, "shop": "s"}',
        (good % (1, 1, 2990, 900)).encode(),
        b'{"id": "bad-utf8", "title": "\xe4\xb8 broken", "price": {"amount": 100}, "width": 600, "height": 600, "shop": "s"}',
        ('{"id": "escapes", "title": "\\u001b[31m红色\\u001b[0m 连衣裙 \\u0007", "price": {"amount": 15900}, '
         '"width": 600, "height": 900, "shop": "\\u001b]0;pwned\\u0007 shop"}').encode(),
        b'',
        (good % (2, 2, 990, 500)).encode(),
    ]
    return b"\n".join(lines) + b"\n"


def outputs():
    rng = random.Random(SEED)
    photos = load_photos()
    photo_at = dict(zip(photo_positions(len(photos)), photos))
    items = []
    for number in range(1, PAGE_COUNT * PAGE_SIZE + 1):
        item = make_item(rng, number)
        if number in photo_at:
            item = with_photo(item, photo_at[number], "../photos/")
        items.append(item)
    banners = make_banners(items, photos)
    for number, banner in zip(banner_positions(photo_at), banners):
        items[number - 1] = as_banner(items[number - 1], banner)
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
    small = [example_item(rng, 9000, n, photos) for n in range(1, 13)]
    files["examples/small.json"] = dump_array(small).encode()
    lines = []
    for n in range(1, 46):
        item = example_item(rng, 9100, n, photos[::-1])
        if n in EXAMPLE_BANNERS:
            item = as_banner(item, banners[EXAMPLE_BANNERS[n]])
        lines.append(json.dumps(item, ensure_ascii=False) + "\n")
    files["examples/items.jsonl"] = "".join(lines).encode()
    files["examples/bad-items.jsonl"] = bad_examples()
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
