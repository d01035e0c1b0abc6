#include "exif_orientation.h"

/* A TIFF field: little-endian ("II") or big-endian ("MM"). */
static uint32_t field16(const uint8_t *bytes, int little) {
    return little ? (uint32_t)bytes[1] << 8 | bytes[0] : (uint32_t)bytes[0] << 8 | bytes[1];
}

static uint32_t field32(const uint8_t *bytes, int little) {
    return little ? field16(bytes + 2, 1) << 16 | field16(bytes, 1)
                  : field16(bytes, 0) << 16 | field16(bytes + 2, 0);
}

int ic_exif_orientation(const uint8_t *tiff, size_t size) {
    enum { ORIENTATION_TAG = 0x0112, SHORT_TYPE = 3, ENTRY_BYTES = 12 };
    if (tiff == NULL || size < 8) return 1;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') {
        little = 1;
    } else if (tiff[0] == 'M' && tiff[1] == 'M') {
        little = 0;
    } else {
        return 1;
    }
    if (field16(tiff + 2, little) != 42) return 1;
    uint64_t directory = field32(tiff + 4, little);
    if (directory + 2 > size) return 1;
    uint32_t entries = field16(tiff + directory, little);
    for (uint32_t index = 0; index < entries; index++) {
        uint64_t entry = directory + 2 + (uint64_t)index * ENTRY_BYTES;
        if (entry + ENTRY_BYTES > size) return 1;
        if (field16(tiff + entry, little) != ORIENTATION_TAG) continue;
        if (field16(tiff + entry + 2, little) != SHORT_TYPE || field32(tiff + entry + 4, little) < 1)
            return 1;
        uint32_t value = field16(tiff + entry + 8, little);
        return value >= 1 && value <= 8 ? (int)value : 1;
    }
    return 1;
}
