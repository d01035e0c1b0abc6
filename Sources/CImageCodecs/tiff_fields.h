#ifndef WATERFALL_TIFF_FIELDS_H
#define WATERFALL_TIFF_FIELDS_H

/* Reading an EXIF (TIFF) block's fields: its byte order and directory entries. Internal to
   CImageCodecs. */

#include <stddef.h>
#include <stdint.h>

/* The size of one directory entry: tag (2), type (2), count (4), value or offset (4). */
enum { TIFF_ENTRY_BYTES = 12 };

/* A TIFF field: little-endian ("II") or big-endian ("MM"). */
static inline uint32_t tiff_field16(const uint8_t *bytes, int little) {
    return little ? (uint32_t)bytes[1] << 8 | bytes[0] : (uint32_t)bytes[0] << 8 | bytes[1];
}

static inline uint32_t tiff_field32(const uint8_t *bytes, int little) {
    return little ? tiff_field16(bytes + 2, 1) << 16 | tiff_field16(bytes, 1)
                  : tiff_field16(bytes, 0) << 16 | tiff_field16(bytes + 2, 0);
}

/* Checks the block's header ("II" or "MM", 42); sets *little and *first_directory (the first
   directory's offset) and returns 1, or returns 0 for a block that is too short or damaged. */
static inline int tiff_open(const uint8_t *tiff, size_t size, int *little, uint64_t *first_directory) {
    if (tiff == NULL || size < 8) return 0;
    if (tiff[0] == 'I' && tiff[1] == 'I') {
        *little = 1;
    } else if (tiff[0] == 'M' && tiff[1] == 'M') {
        *little = 0;
    } else {
        return 0;
    }
    if (tiff_field16(tiff + 2, *little) != 42) return 0;
    *first_directory = tiff_field32(tiff + 4, *little);
    return 1;
}

/* The number of whole entries of the directory at `directory` that lie inside the block (the
   count it claims, cut at the block's end); 0 when its count field lies outside. */
static inline uint32_t tiff_entry_count(const uint8_t *tiff, size_t size, uint64_t directory, int little) {
    if (directory + 2 > size) return 0;
    uint64_t claimed = tiff_field16(tiff + directory, little);
    uint64_t room = (size - directory - 2) / TIFF_ENTRY_BYTES;
    return (uint32_t)(claimed < room ? claimed : room);
}

#endif
