"""Pixel sizes and formats read from picture headers, without decoding (standard library only).

    JPEG  SOI (FF D8), then segments up to a start-of-frame marker (C0–CF but not C4, C8, CC),
          whose payload holds the precision, the height and the width.
    PNG   the 8-byte signature, then the IHDR chunk: width and height, 4 bytes each.
    GIF   "GIF87a" or "GIF89a", then the logical screen width and height, 2 bytes each, little-endian.
    WebP  "RIFF", a size, "WEBP", then the first chunk: "VP8 " (lossy: 14-bit sizes after the
          frame tag and the start code 9D 01 2A), "VP8L" (lossless: signature 2F, then 14-bit
          width-1 and height-1 packed little-endian) or "VP8X" (extended: 24-bit canvas
          width-1 and height-1 at bytes 24 and 27).
"""

import struct


def picture_format(data):
    """"jpeg", "png", "gif", "webp" or None, from the first bytes."""
    if data[:2] == b"\xff\xd8":
        return "jpeg"
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return "png"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


def jpeg_size(data):
    position = 2
    while position + 4 <= len(data):
        if data[position] != 0xFF:
            return None
        marker = data[position + 1]
        if marker == 0xFF:
            position += 1
            continue
        (length,) = struct.unpack(">H", data[position + 2:position + 4])
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            if position + 9 > len(data):
                return None
            height, width = struct.unpack(">HH", data[position + 5:position + 9])
            return width, height
        position += 2 + length
    return None


def png_size(data):
    if len(data) < 24 or data[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", data[16:24])


def gif_size(data):
    if len(data) < 10:
        return None
    return struct.unpack("<HH", data[6:10])


def webp_size(data):
    chunk = data[12:16]
    if chunk == b"VP8 " and len(data) >= 30 and data[23:26] == b"\x9d\x01\x2a":
        width, height = struct.unpack("<HH", data[26:30])
        return width & 0x3FFF, height & 0x3FFF
    if chunk == b"VP8L" and len(data) >= 25 and data[20] == 0x2F:
        (bits,) = struct.unpack("<I", data[21:25])
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if chunk == b"VP8X" and len(data) >= 30:
        width = int.from_bytes(data[24:27], "little") + 1
        height = int.from_bytes(data[27:30], "little") + 1
        return width, height
    return None


SIZE_READERS = {"jpeg": jpeg_size, "png": png_size, "gif": gif_size, "webp": webp_size}


def pixel_size(data):
    """(width, height) from a JPEG, PNG, GIF or WebP header, or None."""
    kind = picture_format(data)
    return SIZE_READERS[kind](data) if kind else None
