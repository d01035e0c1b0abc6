#ifndef WATERFALL_HEIF_BOXES_H
#define WATERFALL_HEIF_BOXES_H

/* The ISO base media file format boxes of a HEIF or AVIF file that say what its primary image
   is, read without decoding: its size (ispe), clean aperture (clap), rotation (irot), mirror
   (imir), bit depth (pixi, hvcC, av1C), alpha (an auxl reference) and, for a grid, its tiles.
   Shared by the header reader and the HEIF and AVIF decoders, so a size read from a header is
   the size decoded. Internal to CImageCodecs. */

#include <stddef.h>
#include <stdint.h>

#include "image_codecs.h"

/* The most tiles of a grid image the decoders accept (an iPhone's 48-megapixel photo has 192
   tiles of 512 × 512). */
#define IC_HEIF_MAX_TILES 1024u

/* The deepest samples the decoders accept (AV1 and HEVC's main profiles reach 12 bits); they
   are brought down to 8 bits. */
#define IC_HEIF_MAX_DEPTH 12u

/* What the boxes say of the primary image. */
struct ic_heif_layout {
    /* The coded image's size (the primary item's ispe: a grid's output size). */
    uint32_t coded_width;
    uint32_t coded_height;
    /* The clean aperture inside it (all of it without a clap box). */
    uint32_t crop_left;
    uint32_t crop_top;
    uint32_t crop_width;
    uint32_t crop_height;
    /* irot and imir as an EXIF orientation (1 … 8), applied after the crop. */
    uint8_t orientation;
    /* The size as shown: the crop, turned by the orientation. */
    uint32_t width;
    uint32_t height;
    /* Bits per sample (the most of pixi, hvcC or av1C of the primary image or its first tile);
       0 when none says. */
    uint8_t depth;
    /* The samples a pixel's colour planes hold, in quarters, by the chroma of hvcC or av1C: 12
       for 4:4:4 (also when neither says), 8 for 4:2:2, 6 for 4:2:0, 4 for monochrome. */
    uint8_t plane_quarters;
    /* Nonzero when an auxiliary image (alpha, depth) refers to the primary image. */
    uint8_t may_have_alpha;
    /* Nonzero when the primary image (or its first tile) is coded with AV1, zero for HEVC. */
    uint8_t av1;
    /* Nonzero when the primary image is a grid (also of one tile: libheif writes one around a
       padded image). */
    uint8_t grid;
    /* 1 for a single coded image; a grid's number of tiles. */
    uint32_t tiles;
    /* A grid's first tile's size (its ispe); the coded size for a single image. */
    uint32_t tile_width;
    uint32_t tile_height;
};

/* Reads the boxes of data[0 ..< size] (ftyp, then meta with pitm, iinf, iref and iprp, found by
   walking the top-level boxes by their lengths) into layout. Looks at no byte at or beyond
   max_scan: IC_HEADER_TOO_FAR when the meta box ends further; IC_HEADER_NEED_MORE with
   *needed_bytes when the data ends first. IC_HEADER_UNSUPPORTED for a primary image that is not
   HEVC, AV1 or a grid of them, or is protected; IC_HEADER_CORRUPT for boxes that contradict
   themselves (message, NUL-terminated, IC_MESSAGE_CAPACITY bytes, never quoting the file); with
   avif set, IC_HEADER_UNSUPPORTED also for an image that is not AV1.
   Time O(bytes of the meta box). */
ic_header_status ic_read_heif_boxes(const uint8_t *data, size_t size, size_t max_scan, int avif,
                                    struct ic_heif_layout *layout, uint64_t *needed_bytes,
                                    char *message);

struct decode_job;

/* The decoders' steps around the codec (heif_layout.c). */

/* The decoders' first step: the boxes of the whole file read into layout (avif: the image
   must be AV1), the shown size recorded in the image, checked against the limits
   (ic_check_heif_layout) and the amplification rule. IC_TRUNCATED when the boxes are cut
   short; IC_OK, or the failure with its reason in the image. O(bytes of the meta box). */
ic_status ic_start_heif_decode(struct decode_job *job, int avif, struct ic_heif_layout *layout);

/* Checks a layout against the decoders' limits: the shown size (IC_TOO_MANY_PIXELS), the tile
   count, each tile and all tiles' pixels together (at most twice max_pixels), the bit depth and
   the memory decoding it needs (ic_heif_peak_bytes against max_memory_bytes) (IC_UNSUPPORTED);
   IC_OK when it passes. The reason, naming AVIF or HEIF, goes to message. */
ic_status ic_check_heif_layout(const struct ic_heif_layout *layout, const ic_request *request, int avif,
                               char *message);

/* Cuts the decoded coded_width × coded_height RGB image to the layout's clean aperture and turns
   it by its orientation, in image (whose size must be the coded size). IC_OK, IC_CORRUPT when
   the size differs, IC_OUT_OF_MEMORY. O(pixels). */
ic_status ic_apply_heif_layout(const struct ic_heif_layout *layout, ic_image *image);

#endif
