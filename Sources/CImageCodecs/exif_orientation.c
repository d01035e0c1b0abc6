#include "exif_orientation.h"
#include "tiff_fields.h"

int ic_exif_orientation(const uint8_t *tiff, size_t size) {
    enum { ORIENTATION_TAG = 0x0112, SHORT_TYPE = 3 };
    int little;
    uint64_t directory;
    if (!tiff_open(tiff, size, &little, &directory)) return 1;
    uint32_t entries = tiff_entry_count(tiff, size, directory, little);
    for (uint32_t index = 0; index < entries; index++) {
        uint64_t entry = directory + 2 + (uint64_t)index * TIFF_ENTRY_BYTES;
        if (tiff_field16(tiff + entry, little) != ORIENTATION_TAG) continue;
        if (tiff_field16(tiff + entry + 2, little) != SHORT_TYPE || tiff_field32(tiff + entry + 4, little) < 1)
            return 1;
        uint32_t value = tiff_field16(tiff + entry + 8, little);
        return value >= 1 && value <= 8 ? (int)value : 1;
    }
    return 1;
}
