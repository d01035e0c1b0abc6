/* ic_decode_webp: libwebp for still images (scaled while decoding when the request is small),
   libwebpdemux for the first frame of an animation. */

#include "image_codecs.h"

#include <stdlib.h>
#include <string.h>

#include <webp/decode.h>
#include <webp/demux.h>

#include "decode_job.h"

/* Everything one WebP decode owns (see struct decode_job). */
struct webp_job {
    struct decode_job base;
    WebPDemuxer *demux;
    WebPIterator frame;
    int has_frame;
    uint8_t *frame_pixels;
};

/* libwebp's status as ours, with a reason in the image. */
static ic_status webp_failure(struct webp_job *job, VP8StatusCode code) {
    ic_image *image = job->base.image;
    switch (code) {
    case VP8_STATUS_OK:
        return IC_OK;
    case VP8_STATUS_OUT_OF_MEMORY:
        ic_set_message(image, "out of memory");
        return IC_OUT_OF_MEMORY;
    case VP8_STATUS_NOT_ENOUGH_DATA:
        ic_set_message(image, "the file ends before the image does");
        return IC_TRUNCATED;
    case VP8_STATUS_UNSUPPORTED_FEATURE:
        ic_set_message(image, "WebP with a feature libwebp does not decode");
        return IC_UNSUPPORTED;
    default:
        ic_set_message(image, "the compressed image data is damaged");
        return IC_CORRUPT;
    }
}

/* The smallest size with the aspect ratio of width × height that is at least needed_width ×
   needed_height, or width × height itself when that is not smaller. */
static void covering_size(uint32_t width, uint32_t height, uint32_t needed_width,
                          uint32_t needed_height, uint32_t *out_width, uint32_t *out_height) {
    *out_width = width;
    *out_height = height;
    if (needed_width >= width || needed_height >= height) return;
    if (needed_width == 0 && needed_height == 0) return;
    uint64_t w = width, h = height;
    if ((uint64_t)needed_width * h >= (uint64_t)needed_height * w) {
        uint64_t scaled = (needed_width * h + w - 1) / w;
        *out_width = needed_width;
        *out_height = (uint32_t)(scaled < 1 ? 1 : scaled > h ? h : scaled);
    } else {
        uint64_t scaled = (needed_height * w + h - 1) / h;
        *out_width = (uint32_t)(scaled < 1 ? 1 : scaled > w ? w : scaled);
        *out_height = needed_height;
    }
}

/* Decodes the bitstream data[0 ..< size] (a whole file, or a frame's ALPH and VP8/VP8L chunks)
   into out: RGBA when alpha is set, else RGB, at out_width × out_height (scaled when that is
   not the bitstream's own size). */
static VP8StatusCode decode_bitstream(const uint8_t *data, size_t size, int alpha,
                                      uint32_t out_width, uint32_t out_height, int scaled,
                                      uint8_t *out) {
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) return VP8_STATUS_INVALID_PARAM;
    if (scaled) {
        config.options.use_scaling = 1;
        config.options.scaled_width = (int)out_width;
        config.options.scaled_height = (int)out_height;
    }
    size_t stride = (size_t)out_width * (alpha ? 4 : 3);
    config.output.colorspace = alpha ? MODE_RGBA : MODE_RGB;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = out;
    config.output.u.RGBA.stride = (int)stride;
    config.output.u.RGBA.size = stride * out_height;
    VP8StatusCode code = WebPDecode(data, size, &config);
    WebPFreeDecBuffer(&config.output);
    return code;
}

/* Decodes a bitstream whose picture fills the image: scaled to cover the request, alpha
   composited onto the background. */
static ic_status decode_filling(struct webp_job *job, const uint8_t *data, size_t size,
                                const WebPBitstreamFeatures *features) {
    ic_image *image = job->base.image;
    const ic_request *request = job->base.request;
    uint32_t width = (uint32_t)features->width, height = (uint32_t)features->height;
    uint32_t needed_width, needed_height, out_width, out_height;
    ic_needed_size(request, 1, width, height, &needed_width, &needed_height);
    covering_size(width, height, needed_width, needed_height, &out_width, &out_height);
    int alpha = features->has_alpha != 0;
    image->pixels = malloc((size_t)out_width * out_height * (alpha ? 4 : 3));
    if (image->pixels == NULL) return webp_failure(job, VP8_STATUS_OUT_OF_MEMORY);
    int scaled = out_width != width || out_height != height;
    VP8StatusCode code = decode_bitstream(data, size, alpha, out_width, out_height, scaled, image->pixels);
    if (code != VP8_STATUS_OK) return webp_failure(job, code);
    image->width = out_width;
    image->height = out_height;
    return alpha ? ic_composite_keeping_alpha(image, (size_t)out_width * out_height, request->background) : IC_OK;
}

/* Decodes a frame that covers only part of the canvas at full size onto a transparent canvas,
   composited onto the background. */
static ic_status decode_placed(struct webp_job *job, const uint8_t *data, size_t size,
                               const WebPBitstreamFeatures *features, uint32_t canvas_width,
                               uint32_t canvas_height, uint32_t left, uint32_t top) {
    ic_image *image = job->base.image;
    const uint8_t *background = job->base.request->background;
    uint32_t width = (uint32_t)features->width, height = (uint32_t)features->height;
    job->frame_pixels = malloc((size_t)width * height * 4);
    image->pixels = calloc((size_t)canvas_width * canvas_height, 4);
    if (job->frame_pixels == NULL || image->pixels == NULL) return webp_failure(job, VP8_STATUS_OUT_OF_MEMORY);
    VP8StatusCode code = decode_bitstream(data, size, 1, width, height, 0, job->frame_pixels);
    if (code != VP8_STATUS_OK) return webp_failure(job, code);
    uint32_t visible = left < canvas_width ? canvas_width - left : 0;
    uint32_t count = width < visible ? width : visible;
    for (uint64_t y = 0; count > 0 && y < height && top + y < canvas_height; y++) {
        uint8_t *row = image->pixels + ((size_t)(top + y) * canvas_width + left) * 4;
        memcpy(row, job->frame_pixels + (size_t)y * width * 4, (size_t)count * 4);
    }
    image->width = canvas_width;
    image->height = canvas_height;
    return ic_composite_keeping_alpha(image, (size_t)canvas_width * canvas_height, background);
}

/* The first frame of an animation, on its canvas. */
static ic_status decode_first_frame(struct webp_job *job, uint32_t canvas_width, uint32_t canvas_height) {
    ic_image *image = job->base.image;
    WebPData whole = {job->base.data, job->base.size};
    WebPDemuxState state;
    job->demux = WebPDemuxPartial(&whole, &state);
    if (job->demux == NULL) {
        return webp_failure(job, state == WEBP_DEMUX_PARSING_HEADER ? VP8_STATUS_NOT_ENOUGH_DATA
                                                                    : VP8_STATUS_BITSTREAM_ERROR);
    }
    job->has_frame = WebPDemuxGetFrame(job->demux, 1, &job->frame);
    if (!job->has_frame || !job->frame.complete) return webp_failure(job, VP8_STATUS_NOT_ENOUGH_DATA);
    const uint8_t *data = job->frame.fragment.bytes;
    size_t size = job->frame.fragment.size;
    WebPBitstreamFeatures features;
    VP8StatusCode code = WebPGetFeatures(data, size, &features);
    if (code != VP8_STATUS_OK) return webp_failure(job, code);
    uint32_t width = (uint32_t)features.width, height = (uint32_t)features.height;
    if (!ic_within_limits(job->base.request, width, height)) {
        image->source_width = width;
        image->source_height = height;
        ic_set_message(image, "the first frame is over the limit");
        return IC_TOO_MANY_PIXELS;
    }
    ic_status status = ic_check_proportion(&job->base, size, width, height);
    if (status != IC_OK) return status;
    uint32_t left = (uint32_t)job->frame.x_offset, top = (uint32_t)job->frame.y_offset;
    if (left == 0 && top == 0 && width == canvas_width && height == canvas_height)
        return decode_filling(job, data, size, &features);
    return decode_placed(job, data, size, &features, canvas_width, canvas_height, left, top);
}

static ic_status webp_decode(struct webp_job *job) {
    WebPBitstreamFeatures features;
    VP8StatusCode code = WebPGetFeatures(job->base.data, job->base.size, &features);
    if (code != VP8_STATUS_OK) return webp_failure(job, code);
    uint32_t width = (uint32_t)features.width, height = (uint32_t)features.height;
    if (features.has_animation) {
        ic_status status = ic_accept_source(&job->base, width, height, 0);
        return status != IC_OK ? status : decode_first_frame(job, width, height);
    }
    ic_status status = ic_accept_source(&job->base, width, height, job->base.size);
    return status != IC_OK ? status : decode_filling(job, job->base.data, job->base.size, &features);
}

ic_status ic_decode_webp(const uint8_t *data, size_t size, const ic_request *request,
                         ic_image *image) {
    ic_status status;
    struct webp_job *job = ic_start_job(sizeof *job, data, size, request, image, &status);
    if (job == NULL) return status;

    status = webp_decode(job);

    if (job->has_frame) WebPDemuxReleaseIterator(&job->frame);
    WebPDemuxDelete(job->demux);
    free(job->frame_pixels);
    return ic_finish_job(job, status, image);
}
