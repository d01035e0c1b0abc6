/* ic_heif_peak_bytes, ic_webp_animation_peak_bytes, ic_check_memory: the peak memory of a
   decode from what the header declares, and the refusal of one over the budget. */

#include "memory_estimate.h"

#include <stdio.h>

#define MIB ((uint64_t)1 << 20)

/* A side as dav1d allocates it: rounded up to a multiple of 128. */
static uint64_t dav1d_side(uint32_t side) {
    return ((uint64_t)side + 127) / 128 * 128;
}

/* The bytes of the decoded planes of `pixels` pixels: plane_quarters / 4 colour samples a pixel,
   one more for the alpha plane, of 1 byte (8 bits) or 2. */
static uint64_t plane_bytes(const struct ic_heif_layout *layout, uint64_t pixels) {
    uint64_t quarters = layout->plane_quarters + (layout->may_have_alpha ? 4u : 0u);
    return pixels * quarters * (layout->depth > 8 ? 2u : 1u) / 4;
}

/* libavif: a dav1d decoder and picture for every tile (and alpha tile), all kept; a grid's own
   planes; the RGB(A) it converts to in our buffer; while its planes live, our opacities and the
   turned copy. */
static uint64_t libavif_bytes(const struct ic_heif_layout *layout, uint64_t pixels, uint64_t alpha) {
    uint64_t tile_pixels = (uint64_t)layout->tile_width * layout->tile_height;
    uint64_t decoders = (uint64_t)layout->tiles * (1 + alpha) * (IC_AV1_DECODER_BYTES + tile_pixels / 2);
    uint64_t tile_planes = plane_bytes(layout, dav1d_side(layout->tile_width) * dav1d_side(layout->tile_height));
    uint64_t tiles = layout->tiles * tile_planes;
    uint64_t grid = layout->grid ? plane_bytes(layout, pixels) : 0;
    uint64_t turned = layout->orientation != 1 ? pixels * (3 + alpha) : 0;
    return decoders + tiles + grid + pixels * (3 + alpha) + pixels * alpha + turned;
}

/* libheif: its thread; one tile at a time (the whole image when it is no grid): the decoder's
   state (half a byte a pixel), its picture and libheif's copy of it; a grid's own planes; a
   conversion step at the sample depth and the RGB(A) image it returns. */
static uint64_t libheif_bytes(const struct ic_heif_layout *layout, uint64_t pixels, uint64_t alpha) {
    uint64_t tile_pixels = (uint64_t)layout->tile_width * layout->tile_height;
    uint64_t tile = tile_pixels / 2 + 2 * plane_bytes(layout, tile_pixels);
    uint64_t grid = layout->grid ? plane_bytes(layout, pixels) : 0;
    uint64_t step = pixels * (3 + alpha) * (layout->depth > 8 ? 2u : 1u);
    return IC_HEIF_THREAD_BYTES + tile + grid + step + pixels * (3 + alpha);
}

uint64_t ic_heif_peak_bytes(const struct ic_heif_layout *layout, int avif) {
    uint64_t alpha = layout->may_have_alpha ? 1 : 0;
    uint64_t pixels = (uint64_t)layout->coded_width * layout->coded_height;
    /* Once the codec's memory is freed: our RGB(A) buffer and opacities, and one copy of them
       (turned, or the caller's). */
    uint64_t keeping = pixels * (3 + alpha) + pixels * alpha + pixels * (3 + alpha);
    uint64_t decoding = avif ? libavif_bytes(layout, pixels, alpha) : libheif_bytes(layout, pixels, alpha);
    return decoding > keeping ? decoding : keeping;
}

uint64_t ic_webp_animation_peak_bytes(uint32_t width, uint32_t height) {
    return (uint64_t)width * height * IC_WEBP_ANIMATION_BYTES_PER_PIXEL;
}

ic_status ic_check_memory(const ic_request *request, uint64_t needed, const char *what, char *message) {
    if (request->max_memory_bytes == 0 || needed <= request->max_memory_bytes) return IC_OK;
    snprintf(message, IC_MESSAGE_CAPACITY, "%s needing %llu MiB (at most %llu MiB)", what,
             (unsigned long long)((needed + MIB - 1) / MIB), (unsigned long long)(request->max_memory_bytes / MIB));
    return IC_UNSUPPORTED;
}
