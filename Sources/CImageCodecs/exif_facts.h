#ifndef WATERFALL_EXIF_FACTS_H
#define WATERFALL_EXIF_FACTS_H

#include <stddef.h>
#include <stdint.h>

#include "image_codecs.h"

/* Reads the facts ic_exif_facts describes (image_codecs.h) from the EXIF (TIFF) block
   tiff[0 ..< size] into *facts, which it clears first: Make and Model from the first
   directory, and from the EXIF directory it points to (tag 0x8769) DateTimeOriginal (else
   DateTimeDigitized), LensMake and LensModel. Reads no byte outside the block and follows no
   pointer but that one, so time is O(entries of the two directories). Internal to
   CImageCodecs. */
void ic_read_exif_facts(const uint8_t *tiff, size_t size, ic_exif_facts *facts);

#endif
