#!/usr/bin/env python3
"""Makes the product photos in Data/photos/ from public-domain and CC0 sample images.

The sources are sample images shipped inside the scikit-image 0.26.0 wheel (skimage/data/).
Only images whose docstring in skimage/data/_fetchers.py says public domain or CC0 are used;
Data/photos/LICENSES quotes it for every output file. Each photo is a crop of one source,
resized (Lanczos), sometimes tinted, mirrored or cut out with an alpha channel, and saved as
a baseline JPEG (quality 82) or, for the cut-outs, a PNG with transparency.

Developer tools only (nothing here is needed to build or run Waterfall):

    pip download --no-deps scikit-image==0.26.0 -d /tmp/skimage
    pip install Pillow==13.0.0
    python3 Data/make_photos.py --wheel /tmp/skimage/scikit_image-0.26.0-*.whl
    python3 Data/make_photos.py --check                  # standard library only
    python3 Data/make_photos.py --check --wheel WHEEL    # also re-makes every photo and compares bytes

Any platform tag of the wheel will do: the script checks each source image against its
SHA-256 below. Writing rewrites every photo, Data/photos/LICENSES and Data/photos/photos.json,
the manifest that Data/generate.py reads (file, size, title, colour and 12-pixel thumbnail of
each photo), so the catalog generator needs no Pillow. `--check` verifies without Pillow that
every listed photo exists with the recorded byte count, SHA-256 and pixel size (read from its
PNG or JPEG header), that no other file is in Data/photos/, and that LICENSES and the manifest's
titles and sources match this file. With `--wheel` too, it also re-makes each photo, its
thumbnail and colour, and compares them with the committed ones (that needs Pillow 13.0.0:
other versions may encode different bytes).
"""

import hashlib
import io
import json
import os
import struct
import sys
import zipfile

sys.dont_write_bytecode = True
from generate import THUMB_MAX_HEIGHT, THUMB_MIN_HEIGHT, THUMB_WIDTH  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PHOTOS = os.path.join(HERE, "photos")
MANIFEST = "photos.json"
LICENSES = "LICENSES"
WHEEL_VERSION = "0.26.0"
PILLOW_VERSION = "13.0.0"
JPEG_QUALITY = 82
THUMBNAIL_BACKGROUND = (255, 255, 255)

# Source image -> (SHA-256, licence, author and origin, the docstring's own words).
SOURCES = {
    "astronaut.png": (
        "88431cd9653ccd539741b555fb0a46b61558b301d4110412b5bc28b5e3ea6cb5",
        "public domain",
        "NASA: photograph of astronaut Eileen Collins, NASA Great Images database (https://flic.kr/p/r9qvLn)",
        "No known copyright restrictions, released into the public domain.",
    ),
    "camera.png": (
        "b0793d2adda0fa6ae899c03989482bff9a42d3d5690fc7e3648f2795d730c23a",
        "CC0",
        "Lav Varshney (photographer)",
        "No copyright restrictions. CC0 by the photographer (Lav Varshney).",
    ),
    "brick.png": (
        "7966caf324f6ba843118d98f7a07746d22f6a343430add0233eca5f6eaaa8fcf",
        "CC0",
        "CC0Textures, Bricks25 (https://cc0textures.com/view.php?tex=Bricks25), transformed by scikit-image",
        "The original image was downloaded from CC0Textures and licensed under the Creative Commons CC0 License.",
    ),
    "grass.png": (
        "b6b6022426b38936c43a4ac09635cd78af074e90f42ffa8227ac8b7452d39f89",
        "CC0",
        "linolafett on DeviantArt, Grass-01 (https://www.deviantart.com/linolafett/art/Grass-01-434853879)",
        "The original image was downloaded from DeviantArt and licensed under the Creative Commons CC0 License.",
    ),
    "gravel.png": (
        "c48615b451bf1e606fbd72c0aa9f8cc0f068ab7111ef7d93bb9b0f2586440c12",
        "CC0",
        "CC0Textures, Gravel04 (https://cc0textures.com/view.php?tex=Gravel04), transformed by scikit-image",
        "The original image was downloaded from CC0Textures and licensed under the Creative Commons CC0 License.",
    ),
    "text.png": (
        "bd84aa3a6e3c9887850d45d606c96b2e59433fbef50338570b63c319e668e6d1",
        "public domain",
        "Wikipedia, File:Corner.png (https://en.wikipedia.org/wiki/File:Corner.png)",
        "No known copyright restrictions, released into the public domain.",
    ),
    "horse.png": (
        "c7fb60789fe394c485f842291ea3b21e50d140f39d6dcb5fb9917cc178225455",
        "CC0",
        "Andreas Preuss (marauder) on openclipart (http://openclipart.org/detail/158377/horse-by-marauder)",
        "No copyright restrictions. CC0 given by owner (Andreas Preuss (marauder)).",
    ),
    "clock_motion.png": (
        "f029226b28b642e80113d86622e9b215ee067a0966feaf5e60604a1e05733955",
        "public domain",
        "Stefan van der Walt (photographer)",
        "Released into the public domain by the photographer (Stefan van der Walt).",
    ),
    "chelsea.png": (
        "596aa1e7cb875eb79f437e310381d26b338a81c2da23439704a73c4651e8c4bb",
        "CC0",
        "Stefan van der Walt (photographer)",
        "No copyright restrictions.  CC0 by the photographer (Stefan van der Walt).",
    ),
    "coffee.png": (
        "cc02f8ca188b167c775a7101b5d767d1e71792cf762c33d6fa15a4599b5a8de7",
        "CC0",
        "Rachel Michetti (photographer), courtesy of Pikolo Espresso Bar",
        "No copyright restrictions.  CC0 by the photographer (Rachel Michetti).",
    ),
    "hubble_deep_field.jpg": (
        "3a19c5dd8a927a9334bb1229a6d63711b1c0c767fb27e2286e7c84a3e2c2f5f4",
        "public domain",
        "NASA: Hubble eXtreme Deep Field, HubbleSite (http://hubblesite.org/newscenter/archive/releases/2012/37/image/a/)",
        "The image was captured by NASA and may be freely used in the public domain.",
    ),
    "retina.jpg": (
        "38a07f36f27f095e818aea7b96d34202c05176d30253c66733f2e00379e9e0e6",
        "CC0",
        "Mikael Häggström, Wikimedia Commons, File:Fundus_photograph_of_normal_left_eye.jpg",
        "This file is made available under the Creative Commons CC0 1.0 Universal Public Domain Dedication.",
    ),
    "rocket.jpg": (
        "c2dd0de7c538df8d111e479619b129464d0269d0ae5fd18ca91d33a7fdfea95c",
        "public domain",
        "SpaceX: launch of DSCOVR on Falcon 9, SpaceX Photos (https://www.flickr.com/photos/spacexphotos/16511594820/)",
        "The image was captured by SpaceX and released in the public domain.",
    ),
}

# Tints for grey sources: (shadow colour, highlight colour).
TERRACOTTA = ((58, 22, 12), (214, 128, 92))
BRICK_RED = ((48, 18, 14), (190, 96, 70))
OFF_WHITE = ((120, 116, 110), (250, 248, 242))
LAWN = ((14, 46, 10), (140, 210, 90))
YOUNG_GRASS = ((40, 60, 8), (200, 230, 120))
RIVER_STONE = ((40, 32, 24), (210, 190, 160))
SAND = ((110, 96, 76), (245, 232, 205))
LAVA = ((12, 8, 8), (140, 90, 80))
SLATE = ((24, 28, 34), (150, 160, 172))
WARM_PAPER = ((30, 26, 22), (250, 240, 220))
BRUSHED = ((40, 40, 44), (235, 236, 240))
GOLD = (196, 154, 60)
BLACK = (20, 20, 20)

# (output file, source, crop box (left, top, right, bottom), output size, title, adjustments).
# Adjustments, applied in order after the crop: ("tint", shadow, highlight) colourises a grey
# source; ("enhance", colour, contrast, brightness) scales those (1 keeps them); ("mirror",)
# flips left to right; ("silhouette", colour) turns dark pixels into that colour and light
# ones transparent; ("circle",) keeps the largest centred disc and makes the rest transparent.
PHOTO_SPECS = [
    ("shuttle-model.jpg", "astronaut.png", (345, 10, 485, 290), (200, 400),
     "Space Shuttle display model, 1:200 航天飞机模型", []),
    ("space-helmet.jpg", "astronaut.png", (276, 345, 512, 502), (354, 236),
     "Astronaut helmet replica, adult size", []),
    ("flight-suit.jpg", "astronaut.png", (100, 230, 260, 470), (240, 360),
     "航天员同款 橙色连体工装 男女同款", [("enhance", 1.1, 1.05, 1.0)]),
    ("garden-flag.jpg", "astronaut.png", (0, 0, 90, 180), (180, 360),
     "Stars & Stripes garden flag, 30×45 cm", []),
    ("mission-patch.png", "astronaut.png", (132, 345, 212, 425), (160, 160),
     "Embroidered space mission patch, iron-on", [("circle",)]),
    ("video-tripod.jpg", "camera.png", (225, 130, 415, 510), (240, 480),
     "Aluminium video tripod, 150 cm 三脚架", []),
    ("camcorder.jpg", "camera.png", (245, 125, 335, 215), (240, 240),
     "复古 DV 摄像机 收藏款", []),
    ("skyline-print.jpg", "camera.png", (335, 150, 512, 209), (444, 148),
     "City skyline canvas print, 90×30 cm", []),
    ("wool-overcoat.jpg", "camera.png", (0, 200, 200, 500), (240, 360),
     "Men's wool overcoat, black", []),
    ("brick-wallpaper.jpg", "brick.png", (0, 100, 512, 271), (480, 160),
     "Brick peel-and-stick wallpaper, 10 m roll", [("tint",) + BRICK_RED]),
    ("red-brick-tiles.jpg", "brick.png", (100, 200, 400, 500), (300, 300),
     "复古红砖 文化砖 墙面装饰 10片装", [("tint",) + TERRACOTTA]),
    ("white-brick-backdrop.jpg", "brick.png", (300, 0, 512, 424), (212, 424),
     "White brick photo backdrop 拍照背景布 60×120", [("tint",) + OFF_WHITE]),
    ("grass-mat.jpg", "grass.png", (0, 0, 512, 256), (480, 240),
     "Artificial grass mat, 2 × 1 m", [("tint",) + LAWN]),
    ("lawn-rug.jpg", "grass.png", (100, 150, 400, 450), (300, 300),
     "仿真草坪地毯 加密款 阳台", [("tint",) + LAWN, ("mirror",)]),
    ("cat-grass-kit.jpg", "grass.png", (150, 0, 406, 512), (240, 480),
     "Cat grass growing kit 猫草种植盒", [("tint",) + YOUNG_GRASS]),
    ("aquarium-gravel.jpg", "gravel.png", (0, 0, 360, 360), (360, 360),
     "Aquarium gravel, natural river stones, 5 kg", [("tint",) + RIVER_STONE]),
    ("zen-garden-sand.jpg", "gravel.png", (0, 192, 480, 512), (480, 320),
     "Zen garden sand & pebble set 枯山水", [("tint",) + SAND]),
    ("lava-rock.jpg", "gravel.png", (300, 100, 500, 400), (240, 360),
     "Black lava rock for succulents 火山石 1 kg", [("tint",) + LAVA]),
    ("slate-coasters.jpg", "gravel.png", (256, 256, 512, 512), (240, 240),
     "Slate stone coasters, set of 4 石头杯垫", [("tint",) + SLATE]),
    ("formula-notebook.jpg", "text.png", (0, 12, 447, 161), (447, 149),
     "Calculus formula notebook 微积分笔记本 A5", []),
    ("handwriting-pad.jpg", "text.png", (100, 0, 272, 172), (240, 240),
     "Handwriting practice pad, 50 sheets", [("tint",) + WARM_PAPER]),
    ("horse-decal.png", "horse.png", (0, 0, 400, 328), (400, 328),
     "Horse silhouette wall decal, 60 cm", [("silhouette", BLACK)]),
    ("horse-bookend.png", "horse.png", (250, 0, 400, 150), (240, 240),
     "Horse head bookends, gold resin, pair", [("mirror",), ("silhouette", GOLD)]),
    ("wall-clock.jpg", "clock_motion.png", (80, 30, 320, 270), (240, 240),
     "Silent wall clock, brushed aluminium, 30 cm", []),
    ("desk-clock.jpg", "clock_motion.png", (0, 17, 400, 284), (400, 267),
     "Minimalist desk clock 极简台钟", [("tint",) + BRUSHED]),
    ("cat-pillow.jpg", "chelsea.png", (60, 0, 360, 300), (300, 300),
     "Cat face throw pillow, 45 cm 猫咪抱枕", []),
    ("cat-eyes-bolster.jpg", "chelsea.png", (100, 60, 400, 160), (450, 150),
     "猫咪眼睛印花 长条抱枕", []),
    ("cat-canvas.jpg", "chelsea.png", (230, 0, 430, 300), (240, 360),
     "Cat portrait canvas print, 40×60 cm", [("enhance", 1.15, 1.05, 1.0)]),
    ("cat-bed.jpg", "chelsea.png", (0, 0, 450, 300), (450, 300),
     "Cat bed cushion, washable, 60 cm", []),
    ("cat-phone-case.jpg", "chelsea.png", (200, 100, 300, 300), (180, 360),
     "猫咪手机壳 适用 iPhone 15", []),
    ("espresso-cup-saucer.jpg", "coffee.png", (150, 0, 450, 300), (300, 300),
     "手工陶瓷浓缩咖啡杯碟套装 80ml", []),
    ("espresso-cup.jpg", "coffee.png", (0, 0, 600, 400), (480, 320),
     "Ceramic espresso cup, 80 ml, oxblood glaze", []),
    ("espresso-spoons.jpg", "coffee.png", (300, 130, 433, 330), (240, 360),
     "Stainless steel espresso spoons, set of 6", []),
    ("glazed-saucer.jpg", "coffee.png", (60, 160, 540, 400), (480, 240),
     "釉面陶瓷碟 红色 14cm", []),
    ("walnut-board.jpg", "coffee.png", (500, 0, 600, 200), (200, 400),
     "Rustic walnut cutting board, 20×40 cm", [("enhance", 1.0, 1.1, 1.15)]),
    ("espresso-beans.jpg", "coffee.png", (200, 80, 380, 200), (360, 240),
     "Espresso blend coffee beans, 1 kg 意式拼配咖啡豆", []),
    ("model-rocket.jpg", "rocket.jpg", (245, 110, 395, 410), (200, 400),
     "Model rocket kit, 1:144 拼装模型", []),
    ("launch-pad-poster.jpg", "rocket.jpg", (0, 213, 640, 427), (480, 160),
     "Launch pad at dusk poster, 90×30 cm", []),
    ("rocket-canvas.jpg", "rocket.jpg", (0, 0, 640, 427), (480, 320),
     "Rocket launch canvas print 火箭发射 装饰画", []),
    ("lattice-tower.jpg", "rocket.jpg", (0, 0, 213, 427), (200, 400),
     "Steel lattice tower model 铁塔模型 1:500", []),
    ("solar-spotlights.jpg", "rocket.jpg", (60, 327, 260, 427), (400, 200),
     "Outdoor solar spotlights, set of 4", []),
    ("galaxy-desk-mat.jpg", "hubble_deep_field.jpg", (0, 300, 1000, 633), (480, 160),
     "Galaxy desk mat, 90×30 cm", []),
    ("galaxy-puzzle.jpg", "hubble_deep_field.jpg", (0, 0, 480, 480), (480, 480),
     "Deep-space jigsaw puzzle, 1000 pieces 星空拼图", []),
    ("starry-sky-painting.jpg", "hubble_deep_field.jpg", (600, 200, 920, 680), (320, 480),
     "星空装饰画 40×60 客厅挂画", []),
    ("galaxy-yoga-mat.jpg", "hubble_deep_field.jpg", (100, 0, 436, 672), (240, 480),
     "Galaxy print yoga mat, 6 mm", []),
    ("galaxy-projector.jpg", "hubble_deep_field.jpg", (200, 472, 1000, 872), (480, 240),
     "星空投影灯 Galaxy projector night light", []),
    ("mars-globe-lamp.jpg", "retina.jpg", (0, 0, 1411, 1411), (480, 480),
     "Mars globe night light, 16 cm 火星灯", []),
    ("mars-sticker.png", "retina.jpg", (12, 6, 1400, 1394), (240, 240),
     "Mars planet vinyl sticker 火星贴纸", [("circle",)]),
    ("red-marble-tray.jpg", "retina.jpg", (500, 500, 1100, 900), (360, 240),
     "Red veined marble tray 大理石纹托盘", []),
]


def describe_adjustment(step):
    kind = step[0]
    if kind == "tint":
        return "tinted from #%02x%02x%02x (shadows) to #%02x%02x%02x (highlights)" % (step[1] + step[2])
    if kind == "enhance":
        return "colour ×%g, contrast ×%g, brightness ×%g" % step[1:]
    if kind == "mirror":
        return "mirrored"
    if kind == "silhouette":
        return "dark pixels made #%02x%02x%02x, light ones transparent" % step[1]
    return "cut out as a disc with a transparent surround"


def licenses_text():
    lines = [
        "Data/photos/LICENSES: written by Data/make_photos.py; do not edit by hand.",
        "",
        "Every picture in this directory is a crop of a sample image shipped in the scikit-image",
        "%s wheel (skimage/data/), resized and sometimes tinted, mirrored or cut out. Each source's" % WHEEL_VERSION,
        "licence is quoted from its docstring in skimage/data/_fetchers.py of that wheel. Only",
        "sources that the docstrings place in the public domain or under CC0 are used. The",
        "product titles are invented for the demo shop.",
        "",
    ]
    for name, source, box, size, _, steps in PHOTO_SPECS:
        _, licence, author, words = SOURCES[source]
        changes = ["cropped to (%d, %d)-(%d, %d)" % box, "resized to %d×%d" % size]
        changes += [describe_adjustment(step) for step in steps]
        lines += [
            name,
            "  source: skimage/data/%s (scikit-image %s)" % (source, WHEEL_VERSION),
            "  licence: %s; the docstring says: \"%s\"" % (licence, words),
            "  author: %s" % author,
            "  changes: %s" % "; ".join(changes),
            "",
        ]
    return "\n".join(lines).encode()


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", data[16:24])


def jpeg_size(data):
    if data[:2] != b"\xff\xd8":
        return None
    position = 2
    while position + 4 <= len(data):
        if data[position] != 0xFF:
            return None
        marker = data[position + 1]
        if marker == 0xFF:
            position += 1
            continue
        length = struct.unpack(">H", data[position + 2:position + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
            height, width = struct.unpack(">HH", data[position + 5:position + 9])
            return width, height
        position += 2 + length
    return None


def pixel_size(data):
    """(width, height) from a PNG or JPEG header, or None."""
    return png_size(data) or jpeg_size(data)


def read_sources(wheel):
    images = {}
    with zipfile.ZipFile(wheel) as archive:
        for source, (digest, _, _, _) in SOURCES.items():
            data = archive.read("skimage/data/" + source)
            if hashlib.sha256(data).hexdigest() != digest:
                sys.exit("%s: skimage/data/%s differs from the scikit-image %s file this script expects"
                         % (wheel, source, WHEEL_VERSION))
            images[source] = data
    return images


def render(image_module, source_bytes, spec):
    """The finished photo (RGB or RGBA Pillow image) for one spec."""
    from PIL import ImageDraw, ImageEnhance, ImageOps

    name, _, box, size, _, steps = spec
    picture = image_module.open(io.BytesIO(source_bytes))
    picture.load()
    if picture.mode not in ("RGB", "L", "RGBA"):
        picture = picture.convert("RGB")
    crop_width, crop_height = box[2] - box[0], box[3] - box[1]
    if abs(crop_width * size[1] - crop_height * size[0]) > 0.02 * crop_width * size[1]:
        sys.exit("%s: crop %d×%d does not have the shape of %d×%d" % (name, crop_width, crop_height, size[0], size[1]))
    picture = picture.crop(box).resize(size, image_module.Resampling.LANCZOS)
    for step in steps:
        kind = step[0]
        if kind == "tint":
            picture = ImageOps.colorize(picture.convert("L"), black=step[1], white=step[2])
        elif kind == "enhance":
            picture = ImageEnhance.Color(picture).enhance(step[1])
            picture = ImageEnhance.Contrast(picture).enhance(step[2])
            picture = ImageEnhance.Brightness(picture).enhance(step[3])
        elif kind == "mirror":
            picture = ImageOps.mirror(picture)
        elif kind == "silhouette":
            flat = image_module.new("RGB", picture.size, (255, 255, 255))
            flat.paste(picture, mask=picture.getchannel("A") if picture.mode == "RGBA" else None)
            alpha = ImageOps.invert(flat.convert("L"))
            picture = image_module.new("RGBA", picture.size, step[1])
            picture.putalpha(alpha)
        elif kind == "circle":
            scale = 4
            mask = image_module.new("L", (size[0] * scale, size[1] * scale), 0)
            ImageDraw.Draw(mask).ellipse((0, 0, size[0] * scale - 1, size[1] * scale - 1), fill=255)
            picture = picture.convert("RGBA")
            picture.putalpha(mask.resize(size, image_module.Resampling.LANCZOS))
    if name.endswith(".jpg") and picture.mode not in ("RGB", "L"):
        picture = picture.convert("RGB")
    return picture


def encode(picture, name):
    output = io.BytesIO()
    if name.endswith(".png"):
        picture.save(output, format="PNG", optimize=True)
    else:
        picture.save(output, format="JPEG", quality=JPEG_QUALITY, optimize=True)
    return output.getvalue()


def opaque_rgb(image_module, picture):
    """The photo flattened on THUMBNAIL_BACKGROUND, as RGB."""
    if picture.mode == "RGBA":
        flat = image_module.new("RGB", picture.size, THUMBNAIL_BACKGROUND)
        flat.paste(picture, mask=picture.getchannel("A"))
        return flat
    return picture.convert("RGB")


def thumbnail(image_module, picture):
    """The catalog's thumbnail format: 12 pixels wide, height from the aspect ratio (3…24)."""
    width, height = picture.size
    th = max(THUMB_MIN_HEIGHT, min(THUMB_MAX_HEIGHT, int(round(THUMB_WIDTH * height / width))))
    small = opaque_rgb(image_module, picture).resize((THUMB_WIDTH, th), image_module.Resampling.BOX)
    pixels = "".join("%02x%02x%02x" % small.getpixel((x, y)) for y in range(th) for x in range(THUMB_WIDTH))
    return {"width": THUMB_WIDTH, "height": th, "pixels": pixels}


def average_color(image_module, picture):
    red, green, blue = opaque_rgb(image_module, picture).resize((1, 1), image_module.Resampling.BOX).getpixel((0, 0))
    return "#%02x%02x%02x" % (red, green, blue)


def make_all(wheel):
    """{file name: bytes} for every photo, LICENSES and the manifest."""
    from PIL import Image, __version__

    if __version__ != PILLOW_VERSION:
        print("warning: Pillow %s, not %s: the bytes may differ from the committed ones" % (__version__, PILLOW_VERSION),
              file=sys.stderr)
    sources = read_sources(wheel)
    files = {}
    entries = []
    for spec in PHOTO_SPECS:
        name, source, _, size, title, _ = spec
        picture = render(Image, sources[source], spec)
        data = encode(picture, name)
        files[name] = data
        entries.append({
            "file": name,
            "source": "skimage/data/" + source,
            "width": size[0],
            "height": size[1],
            "bytes": len(data),
            "sha256": hashlib.sha256(data).hexdigest(),
            "title": title,
            "color": average_color(Image, picture),
            "thumbnail": thumbnail(Image, picture),
        })
    manifest = {
        "generator": "Data/make_photos.py",
        "sources": "scikit-image %s wheel, skimage/data/" % WHEEL_VERSION,
        "pillow": PILLOW_VERSION,
        "photos": entries,
    }
    files[MANIFEST] = (json.dumps(manifest, ensure_ascii=False, indent=1) + "\n").encode()
    files[LICENSES] = licenses_text()
    return files


def check_committed():
    """Problems with the committed files, found with the standard library only."""
    problems = []
    try:
        with open(os.path.join(PHOTOS, MANIFEST), "rb") as handle:
            manifest = json.loads(handle.read())
        with open(os.path.join(PHOTOS, LICENSES), "rb") as handle:
            licenses = handle.read()
    except (OSError, ValueError) as error:
        return ["cannot read the manifest or LICENSES: %s" % error]
    if licenses != licenses_text():
        problems.append("LICENSES differs from what this script writes")
    entries = manifest.get("photos", [])
    expected = [(spec[0], "skimage/data/" + spec[1], spec[3][0], spec[3][1], spec[4]) for spec in PHOTO_SPECS]
    recorded = [(e.get("file"), e.get("source"), e.get("width"), e.get("height"), e.get("title")) for e in entries]
    if recorded != expected:
        problems.append("%s does not list the photos, sources, sizes and titles of PHOTO_SPECS" % MANIFEST)
    for entry in entries:
        name = entry.get("file", "?")
        try:
            with open(os.path.join(PHOTOS, name), "rb") as handle:
                data = handle.read()
        except OSError as error:
            problems.append("%s: %s" % (name, error.strerror))
            continue
        if len(data) != entry.get("bytes"):
            problems.append("%s: %d bytes, the manifest says %s" % (name, len(data), entry.get("bytes")))
        if hashlib.sha256(data).hexdigest() != entry.get("sha256"):
            problems.append("%s: SHA-256 differs from the manifest" % name)
        if pixel_size(data) != (entry.get("width"), entry.get("height")):
            problems.append("%s: header says %s, the manifest says %s×%s"
                            % (name, pixel_size(data), entry.get("width"), entry.get("height")))
    listed = {entry.get("file") for entry in entries} | {MANIFEST, LICENSES}
    for stray in sorted(set(os.listdir(PHOTOS)) - listed):
        problems.append("%s: not made by this script" % stray)
    return problems


def main():
    arguments = sys.argv[1:]
    check = "--check" in arguments
    wheel = arguments[arguments.index("--wheel") + 1] if "--wheel" in arguments[:-1] else None
    if not check and wheel is None:
        sys.exit(__doc__)
    if check:
        problems = check_committed()
        if wheel is not None and not problems:
            for name, content in sorted(make_all(wheel).items()):
                with open(os.path.join(PHOTOS, name), "rb") as handle:
                    if handle.read() != content:
                        problems.append("%s: differs from a fresh run" % name)
        if problems:
            print("\n".join(problems), file=sys.stderr)
            return 1
        print("Data/photos/ is up to date (%d photos)" % len(PHOTO_SPECS))
        return 0
    os.makedirs(PHOTOS, exist_ok=True)
    files = make_all(wheel)
    for name, content in files.items():
        with open(os.path.join(PHOTOS, name), "wb") as output:
            output.write(content)
    total = sum(len(content) for name, content in files.items() if name not in (MANIFEST, LICENSES))
    print("wrote %d photos (%d bytes) to Data/photos/" % (len(PHOTO_SPECS), total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
