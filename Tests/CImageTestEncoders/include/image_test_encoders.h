#ifndef WATERFALL_IMAGE_TEST_ENCODERS_H
#define WATERFALL_IMAGE_TEST_ENCODERS_H

/*
 * JPEG and PNG encoders for tests and for the fuzzer's seed corpus: they write exactly the
 * kinds of files the decoders must read (progressive, greyscale, CMYK, palette, 16-bit,
 * alpha, interlaced). Not part of the shipped library.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* An encoded file in memory; free it with ite_buffer_release. */
typedef struct ite_buffer {
    uint8_t *bytes;
    size_t size;
} ite_buffer;

/* The colour model of a JPEG and the samples its encoder takes. */
typedef enum ite_jpeg_kind {
    /* 1 sample per pixel, stored as one grey component. */
    ITE_JPEG_GREY = 0,
    /* R, G, B per pixel, stored as YCbCr. */
    ITE_JPEG_RGB = 1,
    /* C, M, Y, K per pixel, stored as given, with an Adobe marker (by convention the values
       are then inverted: 255 means no ink). */
    ITE_JPEG_CMYK_ADOBE = 2,
    /* C, M, Y, K per pixel (255 = full ink), stored without an Adobe marker. */
    ITE_JPEG_CMYK_PLAIN = 3,
    /* C, M, Y, K per pixel as for ITE_JPEG_CMYK_ADOBE, stored as YCCK. */
    ITE_JPEG_YCCK_ADOBE = 4,
    /* 2 samples per pixel, stored as 2 components of no known colour space. */
    ITE_JPEG_TWO_COMPONENTS = 5
} ite_jpeg_kind;

/* Flags for ite_encode_jpeg. */
enum {
    /* Write a progressive JPEG (libjpeg's standard scan script). */
    ITE_JPEG_PROGRESSIVE = 1,
    /* Sample the colour components at half resolution both ways (4:2:0); else 4:4:4. */
    ITE_JPEG_SUBSAMPLED = 2
};

/* Encodes width × height pixels (samples: 1, 2, 3 or 4 bytes per pixel by kind, rows top to
   bottom) at quality 1…100. Returns 0, or -1 when the encoder refused. */
int ite_encode_jpeg(const uint8_t *samples, uint32_t width, uint32_t height,
                    ite_jpeg_kind kind, int quality, int flags, ite_buffer *out);

/* Encodes a PNG from rows already in PNG sample layout (rows_size must be height × the row
   size libpng computes for width, bit_depth and color_type; 16-bit samples big-endian).
   palette: palette_entries RGB triples for PNG_COLOR_TYPE_PALETTE, else NULL.
   alphas: palette_alphas tRNS entries for a palette, else NULL.
   key: for grey (1 value) or RGB (3 values) images a colour made transparent by tRNS, or NULL.
   Returns 0, or -1 when the encoder refused. */
int ite_encode_png(const uint8_t *rows, size_t rows_size, uint32_t width, uint32_t height,
                   int bit_depth, int color_type, int interlaced, const uint8_t *palette,
                   int palette_entries, const uint8_t *alphas, int palette_alphas,
                   const uint16_t *key, ite_buffer *out);

/* Frees the buffer's bytes and empties it. */
void ite_buffer_release(ite_buffer *buffer);

#ifdef __cplusplus
}
#endif

#endif
