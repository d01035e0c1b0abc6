#include "decode_job.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ic_set_message(ic_image *image, const char *text) {
    snprintf(image->message, IC_MESSAGE_CAPACITY, "%s", text);
}

static void reset_image(ic_image *image) {
    memset(image, 0, sizeof *image);
    image->orientation = 1;
}

void ic_image_release(ic_image *image) {
    if (image == NULL) return;
    free(image->pixels);
    image->pixels = NULL;
    free(image->alpha);
    image->alpha = NULL;
}

void *ic_start_job(size_t job_bytes, const uint8_t *data, size_t size, const ic_request *request,
                   ic_image *image, ic_status *status) {
    if (image == NULL) {
        *status = IC_INVALID_ARGUMENT;
        return NULL;
    }
    reset_image(image);
    if (data == NULL || request == NULL) {
        ic_set_message(image, "no data or no request");
        *status = IC_INVALID_ARGUMENT;
        return NULL;
    }
    if (request->max_pixels == 0 || request->max_side == 0) {
        ic_set_message(image, "the limits must be positive");
        *status = IC_INVALID_ARGUMENT;
        return NULL;
    }
    struct decode_job *job = calloc(1, job_bytes);
    if (job == NULL) {
        ic_set_message(image, "out of memory");
        *status = IC_OUT_OF_MEMORY;
        return NULL;
    }
    job->data = data;
    job->size = size;
    job->request = request;
    job->image = image;
    job->status = IC_OK;
    *status = IC_OK;
    return job;
}

ic_status ic_finish_job(void *job, ic_status status, ic_image *image) {
    free(job);
    if (status != IC_OK) {
        ic_image_release(image);
        image->width = 0;
        image->height = 0;
    }
    return status;
}

int ic_within_limits(const ic_request *request, uint64_t width, uint64_t height) {
    return width <= request->max_side && height <= request->max_side &&
           width * height <= request->max_pixels;
}

ic_status ic_check_proportion(struct decode_job *job, uint64_t data_bytes, uint32_t width,
                             uint32_t height) {
    ic_image *image = job->image;
    image->data_bytes = data_bytes;
    uint64_t allowed = IC_DATA_SLACK_BYTES + (uint64_t)width * height * IC_DATA_BYTES_PER_PIXEL;
    if (data_bytes <= allowed) return IC_OK;
    snprintf(image->message, IC_MESSAGE_CAPACITY,
             "%llu bytes of data for %u x %u pixels (at most %llu)",
             (unsigned long long)data_bytes, width, height, (unsigned long long)allowed);
    return IC_DISPROPORTIONATE;
}

ic_status ic_accept_source(struct decode_job *job, uint32_t width, uint32_t height,
                           uint64_t data_bytes) {
    ic_image *image = job->image;
    image->source_width = width;
    image->source_height = height;
    if (!ic_within_limits(job->request, width, height)) {
        snprintf(image->message, IC_MESSAGE_CAPACITY, "image claims %u x %u pixels, over the limit",
                 width, height);
        return IC_TOO_MANY_PIXELS;
    }
    return ic_check_proportion(job, data_bytes, width, height);
}

void *ic_allocate_or_jump(struct decode_job *job, size_t bytes) {
    void *memory = malloc(bytes);
    if (memory != NULL) return memory;
    job->status = IC_OUT_OF_MEMORY;
    ic_set_message(job->image, "out of memory for the pixels");
    longjmp(job->jump, 1);
}

void ic_fit_into_box(uint64_t width, uint64_t height, uint64_t box_width, uint64_t box_height,
                     uint32_t *fitted_width, uint32_t *fitted_height) {
    if (width * box_height <= box_width * height) {
        uint64_t fitted = (2 * width * box_height + height) / (2 * height);
        *fitted_width = (uint32_t)(fitted < 1 ? 1 : fitted > box_width ? box_width : fitted);
        *fitted_height = (uint32_t)box_height;
    } else {
        uint64_t fitted = (2 * height * box_width + width) / (2 * width);
        *fitted_width = (uint32_t)box_width;
        *fitted_height = (uint32_t)(fitted < 1 ? 1 : fitted > box_height ? box_height : fitted);
    }
}

int ic_orientation_transposes(int orientation) {
    return orientation >= 5 && orientation <= 8;
}

void ic_needed_size(const ic_request *request, int orientation, uint32_t width, uint32_t height,
                    uint32_t *needed_width, uint32_t *needed_height) {
    uint32_t target_width = request->target_width;
    uint32_t target_height = request->target_height;
    if (ic_orientation_transposes(orientation)) {
        target_width = request->target_height;
        target_height = request->target_width;
    }
    if (request->fit_target && target_width > 0 && target_height > 0 && width > 0 && height > 0)
        ic_fit_into_box(width, height, target_width, target_height, &target_width, &target_height);
    *needed_width = target_width;
    *needed_height = target_height;
}

ic_status ic_composite_keeping_alpha(ic_image *image, size_t count, const uint8_t background[3]) {
    uint8_t *pixels = image->pixels;
    int translucent = 0;
    for (size_t i = 0; i < count && !translucent; i++) translucent = pixels[i * 4 + 3] != 255;
    if (!translucent) {
        free(image->alpha);
        image->alpha = NULL;
    } else if (image->alpha == NULL && (image->alpha = malloc(count)) == NULL) {
        ic_set_message(image, "out of memory for the alpha");
        return IC_OUT_OF_MEMORY;
    }
    for (size_t i = 0; i < count; i++) {
        const uint8_t *source = pixels + i * 4;
        uint8_t *destination = pixels + i * 3;
        unsigned int alpha = source[3];
        unsigned int red = (source[0] * alpha + background[0] * (255 - alpha) + 127) / 255;
        unsigned int green = (source[1] * alpha + background[1] * (255 - alpha) + 127) / 255;
        unsigned int blue = (source[2] * alpha + background[2] * (255 - alpha) + 127) / 255;
        if (image->alpha != NULL) image->alpha[i] = (uint8_t)alpha;
        destination[0] = (uint8_t)red;
        destination[1] = (uint8_t)green;
        destination[2] = (uint8_t)blue;
    }
    return IC_OK;
}

void ic_drop_opaque_alpha(ic_image *image, size_t count) {
    if (image->alpha == NULL) return;
    for (size_t i = 0; i < count; i++) {
        if (image->alpha[i] != 255) return;
    }
    free(image->alpha);
    image->alpha = NULL;
}

/* The source pixel shown at (x, y) of the turned image, for a source of width × height. */
static size_t oriented_source_index(int orientation, size_t x, size_t y, size_t width,
                                    size_t height) {
    size_t sx, sy;
    switch (orientation) {
    case 2: sx = width - 1 - x; sy = y; break;
    case 3: sx = width - 1 - x; sy = height - 1 - y; break;
    case 4: sx = x; sy = height - 1 - y; break;
    case 5: sx = y; sy = x; break;
    case 6: sx = y; sy = height - 1 - x; break;
    case 7: sx = width - 1 - y; sy = height - 1 - x; break;
    case 8: sx = width - 1 - y; sy = x; break;
    default: sx = x; sy = y; break;
    }
    return sy * width + sx;
}

/* The width × height samples of `channels` bytes each turned by the orientation (2 … 8) into
   *turned (a new buffer, NULL when memory is short). */
static void turn_samples(const uint8_t *samples, size_t channels, size_t width, size_t height,
                         int orientation, uint8_t **turned) {
    *turned = malloc(width * height * channels);
    if (*turned == NULL) return;
    int transposes = ic_orientation_transposes(orientation);
    size_t out_width = transposes ? height : width;
    size_t out_height = transposes ? width : height;
    uint8_t *destination = *turned;
    for (size_t y = 0; y < out_height; y++) {
        for (size_t x = 0; x < out_width; x++) {
            memcpy(destination, samples + oriented_source_index(orientation, x, y, width, height) * channels, channels);
            destination += channels;
        }
    }
}

ic_status ic_apply_orientation(ic_image *image, int orientation) {
    if (orientation < 2 || orientation > 8) {
        image->orientation = 1;
        return IC_OK;
    }
    size_t width = image->width, height = image->height;
    uint8_t *turned = NULL, *turned_alpha = NULL;
    turn_samples(image->pixels, 3, width, height, orientation, &turned);
    if (image->alpha != NULL && turned != NULL) turn_samples(image->alpha, 1, width, height, orientation, &turned_alpha);
    if (turned == NULL || (image->alpha != NULL && turned_alpha == NULL)) {
        free(turned);
        ic_set_message(image, "out of memory for the turned pixels");
        return IC_OUT_OF_MEMORY;
    }
    free(image->pixels);
    free(image->alpha);
    image->pixels = turned;
    image->alpha = turned_alpha;
    int transposes = ic_orientation_transposes(orientation);
    image->width = (uint32_t)(transposes ? height : width);
    image->height = (uint32_t)(transposes ? width : height);
    image->orientation = (uint8_t)orientation;
    return IC_OK;
}
