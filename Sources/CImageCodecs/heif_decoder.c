/* ic_decode_heif: libheif (libde265 for HEVC, dav1d or aom for AV1) for the primary image of a
   HEIF file, after its boxes were read and checked against the limits here. */

#include "image_codecs.h"

#include <stdlib.h>
#include <string.h>

#include <libheif/heif.h>

#include "decode_job.h"
#include "heif_boxes.h"

/* Everything one HEIF decode owns (see struct decode_job). */
struct heif_job {
    struct decode_job base;
    struct heif_context *context;
    struct heif_image_handle *handle;
    struct heif_decoding_options *options;
    struct heif_image *decoded;
};

/* libheif's error as ours, with a reason in our words (libheif's own may name the file's boxes). */
static ic_status heif_failure(struct heif_job *job, struct heif_error error) {
    ic_image *image = job->base.image;
    switch (error.code) {
    case heif_error_Ok:
        return IC_OK;
    case heif_error_Memory_allocation_error:
        ic_set_message(image, "out of memory");
        return IC_OUT_OF_MEMORY;
    case heif_error_Unsupported_filetype:
    case heif_error_Unsupported_feature:
        ic_set_message(image, "HEIF with a feature libheif does not decode");
        return IC_UNSUPPORTED;
    case heif_error_Invalid_input:
        if (error.subcode == heif_suberror_End_of_data) {
            ic_set_message(image, "the file ends before the image does");
            return IC_TRUNCATED;
        }
        ic_set_message(image, "the file's structure is damaged");
        return IC_CORRUPT;
    default:
        ic_set_message(image, "the compressed image data is damaged");
        return IC_CORRUPT;
    }
}

/* Copies the decoded interleaved plane (RGB, or RGBA composited onto the background, its
   alpha kept) into the image's pixels. */
static ic_status copy_plane(struct heif_job *job, int alpha) {
    ic_image *image = job->base.image;
    int width = heif_image_get_width(job->decoded, heif_channel_interleaved);
    int height = heif_image_get_height(job->decoded, heif_channel_interleaved);
    int stride = 0;
    const uint8_t *plane = heif_image_get_plane_readonly(job->decoded, heif_channel_interleaved, &stride);
    if (plane == NULL || width <= 0 || height <= 0 ||
        heif_image_get_bits_per_pixel_range(job->decoded, heif_channel_interleaved) != 8) {
        ic_set_message(image, "the decoder gave no 8-bit picture");
        return IC_CORRUPT;
    }
    size_t channels = alpha ? 4 : 3;
    size_t row = (size_t)width * channels;
    image->pixels = malloc(row * (size_t)height);
    if (image->pixels == NULL) {
        ic_set_message(image, "out of memory for the pixels");
        return IC_OUT_OF_MEMORY;
    }
    for (size_t y = 0; y < (size_t)height; y++) memcpy(image->pixels + y * row, plane + y * (size_t)stride, row);
    image->width = (uint32_t)width;
    image->height = (uint32_t)height;
    return alpha ? ic_composite_keeping_alpha(image, (size_t)width * (size_t)height, job->base.request->background) : IC_OK;
}

static ic_status heif_decode(struct heif_job *job) {
    struct ic_heif_layout layout;
    ic_status status = ic_start_heif_decode(&job->base, 0, &layout);
    if (status != IC_OK) return status;
    job->context = heif_context_alloc();
    job->options = heif_decoding_options_alloc();
    if (job->context == NULL || job->options == NULL) {
        ic_set_message(job->base.image, "out of memory");
        return IC_OUT_OF_MEMORY;
    }
    /* No threads (the sandbox refuses them); no side over the limit. */
    heif_context_set_max_decoding_threads(job->context, 0);
    heif_context_set_maximum_image_size_limit(job->context, (int)job->base.request->max_side);
    struct heif_error error =
        heif_context_read_from_memory_without_copy(job->context, job->base.data, job->base.size, NULL);
    if (error.code != heif_error_Ok) return heif_failure(job, error);
    error = heif_context_get_primary_image_handle(job->context, &job->handle);
    if (error.code != heif_error_Ok) return heif_failure(job, error);
    int alpha = heif_image_handle_has_alpha_channel(job->handle) != 0;
    /* The crop and turn are applied from the boxes read above, as the header reader reads them. */
    job->options->ignore_transformations = 1;
    job->options->convert_hdr_to_8bit = 1;
    error = heif_decode_image(job->handle, &job->decoded, heif_colorspace_RGB,
                              alpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB, job->options);
    if (error.code != heif_error_Ok) return heif_failure(job, error);
    status = copy_plane(job, alpha);
    heif_image_release(job->decoded);
    job->decoded = NULL;
    return status != IC_OK ? status : ic_apply_heif_layout(&layout, job->base.image);
}

ic_status ic_decode_heif(const uint8_t *data, size_t size, const ic_request *request, ic_image *image) {
    ic_status status;
    struct heif_job *job = ic_start_job(sizeof *job, data, size, request, image, &status);
    if (job == NULL) return status;

    status = heif_decode(job);

    if (job->decoded != NULL) heif_image_release(job->decoded);
    if (job->handle != NULL) heif_image_handle_release(job->handle);
    if (job->options != NULL) heif_decoding_options_free(job->options);
    if (job->context != NULL) heif_context_free(job->context);
    return ic_finish_job(job, status, image);
}
