#ifndef WATERFALL_EXIF_ORIENTATION_H
#define WATERFALL_EXIF_ORIENTATION_H

#include <stddef.h>
#include <stdint.h>

/* The Orientation tag (0x0112) of the first image directory of the EXIF (TIFF) block
   tiff[0 ..< size] — "II" or "MM", 42, the directory's offset, its entries — as 1 … 8; 1 when
   the block has none, is damaged or holds another value. Reads no byte outside the block.
   Time O(entries of the first directory). Internal to CImageCodecs. */
int ic_exif_orientation(const uint8_t *tiff, size_t size);

#endif
