#ifndef WATERFALL_IMAGE_ANIMATION_H
#define WATERFALL_IMAGE_ANIMATION_H

/*
 * The frames of an animated GIF or WebP, one at a time, each the whole canvas as it is shown
 * at that moment (earlier frames, disposal and blending applied; transparency composited onto
 * the request's background, the opacities kept beside), with its delay. Beside the still decoders of image_codecs.h,
 * which decode a first frame only: the same request, limits and statuses. The caller counts
 * the frames and their pixels against its own limits and stops when it wants; memory is the
 * canvas and its alpha (twice for GIF frames that restore the previous picture, RGBA plus
 * libwebp's two RGBA canvases for WebP), whatever the number of frames.
 */

#include <stddef.h>
#include <stdint.h>

#include "image_codecs.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An animation being read (opaque). */
typedef struct ic_animation ic_animation;

/* One frame: valid until the next call on the animation, or its closing. */
typedef struct ic_animation_frame {
    /* width × height × 3 bytes (R, G, B; rows top to bottom), owned by the animation. */
    const uint8_t *pixels;
    /* width × height opacities of the pixels (0 transparent … 255 opaque), owned by the
       animation; NULL when every pixel of this frame is opaque. */
    const uint8_t *alpha;
    /* The canvas's size (the same for every frame). */
    uint32_t width;
    uint32_t height;
    /* How long the frame is shown, in milliseconds, as the file says (0 included). */
    uint32_t delay_ms;
    /* The pixels of the frame's own rectangle as stored (GIF: its descriptor's width × height,
       also beyond the canvas; WebP: the canvas), for the caller's count of the work done. */
    uint64_t stored_pixels;
} ic_animation_frame;

/* Opens the GIF or WebP (format IC_FORMAT_GIF or IC_FORMAT_WEBP) in data[0 ..< size], which
   must stay valid until the animation is closed: reads the header, checks the canvas against
   the request's limits (image->source_width × source_height, as for the still decoders; for
   WebP also the memory playing it needs, 25 bytes a canvas pixel, against max_memory_bytes:
   IC_UNSUPPORTED over it) and allocates it. *frame_count is the number of frames the container announces (WebP), 0 when
   it does not say (GIF: known only at the end). On failure *animation is NULL and image holds
   the reason. O(canvas pixels) for WebP's own index of the frames, O(1) else. */
ic_status ic_animation_open(ic_format format, const uint8_t *data, size_t size,
                            const ic_request *request, ic_animation **animation,
                            uint32_t *frame_count, ic_image *image);

/* Reads and draws the next frame into *frame (IC_OK), or sets *ended when there is none
   (IC_OK). A failure (a frame cut short, damaged, over the limits) leaves the frames before
   it valid: image holds the reason, and the animation must not be read further. Time
   O(frame pixels + frame data). */
ic_status ic_animation_next(ic_animation *animation, ic_animation_frame *frame, int *ended,
                            ic_image *image);

/* Frees the animation (NULL is fine). */
void ic_animation_close(ic_animation *animation);

#ifdef __cplusplus
}
#endif

#endif
