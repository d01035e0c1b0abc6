/* HEIF (libheif: x265 for HEVC, aom for AV1) and AVIF (libavif: aom) encoders for the tests,
   the fuzzer's seeds and the benchmarks. */

#include "image_test_encoders.h"

#include <stdlib.h>
#include <string.h>

#include <avif/avif.h>
#include <libheif/heif.h>

/* Appends what libheif writes to an ite_buffer. */
static struct heif_error append_bytes(struct heif_context *context, const void *data, size_t size, void *user) {
    (void)context;
    ite_buffer *buffer = user;
    struct heif_error ok = {heif_error_Ok, heif_suberror_Unspecified, "ok"};
    struct heif_error failed = {heif_error_Memory_allocation_error, heif_suberror_Unspecified, "out of memory"};
    uint8_t *grown = realloc(buffer->bytes, buffer->size + size);
    if (grown == NULL) return failed;
    memcpy(grown + buffer->size, data, size);
    buffer->bytes = grown;
    buffer->size += size;
    return ok;
}

/* The samples as a libheif image of the given depth (values scaled from 8 bits). */
static struct heif_image *heif_picture(const uint8_t *samples, uint32_t width, uint32_t height, int alpha, int depth) {
    enum heif_chroma chroma;
    if (depth == 8) chroma = alpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB;
    else chroma = alpha ? heif_chroma_interleaved_RRGGBBAA_LE : heif_chroma_interleaved_RRGGBB_LE;
    struct heif_image *image = NULL;
    if (heif_image_create((int)width, (int)height, heif_colorspace_RGB, chroma, &image).code != heif_error_Ok) return NULL;
    if (heif_image_add_plane(image, heif_channel_interleaved, (int)width, (int)height, depth).code != heif_error_Ok) {
        heif_image_release(image);
        return NULL;
    }
    int stride = 0;
    uint8_t *plane = heif_image_get_plane(image, heif_channel_interleaved, &stride);
    size_t channels = alpha ? 4 : 3;
    uint32_t top = (1u << depth) - 1;
    for (size_t y = 0; y < height; y++) {
        for (size_t i = 0; i < width * channels; i++) {
            uint8_t value = samples[y * width * channels + i];
            if (depth == 8) {
                plane[y * (size_t)stride + i] = value;
            } else {
                uint32_t scaled = (value * top + 127) / 255;
                plane[y * (size_t)stride + 2 * i] = (uint8_t)(scaled & 0xFF);
                plane[y * (size_t)stride + 2 * i + 1] = (uint8_t)(scaled >> 8);
            }
        }
    }
    return image;
}

/* libheif 1.15 writes the primary image's ispe after the turn (ISO/IEC 23008-12 wants the size
   before it, as libavif writes it): swaps back every ispe of the shown size when the turn
   transposes (the same bytes, so no offset moves). */
static void put_ispe_right(ite_buffer *out, uint32_t width, uint32_t height, int orientation) {
    if (orientation < 5 || orientation > 8) return;
    for (size_t at = 0; at + 20 <= out->size; at++) {
        uint8_t *box = out->bytes + at;
        if (memcmp(box, "\0\0\0\x14ispe", 8) != 0) continue;
        uint8_t shown[8] = {height >> 24, height >> 16, height >> 8, height, width >> 24, width >> 16, width >> 8, width};
        if (memcmp(box + 12, shown, 8) != 0) continue;
        memcpy(box + 12, shown + 4, 4);
        memcpy(box + 16, shown, 4);
    }
}

int ite_encode_heif(const uint8_t *samples, uint32_t width, uint32_t height, int alpha, int depth, int av1,
                    int orientation, int quality, ite_buffer *out) {
    memset(out, 0, sizeof *out);
    struct heif_context *context = heif_context_alloc();
    struct heif_image *image = heif_picture(samples, width, height, alpha, depth);
    struct heif_encoder *encoder = NULL;
    struct heif_encoding_options *options = heif_encoding_options_alloc();
    struct heif_writer writer = {1, append_bytes};
    int result = -1;
    if (context != NULL && image != NULL && options != NULL &&
        heif_context_get_encoder_for_format(context, av1 ? heif_compression_AV1 : heif_compression_HEVC, &encoder)
                .code == heif_error_Ok) {
        heif_encoder_set_lossy_quality(encoder, quality);
        options->image_orientation = (enum heif_orientation)orientation;
        if (heif_context_encode_image(context, image, encoder, options, NULL).code == heif_error_Ok &&
            heif_context_write(context, &writer, out).code == heif_error_Ok) {
            put_ispe_right(out, width, height, orientation);
            result = 0;
        }
    }
    if (encoder != NULL) heif_encoder_release(encoder);
    heif_encoding_options_free(options);
    if (image != NULL) heif_image_release(image);
    if (context != NULL) heif_context_free(context);
    if (result != 0) ite_buffer_release(out);
    return result;
}

/* The samples (R G B or R G B A, 8 bits) as a 4:4:4 libavif image of the given depth. */
static avifImage *avif_picture(const uint8_t *samples, uint32_t width, uint32_t height, int alpha, int depth) {
    avifImage *image = avifImageCreate(width, height, (uint32_t)depth, AVIF_PIXEL_FORMAT_YUV444);
    if (image == NULL) return NULL;
    avifRGBImage rgb;
    avifRGBImageSetDefaults(&rgb, image);
    rgb.depth = 8;
    rgb.format = alpha ? AVIF_RGB_FORMAT_RGBA : AVIF_RGB_FORMAT_RGB;
    rgb.pixels = (uint8_t *)samples;
    rgb.rowBytes = width * (alpha ? 4 : 3);
    if (avifImageRGBToYUV(image, &rgb) != AVIF_RESULT_OK) {
        avifImageDestroy(image);
        return NULL;
    }
    return image;
}

/* EXIF orientation 1 … 8 as irot (anticlockwise quarter turns) then imir (mode 0: top and
   bottom exchanged, 1: left and right), as ISO/IEC 23008-12 and libheif's heif_orientation
   define them (5: a quarter turn clockwise, then left and right exchanged; 7: then top and
   bottom). */
static void set_orientation(avifImage *image, int orientation) {
    static const int angles[9] = {0, 0, 0, 2, 0, 3, 3, 3, 1};
    static const int modes[9] = {-1, -1, 1, -1, 0, 1, -1, 0, -1};
    if (orientation < 1 || orientation > 8) return;
    if (angles[orientation] != 0) {
        image->transformFlags |= AVIF_TRANSFORM_IROT;
        image->irot.angle = (uint8_t)angles[orientation];
    }
    if (modes[orientation] >= 0) {
        image->transformFlags |= AVIF_TRANSFORM_IMIR;
        image->imir.mode = (uint8_t)modes[orientation];
    }
}

int ite_encode_avif(const uint8_t *samples, uint32_t width, uint32_t height, int alpha, int depth,
                    int orientation, int quality, uint32_t grid_columns, uint32_t grid_rows, int frames,
                    ite_buffer *out) {
    memset(out, 0, sizeof *out);
    if (grid_columns == 0 || grid_rows == 0 || width % grid_columns != 0 || height % grid_rows != 0 || frames < 1)
        return -1;
    uint32_t cell_width = width / grid_columns, cell_height = height / grid_rows;
    size_t channels = alpha ? 4 : 3;
    uint32_t cells = grid_columns * grid_rows;
    avifImage **images = calloc(cells, sizeof *images);
    uint8_t *cell = malloc((size_t)cell_width * cell_height * channels);
    avifEncoder *encoder = avifEncoderCreate();
    int result = images != NULL && cell != NULL && encoder != NULL ? 0 : -1;
    for (uint32_t i = 0; result == 0 && i < cells; i++) {
        uint32_t left = (i % grid_columns) * cell_width, top = (i / grid_columns) * cell_height;
        for (uint32_t y = 0; y < cell_height; y++)
            memcpy(cell + (size_t)y * cell_width * channels, samples + (((size_t)(top + y) * width) + left) * channels,
                   (size_t)cell_width * channels);
        images[i] = avif_picture(cell, cell_width, cell_height, alpha, depth);
        if (images[i] == NULL) result = -1;
        else set_orientation(images[i], orientation);
    }
    avifRWData written = AVIF_DATA_EMPTY;
    if (result == 0) {
        encoder->maxThreads = 1;
        encoder->speed = 8;
        int quantizer = (100 - quality) * 63 / 100;
        encoder->minQuantizer = encoder->maxQuantizer = quantizer;
        encoder->minQuantizerAlpha = encoder->maxQuantizerAlpha = quantizer;
        avifResult status = AVIF_RESULT_OK;
        if (cells > 1) {
            status = avifEncoderAddImageGrid(encoder, grid_columns, grid_rows, (const avifImage *const *)images,
                                             AVIF_ADD_IMAGE_FLAG_SINGLE);
        } else {
            for (int frame = 0; frame < frames && status == AVIF_RESULT_OK; frame++)
                status = avifEncoderAddImage(encoder, images[0], 1, frames == 1 ? AVIF_ADD_IMAGE_FLAG_SINGLE : 0);
        }
        if (status == AVIF_RESULT_OK) status = avifEncoderFinish(encoder, &written);
        if (status == AVIF_RESULT_OK) {
            out->bytes = malloc(written.size);
            if (out->bytes != NULL) {
                memcpy(out->bytes, written.data, written.size);
                out->size = written.size;
            } else {
                result = -1;
            }
        } else {
            result = -1;
        }
    }
    avifRWDataFree(&written);
    if (encoder != NULL) avifEncoderDestroy(encoder);
    for (uint32_t i = 0; images != NULL && i < cells; i++)
        if (images[i] != NULL) avifImageDestroy(images[i]);
    free(images);
    free(cell);
    return result;
}
