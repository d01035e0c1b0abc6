"""Pillow work for Data/make_photos.py: fitting a source photo into at most MAX_SIDE pixels (or
cutting a banner from it), encoding it, and the catalog's thumbnail and colour of it.

A source is copied byte for byte when it already has the output's format, fits in MAX_SIDE and
is not cut; otherwise it is decoded, cut and scaled with Lanczos, and encoded again: JPEG at
quality JPEG_QUALITY (optimised, baseline), WebP at quality WEBP_QUALITY (method 6), GIF and
PNG optimised. Only the first frame of a source is used.
"""

import io

MAX_SIDE = 640
JPEG_QUALITY = 85
WEBP_QUALITY = 80
BANNER_RATIO = 3  # a banner is three times as wide as high
THUMBNAIL_BACKGROUND = (255, 255, 255)
FORMATS = {".jpg": "JPEG", ".webp": "WEBP", ".gif": "GIF", ".png": "PNG"}


def output_format(name):
    """The Pillow format name for an output file name."""
    for extension, kind in FORMATS.items():
        if name.endswith(extension):
            return kind
    raise ValueError("%s: the name must end in one of %s" % (name, ", ".join(FORMATS)))


def banner_box(size, top):
    """The widest 3:1 box in a picture of `size`, its top `top` of the way down the spare height."""
    width, height = size
    band = min(height, width // BANNER_RATIO)
    cut_width = min(width, band * BANNER_RATIO)
    left = (width - cut_width) // 2
    upper = int(round((height - band) * top))
    return left, upper, left + cut_width, upper + band


def fitted_size(size, limit=MAX_SIDE):
    """`size` scaled down (never up) so that its longer side is at most `limit`."""
    width, height = size
    scale = min(1.0, limit / max(width, height))
    return max(1, int(round(width * scale))), max(1, int(round(height * scale)))


def make(image_module, source_bytes, name, banner_top=None):
    """(output bytes, Pillow image of the output, [changes in words]) for one photo."""
    picture = image_module.open(io.BytesIO(source_bytes))
    source_format = picture.format
    kind = output_format(name)
    if kind == source_format and banner_top is None and max(picture.size) <= MAX_SIDE:
        picture.seek(0)
        picture.load()
        return source_bytes, picture, []
    changes = []
    original = picture.size
    picture.seek(0)
    picture = picture.convert("RGBA" if picture.mode in ("RGBA", "LA", "P", "PA") and kind != "JPEG" else "RGB")
    if banner_top is not None:
        box = banner_box(picture.size, banner_top)
        picture = picture.crop(box)
        changes.append("cropped to the %d×%d band at (%d, %d)" % (box[2] - box[0], box[3] - box[1], box[0], box[1]))
    target = fitted_size(picture.size)
    if target != picture.size:
        picture = picture.resize(target, image_module.Resampling.LANCZOS)
        changes.append("scaled from %d×%d to %d×%d" % (original + target) if banner_top is None else
                       "scaled to %d×%d" % target)
    output = io.BytesIO()
    if kind == "JPEG":
        picture.save(output, format="JPEG", quality=JPEG_QUALITY, optimize=True)
        changes.append("re-encoded as JPEG (quality %d)" % JPEG_QUALITY)
    elif kind == "WEBP":
        picture.save(output, format="WEBP", quality=WEBP_QUALITY, method=6)
        changes.append("re-encoded as WebP (lossy, quality %d)" % WEBP_QUALITY)
    else:
        picture.save(output, format=kind, optimize=True)
        changes.append("re-encoded as %s" % kind)
    return output.getvalue(), picture, changes


def opaque_rgb(image_module, picture):
    """The photo flattened on THUMBNAIL_BACKGROUND, as RGB."""
    rgba = picture.convert("RGBA")
    flat = image_module.new("RGB", rgba.size, THUMBNAIL_BACKGROUND)
    flat.paste(rgba, mask=rgba.getchannel("A"))
    return flat


def thumbnail(image_module, picture, width, min_height, max_height):
    """The catalog's thumbnail: `width` pixels wide, height from the aspect ratio, clamped."""
    picture_width, picture_height = picture.size
    height = max(min_height, min(max_height, int(round(width * picture_height / picture_width))))
    small = opaque_rgb(image_module, picture).resize((width, height), image_module.Resampling.BOX)
    pixels = "".join("%02x%02x%02x" % small.getpixel((x, y)) for y in range(height) for x in range(width))
    return {"width": width, "height": height, "pixels": pixels}


def average_color(image_module, picture):
    """The photo's mean colour on THUMBNAIL_BACKGROUND, as "#rrggbb"."""
    red, green, blue = opaque_rgb(image_module, picture).resize((1, 1), image_module.Resampling.BOX).getpixel((0, 0))
    return "#%02x%02x%02x" % (red, green, blue)
