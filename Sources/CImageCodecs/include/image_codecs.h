#ifndef WATERFALL_IMAGE_CODECS_H
#define WATERFALL_IMAGE_CODECS_H

/*
 * Decoding of JPEG (libjpeg-turbo) and PNG (libpng) into 8-bit RGB pixels.
 *
 * Each call reads the header first and refuses images over the caller's limits before it
 * allocates anything for the pixels. Errors come back as a status and a short message; the
 * libraries' setjmp/longjmp error handling stays inside these functions, which never print,
 * abort or exit. The functions keep no global state and may run on several threads at once.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Capacity of ic_image.message, terminating NUL included. */
#define IC_MESSAGE_CAPACITY 160

/* The outcome of a decode call. */
typedef enum ic_status {
    /* Decoded: ic_image.pixels holds width × height × 3 bytes. */
    IC_OK = 0,
    /* The header claims a size over the limits (source_width × source_height). Nothing was
       allocated for the pixels. */
    IC_TOO_MANY_PIXELS = 1,
    /* The data ends before the image does. */
    IC_TRUNCATED = 2,
    /* The codec refused the data; message holds its reason. */
    IC_CORRUPT = 3,
    /* A valid file of a kind this code does not decode (e.g. a JPEG with 2 components). */
    IC_UNSUPPORTED = 4,
    /* Memory ran out, or the codec's memory limit was reached. */
    IC_OUT_OF_MEMORY = 5,
    /* A NULL pointer or a zero limit was passed. */
    IC_INVALID_ARGUMENT = 6
} ic_status;

/* What to decode and within which limits. */
typedef struct ic_request {
    /* Largest accepted width × height, as claimed by the header. */
    uint64_t max_pixels;
    /* Largest accepted width and height, each. */
    uint32_t max_side;
    /* JPEG only: the smallest DCT scale (1/8 … 8/8) whose output is at least this wide and
       this tall is used; 0 × 0 decodes at full size. A target larger than the image gives
       the full size (never more). */
    uint32_t target_width;
    uint32_t target_height;
    /* JPEG only: when nonzero the target is a box, and the output must cover the image's
       size fitted into it (aspect ratio kept, rounded to the nearest pixel, each side at
       least 1): the size needed to show the whole image inside the box. */
    uint8_t fit_target;
    /* Alpha (PNG) is composited onto this colour: background[0] red, [1] green, [2] blue. */
    uint8_t background[3];
} ic_request;

/* A decoded image, or why there is none. Zero it before the call; release it after. */
typedef struct ic_image {
    /* width × height × 3 bytes (R, G, B; rows top to bottom, no padding), or NULL. */
    uint8_t *pixels;
    /* Size of pixels (the decoded size; smaller than the source when a JPEG was scaled). */
    uint32_t width;
    uint32_t height;
    /* The size the header claims, once the header was read (also on IC_TOO_MANY_PIXELS). */
    uint32_t source_width;
    uint32_t source_height;
    /* A short NUL-terminated reason when the status is not IC_OK. */
    char message[IC_MESSAGE_CAPACITY];
} ic_image;

/* Decodes the JPEG in data[0 ..< size] (baseline or progressive; greyscale, YCbCr, RGB, CMYK
   or YCCK, Adobe-inverted CMYK included) into RGB at the DCT scale chosen by the request.
   Time O(source pixels) for the entropy decoding, O(decoded pixels) for the rest. */
ic_status ic_decode_jpeg(const uint8_t *data, size_t size, const ic_request *request,
                         ic_image *image);

/* Decodes the PNG in data[0 ..< size] (any bit depth and colour type, palette, tRNS, alpha,
   interlaced) into RGB; 16-bit samples are rounded to 8 bits, alpha is composited onto the
   request's background, gamma and colour-profile chunks are ignored (samples are taken as
   sRGB). Time and memory O(pixels). */
ic_status ic_decode_png(const uint8_t *data, size_t size, const ic_request *request,
                        ic_image *image);

/* Frees image->pixels and sets it to NULL (safe to call twice). */
void ic_image_release(ic_image *image);

/* Compresses `size` bytes with zlib (deflate in a zlib wrapper, as kitty's `o=z` expects) at
 * `level` (1 fastest … 9 smallest). On success returns 0 and sets *out (release with free()) and
 * *out_size; -1 when memory runs out or zlib fails. */
int ic_deflate(const uint8_t *data, size_t size, int level, uint8_t **out, size_t *out_size);

/* Decompresses zlib data that must expand to exactly `expected_size` bytes into `out` (of that
 * size). Returns 0, or -1 when the data is corrupt or of another size. */
int ic_inflate(const uint8_t *data, size_t size, uint8_t *out, size_t expected_size);

#ifdef __cplusplus
}
#endif

#endif
