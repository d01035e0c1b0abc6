#ifndef WATERFALL_DECODE_JOB_H
#define WATERFALL_DECODE_JOB_H

/* What the decoders share: the job every decode owns, the limit and proportion checks,
   the choice of a reduced size, compositing and the EXIF turn. Internal to CImageCodecs. */

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

#include "image_codecs.h"

/* The first member of each decoder's job: the jump target of its errors (JPEG and PNG), the
   status that jump returns, the input, the limits and the image being filled. A job outlives
   the function that calls setjmp, so nothing the cleanup needs lives in that function's
   locals. */
struct decode_job {
    jmp_buf jump;
    ic_status status;
    const uint8_t *data;
    size_t size;
    const ic_request *request;
    ic_image *image;
};

/* Writes text (truncated to fit) into the image's message. */
void ic_set_message(ic_image *image, const char *text);

/* Checks the arguments, then allocates a zeroed job of job_bytes bytes (a struct whose first
   member is a struct decode_job) and fills that member in. Returns NULL with the reason in
   *status (and in image when there is one) when the arguments are bad or memory is short. */
void *ic_start_job(size_t job_bytes, const uint8_t *data, size_t size, const ic_request *request,
                   ic_image *image, ic_status *status);

/* Frees job (after the decoder has released what it owns) and, when status is a failure, the
   image's pixels, leaving it empty. Returns status. */
ic_status ic_finish_job(void *job, ic_status status, ic_image *image);

/* Records the size the file claims (as shown, after the orientation) and the bytes of data it
   is decoded from; IC_TOO_MANY_PIXELS when the size is over the request's limits, else
   IC_DISPROPORTIONATE when the data is out of proportion to it (IC_DATA_SLACK_BYTES), each
   with the reason in the image. */
ic_status ic_accept_source(struct decode_job *job, uint32_t width, uint32_t height,
                           uint64_t data_bytes);

/* IC_DISPROPORTIONATE, with the reason in the image, when data_bytes are more than the
   amplification rule (IC_DATA_SLACK_BYTES) allows for width × height pixels; else IC_OK.
   Records data_bytes in the image. */
ic_status ic_check_proportion(struct decode_job *job, uint64_t data_bytes, uint32_t width,
                              uint32_t height);

/* Whether width × height is within the request's limits (for sizes inside a file that are
   not the picture's, such as a GIF frame's). */
int ic_within_limits(const ic_request *request, uint64_t width, uint64_t height);

/* malloc, or a jump back to the job's setjmp with IC_OUT_OF_MEMORY when it fails. */
void *ic_allocate_or_jump(struct decode_job *job, size_t bytes);

/* The image's size fitted into the box: one side equals the box's, the other is the exact
   proportion rounded to nearest, clamped to 1 … the box's side. */
void ic_fit_into_box(uint64_t width, uint64_t height, uint64_t box_width, uint64_t box_height,
                     uint32_t *fitted_width, uint32_t *fitted_height);

/* The size the decoded (not yet turned) pixels of a width × height image must cover at least:
   the request's target, turned back by the orientation, or (fit_target) the image fitted into
   that box. 0 × 0 when the request asks for the full size. */
void ic_needed_size(const ic_request *request, int orientation, uint32_t width, uint32_t height,
                    uint32_t *needed_width, uint32_t *needed_height);

/* Whether the orientation swaps width and height (5 … 8). */
int ic_orientation_transposes(int orientation);

/* Composites the image's count RGBA pixels onto the background into RGB, in place (the RGB
   output is never ahead of the RGBA input): out = (colour × alpha + background × (255 −
   alpha)) / 255, rounded; keeps the opacities in image->alpha (allocated when NULL) when any
   is below 255, else frees image->alpha and leaves it NULL. Returns IC_OK, or
   IC_OUT_OF_MEMORY with the reason in the image. O(count). */
ic_status ic_composite_keeping_alpha(ic_image *image, size_t count, const uint8_t background[3]);

/* Frees image->alpha (count opacities) and leaves it NULL when every pixel is opaque. O(count). */
void ic_drop_opaque_alpha(ic_image *image, size_t count);

/* Turns the image's width × height RGB pixels (and its alpha, when it has one) by the EXIF
   orientation (1 … 8) into new buffers, replacing them, width and height and recording the
   orientation. Returns IC_OK, or IC_OUT_OF_MEMORY (the image unchanged). O(pixels). */
ic_status ic_apply_orientation(ic_image *image, int orientation);

#endif
