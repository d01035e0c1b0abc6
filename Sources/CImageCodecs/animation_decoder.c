/* ic_animation_*: the frames of animated GIFs (giflib's record API, frame by frame, with the
   disposal each frame asks for) and animated WebPs (libwebpdemux's WebPAnimDecoder, which
   blends and disposes), each drawn onto the whole canvas. */

#include "image_animation.h"

#include <stdlib.h>
#include <string.h>

#include <gif_lib.h>
#include <webp/decode.h>
#include <webp/demux.h>

#include "decode_job.h"
#include "gif_frame.h"
#include "memory_estimate.h"

struct ic_animation {
    ic_format format;
    /* The caller's request, copied: the job points at it. */
    ic_request request;
    /* The canvas (pixels, alpha, width, height) and the reasons of failures. */
    ic_image canvas;
    /* GIF: the job whose image is the canvas. */
    struct gif_job gif;
    /* GIF: the canvas's pixels and then its alpha before the last frame, when it is to be
       restored (disposal 3). */
    uint8_t *previous;
    /* GIF: what the last frame asked to be done with it before the next, and its rectangle. */
    int disposal;
    GifImageDesc last;
    /* WebP: the decoder and the time the last frame ended at. */
    WebPAnimDecoder *webp;
    int timestamp;
};

/* Copies the canvas's reason and claimed size into the caller's image; returns status. */
static ic_status report(const ic_animation *animation, ic_status status, ic_image *image) {
    if (status == IC_OK) return status;
    memcpy(image->message, animation->canvas.message, IC_MESSAGE_CAPACITY);
    image->source_width = animation->canvas.source_width;
    image->source_height = animation->canvas.source_height;
    image->data_bytes = animation->canvas.data_bytes;
    return status;
}

/* Makes the canvas's part of the rectangle transparent (the background). */
static void fill_background(ic_animation *animation, const GifImageDesc *rect) {
    ic_image *canvas = &animation->canvas;
    if (rect->Left < 0 || rect->Top < 0 || rect->Width <= 0 || rect->Height <= 0) return;
    uint64_t left = (uint64_t)rect->Left, top = (uint64_t)rect->Top;
    if (left >= canvas->width || top >= canvas->height) return;
    uint64_t right = left + (uint64_t)rect->Width, bottom = top + (uint64_t)rect->Height;
    if (right > canvas->width) right = canvas->width;
    if (bottom > canvas->height) bottom = canvas->height;
    for (uint64_t y = top; y < bottom; y++) {
        for (uint64_t x = left; x < right; x++)
            memcpy(canvas->pixels + (y * canvas->width + x) * 3, animation->request.background, 3);
        memset(canvas->alpha + y * canvas->width + left, 0, right - left);
    }
}

static ic_status gif_open(ic_animation *animation) {
    struct gif_job *job = &animation->gif;
    ic_status status = ic_gif_open(job);
    if (status != IC_OK) return status;
    ic_image *canvas = &animation->canvas;
    size_t count = (size_t)canvas->source_width * canvas->source_height;
    canvas->pixels = malloc(count * 3);
    canvas->alpha = calloc(count, 1);
    if (canvas->pixels == NULL || canvas->alpha == NULL) return ic_gif_failure(job, D_GIF_ERR_NOT_ENOUGH_MEM);
    for (size_t i = 0; i < count; i++) memcpy(canvas->pixels + i * 3, animation->request.background, 3);
    canvas->width = canvas->source_width;
    canvas->height = canvas->source_height;
    return IC_OK;
}

/* Whether any of the count opacities is below 255. O(count). */
static int any_translucent(const uint8_t *alpha, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (alpha[i] != 255) return 1;
    }
    return 0;
}

/* Skips what is left of the frame's compressed data (a plain frame stops being decoded at the
   canvas's bottom edge; an empty frame is not decoded at all), so the next block can be read. */
static ic_status gif_skip_rest(struct gif_job *job) {
    GifByteType *block = NULL;
    do {
        if (DGifGetCodeNext(job->gif, &block) == GIF_ERROR) return ic_gif_failure(job, job->gif->Error);
    } while (block != NULL);
    return IC_OK;
}

static ic_status gif_next(ic_animation *animation, ic_animation_frame *frame, int *ended) {
    struct gif_job *job = &animation->gif;
    ic_image *canvas = &animation->canvas;
    size_t count = (size_t)canvas->width * canvas->height;
    if (animation->disposal == DISPOSE_BACKGROUND) fill_background(animation, &animation->last);
    if (animation->disposal == DISPOSE_PREVIOUS && animation->previous != NULL) {
        memcpy(canvas->pixels, animation->previous, count * 3);
        memcpy(canvas->alpha, animation->previous + count * 3, count);
    }
    GraphicsControlBlock control;
    ic_status status = ic_gif_next_image(job, &control, ended);
    if (status != IC_OK || *ended) return status;
    const GifImageDesc *rect = &job->gif->Image;
    if (rect->Width < 0 || rect->Height < 0 || !ic_within_limits(&animation->request, (uint64_t)rect->Width, (uint64_t)rect->Height)) {
        canvas->source_width = rect->Width < 0 ? 0 : (uint32_t)rect->Width;
        canvas->source_height = rect->Height < 0 ? 0 : (uint32_t)rect->Height;
        ic_set_message(canvas, "a frame is over the limit");
        return IC_TOO_MANY_PIXELS;
    }
    if (control.DisposalMode == DISPOSE_PREVIOUS) {
        if (animation->previous == NULL) animation->previous = malloc(count * 4);
        if (animation->previous == NULL) return ic_gif_failure(job, D_GIF_ERR_NOT_ENOUGH_MEM);
        memcpy(animation->previous, canvas->pixels, count * 3);
        memcpy(animation->previous + count * 3, canvas->alpha, count);
    }
    free(job->line);
    job->line = NULL;
    status = ic_gif_decode_frame(job, control.TransparentColor);
    if (status != IC_OK) return status;
    int cut = rect->Width == 0 || rect->Height == 0 ||
              (!rect->Interlace && (uint64_t)rect->Top + (uint64_t)rect->Height > canvas->height);
    if (cut && (status = gif_skip_rest(job)) != IC_OK) return status;
    animation->disposal = control.DisposalMode;
    animation->last = *rect;
    frame->pixels = canvas->pixels;
    frame->alpha = any_translucent(canvas->alpha, count) ? canvas->alpha : NULL;
    frame->width = canvas->width;
    frame->height = canvas->height;
    frame->delay_ms = control.DelayTime > 0 ? (uint32_t)control.DelayTime * 10 : 0;
    frame->stored_pixels = (uint64_t)rect->Width * (uint64_t)rect->Height;
    return IC_OK;
}

static ic_status webp_open(ic_animation *animation, const uint8_t *data, size_t size, uint32_t *frame_count) {
    ic_image *canvas = &animation->canvas;
    WebPBitstreamFeatures features;
    VP8StatusCode code = WebPGetFeatures(data, size, &features);
    if (code == VP8_STATUS_NOT_ENOUGH_DATA) {
        ic_set_message(canvas, "the file ends before the image does");
        return IC_TRUNCATED;
    }
    if (code != VP8_STATUS_OK || features.width <= 0 || features.height <= 0) {
        ic_set_message(canvas, "the compressed image data is damaged");
        return IC_CORRUPT;
    }
    uint32_t width = (uint32_t)features.width, height = (uint32_t)features.height;
    ic_status status = ic_accept_source(&animation->gif.base, width, height, 0);
    if (status != IC_OK) return status;
    /* Before libwebp allocates its canvases. */
    status = ic_check_memory(&animation->request, ic_webp_animation_peak_bytes(width, height), "animated WebP",
                             canvas->message);
    if (status != IC_OK) return status;
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) {
        ic_set_message(canvas, "libwebp's animation decoder is of another version");
        return IC_UNSUPPORTED;
    }
    options.color_mode = MODE_RGBA;
    options.use_threads = 0;
    WebPData whole = {data, size};
    animation->webp = WebPAnimDecoderNew(&whole, &options);
    WebPAnimInfo info;
    if (animation->webp == NULL || !WebPAnimDecoderGetInfo(animation->webp, &info)) {
        ic_set_message(canvas, "the frames are damaged, cut short or do not fit the canvas");
        return IC_CORRUPT;
    }
    if (info.canvas_width != width || info.canvas_height != height) {
        ic_set_message(canvas, "the canvas's size is not the header's");
        return IC_CORRUPT;
    }
    canvas->pixels = malloc((size_t)info.canvas_width * info.canvas_height * 4);
    if (canvas->pixels == NULL) {
        ic_set_message(canvas, "out of memory");
        return IC_OUT_OF_MEMORY;
    }
    canvas->width = info.canvas_width;
    canvas->height = info.canvas_height;
    *frame_count = info.frame_count;
    return IC_OK;
}

static ic_status webp_next(ic_animation *animation, ic_animation_frame *frame, int *ended) {
    ic_image *canvas = &animation->canvas;
    if (!WebPAnimDecoderHasMoreFrames(animation->webp)) {
        *ended = 1;
        return IC_OK;
    }
    uint8_t *rgba = NULL;
    int timestamp = 0;
    if (!WebPAnimDecoderGetNext(animation->webp, &rgba, &timestamp) || rgba == NULL) {
        ic_set_message(canvas, "a frame's compressed image data is damaged");
        return IC_CORRUPT;
    }
    size_t count = (size_t)canvas->width * canvas->height;
    memcpy(canvas->pixels, rgba, count * 4);
    ic_status status = ic_composite_keeping_alpha(canvas, count, animation->request.background);
    if (status != IC_OK) return status;
    frame->pixels = canvas->pixels;
    frame->alpha = canvas->alpha;
    frame->width = canvas->width;
    frame->height = canvas->height;
    frame->delay_ms = timestamp > animation->timestamp ? (uint32_t)(timestamp - animation->timestamp) : 0;
    frame->stored_pixels = count;
    animation->timestamp = timestamp;
    return IC_OK;
}

ic_status ic_animation_open(ic_format format, const uint8_t *data, size_t size,
                            const ic_request *request, ic_animation **animation,
                            uint32_t *frame_count, ic_image *image) {
    if (animation == NULL || frame_count == NULL || image == NULL) return IC_INVALID_ARGUMENT;
    *animation = NULL;
    *frame_count = 0;
    memset(image, 0, sizeof *image);
    image->orientation = 1;
    if (data == NULL || request == NULL || request->max_pixels == 0 || request->max_side == 0 ||
        (format != IC_FORMAT_GIF && format != IC_FORMAT_WEBP)) {
        ic_set_message(image, "no data, no request, no limits or not an animated format");
        return IC_INVALID_ARGUMENT;
    }
    ic_animation *opened = calloc(1, sizeof *opened);
    if (opened == NULL) {
        ic_set_message(image, "out of memory");
        return IC_OUT_OF_MEMORY;
    }
    opened->format = format;
    opened->request = *request;
    opened->canvas.orientation = 1;
    opened->gif.base.data = data;
    opened->gif.base.size = size;
    opened->gif.base.request = &opened->request;
    opened->gif.base.image = &opened->canvas;
    ic_status status = format == IC_FORMAT_GIF ? gif_open(opened) : webp_open(opened, data, size, frame_count);
    image->source_width = opened->canvas.source_width;
    image->source_height = opened->canvas.source_height;
    if (status != IC_OK) {
        report(opened, status, image);
        ic_animation_close(opened);
        return status;
    }
    *animation = opened;
    return IC_OK;
}

ic_status ic_animation_next(ic_animation *animation, ic_animation_frame *frame, int *ended,
                            ic_image *image) {
    if (animation == NULL || frame == NULL || ended == NULL || image == NULL) return IC_INVALID_ARGUMENT;
    *ended = 0;
    memset(frame, 0, sizeof *frame);
    ic_status status = animation->format == IC_FORMAT_GIF ? gif_next(animation, frame, ended) : webp_next(animation, frame, ended);
    return report(animation, status, image);
}

void ic_animation_close(ic_animation *animation) {
    if (animation == NULL) return;
    int close_error;
    if (animation->gif.gif != NULL) DGifCloseFile(animation->gif.gif, &close_error);
    free(animation->gif.line);
    free(animation->previous);
    ic_image_release(&animation->canvas);
    if (animation->webp != NULL) WebPAnimDecoderDelete(animation->webp);
    free(animation);
}
