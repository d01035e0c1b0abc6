#ifndef WATERFALL_IMAGE_TEST_ENCODERS_H
#define WATERFALL_IMAGE_TEST_ENCODERS_H

/*
 * JPEG, PNG, WebP, GIF, HEIF and AVIF encoders for tests and for the fuzzer's seed corpus: they write
 * exactly the kinds of files the decoders must read (progressive, greyscale, CMYK, palette,
 * 16-bit, alpha, interlaced, lossy and lossless WebP, animations, transparency, EXIF
 * orientations). Not part of the shipped library.
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

/* Encodes width × height pixels (R G B, or R G B A when alpha is set; rows top to bottom) as a
   still WebP: lossless when lossless is set (libwebp's WebPEncodeLossless*), else lossy at
   quality 0…100 (with alpha, the alpha plane is stored losslessly in an ALPH chunk). Returns
   0, or -1 when the encoder refused. */
int ite_encode_webp(const uint8_t *samples, uint32_t width, uint32_t height, int alpha,
                    int lossless, int quality, ite_buffer *out);

/* One frame of an animated WebP: width × height R G B A pixels placed at (x_offset, y_offset)
   of the canvas (even numbers, as the format requires), lossless or lossy at quality 90, shown
   for duration_ms milliseconds. */
typedef struct ite_webp_frame {
    const uint8_t *rgba;
    uint32_t width;
    uint32_t height;
    uint32_t x_offset;
    uint32_t y_offset;
    int lossless;
    uint32_t duration_ms;
} ite_webp_frame;

/* Encodes an animated WebP (VP8X, ANIM, one ANMF chunk a frame for its duration, looping) on a
   canvas of canvas_width × canvas_height (libwebpmux). Returns 0, or -1 when refused. */
int ite_encode_webp_animation(uint32_t canvas_width, uint32_t canvas_height,
                              const ite_webp_frame *frames, int frame_count, ite_buffer *out);

/* One frame of a GIF: width × height colour indices (rows top to bottom) at (left, top) of
   the logical screen; transparent_index (or -1) goes into a graphic control extension;
   interlaced frames are stored in the four-pass order; palette (palette_entries RGB
   triples) is a local colour table, or NULL for the global one. */
typedef struct ite_gif_frame {
    const uint8_t *indices;
    uint32_t left;
    uint32_t top;
    uint32_t width;
    uint32_t height;
    int transparent_index;
    int interlaced;
    const uint8_t *palette;
    int palette_entries;
} ite_gif_frame;

/* Encodes a GIF89a (giflib) of a screen_width × screen_height logical screen with a global
   colour table of palette_entries RGB triples (or none when palette is NULL) and the frames
   in order (with a NETSCAPE2.0 loop block when there are several). Colour tables are padded
   to a power of two entries with black. Returns 0, or -1 when refused. */
int ite_encode_gif(uint32_t screen_width, uint32_t screen_height, const uint8_t *palette,
                   int palette_entries, const ite_gif_frame *frames, int frame_count,
                   ite_buffer *out);

/* Encodes an animated GIF89a as ite_encode_gif does, with a graphic control extension before
   every frame: frame i shown for delays[i] hundredths of a second (0 included) and disposed
   as disposals[i] says (0 unspecified, 1 kept, 2 background, 3 previous). Returns 0, or -1. */
int ite_encode_gif_animation(uint32_t screen_width, uint32_t screen_height,
                             const uint8_t *palette, int palette_entries,
                             const ite_gif_frame *frames, const int *delays,
                             const int *disposals, int frame_count, ite_buffer *out);

/* A copy of the JPEG jpeg[0 ..< size] with an APP1 Exif block right after its start marker:
   a TIFF block (big-endian when big_endian is set, else little-endian) whose first directory
   holds a Make entry and the Orientation tag set to `orientation`. Returns 0, or -1. */
int ite_add_jpeg_exif(const uint8_t *jpeg, size_t size, int orientation, int big_endian,
                      ite_buffer *out);

/* A copy of the PNG png[0 ..< size] with an eXIf chunk holding the same TIFF block right after
   its IHDR chunk. Returns 0, or -1. */
int ite_add_png_exif(const uint8_t *png, size_t size, int orientation, int big_endian,
                     ite_buffer *out);

/* Encodes width × height pixels (R G B, or R G B A when alpha is set; 8 bits, rows top to
   bottom) as a HEIF with libheif: HEVC (x265) or, with av1 set, AV1 (aom), with samples of
   `depth` bits (8, 10 or 12; scaled from 8), lossy at quality 0 … 100, and irot and imir
   properties for the EXIF orientation 1 … 8 (libheif's heif_orientation; the primary image's
   ispe put back to the size before the turn, which libheif 1.15 gets wrong). A side that
   libheif pads makes it write a grid of one padded tile. Returns 0, or -1 when refused. */
int ite_encode_heif(const uint8_t *samples, uint32_t width, uint32_t height, int alpha, int depth, int av1,
                    int orientation, int quality, ite_buffer *out);

/* Encodes width × height pixels (as ite_encode_heif) as an AVIF with libavif (aom, 4:4:4):
   samples of `depth` bits (8, 10 or 12), quality 0 … 100, irot and imir for the EXIF
   orientation 1 … 8; a grid of grid_columns × grid_rows equal cells (each at least 64 × 64,
   which libavif requires) when that is more than 1 × 1; else `frames` copies of the picture,
   an image sequence when more than one. Returns 0, or -1 when refused. */
int ite_encode_avif(const uint8_t *samples, uint32_t width, uint32_t height, int alpha, int depth,
                    int orientation, int quality, uint32_t grid_columns, uint32_t grid_rows, int frames,
                    ite_buffer *out);

/* Frees the buffer's bytes and empties it. */
void ite_buffer_release(ite_buffer *buffer);

#ifdef __cplusplus
}
#endif

#endif
