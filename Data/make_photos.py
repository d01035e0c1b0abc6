#!/usr/bin/env python3
"""Makes the product photos in Data/photos/ from photos that Debian packages and Python wheels ship.

Data/photo-products.json lists every photo: its source (a file in one of the packages below,
written as Data/photokit/sources.py describes) and the product its card shows (title, shop,
price, rating), written by hand after looking at the photo; banners also name the collection
they introduce. This script takes each photo from its package, finds the licence record the
package keeps for it, and fits it into at most 640 pixels on its longer side:

    gcompris-qt-data 3.1-2          photos inside Qt resource files; licence from each bundle's README
    scratch 1.4.0.6~dfsg1-6.1       scene photos and cut-outs; Debian's copyright file
    lomiri-wallpapers-16.04/20.04   wide photos, cut to 3:1 banners; Debian's copyright file
    scikit-image 0.26.0 wheel       the loaders' docstrings in skimage/data/_fetchers.py
    scikit-learn 1.9.1 wheel        sklearn/datasets/images/README.txt

Photos keep their format where the app should decode it (GCompris's WebP, Scratch's GIF
cut-outs with transparency, a few PNG cut-outs) and are JPEG otherwise. A source already in the
output's format and small enough is copied byte for byte. Developer tools only (nothing here is
needed to build or run Waterfall):

    mkdir -p /tmp/photo-sources && cd /tmp/photo-sources
    apt-get download gcompris-qt-data scratch lomiri-wallpapers-16.04 lomiri-wallpapers-20.04
    pip download --no-deps scikit-image==0.26.0 scikit-learn==1.9.1 -d .
    pip install Pillow==13.0.0 zstandard
    python3 Data/make_photos.py --sources /tmp/photo-sources
    python3 Data/make_photos.py --check                  # standard library only, no network
    python3 Data/make_photos.py --check --sources DIR    # also re-makes every photo and compares bytes

Writing replaces every file in Data/photos/: the photos, Data/photos/LICENSES (source, author,
licence and changes of each photo) and Data/photos/photos.json (each photo's file, pixel size,
product, colour, 12-pixel thumbnail and licence record), which Data/generate.py reads, so the
catalog generator needs no Pillow. `--check` verifies without Pillow or the packages that every
photo in photo-products.json exists with the recorded byte count, SHA-256 and header size (at
most 640 pixels), in the format its name says, that no other file is in Data/photos/, that
LICENSES names exactly these photos as photos.json records them, that every licence allows
bundling, and that the whole set stays within the size budget. Re-making needs Pillow 13.0.0:
other versions may encode different bytes.
"""

import hashlib
import json
import os
import sys

sys.dont_write_bytecode = True
from generate import THUMB_MAX_HEIGHT, THUMB_MIN_HEIGHT, THUMB_WIDTH  # noqa: E402
from photokit import licences  # noqa: E402
from photokit.headers import picture_format, pixel_size  # noqa: E402,F401  (pixel_size: used by Scripts/)
from photokit.sources import SKIMAGE_RECORDS, WHEEL_VERSIONS, SourceError, SourceFolder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PHOTOS = os.path.join(HERE, "photos")
PRODUCTS = os.path.join(HERE, "photo-products.json")
MANIFEST = "photos.json"
LICENSES = "LICENSES"
PILLOW_VERSION = "13.0.0"
MAX_SIDE = 640
MIN_PHOTOS = 300
MAX_TOTAL_BYTES = 20 * 1000 * 1000
EXTENSIONS = {"jpeg": ".jpg", "webp": ".webp", "gif": ".gif", "png": ".png"}
PRICE_DIGITS = set("0123456789")

# Kept for Scripts/make-benchmark-photo.py, which copies one scikit-image sample.
SOURCES = SKIMAGE_RECORDS
WHEEL_VERSION = WHEEL_VERSIONS["scikit-image"]


def load_products():
    """photo-products.json, or exit naming what is wrong with it."""
    try:
        with open(PRODUCTS, "rb") as handle:
            products = json.loads(handle.read())
    except (OSError, ValueError) as error:
        sys.exit("cannot read %s: %s" % (PRODUCTS, error))
    problems = product_problems(products)
    if problems:
        sys.exit("\n".join("%s: %s" % (os.path.basename(PRODUCTS), problem) for problem in problems))
    return products


def product_problems(products):
    """What is wrong with the hand-written list: unknown categories or shops, bad prices or
    ratings, names or sources used twice."""
    problems = []
    shops = products.get("shops", {})
    for category, names in shops.items():
        if len(names) < 2:
            problems.append("category %r needs at least two shops (the second listing of a photo uses another)" % category)
    seen_files, seen_sources = set(), set()
    for entry in products.get("photos", []) + products.get("banners", []):
        name = entry.get("file", "?")
        if name in seen_files:
            problems.append("%s is listed twice" % name)
        if entry.get("source") in seen_sources:
            problems.append("%s: source %s is used twice" % (name, entry.get("source")))
        seen_files.add(name)
        seen_sources.add(entry.get("source"))
        if not isinstance(entry.get("title"), str) or not entry["title"].strip():
            problems.append("%s: no title" % name)
        if os.path.splitext(name)[1] not in EXTENSIONS.values() or "/" in name:
            problems.append("%s: a plain file name ending in %s is needed" % (name, ", ".join(EXTENSIONS.values())))
    for entry in products.get("photos", []):
        name, category = entry.get("file", "?"), entry.get("category")
        if entry.get("shop") not in shops.get(category, []):
            problems.append("%s: shop %r is not one of category %r's" % (name, entry.get("shop"), category))
        whole, dot, cents = str(entry.get("price", "")).partition(".")
        if not (whole and set(whole) <= PRICE_DIGITS and dot and len(cents) == 2 and set(cents) <= PRICE_DIGITS):
            problems.append("%s: price %r is not yuan with two decimals, like \"39.90\"" % (name, entry.get("price")))
        rating = entry.get("rating")
        if not isinstance(rating, (int, float)) or not 0 <= rating <= 5 or round(rating * 10) != rating * 10:
            problems.append("%s: rating %r is not 0–5 in tenths" % (name, rating))
    for banner in products.get("banners", []):
        name = banner.get("file", "?")
        if not banner.get("collection") or any(category not in shops for category in banner["collection"]):
            problems.append("%s: collection %r names unknown categories" % (name, banner.get("collection")))
        top = banner.get("top")
        if not isinstance(top, (int, float)) or not 0 <= top <= 1:
            problems.append("%s: top %r is not between 0 and 1" % (name, top))
    return problems


def product_fields(entry):
    """The fields of a photo-products.json entry that photos.json repeats."""
    return {key: entry[key] for key in ("file", "source", "category", "collection", "shop", "price", "rating", "title") if key in entry}


def licence_lines(entry):
    """The LICENSES block of one photos.json entry."""
    record = entry["licence"]
    url = licences.LICENCE_URLS.get(record["licence"])
    lines = [
        entry["file"],
        "  source: %s, %s" % (record["package"], record["location"]),
    ]
    if record.get("original"):
        lines.append("  original: %s" % record["original"])
    lines += [
        "  author: %s" % (record.get("author") or "not named"),
        "  licence: %s%s" % (record["licence"], ", %s" % url if url else ""),
        "  licence record: %s, which reads \"%s\"" % (record["record"], record["wording"]),
    ]
    if record.get("upstream_changes"):
        lines.append("  changes before packaging, as the record says: %s" % record["upstream_changes"])
    lines.append("  changes here: %s" % ("; ".join(record["changes"]) or "none, copied byte for byte"))
    return lines + [""]


def licenses_text(manifest):
    """Data/photos/LICENSES for the photos listed in `manifest` (photos.json)."""
    lines = [
        "# Data/photos/LICENSES: written and checked by Data/make_photos.py; do not edit by hand.",
        "#",
        "# Every picture in Data/photos/ is a photograph shipped by a Debian package or a Python",
        "# wheel, taken with the licence record that package keeps for it: its source, author and",
        "# licence are named below, with the record and its exact words. Photos under CC-BY or",
        "# CC-BY-SA are used under those licences; a CC-BY-SA photo, and any crop or scaled copy",
        "# of it, stays under CC-BY-SA. Public-domain and CC0 photos need no attribution, but get",
        "# one anyway. The product titles, shops and prices shown with the photos are invented for",
        "# the demo shop and are not claims about what the photos show.",
        "",
    ]
    for entry in manifest["photos"] + manifest["banners"]:
        lines += licence_lines(entry)
    return "\n".join(lines).encode()


def licence_problems(entry):
    """A licence that does not allow bundling, or an attribution that is missing."""
    record = entry.get("licence", {})
    name = entry.get("file", "?")
    licence = record.get("licence")
    if licence not in licences.LICENCE_URLS:
        return ["%s: licence %r does not allow bundling" % (name, licence)]
    if licence != "Public Domain" and not record.get("author"):
        return ["%s: %s needs the author's name" % (name, licence)]
    if not record.get("package") or not record.get("record"):
        return ["%s: the source package or the licence record is missing" % name]
    return []


def make_all(folder):
    """{file name: bytes} for every photo, LICENSES and the manifest."""
    from PIL import Image, __version__

    from photokit import rendering

    if __version__ != PILLOW_VERSION:
        print("warning: Pillow %s, not %s: the bytes may differ from the committed ones" % (__version__, PILLOW_VERSION),
              file=sys.stderr)
    products = load_products()
    sources = SourceFolder(folder)
    files, originals, digests = {}, {}, {}
    manifest = {"generator": "Data/make_photos.py", "pillow": PILLOW_VERSION, "photos": [], "banners": []}
    for group, entries in (("photos", products["photos"]), ("banners", products["banners"])):
        for entry in entries:
            name = entry["file"]
            photo = sources.photo(entry["source"])
            for seen, key in ((originals, photo.original), (digests, photo.sha256)):
                if key and key in seen:
                    sys.exit("%s and %s are the same photo (%s)" % (seen[key], name, key))
                if key:
                    seen[key] = name
            data, picture, changes = rendering.make(Image, photo.data, name, entry.get("top") if group == "banners" else None)
            if EXTENSIONS.get(picture_format(data)) != os.path.splitext(name)[1]:
                sys.exit("%s: made a %s file" % (name, picture_format(data)))
            files[name] = data
            width, height = pixel_size(data)
            manifest[group].append({
                **product_fields(entry),
                "width": width,
                "height": height,
                "bytes": len(data),
                "sha256": hashlib.sha256(data).hexdigest(),
                "color": rendering.average_color(Image, picture),
                "thumbnail": rendering.thumbnail(Image, picture, THUMB_WIDTH, THUMB_MIN_HEIGHT, THUMB_MAX_HEIGHT),
                "licence": {
                    "package": photo.package,
                    "location": photo.location,
                    "source_sha256": photo.sha256,
                    "original": photo.original,
                    "author": photo.author,
                    "licence": photo.licence,
                    "record": photo.record,
                    "wording": photo.wording,
                    "upstream_changes": photo.comments,
                    "changes": changes,
                },
            })
    files[MANIFEST] = (json.dumps(manifest, ensure_ascii=False, indent=1) + "\n").encode()
    files[LICENSES] = licenses_text(manifest)
    return files


def check_committed():
    """Problems with the committed files, found with the standard library only."""
    products = load_products()
    try:
        with open(os.path.join(PHOTOS, MANIFEST), "rb") as handle:
            manifest = json.loads(handle.read())
        with open(os.path.join(PHOTOS, LICENSES), "rb") as handle:
            licenses = handle.read()
    except (OSError, ValueError) as error:
        return ["cannot read the manifest or LICENSES: %s" % error]
    problems = []
    for group in ("photos", "banners"):
        expected = [product_fields(entry) for entry in products[group]]
        if [product_fields(entry) for entry in manifest.get(group, [])] != expected:
            problems.append("%s: its %s differ from photo-products.json; re-make the photos" % (MANIFEST, group))
    entries = manifest.get("photos", []) + manifest.get("banners", [])
    if len(manifest.get("photos", [])) < MIN_PHOTOS:
        problems.append("%d one-column photos; at least %d are needed" % (len(manifest.get("photos", [])), MIN_PHOTOS))
    if licenses != licenses_text(manifest):
        problems.append("LICENSES differs from what this script writes for %s" % MANIFEST)
    total = 0
    seen = {"sha256": {}, "source_sha256": {}, "original": {}}
    for entry in entries:
        name = entry.get("file", "?")
        problems += licence_problems(entry)
        keys = {"sha256": entry.get("sha256"), **{key: entry.get("licence", {}).get(key) for key in ("source_sha256", "original")}}
        for kind, key in keys.items():
            if key and key in seen[kind]:
                problems.append("%s and %s are the same photo (same %s %s)" % (seen[kind][key], name, kind, key))
            elif key:
                seen[kind][key] = name
        try:
            with open(os.path.join(PHOTOS, name), "rb") as handle:
                data = handle.read()
        except OSError as error:
            problems.append("%s: %s" % (name, error.strerror))
            continue
        total += len(data)
        if len(data) != entry.get("bytes"):
            problems.append("%s: %d bytes, the manifest says %s" % (name, len(data), entry.get("bytes")))
        if hashlib.sha256(data).hexdigest() != entry.get("sha256"):
            problems.append("%s: SHA-256 differs from the manifest" % name)
        size = pixel_size(data)
        if size != (entry.get("width"), entry.get("height")):
            problems.append("%s: header says %s, the manifest says %s×%s" % (name, size, entry.get("width"), entry.get("height")))
        elif max(size) > MAX_SIDE:
            problems.append("%s: %d×%d is more than %d pixels on a side" % (name, size[0], size[1], MAX_SIDE))
        if EXTENSIONS.get(picture_format(data)) != os.path.splitext(name)[1]:
            problems.append("%s: holds %s, not what its name says" % (name, picture_format(data) or "no picture"))
    if total > MAX_TOTAL_BYTES:
        problems.append("the photos take %d bytes; the budget is %d" % (total, MAX_TOTAL_BYTES))
    listed = {entry.get("file") for entry in entries} | {MANIFEST, LICENSES}
    for stray in sorted(set(os.listdir(PHOTOS)) - listed):
        problems.append("%s: not made by this script" % stray)
    return problems


def write_all(files):
    """Replaces Data/photos/ with `files`."""
    os.makedirs(PHOTOS, exist_ok=True)
    for stale in sorted(set(os.listdir(PHOTOS)) - set(files)):
        os.remove(os.path.join(PHOTOS, stale))
    for name, content in files.items():
        with open(os.path.join(PHOTOS, name), "wb") as output:
            output.write(content)


def main():
    arguments = sys.argv[1:]
    check = "--check" in arguments
    folder = arguments[arguments.index("--sources") + 1] if "--sources" in arguments[:-1] else None
    if not check and folder is None:
        sys.exit(__doc__)
    try:
        return run(check, folder)
    except (SourceError, licences.LicenceError) as error:
        print("error: %s" % error, file=sys.stderr)
        return 1


def run(check, folder):
    """Checks (and with `folder`, also re-makes and compares) or writes the photos."""
    if check:
        problems = check_committed()
        if folder is not None and not problems:
            for name, content in sorted(make_all(folder).items()):
                with open(os.path.join(PHOTOS, name), "rb") as handle:
                    if handle.read() != content:
                        problems.append("%s: differs from a fresh run" % name)
        if problems:
            print("\n".join(problems), file=sys.stderr)
            return 1
        print("Data/photos/ is up to date (%d photos and %d banners)" % (len(load_products()["photos"]), len(load_products()["banners"])))
        return 0
    files = make_all(folder)
    write_all(files)
    total = sum(len(content) for name, content in files.items() if name not in (MANIFEST, LICENSES))
    print("wrote %d photos (%d bytes) to Data/photos/" % (len(files) - 2, total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
