#ifndef WATERFALL_IMAGE_CODECS_H
#define WATERFALL_IMAGE_CODECS_H

/*
 * Decoding of JPEG (libjpeg-turbo), PNG (libpng), WebP (libwebp, libwebpdemux), GIF (giflib),
 * HEIF (libheif) and AVIF (libavif) into 8-bit RGB pixels, and a header reader that finds the format's size without
 * decoding.
 *
 * Each decode call reads the header first and refuses images over the caller's limits (and
 * files whose data is out of all proportion to their pixel count) before it allocates anything
 * for the pixels. Errors come back as a status and a short message that never quotes the file;
 * the libraries' setjmp/longjmp error handling stays inside these functions, which never print,
 * abort or exit. The functions keep no global state and may run on several threads at once.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Capacity of ic_image.message and ic_header.message, terminating NUL included. */
#define IC_MESSAGE_CAPACITY 160

/* The amplification rule: the bytes of the data a picture is decoded from may be at most
   IC_DATA_SLACK_BYTES plus IC_DATA_BYTES_PER_PIXEL per pixel. The data is the whole file for
   JPEG, PNG and still WebP, and the first frame's data for animated WebP and GIF. Real files
   stay far below (a photo's JPEG is about 0.5 bytes a pixel, 16-bit RGBA stored without
   compression 8 bytes a pixel and a byte a row); the slack is room for metadata (EXIF, colour
   profiles, XMP). A 31 MB PNG of 10 × 10 pixels is refused before anything is inflated. */
#define IC_DATA_SLACK_BYTES 4194304u /* 4 MiB */
#define IC_DATA_BYTES_PER_PIXEL 16u

/* The outcome of a decode call. */
typedef enum ic_status {
    /* Decoded: ic_image.pixels holds width × height × 3 bytes. */
    IC_OK = 0,
    /* The header claims a size over the limits (source_width × source_height). Nothing was
       allocated for the pixels. */
    IC_TOO_MANY_PIXELS = 1,
    /* The data ends before the image does. */
    IC_TRUNCATED = 2,
    /* The codec refused the data; message holds the reason. */
    IC_CORRUPT = 3,
    /* A valid file of a kind this code does not decode (e.g. a JPEG with 2 components), or
       one whose decoding would need more memory than ic_request.max_memory_bytes. */
    IC_UNSUPPORTED = 4,
    /* Memory ran out, or the codec's memory limit was reached. */
    IC_OUT_OF_MEMORY = 5,
    /* A NULL pointer or a zero limit was passed. */
    IC_INVALID_ARGUMENT = 6,
    /* The data is out of proportion to the pixels it claims (see IC_DATA_SLACK_BYTES):
       data_bytes for source_width × source_height. Nothing was inflated. */
    IC_DISPROPORTIONATE = 7
} ic_status;

/* What to decode and within which limits. Sizes are as the picture is shown, after its EXIF
   orientation. */
typedef struct ic_request {
    /* Largest accepted width × height, as claimed by the header. */
    uint64_t max_pixels;
    /* Largest accepted width and height, each. */
    uint32_t max_side;
    /* The most bytes of memory a decode may need at its peak, as estimated from the header
       before anything is decoded, for the decodes whose memory their pixel count alone does not
       bound: HEIF and AVIF images (tiles, chroma, bit depth, alpha) and animated WebP (canvases
       libwebp keeps). Over it the file is refused with IC_UNSUPPORTED, the estimate and this
       budget in the message. 0: not checked. */
    uint64_t max_memory_bytes;
    /* JPEG and WebP only: the output is the smallest size the codec can make (JPEG: a DCT
       scale 1/8 … 8/8; WebP: any size, aspect ratio kept) that is at least this wide and this
       tall; 0 × 0 decodes at full size. A target larger than the image gives the full size
       (never more). */
    uint32_t target_width;
    uint32_t target_height;
    /* When nonzero the target is a box, and the output must cover the image's size fitted
       into it (aspect ratio kept, rounded to the nearest pixel, each side at least 1): the
       size needed to show the whole image inside the box. */
    uint8_t fit_target;
    /* Alpha (PNG, WebP, HEIF, AVIF) and transparency (GIF) are composited onto this colour:
       background[0] red, [1] green, [2] blue; the opacities are kept in ic_image.alpha. */
    uint8_t background[3];
} ic_request;

/* A decoded image, or why there is none. Zero it before the call; release it after. */
typedef struct ic_image {
    /* width × height × 3 bytes (R, G, B; rows top to bottom, no padding), or NULL. */
    uint8_t *pixels;
    /* width × height opacities (0 transparent … 255 opaque; rows top to bottom) of the pixels,
       which are composited onto the request's background by them; NULL when every pixel is
       opaque. */
    uint8_t *alpha;
    /* Size of pixels (the decoded size, turned by the orientation; smaller than the source
       when a JPEG or WebP was scaled). */
    uint32_t width;
    uint32_t height;
    /* The size the header claims, turned by the orientation, once the header was read (also
       on IC_TOO_MANY_PIXELS and IC_DISPROPORTIONATE; for a first frame over the limits, the
       frame's size). */
    uint32_t source_width;
    uint32_t source_height;
    /* The EXIF orientation applied (1 … 8; 1 when there is none). */
    uint8_t orientation;
    /* The bytes of data the amplification rule counted (see IC_DATA_SLACK_BYTES). */
    uint64_t data_bytes;
    /* PNG: the bytes of the file handed to libpng. Decoding stops once the last row is in,
       so this is less than the file's size when data follows the image. */
    uint64_t consumed_bytes;
    /* A short NUL-terminated reason when the status is not IC_OK. */
    char message[IC_MESSAGE_CAPACITY];
} ic_image;

/* Decodes the JPEG in data[0 ..< size] (baseline, extended or progressive, Huffman or
   arithmetic; greyscale, YCbCr, RGB, CMYK or YCCK, Adobe-inverted CMYK included) into RGB at
   the DCT scale chosen by the request, turned by its EXIF orientation. Time O(source pixels)
   for the entropy decoding, O(decoded pixels) for the rest. */
ic_status ic_decode_jpeg(const uint8_t *data, size_t size, const ic_request *request,
                         ic_image *image);

/* Decodes the PNG in data[0 ..< size] (any bit depth and colour type, palette, tRNS, alpha,
   interlaced) into RGB, turned by its eXIf orientation; 16-bit samples are rounded to 8 bits,
   alpha is composited onto the request's background, gamma and colour-profile chunks are
   ignored (samples are taken as sRGB). Inflating stops with the last row: data after it is
   never inflated. Time and memory O(pixels). */
ic_status ic_decode_png(const uint8_t *data, size_t size, const ic_request *request,
                        ic_image *image);

/* Decodes the WebP in data[0 ..< size] (lossy, lossless, with or without alpha; of an
   animation the first frame, placed on its canvas) into RGB, scaled while decoding when the
   request's target is smaller; alpha is composited onto the request's background. Time and
   memory O(pixels). */
ic_status ic_decode_webp(const uint8_t *data, size_t size, const ic_request *request,
                         ic_image *image);

/* Decodes the first frame of the GIF in data[0 ..< size] (interlaced or not, global or local
   colour table) into RGB on its logical screen; transparent pixels, indices beyond the colour
   table and the parts of the screen the frame does not cover show the request's background.
   Time O(frame pixels + frame data), memory O(screen pixels). */
ic_status ic_decode_gif(const uint8_t *data, size_t size, const ic_request *request,
                        ic_image *image);

/* Decodes the primary image of the HEIF file in data[0 ..< size] (HEVC or AV1, a single coded
   image or a grid of tiles; of an image sequence the primary still image) with libheif into RGB:
   samples of 10 or 12 bits brought down to 8, alpha composited onto the request's background,
   cut to its clean aperture (clap) and turned by its irot and imir properties. Its boxes are read
   and checked first (the shown size against the limits, at most 1,024 tiles whose pixels
   together are at most twice max_pixels, at most 12-bit samples, the memory decoding needs
   within max_memory_bytes), before anything is decoded.
   Decoded at full size, on the calling thread only. Time and memory O(pixels). */
ic_status ic_decode_heif(const uint8_t *data, size_t size, const ic_request *request,
                         ic_image *image);

/* Decodes the primary image of the AVIF file in data[0 ..< size] with libavif, on the calling
   thread only, by the same rules as ic_decode_heif (the image must be AV1). Time and memory
   O(pixels). */
ic_status ic_decode_avif(const uint8_t *data, size_t size, const ic_request *request,
                         ic_image *image);

/* Frees image->pixels and image->alpha and sets them to NULL (safe to call twice). */
void ic_image_release(ic_image *image);

/* ---- Header reading ------------------------------------------------------------------ */

/* The formats the header reader knows. */
typedef enum ic_format {
    IC_FORMAT_JPEG = 1,
    IC_FORMAT_PNG = 2,
    IC_FORMAT_WEBP = 3,
    IC_FORMAT_GIF = 4,
    IC_FORMAT_HEIF = 5,
    IC_FORMAT_AVIF = 6
} ic_format;

/* The outcome of ic_read_header. */
typedef enum ic_header_status {
    /* width, height and orientation are set. */
    IC_HEADER_OK = 0,
    /* The bytes end before the header does: at least needed_bytes are needed. */
    IC_HEADER_NEED_MORE = 1,
    /* The header is damaged; message says how. */
    IC_HEADER_CORRUPT = 2,
    /* A valid header of a kind the decoders refuse (a lossless JPEG); message says which. */
    IC_HEADER_UNSUPPORTED = 3,
    /* The size was not found within max_scan bytes. */
    IC_HEADER_TOO_FAR = 4,
    /* A NULL pointer was passed. */
    IC_HEADER_INVALID_ARGUMENT = 5
} ic_header_status;

/* Capacity of each text of ic_exif_facts, terminating NUL included. */
#define IC_EXIF_TEXT_CAPACITY 64

/* What an EXIF block says about how a photo was taken (read from the same block as the
   orientation, within the header reader's bounds). */
typedef struct ic_exif_facts {
    /* DateTimeOriginal, else DateTimeDigitized, of the EXIF directory ("YYYY:MM:DD HH:MM:SS",
       the camera's local time): year 0 when neither is present as a valid date and time. */
    uint16_t year;
    uint8_t month;
    uint8_t day;
    uint8_t hour;
    uint8_t minute;
    uint8_t second;
    /* Make and Model (first directory), LensMake and LensModel (EXIF directory): the ASCII
       value up to its first NUL, trailing spaces removed, cut to the capacity; empty when
       absent. The bytes are the file's, unchecked (any byte but NUL): text from data. */
    char make[IC_EXIF_TEXT_CAPACITY];
    char model[IC_EXIF_TEXT_CAPACITY];
    char lens_make[IC_EXIF_TEXT_CAPACITY];
    char lens_model[IC_EXIF_TEXT_CAPACITY];
} ic_exif_facts;

/* What a header says. */
typedef struct ic_header {
    /* The size as shown, turned by the orientation. */
    uint32_t width;
    uint32_t height;
    /* The EXIF orientation (1 … 8; 1 when there is none or it is not read for the format). */
    uint8_t orientation;
    /* Nonzero when the header announces an animation (WebP's VP8X flag). */
    uint8_t animated;
    /* Nonzero when the picture may hold transparent pixels: a PNG with an alpha channel or a
       tRNS chunk before its image data, a WebP whose VP8X or VP8L header flags alpha, any GIF
       (its transparency is declared after the screen descriptor); zero for JPEG. */
    uint8_t may_have_alpha;
    /* The EXIF facts of the block the orientation was read from (JPEG, PNG); cleared when
       there is none. */
    ic_exif_facts exif;
    /* With IC_HEADER_NEED_MORE: the least number of bytes that can take the reading further. */
    uint64_t needed_bytes;
    /* A short NUL-terminated reason for IC_HEADER_CORRUPT and IC_HEADER_UNSUPPORTED. */
    char message[IC_MESSAGE_CAPACITY];
} ic_header;

/* Reads the size of the picture whose first bytes are data[0 ..< size], which must be of
   `format`: JPEG's frame header (SOF, after any APP1 EXIF block, whose orientation it reads),
   PNG's IHDR (and an eXIf chunk before the first IDAT), WebP's VP8, VP8L or VP8X header, GIF's
   logical screen, HEIF's and AVIF's primary image (ispe, clap, irot, imir of the meta box,
   found by walking the top-level boxes by their lengths). Looks at no byte at or beyond max_scan (IC_HEADER_TOO_FAR when the size lies
   further; JPEG and PNG walk their segments and chunks by their lengths; a PNG whose chunks
   before the image data run past max_scan still has IHDR's size, with may_have_alpha set and
   the orientation of an eXIf chunk within reach). The sizes are the
   ones the decoders give for the same file. Time O(segments and chunks before the size). */
ic_header_status ic_read_header(ic_format format, const uint8_t *data, size_t size,
                                size_t max_scan, ic_header *header);

/* ---- PNG writing ----------------------------------------------------------------------- */

/* One tEXt chunk: a keyword of 1 … 79 printable Latin-1 bytes (no leading, trailing or double
   space) and a text without NUL, both NUL-terminated. */
typedef struct ic_png_text {
    const char *keyword;
    const char *text;
} ic_png_text;

/* An encoded PNG, or why there is none. Zero it before the call; release it after. */
typedef struct ic_png_output {
    /* size bytes of PNG (malloc'd), or NULL. */
    uint8_t *bytes;
    size_t size;
    /* A short NUL-terminated reason when the status is not IC_OK. */
    char message[IC_MESSAGE_CAPACITY];
} ic_png_output;

/* Encodes width × height pixels of `channels` samples (3: RGB, 4: RGBA with straight alpha;
   samples: width × height × channels bytes, rows top to bottom) as an 8-bit RGB or RGBA PNG
   (IC_INVALID_ARGUMENT for other channel counts), not interlaced, with text_count tEXt chunks before the image data, at zlib
   level 6. Refuses (IC_INVALID_ARGUMENT) an empty image, one over max_side either way, and a
   keyword or text that breaks the rules above; IC_OUT_OF_MEMORY when memory runs out, and
   IC_CORRUPT with libpng's message for anything else libpng refuses. libpng's error handling
   stays inside; no global state. Time O(pixels). */
ic_status ic_encode_png(const uint8_t *samples, uint32_t channels, uint32_t width, uint32_t height,
                        uint32_t max_side, const ic_png_text *texts, size_t text_count,
                        ic_png_output *output);

/* Frees output->bytes and sets it to NULL (safe to call twice). */
void ic_png_output_release(ic_png_output *output);

#ifdef __cplusplus
}
#endif

#endif
