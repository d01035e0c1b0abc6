"""The licence records that the source packages keep, read as they are written, and the
licences a bundled photo may have.

* GCompris: a `README` inside each resource bundle, next to the photos: blocks separated by
  blank lines, with `Copyright:` (the photographer), `License:`, `Source:` (the page the photo
  was taken from), sometimes `Comments:` (GCompris's own changes) and `Files:` followed by one
  name or pattern per line, relative to the README's directory. (Debian's copyright file for
  gcompris-qt-data is out of date for these bundles, so it is not used.)
* Debian machine-readable copyright files (DEP-5), for scratch and the Lomiri wallpapers:
  paragraphs with `Files:` (space-separated patterns, relative to the upstream tree),
  `Copyright:` and `License:`; the last paragraph whose patterns match a file applies.
* scikit-learn's `sklearn/datasets/images/README.txt`: per image an `Image:` line, an
  `Attribution:` line and numbered links ([1] the licence, [2] the author, [3] the source).
"""

import fnmatch
import re

# Licence identifiers allowed for a bundled photo, with the licence's canonical text.
LICENCE_URLS = {
    "Public Domain": None,
    "CC0-1.0": "https://creativecommons.org/publicdomain/zero/1.0/",
    "CC-BY-2.0": "https://creativecommons.org/licenses/by/2.0/",
    "CC-BY-3.0": "https://creativecommons.org/licenses/by/3.0/",
    "CC-BY-4.0": "https://creativecommons.org/licenses/by/4.0/",
    "CC-BY-SA-3.0": "https://creativecommons.org/licenses/by-sa/3.0/",
    "CC-BY-SA-4.0": "https://creativecommons.org/licenses/by-sa/4.0/",
}


class LicenceError(ValueError):
    """A photo has no licence record, or one that does not allow bundling it."""


def normalised_licence(text):
    """The identifier in LICENCE_URLS for a licence as a record spells it ("CC-BY-SA 4.0",
    "Public domain", "CC0-1.0"), or None when it is not one of them."""
    words = re.sub(r"[\s_]+", "-", text.strip())
    if words.lower() == "public-domain":
        return "Public Domain"
    for identifier in LICENCE_URLS:
        if words.lower() == identifier.lower():
            return identifier
    return None


def gcompris_readme_blocks(text):
    """The blocks of a GCompris bundle README: dicts with "copyright", "license", "source",
    "comments" (as written, when present) and "files" (a list of names or patterns)."""
    blocks = []
    block = None
    in_files = False
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            if block:
                blocks.append(block)
            block, in_files = None, False
            continue
        if block is None:
            block = {"files": []}
        key, colon, value = stripped.partition(":")
        if colon and key in ("Copyright", "License", "Source", "Comments", "Files"):
            in_files = key == "Files"
            if in_files:
                block["files"].extend(value.split())
            else:
                block[key.lower()] = value.strip()
        elif in_files:
            block["files"].append(stripped)
    if block:
        blocks.append(block)
    return blocks


def gcompris_record(blocks, relative_path, readme):
    """The one README block that names `relative_path` (exactly or by a pattern)."""
    matches = [block for block in blocks if any(fnmatch.fnmatchcase(relative_path, pattern) for pattern in block["files"])]
    if len(matches) != 1:
        raise LicenceError("%s: %s has %d entries in %s; exactly one is needed"
                           % (readme, relative_path, len(matches), readme))
    return matches[0]


def dep5_paragraphs(text):
    """The `Files:` paragraphs of a DEP-5 copyright file: dicts with "files" (patterns),
    "copyright" and "license" (the first line of each field)."""
    paragraphs = []
    for chunk in re.split(r"\n\s*\n", text):
        fields = {}
        key = None
        for line in chunk.splitlines():
            if line[:1] in (" ", "\t"):
                if key == "files":
                    fields["files"] += line.split()
                continue
            key, _, value = line.partition(":")
            key = key.strip().lower()
            if key == "files":
                fields["files"] = value.split()
            elif key in ("copyright", "license"):
                fields[key] = value.strip()
        if "files" in fields:
            paragraphs.append(fields)
    return paragraphs


def dep5_record(paragraphs, upstream_path, copyright_file):
    """The last paragraph whose patterns match `upstream_path` (DEP-5's rule)."""
    found = None
    for paragraph in paragraphs:
        if any(fnmatch.fnmatchcase(upstream_path, pattern) for pattern in paragraph["files"]):
            found = paragraph
    if found is None:
        raise LicenceError("%s: no Files paragraph matches %s" % (copyright_file, upstream_path))
    return found


def sklearn_images_record(text, image):
    """(attribution, licence URL, source URL, author URL) for `image` in scikit-learn's
    images README."""
    for chunk in re.split(r"\n\s*\n(?=Image:)", text):
        if not chunk.startswith("Image: %s" % image):
            continue
        attribution = re.search(r"^Attribution: (.+)$", chunk, re.M)
        links = dict(re.findall(r"^\[(\d)\] (\S+)$", chunk, re.M))
        if attribution and {"1", "2", "3"} <= set(links):
            return attribution.group(1).strip(), links["1"], links["3"], links["2"]
    raise LicenceError("sklearn/datasets/images/README.txt has no complete entry for %s" % image)
