#!/usr/bin/env python3
"""Writes the 640×427 JPEG that the `pictures` benchmark times against chafa.

No bundled photo is 640×427 (they are at most 480 pixels on a side), and re-encoding an enlarged
one would time a softer picture than a real one. scikit-image's `rocket.jpg` is a real 640×427
baseline JPEG (SpaceX, public domain) in the same wheel that Data/make_photos.py draws from, so
this copies it unchanged, byte for byte, after checking it against the SHA-256 that
Data/make_photos.py records for it. Standard library only:

    pip download --no-deps scikit-image==0.26.0 -d /tmp/skimage
    python3 Scripts/make-benchmark-photo.py --wheel /tmp/skimage/scikit_image-0.26.0-*.whl
    python3 Scripts/make-benchmark-photo.py --check      # the committed files, without the wheel

It writes Data/benchmark/rocket-640x427.jpg and Data/benchmark/LICENSES. `--check` verifies that
the committed JPEG has the expected SHA-256 and a 640×427 header, and that LICENSES is current.
"""

import hashlib
import os
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Data"))
sys.dont_write_bytecode = True
from make_photos import SOURCES, WHEEL_VERSION, pixel_size  # noqa: E402

SOURCE = "rocket.jpg"
OUTPUT_DIRECTORY = os.path.join(ROOT, "Data", "benchmark")
OUTPUT = "rocket-640x427.jpg"
LICENSES = "LICENSES"
SIZE = (640, 427)


def licenses_text():
    """The LICENSES file, from the licence that Data/make_photos.py records for the source."""
    _, licence, author, words = SOURCES[SOURCE]
    return (
        "Data/benchmark/LICENSES: written by Scripts/make-benchmark-photo.py; do not edit by hand.\n\n"
        "%s\n"
        "  source: skimage/data/%s (scikit-image %s), copied unchanged\n"
        "  licence: %s; the docstring says: \"%s\"\n"
        "  author: %s\n"
        "  used by: the `pictures` benchmark (Sources/WaterfallBenchmarks), as a 640×427 photo\n"
        % (OUTPUT, SOURCE, WHEEL_VERSION, licence, words, author)
    ).encode()


def read_source(wheel):
    """The source JPEG's bytes from the wheel, checked against its recorded SHA-256."""
    with zipfile.ZipFile(wheel) as archive:
        data = archive.read("skimage/data/" + SOURCE)
    if hashlib.sha256(data).hexdigest() != SOURCES[SOURCE][0]:
        sys.exit("%s: skimage/data/%s differs from the scikit-image %s file Data/make_photos.py expects"
                 % (wheel, SOURCE, WHEEL_VERSION))
    if pixel_size(data) != SIZE:
        sys.exit("%s: skimage/data/%s is %s, not %d×%d" % (wheel, SOURCE, pixel_size(data), SIZE[0], SIZE[1]))
    return data


def check_committed():
    """Problems with the committed files."""
    problems = []
    try:
        with open(os.path.join(OUTPUT_DIRECTORY, OUTPUT), "rb") as handle:
            data = handle.read()
        with open(os.path.join(OUTPUT_DIRECTORY, LICENSES), "rb") as handle:
            licenses = handle.read()
    except OSError as error:
        return ["%s: %s" % (error.filename, error.strerror)]
    if hashlib.sha256(data).hexdigest() != SOURCES[SOURCE][0]:
        problems.append("%s: SHA-256 differs from skimage/data/%s" % (OUTPUT, SOURCE))
    if pixel_size(data) != SIZE:
        problems.append("%s: header says %s, not %d×%d" % (OUTPUT, pixel_size(data), SIZE[0], SIZE[1]))
    if licenses != licenses_text():
        problems.append("%s differs from what this script writes" % LICENSES)
    return problems


def main():
    arguments = sys.argv[1:]
    if "--check" in arguments:
        problems = check_committed()
        if problems:
            print("\n".join(problems), file=sys.stderr)
            return 1
        print("Data/benchmark/ is up to date")
        return 0
    if "--wheel" not in arguments[:-1]:
        sys.exit(__doc__)
    data = read_source(arguments[arguments.index("--wheel") + 1])
    os.makedirs(OUTPUT_DIRECTORY, exist_ok=True)
    with open(os.path.join(OUTPUT_DIRECTORY, OUTPUT), "wb") as output:
        output.write(data)
    with open(os.path.join(OUTPUT_DIRECTORY, LICENSES), "wb") as output:
        output.write(licenses_text())
    print("wrote Data/benchmark/%s (%d bytes, %d×%d)" % (OUTPUT, len(data), SIZE[0], SIZE[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
