/* ic_read_header: the size of a picture from its first bytes, without decoding. Every check
   here mirrors one the decoding library makes, so a size read here is the size decoded. */

#include "image_codecs.h"

#include <stdio.h>
#include <string.h>

#include <zlib.h>

#include "big_endian.h"
#include "exif_facts.h"
#include "exif_orientation.h"
#include "heif_boxes.h"

/* The bytes being read and what was found. */
struct header_reading {
    const uint8_t *data;
    size_t size;
    size_t max_scan;
    ic_header *header;
};

static ic_header_status fail(struct header_reading *reading, ic_header_status status,
                             const char *text) {
    snprintf(reading->header->message, IC_MESSAGE_CAPACITY, "%s", text);
    return status;
}

/* Whether data[0 ..< end] may be read. When not, *status says why: IC_HEADER_TOO_FAR when end
   lies beyond max_scan, else IC_HEADER_NEED_MORE with needed_bytes = end. */
static int available(struct header_reading *reading, uint64_t end, ic_header_status *status) {
    if (end > reading->max_scan) {
        *status = IC_HEADER_TOO_FAR;
        return 0;
    }
    if (end > reading->size) {
        reading->header->needed_bytes = end;
        *status = IC_HEADER_NEED_MORE;
        return 0;
    }
    return 1;
}

static uint32_t little16(const uint8_t *bytes) {
    return (uint32_t)bytes[1] << 8 | bytes[0];
}

static uint32_t little24(const uint8_t *bytes) {
    return (uint32_t)bytes[2] << 16 | (uint32_t)bytes[1] << 8 | bytes[0];
}

static uint32_t little32(const uint8_t *bytes) {
    return (uint32_t)bytes[3] << 24 | little24(bytes);
}

/* Records a size read before the orientation is applied. */
static ic_header_status found(struct header_reading *reading, uint32_t width, uint32_t height,
                              int orientation) {
    ic_header *header = reading->header;
    int transposes = orientation >= 5 && orientation <= 8;
    header->width = transposes ? height : width;
    header->height = transposes ? width : height;
    header->orientation = (uint8_t)orientation;
    return IC_HEADER_OK;
}

/* ---- JPEG ---------------------------------------------------------------------------- */

/* Reads the marker at or after *position as libjpeg does (bytes other than 0xFF are skipped,
   so are fill bytes 0xFF, and 0xFF 0x00 is not a marker); leaves *position after it. */
static int next_jpeg_marker(struct header_reading *reading, uint64_t *position,
                            ic_header_status *status) {
    const uint8_t *data = reading->data;
    uint64_t at = *position;
    for (;;) {
        if (!available(reading, at + 1, status)) return -1;
        if (data[at] != 0xFF) {
            at++;
            continue;
        }
        do {
            if (!available(reading, at + 2, status)) return -1;
            at++;
        } while (data[at] == 0xFF);
        int marker = data[at];
        at++;
        if (marker != 0) {
            *position = at;
            return marker;
        }
    }
}

static int is_supported_frame(int marker) {
    return marker == 0xC0 || marker == 0xC1 || marker == 0xC2 || marker == 0xC9 || marker == 0xCA;
}

static int is_unsupported_frame(int marker) {
    return marker == 0xC3 || (marker >= 0xC5 && marker <= 0xC8) || marker == 0xCB ||
           (marker >= 0xCD && marker <= 0xCF);
}

static int has_length(int marker) {
    return marker == 0xC4 || marker == 0xCC || marker == 0xDB || marker == 0xDC || marker == 0xDD ||
           (marker >= 0xE0 && marker <= 0xEF) || marker == 0xFE;
}

static ic_header_status read_jpeg(struct header_reading *reading) {
    const uint8_t *data = reading->data;
    ic_header_status status;
    if (!available(reading, 2, &status)) return status;
    if (data[0] != 0xFF || data[1] != 0xD8) return fail(reading, IC_HEADER_CORRUPT, "no start marker");
    uint64_t position = 2;
    int orientation = 1;
    int saw_exif = 0;
    for (;;) {
        int marker = next_jpeg_marker(reading, &position, &status);
        if (marker < 0) return status;
        if (is_supported_frame(marker)) {
            /* Length (2), precision (1), height (2), width (2), components (1). */
            if (!available(reading, position + 8, &status)) return status;
            uint32_t height = big16(data + position + 3);
            uint32_t width = big16(data + position + 5);
            if (width == 0 || height == 0 || data[position + 7] == 0)
                return fail(reading, IC_HEADER_CORRUPT, "the frame header claims no pixels");
            return found(reading, width, height, orientation);
        }
        if (is_unsupported_frame(marker))
            return fail(reading, IC_HEADER_UNSUPPORTED, "lossless or hierarchical JPEG");
        if (marker == 0xD8) return fail(reading, IC_HEADER_CORRUPT, "a second start marker");
        if (marker == 0xD9) return fail(reading, IC_HEADER_CORRUPT, "no image before the end marker");
        if (marker == 0xDA) return fail(reading, IC_HEADER_CORRUPT, "image data before the frame header");
        if ((marker >= 0xD0 && marker <= 0xD7) || marker == 0x01) continue;
        if (!has_length(marker)) return fail(reading, IC_HEADER_CORRUPT, "an unknown marker");
        if (!available(reading, position + 2, &status)) return status;
        uint32_t length = big16(data + position);
        if (length < 2) return fail(reading, IC_HEADER_CORRUPT, "a segment shorter than its length field");
        if (marker == 0xE1 && !saw_exif && length >= 8) {
            if (!available(reading, position + 8, &status)) return status;
            if (memcmp(data + position + 2, "Exif\0\0", 6) == 0) {
                if (!available(reading, position + length, &status)) return status;
                orientation = ic_exif_orientation(data + position + 8, length - 8);
                ic_read_exif_facts(data + position + 8, length - 8, &reading->header->exif);
                saw_exif = 1;
            }
        }
        position += length;
    }
}

/* ---- PNG ----------------------------------------------------------------------------- */

static int valid_png_depth(int color_type, int bit_depth) {
    switch (color_type) {
    case 0: return bit_depth == 1 || bit_depth == 2 || bit_depth == 4 || bit_depth == 8 || bit_depth == 16;
    case 3: return bit_depth == 1 || bit_depth == 2 || bit_depth == 4 || bit_depth == 8;
    case 2:
    case 4:
    case 6: return bit_depth == 8 || bit_depth == 16;
    default: return 0;
    }
}

/* The walk through the chunks before the image data stopped at `status`: more bytes are
   needed, or the chunks run past max_scan (a large colour profile or XMP packet). Then the size
   is IHDR's all the same, with the orientation read so far (an eXIf chunk further on is not
   seen) and alpha possible (a tRNS chunk may follow). */
static ic_header_status png_walk_stopped(struct header_reading *reading, ic_header_status status,
                                         uint32_t width, uint32_t height, int orientation) {
    if (status != IC_HEADER_TOO_FAR) return status;
    reading->header->may_have_alpha = 1;
    return found(reading, width, height, orientation);
}

static ic_header_status read_png(struct header_reading *reading) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    const uint8_t *data = reading->data;
    ic_header_status status;
    /* Signature (8), IHDR: length (4), type (4), fields (13), CRC (4). */
    if (!available(reading, 33, &status)) return status;
    if (memcmp(data, signature, 8) != 0) return fail(reading, IC_HEADER_CORRUPT, "no PNG signature");
    if (big32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0)
        return fail(reading, IC_HEADER_CORRUPT, "the first chunk is not IHDR");
    if (big32(data + 29) != (uint32_t)crc32(0, data + 12, 17))
        return fail(reading, IC_HEADER_CORRUPT, "IHDR: CRC error");
    uint32_t width = big32(data + 16);
    uint32_t height = big32(data + 20);
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu)
        return fail(reading, IC_HEADER_CORRUPT, "IHDR: invalid image size");
    if (!valid_png_depth(data[25], data[24]) || data[26] != 0 || data[27] != 0 || data[28] > 1)
        return fail(reading, IC_HEADER_CORRUPT, "IHDR: invalid colour type, bit depth or method");
    /* Colour types 4 and 6 carry alpha; a tRNS chunk makes others transparent too. */
    reading->header->may_have_alpha = data[25] == 4 || data[25] == 6;
    /* The orientation is in an eXIf chunk before the first IDAT, if anywhere. */
    uint64_t position = 33;
    int orientation = 1;
    int saw_exif = 0;
    for (;;) {
        if (!available(reading, position + 8, &status))
            return png_walk_stopped(reading, status, width, height, orientation);
        uint32_t length = big32(data + position);
        const uint8_t *type = data + position + 4;
        if (length > 0x7FFFFFFFu) return fail(reading, IC_HEADER_CORRUPT, "a chunk length over 2^31");
        if (memcmp(type, "IDAT", 4) == 0) return found(reading, width, height, orientation);
        if (memcmp(type, "IEND", 4) == 0) return fail(reading, IC_HEADER_CORRUPT, "no image data");
        if (memcmp(type, "tRNS", 4) == 0) reading->header->may_have_alpha = 1;
        if (memcmp(type, "eXIf", 4) == 0 && !saw_exif) {
            if (!available(reading, position + 8 + length, &status))
                return png_walk_stopped(reading, status, width, height, orientation);
            const uint8_t *exif = data + position + 8;
            size_t exif_size = length;
            if (exif_size >= 6 && memcmp(exif, "Exif\0\0", 6) == 0) {
                exif += 6;
                exif_size -= 6;
            }
            orientation = ic_exif_orientation(exif, exif_size);
            ic_read_exif_facts(exif, exif_size, &reading->header->exif);
            saw_exif = 1;
        }
        position += 12 + (uint64_t)length;
    }
}

/* ---- WebP ---------------------------------------------------------------------------- */

static ic_header_status read_webp(struct header_reading *reading) {
    const uint8_t *data = reading->data;
    ic_header_status status;
    /* "RIFF", size, "WEBP", then the first chunk's type and size. */
    if (!available(reading, 12, &status)) return status;
    if (memcmp(data, "RIFF", 4) != 0 || memcmp(data + 8, "WEBP", 4) != 0)
        return fail(reading, IC_HEADER_CORRUPT, "no RIFF WEBP header");
    uint32_t riff_size = little32(data + 4);
    if (riff_size < 12 || riff_size > 0xFFFFFFF6u)
        return fail(reading, IC_HEADER_CORRUPT, "an impossible RIFF size");
    if (!available(reading, 20, &status)) return status;
    const uint8_t *chunk = data + 12;
    uint32_t chunk_size = little32(data + 16);
    if (memcmp(chunk, "VP8X", 4) == 0) {
        /* Flags (1), reserved (3), canvas width − 1 (3), canvas height − 1 (3). */
        if (chunk_size != 10) return fail(reading, IC_HEADER_CORRUPT, "VP8X: wrong chunk size");
        if (!available(reading, 30, &status)) return status;
        uint32_t width = 1 + little24(data + 24);
        uint32_t height = 1 + little24(data + 27);
        if ((uint64_t)width * height >= ((uint64_t)1 << 32))
            return fail(reading, IC_HEADER_CORRUPT, "VP8X: canvas too large");
        reading->header->animated = (data[20] & 0x02) != 0;
        reading->header->may_have_alpha = (data[20] & 0x10) != 0;
        return found(reading, width, height, 1);
    }
    if (memcmp(chunk, "VP8 ", 4) == 0) {
        /* Frame tag (3), start code (3), width and scale (2), height and scale (2). */
        if (!available(reading, 30, &status)) return status;
        uint32_t bits = little24(data + 20);
        if ((bits & 1) != 0) return fail(reading, IC_HEADER_CORRUPT, "VP8: not a key frame");
        if (((bits >> 1) & 7) > 3) return fail(reading, IC_HEADER_CORRUPT, "VP8: unknown profile");
        if (((bits >> 4) & 1) == 0) return fail(reading, IC_HEADER_CORRUPT, "VP8: a hidden frame");
        if ((bits >> 5) >= chunk_size) return fail(reading, IC_HEADER_CORRUPT, "VP8: partition larger than its chunk");
        if (data[23] != 0x9D || data[24] != 0x01 || data[25] != 0x2A)
            return fail(reading, IC_HEADER_CORRUPT, "VP8: no start code");
        uint32_t width = little16(data + 26) & 0x3FFF;
        uint32_t height = little16(data + 28) & 0x3FFF;
        if (width == 0 || height == 0) return fail(reading, IC_HEADER_CORRUPT, "VP8: no pixels");
        return found(reading, width, height, 1);
    }
    if (memcmp(chunk, "VP8L", 4) == 0) {
        /* Signature 0x2F, then 14 bits width − 1, 14 bits height − 1, alpha, 3 bits version. */
        if (!available(reading, 25, &status)) return status;
        uint32_t bits = little32(data + 21);
        if (data[20] != 0x2F || (bits >> 29) != 0)
            return fail(reading, IC_HEADER_CORRUPT, "VP8L: no signature or unknown version");
        reading->header->may_have_alpha = (bits >> 28) & 1;
        return found(reading, (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1, 1);
    }
    return fail(reading, IC_HEADER_CORRUPT, "no VP8, VP8L or VP8X chunk first");
}

/* ---- GIF ----------------------------------------------------------------------------- */

static ic_header_status read_gif(struct header_reading *reading) {
    const uint8_t *data = reading->data;
    ic_header_status status;
    /* "GIF87a" or "GIF89a", then the logical screen's width and height. */
    if (!available(reading, 10, &status)) return status;
    if (memcmp(data, "GIF87a", 6) != 0 && memcmp(data, "GIF89a", 6) != 0)
        return fail(reading, IC_HEADER_CORRUPT, "no GIF signature");
    uint32_t width = little16(data + 6);
    uint32_t height = little16(data + 8);
    if (width == 0 || height == 0) return fail(reading, IC_HEADER_CORRUPT, "the logical screen is empty");
    /* Transparency is declared in a graphic control extension after the screen descriptor. */
    reading->header->may_have_alpha = 1;
    return found(reading, width, height, 1);
}

/* ---- HEIF and AVIF ------------------------------------------------------------------- */

static ic_header_status read_heif(struct header_reading *reading, int avif) {
    struct ic_heif_layout layout;
    ic_header_status status = ic_read_heif_boxes(reading->data, reading->size, reading->max_scan, avif, &layout,
                                                 &reading->header->needed_bytes, reading->header->message);
    if (status != IC_HEADER_OK) return status;
    reading->header->may_have_alpha = layout.may_have_alpha;
    reading->header->width = layout.width;
    reading->header->height = layout.height;
    reading->header->orientation = layout.orientation;
    return IC_HEADER_OK;
}

ic_header_status ic_read_header(ic_format format, const uint8_t *data, size_t size,
                                size_t max_scan, ic_header *header) {
    if (header == NULL) return IC_HEADER_INVALID_ARGUMENT;
    memset(header, 0, sizeof *header);
    header->orientation = 1;
    if (data == NULL && size > 0) return IC_HEADER_INVALID_ARGUMENT;
    struct header_reading reading = {data, size, max_scan, header};
    switch (format) {
    case IC_FORMAT_JPEG: return read_jpeg(&reading);
    case IC_FORMAT_PNG: return read_png(&reading);
    case IC_FORMAT_WEBP: return read_webp(&reading);
    case IC_FORMAT_GIF: return read_gif(&reading);
    case IC_FORMAT_HEIF: return read_heif(&reading, 0);
    case IC_FORMAT_AVIF: return read_heif(&reading, 1);
    }
    return IC_HEADER_INVALID_ARGUMENT;
}
