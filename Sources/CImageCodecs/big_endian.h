#ifndef WATERFALL_BIG_ENDIAN_H
#define WATERFALL_BIG_ENDIAN_H

#include <stdint.h>

/* Big-endian integers read from bytes, as the container formats store them (PNG chunks, WebP's
   VP8 sizes, ISO base media boxes). The caller has checked that the bytes are there. */

/* The 16-bit value the two bytes at bytes hold, most significant first. */
static inline uint32_t big16(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 8 | bytes[1];
}

/* The 32-bit value the four bytes at bytes hold, most significant first. */
static inline uint32_t big32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

#endif
