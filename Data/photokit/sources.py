"""The source packages in a folder, and each photo's bytes and licence record from them
(standard library only, plus `zstandard` for zstd-compressed Qt resources).

A photo's source is written `KIND:LOCATION`:

    gcompris:BUNDLE:PATH           gcompris-qt-data: PATH under gcompris/src/activities/BUNDLE/resource/
                                   in usr/share/gcompris-qt/rcc/BUNDLE.rcc; licence from the
                                   bundle's README nearest to the photo
    scratch:PATH                   scratch: usr/share/scratch/PATH; licence from Debian's copyright file
    lomiri-wallpapers-16.04:FILE   usr/share/backgrounds/FILE; licence from Debian's copyright file
    lomiri-wallpapers-20.04:FILE   (its entry there is "16.04/FILE" or "20.04/FILE")
    scikit-image:FILE              skimage/data/FILE in the wheel; licence from its loader's docstring
    scikit-learn:FILE              sklearn/datasets/images/FILE in the wheel; licence from README.txt
"""

import glob
import hashlib
import io
import os
import posixpath
import re
import tarfile
import zipfile

from . import licences
from .qt_resources import read_resources

PACKAGE_VERSIONS = {
    "gcompris-qt-data": "3.1-2",
    "scratch": "1.4.0.6~dfsg1-6.1",
    "lomiri-wallpapers-16.04": "20.04.0-2",
    "lomiri-wallpapers-20.04": "20.04.0-2",
}
WHEEL_VERSIONS = {"scikit-image": "0.26.0", "scikit-learn": "1.9.1"}

# scikit-image sample -> (SHA-256, licence, author and origin, the loader docstring's own words).
SKIMAGE_RECORDS = {
    "astronaut.png": (
        "88431cd9653ccd539741b555fb0a46b61558b301d4110412b5bc28b5e3ea6cb5", "Public Domain",
        "NASA: astronaut Eileen Collins, NASA Great Images database (https://flic.kr/p/r9qvLn)",
        "No known copyright restrictions, released into the public domain.",
    ),
    "camera.png": (
        "b0793d2adda0fa6ae899c03989482bff9a42d3d5690fc7e3648f2795d730c23a", "CC0-1.0",
        "Lav Varshney (photographer)",
        "No copyright restrictions. CC0 by the photographer (Lav Varshney).",
    ),
    "chelsea.png": (
        "596aa1e7cb875eb79f437e310381d26b338a81c2da23439704a73c4651e8c4bb", "CC0-1.0",
        "Stefan van der Walt (photographer)",
        "No copyright restrictions.  CC0 by the photographer (Stefan van der Walt).",
    ),
    "coffee.png": (
        "cc02f8ca188b167c775a7101b5d767d1e71792cf762c33d6fa15a4599b5a8de7", "CC0-1.0",
        "Rachel Michetti (photographer), courtesy of Pikolo Espresso Bar",
        "No copyright restrictions.  CC0 by the photographer (Rachel Michetti).",
    ),
    "hubble_deep_field.jpg": (
        "3a19c5dd8a927a9334bb1229a6d63711b1c0c767fb27e2286e7c84a3e2c2f5f4", "Public Domain",
        "NASA: Hubble eXtreme Deep Field, HubbleSite (http://hubblesite.org/newscenter/archive/releases/2012/37/image/a/)",
        "The image was captured by NASA and `may be freely used in the public domain",
    ),
    "rocket.jpg": (
        "c2dd0de7c538df8d111e479619b129464d0269d0ae5fd18ca91d33a7fdfea95c", "Public Domain",
        "SpaceX: launch of DSCOVR on Falcon 9, SpaceX Photos (https://www.flickr.com/photos/spacexphotos/16511594820/)",
        "The image was captured by SpaceX and `released in the public domain",
    ),
}


class SourceError(ValueError):
    """A source package or file is missing, of another version, or not as expected."""


class SourcePhoto:
    """One photo as its package ships it, with the licence record found for it."""

    def __init__(self, data, package, location, author, licence, wording, record, original=None, comments=None):
        if licence not in licences.LICENCE_URLS:
            raise licences.LicenceError("%s: licence %r does not allow bundling it" % (location, wording))
        if licence != "Public Domain" and not author:
            raise licences.LicenceError("%s: %s needs an author, and the record names none" % (location, licence))
        self.data = data
        self.sha256 = hashlib.sha256(data).hexdigest()
        self.package = package
        self.location = location
        self.author = author
        self.licence = licence
        self.wording = wording
        self.record = record
        self.original = original
        self.comments = comments


def _ar_members(data, name):
    """{member name: bytes} of a Debian package (an `ar` archive)."""
    if data[:8] != b"!<arch>\n":
        raise SourceError("%s is not a Debian package" % name)
    members = {}
    position = 8
    while position + 60 <= len(data):
        header = data[position:position + 60]
        member = header[:16].decode("ascii").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip())
        members[member] = data[position + 60:position + 60 + size]
        position += 60 + size + (size % 2)
    return members


class DebianPackage:
    """A downloaded `.deb`: its version and the files of its data archive (read once, kept in
    memory: the packages used here hold at most about 80 MB)."""

    def __init__(self, path, package):
        with open(path, "rb") as handle:
            members = _ar_members(handle.read(), path)
        control_name = next((m for m in members if m.startswith("control.tar")), None)
        data_name = next((m for m in members if m.startswith("data.tar")), None)
        if control_name is None or data_name is None:
            raise SourceError("%s lacks control.tar or data.tar" % path)
        control = self._tar_files(members[control_name]).get("control", b"")
        fields = dict(line.split(": ", 1) for line in control.decode().splitlines() if ": " in line and line[0] != " ")
        if fields.get("Package") != package:
            raise SourceError("%s holds %s, not %s" % (path, fields.get("Package"), package))
        self.package = package
        self.version = fields.get("Version")
        self.label = "%s %s" % (package, self.version)
        self._data = members[data_name]
        self._files = None

    @staticmethod
    def _tar_files(blob):
        """{path without "./": bytes} of every regular file in a tar archive."""
        found = {}
        with tarfile.open(fileobj=io.BytesIO(blob)) as archive:
            for member in archive:
                if member.isfile():
                    found[member.name[2:] if member.name.startswith("./") else member.name] = archive.extractfile(member).read()
        return found

    def files(self, paths):
        """{path: bytes} for the given paths (relative to the root, without "./")."""
        if self._files is None:
            self._files = self._tar_files(self._data)
        missing = [path for path in paths if path not in self._files]
        if missing:
            raise SourceError("%s has no file %s" % (self.label, ", ".join(missing)))
        return {path: self._files[path] for path in paths}


class SourceFolder:
    """The folder holding the downloaded `.deb` files and wheels."""

    def __init__(self, folder):
        self.folder = folder
        self._debs = {}
        self._wheels = {}
        self._rcc = {}
        self._copyrights = {}

    def _find(self, pattern, what):
        matches = sorted(glob.glob(os.path.join(self.folder, pattern)))
        if not matches:
            raise SourceError("%s: no %s (%s); see the commands in Data/make_photos.py" % (self.folder, what, pattern))
        return matches[-1]

    def deb(self, package):
        if package not in self._debs:
            path = self._find("%s_*.deb" % package, "Debian package %s" % package)
            deb = DebianPackage(path, package)
            if deb.version != PACKAGE_VERSIONS[package]:
                raise SourceError("%s is version %s; this script expects %s" % (path, deb.version, PACKAGE_VERSIONS[package]))
            self._debs[package] = deb
        return self._debs[package]

    def wheel(self, project):
        if project not in self._wheels:
            stem = project.replace("-", "_")
            path = self._find("%s-%s-*.whl" % (stem, WHEEL_VERSIONS[project]), "%s %s wheel" % (project, WHEEL_VERSIONS[project]))
            self._wheels[project] = (zipfile.ZipFile(path), "%s %s wheel" % (project, WHEEL_VERSIONS[project]))
        return self._wheels[project]

    def photo(self, source):
        """The SourcePhoto named by `source` (see the module's docstring)."""
        kind, _, location = source.partition(":")
        readers = {
            "gcompris": self._gcompris,
            "scratch": self._scratch,
            "lomiri-wallpapers-16.04": self._lomiri,
            "lomiri-wallpapers-20.04": self._lomiri,
            "scikit-image": self._skimage,
            "scikit-learn": self._sklearn,
        }
        if kind not in readers or not location:
            raise SourceError("unknown source %r" % source)
        return readers[kind](kind, location)

    def _gcompris(self, _, location):
        bundle, _, path = location.partition(":")
        deb = self.deb("gcompris-qt-data")
        rcc_path = "usr/share/gcompris-qt/rcc/%s.rcc" % bundle
        if rcc_path not in self._rcc:
            self._rcc[rcc_path] = read_resources(deb.files([rcc_path])[rcc_path])
        resources = self._rcc[rcc_path]
        root = "gcompris/src/activities/%s/resource/" % bundle
        member = root + path
        if member not in resources:
            raise SourceError("%s: %s has no resource %s" % (deb.label, rcc_path, member))
        folder = posixpath.dirname(member)
        while folder + "/README" not in resources:
            if len(folder) <= len(root.rstrip("/")):
                raise licences.LicenceError("%s: no README next to %s" % (rcc_path, member))
            folder = posixpath.dirname(folder)
        readme = folder + "/README"
        blocks = licences.gcompris_readme_blocks(resources[readme].decode("utf-8"))
        block = licences.gcompris_record(blocks, posixpath.relpath(member, folder), readme)
        wording = block.get("license", "")
        return SourcePhoto(
            resources[member], deb.label, "%s, resource %s" % (rcc_path, member), block.get("copyright"),
            licences.normalised_licence(wording), wording, "%s, resource %s" % (rcc_path, readme),
            original=block.get("source"), comments=block.get("comments"),
        )

    def _debian_copyright(self, package, path, upstream_path):
        deb = self.deb(package)
        copyright_path = "usr/share/doc/%s/copyright" % package
        data = deb.files([path, copyright_path])
        if copyright_path not in self._copyrights:
            self._copyrights[copyright_path] = licences.dep5_paragraphs(data[copyright_path].decode("utf-8"))
        paragraph = licences.dep5_record(self._copyrights[copyright_path], upstream_path, copyright_path)
        wording = paragraph.get("license", "")
        return SourcePhoto(
            data[path], deb.label, path, paragraph.get("copyright"), licences.normalised_licence(wording), wording,
            "%s (Files: %s)" % (copyright_path, " ".join(paragraph["files"])),
        )

    def _scratch(self, _, location):
        return self._debian_copyright("scratch", "usr/share/scratch/" + location, location)

    def _lomiri(self, package, location):
        series = package.rsplit("-", 1)[1]
        return self._debian_copyright(package, "usr/share/backgrounds/" + location, "%s/%s" % (series, location))

    def _skimage(self, _, location):
        archive, label = self.wheel("scikit-image")
        if location not in SKIMAGE_RECORDS:
            raise licences.LicenceError("skimage/data/%s: no licence recorded in this script" % location)
        digest, licence, author, words = SKIMAGE_RECORDS[location]
        data = archive.read("skimage/data/" + location)
        if hashlib.sha256(data).hexdigest() != digest:
            raise SourceError("%s: skimage/data/%s differs from the file this script expects" % (label, location))
        fetchers = archive.read("skimage/data/_fetchers.py").decode("utf-8")
        if words not in fetchers:
            raise licences.LicenceError("%s: skimage/data/_fetchers.py no longer says %r" % (label, words))
        return SourcePhoto(data, label, "skimage/data/" + location, author, licence, words,
                           "skimage/data/_fetchers.py, the loader's docstring")

    def _sklearn(self, _, location):
        archive, label = self.wheel("scikit-learn")
        data = archive.read("sklearn/datasets/images/" + location)
        readme = archive.read("sklearn/datasets/images/README.txt").decode("utf-8")
        attribution, licence_url, original, author_url = licences.sklearn_images_record(readme, location)
        licence = {url: name for name, url in licences.LICENCE_URLS.items() if url}.get(licence_url.rstrip("/") + "/")
        name = re.sub(r"^Some rights reserved by\s+|\s*\[\d\]$", "", attribution)
        author = "%s (README.txt: \"Attribution: %s\", with the author link %s)" % (name, attribution, author_url)
        return SourcePhoto(data, label, "sklearn/datasets/images/" + location, author, licence, licence_url,
                           "sklearn/datasets/images/README.txt", original=original)
