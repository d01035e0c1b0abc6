/* ic_decode_avif: libavif (dav1d, libgav1 or aom) for the primary image of an AVIF file, after
   its boxes were read and checked against the limits here. */

#include "image_codecs.h"

#include <stdlib.h>
#include <string.h>

#include <avif/avif.h>

#include "decode_job.h"
#include "heif_boxes.h"

/* Everything one AVIF decode owns (see struct decode_job). */
struct avif_job {
    struct decode_job base;
    avifDecoder *decoder;
};

/* libavif's result as ours, with a reason in our words. */
static ic_status avif_failure(struct avif_job *job, avifResult result) {
    ic_image *image = job->base.image;
    switch (result) {
    case AVIF_RESULT_OK:
        return IC_OK;
    case AVIF_RESULT_OUT_OF_MEMORY:
        ic_set_message(image, "out of memory");
        return IC_OUT_OF_MEMORY;
    case AVIF_RESULT_TRUNCATED_DATA:
        ic_set_message(image, "the file ends before the image does");
        return IC_TRUNCATED;
    case AVIF_RESULT_NO_CODEC_AVAILABLE:
    case AVIF_RESULT_NOT_IMPLEMENTED:
    case AVIF_RESULT_UNSUPPORTED_DEPTH:
        ic_set_message(image, "AVIF with a feature libavif does not decode");
        return IC_UNSUPPORTED;
    case AVIF_RESULT_BMFF_PARSE_FAILED:
    case AVIF_RESULT_INVALID_FTYP:
    case AVIF_RESULT_NO_AV1_ITEMS_FOUND:
    case AVIF_RESULT_INVALID_IMAGE_GRID:
    case AVIF_RESULT_ISPE_SIZE_MISMATCH:
        ic_set_message(image, "the file's structure is damaged");
        return IC_CORRUPT;
    default:
        ic_set_message(image, "the compressed image data is damaged");
        return IC_CORRUPT;
    }
}

static ic_status avif_decode(struct avif_job *job) {
    ic_image *image = job->base.image;
    struct ic_heif_layout layout;
    ic_status status = ic_start_heif_decode(&job->base, 1, &layout);
    if (status != IC_OK) return status;
    job->decoder = avifDecoderCreate();
    if (job->decoder == NULL) return avif_failure(job, AVIF_RESULT_OUT_OF_MEMORY);
    avifDecoder *decoder = job->decoder;
    /* One thread (the sandbox refuses more); the primary item even of a sequence; no side or
       pixel count over the limits; no metadata kept. */
    decoder->maxThreads = 1;
    decoder->imageSizeLimit = (uint32_t)(job->base.request->max_pixels > UINT32_MAX ? UINT32_MAX : job->base.request->max_pixels);
    decoder->imageDimensionLimit = job->base.request->max_side;
    decoder->ignoreExif = AVIF_TRUE;
    decoder->ignoreXMP = AVIF_TRUE;
    avifResult result = avifDecoderSetIOMemory(decoder, job->base.data, job->base.size);
    if (result == AVIF_RESULT_OK) result = avifDecoderSetSource(decoder, AVIF_DECODER_SOURCE_PRIMARY_ITEM);
    if (result == AVIF_RESULT_OK) result = avifDecoderParse(decoder);
    if (result == AVIF_RESULT_OK) result = avifDecoderNextImage(decoder);
    if (result != AVIF_RESULT_OK) return avif_failure(job, result);
    avifRGBImage rgb;
    avifRGBImageSetDefaults(&rgb, decoder->image);
    int alpha = decoder->image->alphaPlane != NULL;
    rgb.depth = 8;
    rgb.format = alpha ? AVIF_RGB_FORMAT_RGBA : AVIF_RGB_FORMAT_RGB;
    rgb.rowBytes = rgb.width * (alpha ? 4 : 3);
    image->pixels = malloc((size_t)rgb.rowBytes * rgb.height);
    if (image->pixels == NULL) return avif_failure(job, AVIF_RESULT_OUT_OF_MEMORY);
    rgb.pixels = image->pixels;
    result = avifImageYUVToRGB(decoder->image, &rgb);
    if (result != AVIF_RESULT_OK) return avif_failure(job, result);
    image->width = rgb.width;
    image->height = rgb.height;
    if (alpha && (status = ic_composite_keeping_alpha(image, (size_t)rgb.width * rgb.height, job->base.request->background)) != IC_OK)
        return status;
    return ic_apply_heif_layout(&layout, image);
}

ic_status ic_decode_avif(const uint8_t *data, size_t size, const ic_request *request, ic_image *image) {
    ic_status status;
    struct avif_job *job = ic_start_job(sizeof *job, data, size, request, image, &status);
    if (job == NULL) return status;

    status = avif_decode(job);

    if (job->decoder != NULL) avifDecoderDestroy(job->decoder);
    return ic_finish_job(job, status, image);
}
