"""Reads the files inside a Qt binary resource file (`.rcc`), as written by Qt's `rcc` tool.

Layout (all integers big-endian): the magic `qres`; the format version (1, 2 or 3); the offsets
of the tree, the data and the names from the start of the file; from version 3 on, a 4-byte
flags word. The tree is an array of nodes, node 0 being the root directory. A node is 14 bytes in
version 1 and 22 bytes from version 2 on (an 8-byte modification time is appended):

    name offset (4)  flags (2)  directory: child count (4), index of the first child (4)
                                file: country (2), language (2), data offset (4)

A name, at the names offset plus the node's name offset, is a 2-byte length in UTF-16 code
units, a 4-byte hash and the name in UTF-16BE. A file's data, at the data offset plus the
node's data offset, is a 4-byte length and that many bytes. Flag 0x02 marks a directory, 0x01
zlib compression (the data then starts with the 4-byte uncompressed length, as qCompress writes
it) and 0x04 zstd compression (a zstd frame; reading it needs the `zstandard` module).
"""

import struct
import zlib

MAGIC = b"qres"
COMPRESSED_ZLIB = 0x01
DIRECTORY = 0x02
COMPRESSED_ZSTD = 0x04
MAX_FILE_BYTES = 256 << 20


class ResourceError(ValueError):
    """The bytes are not a well-formed Qt resource file."""


def _unpack(data, fmt, offset, what):
    size = struct.calcsize(fmt)
    if offset < 0 or offset + size > len(data):
        raise ResourceError("%s at byte %d lies past the end of the file (%d bytes)" % (what, offset, len(data)))
    return struct.unpack_from(fmt, data, offset)


def read_resources(data):
    """{path: bytes} of every file in the resource file `data`, paths joined with "/".
    O(total size); raises ResourceError on a malformed file."""
    if data[:4] != MAGIC:
        raise ResourceError("no 'qres' magic at the start")
    version, tree, payload, names = _unpack(data, ">IIII", 4, "header")
    if version not in (1, 2, 3):
        raise ResourceError("unknown format version %d" % version)
    node_size = 14 if version == 1 else 22
    node_count = (len(data) - tree) // node_size if tree < len(data) else 0

    def name_of(offset):
        (length,) = _unpack(data, ">H", names + offset, "name length")
        start = names + offset + 6
        if start + 2 * length > len(data):
            raise ResourceError("name at byte %d runs past the end of the file" % start)
        return data[start:start + 2 * length].decode("utf-16-be")

    def content_of(offset, flags):
        (size,) = _unpack(data, ">I", payload + offset, "data length")
        start = payload + offset + 4
        if start + size > len(data):
            raise ResourceError("data at byte %d runs past the end of the file" % start)
        blob = data[start:start + size]
        if flags & COMPRESSED_ZLIB:
            return zlib.decompress(blob[4:])
        if flags & COMPRESSED_ZSTD:
            import zstandard  # only zstd-compressed resources need it

            return zstandard.ZstdDecompressor().decompress(blob, max_output_size=MAX_FILE_BYTES)
        return blob

    files = {}
    pending = [(0, "")]
    visited = set()
    while pending:
        index, prefix = pending.pop()
        if index in visited or index >= node_count:
            raise ResourceError("tree node %d is out of range or visited twice" % index)
        visited.add(index)
        at = tree + index * node_size
        name_offset, flags = _unpack(data, ">IH", at, "tree node %d" % index)
        path = prefix + name_of(name_offset) if index else ""
        if flags & DIRECTORY:
            count, first = _unpack(data, ">II", at + 6, "directory node %d" % index)
            pending.extend((child, path + "/" if index else "") for child in range(first, first + count))
        else:
            (offset,) = _unpack(data, ">I", at + 10, "file node %d" % index)
            files[path] = content_of(offset, flags)
    return files
