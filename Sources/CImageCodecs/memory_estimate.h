#ifndef WATERFALL_MEMORY_ESTIMATE_H
#define WATERFALL_MEMORY_ESTIMATE_H

/* The peak memory of the decodes whose memory their pixel count alone does not bound, estimated
   from what their headers declare, before anything is decoded: HEIF and AVIF images (tiles each
   with a decoder of its own, chroma, bit depth, alpha) and animated WebP (libwebp keeps whole
   canvases). Checked against ic_request.max_memory_bytes, so that a file which would run a
   decoder helper out of its address space (libavif aborts when an allocation fails) is refused
   by name instead. Internal to CImageCodecs; docs/pictures.md (Limits: Memory) has the
   formulas and the measurements behind them. */

#include <stdint.h>

#include "heif_boxes.h"
#include "image_codecs.h"

/* What each AV1 decoder libavif 0.11 opens costs beside its picture, on top of half a byte a
   pixel of its tile (dav1d's state for a frame; libheif's decoders are counted the same way):
   libavif opens a dav1d decoder for every tile of a grid (and of its alpha) and keeps them all
   until the image is done; measured with dav1d 1.0 at about 370 KiB each. */
#define IC_AV1_DECODER_BYTES (512u * 1024)

/* The address space libheif 1.15's decoding thread takes (libde265's worker, dav1d's thread):
   its stack (8 MiB) and the malloc arena glibc reserves for a new thread (64 MiB). */
#define IC_HEIF_THREAD_BYTES (72u * 1024 * 1024)

/* Bytes a canvas pixel of an animated WebP costs while a frame is decoded: libwebp's
   WebPAnimDecoder keeps two RGBA canvases (8), decoding a lossless frame the canvas's size takes
   12 more (measured with libwebp 1.2), and the animation's own RGBA canvas and opacities 5. */
#define IC_WEBP_ANIMATION_BYTES_PER_PIXEL 25u

/* The peak bytes of decoding the layout's image with libavif (avif set) or libheif, then
   compositing, turning and handing it over. O(1). */
uint64_t ic_heif_peak_bytes(const struct ic_heif_layout *layout, int avif);

/* The peak bytes of playing an animated WebP of width × height canvas pixels. O(1). */
uint64_t ic_webp_animation_peak_bytes(uint32_t width, uint32_t height);

/* IC_OK when needed is within the request's max_memory_bytes (or that is 0); else
   IC_UNSUPPORTED with "<what> needing N MiB (at most M MiB)" in message (IC_MESSAGE_CAPACITY
   bytes), N rounded up and M down. */
ic_status ic_check_memory(const ic_request *request, uint64_t needed, const char *what, char *message);

#endif
