#include "image_test_encoders.h"

#include <stdlib.h>
#include <string.h>

#include <zlib.h>

/* The TIFF block's size: header (8), entry count (2), two entries (24), next directory (4). */
enum { TIFF_BYTES = 38 };

static void put16(uint8_t *at, uint32_t value, int big_endian) {
    at[big_endian ? 0 : 1] = (uint8_t)(value >> 8);
    at[big_endian ? 1 : 0] = (uint8_t)value;
}

static void put32(uint8_t *at, uint32_t value, int big_endian) {
    put16(at + (big_endian ? 0 : 2), value >> 16, big_endian);
    put16(at + (big_endian ? 2 : 0), value & 0xFFFF, big_endian);
}

/* An EXIF TIFF block: "MM" or "II", 42, the first directory at 8 with a Make entry (ASCII,
   4 bytes inline) and the Orientation entry (SHORT, 1 value), then no next directory. */
static void tiff_block(uint8_t tiff[TIFF_BYTES], int orientation, int big_endian) {
    memset(tiff, 0, TIFF_BYTES);
    tiff[0] = tiff[1] = big_endian ? 'M' : 'I';
    put16(tiff + 2, 42, big_endian);
    put32(tiff + 4, 8, big_endian);
    put16(tiff + 8, 2, big_endian);
    put16(tiff + 10, 0x010F, big_endian);
    put16(tiff + 12, 2, big_endian);
    put32(tiff + 14, 4, big_endian);
    memcpy(tiff + 18, "Wfl", 4);
    put16(tiff + 22, 0x0112, big_endian);
    put16(tiff + 24, 3, big_endian);
    put32(tiff + 26, 1, big_endian);
    put16(tiff + 30, (uint32_t)orientation, big_endian);
}

/* out = original[0 ..< at] + insert + original[at ...]. Returns 0, or -1. */
static int splice(const uint8_t *original, size_t size, size_t at, const uint8_t *insert,
                  size_t insert_size, ite_buffer *out) {
    out->bytes = NULL;
    out->size = 0;
    if (at > size) return -1;
    out->bytes = malloc(size + insert_size);
    if (out->bytes == NULL) return -1;
    memcpy(out->bytes, original, at);
    memcpy(out->bytes + at, insert, insert_size);
    memcpy(out->bytes + at + insert_size, original + at, size - at);
    out->size = size + insert_size;
    return 0;
}

int ite_add_jpeg_exif(const uint8_t *jpeg, size_t size, int orientation, int big_endian,
                      ite_buffer *out) {
    /* Marker (2), length (2), "Exif\0\0" (6), the TIFF block. */
    uint8_t segment[10 + TIFF_BYTES] = {0xFF, 0xE1, 0, 8 + TIFF_BYTES, 'E', 'x', 'i', 'f', 0, 0};
    tiff_block(segment + 10, orientation, big_endian);
    return splice(jpeg, size, 2, segment, sizeof segment, out);
}

int ite_add_png_exif(const uint8_t *png, size_t size, int orientation, int big_endian,
                     ite_buffer *out) {
    /* Length (4), "eXIf" (4), the TIFF block, CRC of type and data (4). */
    uint8_t chunk[12 + TIFF_BYTES] = {0, 0, 0, TIFF_BYTES, 'e', 'X', 'I', 'f'};
    tiff_block(chunk + 8, orientation, big_endian);
    uint32_t crc = (uint32_t)crc32(0, chunk + 4, 4 + TIFF_BYTES);
    for (int i = 0; i < 4; i++) chunk[8 + TIFF_BYTES + i] = (uint8_t)(crc >> (24 - 8 * i));
    /* After the signature (8) and IHDR (25). */
    return splice(png, size, 33, chunk, sizeof chunk, out);
}
