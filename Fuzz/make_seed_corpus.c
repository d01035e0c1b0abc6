/*
 * Writes the fuzzer's seed corpus: small valid JPEGs and PNGs of every kind the decoders
 * handle, made with the test encoders (Tests/CImageTestEncoders). Each file starts with the
 * fuzzer's two option bytes (see image_codecs_fuzzer.c). Usage: make_seed_corpus DIRECTORY
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "image_test_encoders.h"

static int written = 0;

static int save(const char *directory, const char *name, uint8_t selector, ite_buffer *buffer) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", directory, name);
    FILE *file = fopen(path, "wb");
    if (file == NULL) return -1;
    int ok = fputc(selector, file) != EOF && fputc(selector & 1, file) != EOF &&
             fwrite(buffer->bytes, 1, buffer->size, file) == buffer->size;
    ok = fclose(file) == 0 && ok;
    ite_buffer_release(buffer);
    if (!ok) return -1;
    written++;
    return 0;
}

/* A gradient with some texture: width × height × channels samples. */
static uint8_t *pattern(uint32_t width, uint32_t height, int channels) {
    uint8_t *samples = malloc((size_t)width * height * channels);
    if (samples == NULL) return NULL;
    for (uint32_t y = 0; y < height; y++)
        for (uint32_t x = 0; x < width; x++)
            for (int c = 0; c < channels; c++)
                samples[((size_t)y * width + x) * channels + c] = (uint8_t)(x * 7 + y * 13 + c * 50 + ((x ^ y) & 8) * 9);
    return samples;
}

static int jpeg_seed(const char *directory, const char *name, uint8_t selector, ite_jpeg_kind kind,
                     int channels, int flags) {
    uint32_t width = 21, height = 13;
    uint8_t *samples = pattern(width, height, channels);
    if (samples == NULL) return -1;
    ite_buffer buffer;
    int result = ite_encode_jpeg(samples, width, height, kind, 80, flags, &buffer);
    free(samples);
    return result == 0 ? save(directory, name, selector, &buffer) : -1;
}

static int png_seed(const char *directory, const char *name, uint8_t selector, int bit_depth,
                    int color_type, int channels, int interlaced, int palette) {
    uint32_t width = 11, height = 9;
    size_t row_bytes = ((size_t)width * channels * bit_depth + 7) / 8;
    uint8_t *rows = pattern((uint32_t)row_bytes, height, 1);
    if (rows == NULL) return -1;
    uint8_t colours[16 * 3];
    uint8_t alphas[16];
    if (palette) {
        for (size_t i = 0; i < row_bytes * height; i++) rows[i] &= 0x0F;
        for (int i = 0; i < 16 * 3; i++) colours[i] = (uint8_t)(i * 5);
        for (int i = 0; i < 16; i++) alphas[i] = (uint8_t)(i * 16);
    }
    ite_buffer buffer;
    int result = ite_encode_png(rows, row_bytes * height, width, height, bit_depth, color_type, interlaced,
                                palette ? colours : NULL, palette ? 16 : 0, palette ? alphas : NULL,
                                palette ? 12 : 0, NULL, &buffer);
    free(rows);
    return result == 0 ? save(directory, name, selector, &buffer) : -1;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s DIRECTORY\n", argv[0]);
        return 2;
    }
    const char *d = argv[1];
    int failed = 0;
    failed |= jpeg_seed(d, "baseline.jpg", 0x00, ITE_JPEG_RGB, 3, 0);
    failed |= jpeg_seed(d, "baseline-scaled.jpg", 0x11, ITE_JPEG_RGB, 3, ITE_JPEG_SUBSAMPLED);
    failed |= jpeg_seed(d, "progressive.jpg", 0x22, ITE_JPEG_RGB, 3, ITE_JPEG_PROGRESSIVE | ITE_JPEG_SUBSAMPLED);
    failed |= jpeg_seed(d, "grey.jpg", 0x01, ITE_JPEG_GREY, 1, 0);
    failed |= jpeg_seed(d, "grey-progressive.jpg", 0x10, ITE_JPEG_GREY, 1, ITE_JPEG_PROGRESSIVE);
    failed |= jpeg_seed(d, "cmyk-adobe.jpg", 0x21, ITE_JPEG_CMYK_ADOBE, 4, 0);
    failed |= jpeg_seed(d, "cmyk-plain.jpg", 0x00, ITE_JPEG_CMYK_PLAIN, 4, 0);
    failed |= jpeg_seed(d, "ycck.jpg", 0x32, ITE_JPEG_YCCK_ADOBE, 4, ITE_JPEG_PROGRESSIVE);
    failed |= jpeg_seed(d, "two-components.jpg", 0x00, ITE_JPEG_TWO_COMPONENTS, 2, 0);
    failed |= png_seed(d, "rgb.png", 0x00, 8, 2, 3, 0, 0);
    failed |= png_seed(d, "rgba.png", 0x40, 8, 6, 4, 0, 0);
    failed |= png_seed(d, "rgba-interlaced.png", 0x00, 8, 6, 4, 1, 0);
    failed |= png_seed(d, "rgb16.png", 0x00, 16, 2, 3, 0, 0);
    failed |= png_seed(d, "grey-alpha16.png", 0x00, 16, 4, 2, 1, 0);
    failed |= png_seed(d, "grey1.png", 0x00, 1, 0, 1, 0, 0);
    failed |= png_seed(d, "grey4.png", 0x00, 4, 0, 1, 1, 0);
    failed |= png_seed(d, "palette.png", 0x77, 4, 3, 1, 0, 1);
    if (failed) {
        fprintf(stderr, "make_seed_corpus: could not write every seed to %s\n", d);
        return 1;
    }
    printf("make_seed_corpus: %d seeds in %s\n", written, d);
    return 0;
}
