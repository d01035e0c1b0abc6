/*
 * Writes the fuzzer's seed corpus: small valid JPEGs, PNGs, WebPs, GIFs, HEIFs and AVIFs of
 * every kind the decoders handle (EXIF orientations, irot and imir, animations, transparency,
 * 10- and 12-bit samples, a grid and a sequence included) and two hostile HEIF-family files (an
 * absurd size, a grid of huge tiles), made with the
 * test encoders (Tests/CImageTestEncoders). Each file starts with the fuzzer's two option
 * bytes (see image_codecs_fuzzer.c). Usage: make_seed_corpus DIRECTORY
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* A JPEG (or PNG) of the pattern with an EXIF orientation. */
static int exif_seed(const char *directory, const char *name, uint8_t selector, int png,
                     int orientation, int big_endian) {
    uint32_t width = 19, height = 11;
    uint8_t *samples = pattern(width, height, 3);
    if (samples == NULL) return -1;
    ite_buffer plain, oriented;
    int result = png ? ite_encode_png(samples, (size_t)width * height * 3, width, height, 8, 2, 0, NULL, 0,
                                      NULL, 0, NULL, &plain)
                     : ite_encode_jpeg(samples, width, height, ITE_JPEG_RGB, 80, 0, &plain);
    free(samples);
    if (result != 0) return -1;
    result = png ? ite_add_png_exif(plain.bytes, plain.size, orientation, big_endian, &oriented)
                 : ite_add_jpeg_exif(plain.bytes, plain.size, orientation, big_endian, &oriented);
    ite_buffer_release(&plain);
    return result == 0 ? save(directory, name, selector, &oriented) : -1;
}

static int webp_seed(const char *directory, const char *name, uint8_t selector, int alpha, int lossless) {
    uint32_t width = 23, height = 14;
    uint8_t *samples = pattern(width, height, alpha ? 4 : 3);
    if (samples == NULL) return -1;
    ite_buffer buffer;
    int result = ite_encode_webp(samples, width, height, alpha, lossless, 75, &buffer);
    free(samples);
    return result == 0 ? save(directory, name, selector, &buffer) : -1;
}

/* Two frames: the first placed inside the canvas when placed is set, else filling it. */
static int webp_animation_seed(const char *directory, const char *name, uint8_t selector, int placed) {
    uint8_t *samples = pattern(16, 12, 4);
    if (samples == NULL) return -1;
    ite_webp_frame frames[2] = {
        {samples, placed ? 8 : 16, placed ? 6 : 12, placed ? 4 : 0, placed ? 2 : 0, 1},
        {samples, 16, 12, 0, 0, 0},
    };
    ite_buffer buffer;
    int result = ite_encode_webp_animation(16, 12, frames, 2, &buffer);
    free(samples);
    return result == 0 ? save(directory, name, selector, &buffer) : -1;
}

static int gif_seed(const char *directory, const char *name, uint8_t selector, int transparent,
                    int interlaced, int frame_count, int local_table) {
    uint32_t width = 17, height = 13;
    uint8_t *indices = pattern(width, height, 1);
    if (indices == NULL) return -1;
    for (size_t i = 0; i < (size_t)width * height; i++) indices[i] &= 0x0F;
    uint8_t colours[16 * 3];
    for (int i = 0; i < 16 * 3; i++) colours[i] = (uint8_t)(i * 5 + 3);
    ite_gif_frame frames[2] = {
        {indices, 0, 0, width, height, transparent, interlaced, local_table ? colours : NULL, local_table ? 16 : 0},
        {indices, 2, 3, 9, 7, -1, 0, NULL, 0},
    };
    ite_buffer buffer;
    int result = ite_encode_gif(width, height, colours, 16, frames, frame_count, &buffer);
    free(indices);
    return result == 0 ? save(directory, name, selector, &buffer) : -1;
}

/* Writes the big-endian value into the body of the first ispe box of the buffer that holds
   old_width × old_height: a hostile size or tile in an otherwise valid file. */
static void patch_ispe(ite_buffer *buffer, uint32_t old_width, uint32_t old_height, uint32_t width, uint32_t height) {
    uint8_t old[8] = {old_width >> 24, old_width >> 16, old_width >> 8, old_width,
                      old_height >> 24, old_height >> 16, old_height >> 8, old_height};
    uint8_t new[8] = {width >> 24, width >> 16, width >> 8, width, height >> 24, height >> 16, height >> 8, height};
    for (size_t at = 0; at + 20 <= buffer->size; at++) {
        if (memcmp(buffer->bytes + at + 4, "ispe", 4) != 0 || memcmp(buffer->bytes + at + 12, old, 8) != 0) continue;
        memcpy(buffer->bytes + at + 12, new, 8);
        return;
    }
}

/* A HEIF (libheif; HEVC, or AV1 with av1 set) or AVIF (libavif, avif set; a grid of
   grid × grid cells of 64 × 64 when grid > 1, a sequence of `frames`), its ispe of
   hostile_side × hostile_side when that is nonzero (the primary image's, or a grid's tile's). */
static int heif_seed(const char *directory, const char *name, uint8_t selector, int avif, int av1, int depth,
                     int alpha, int orientation, uint32_t grid, int frames, uint32_t hostile_side) {
    uint32_t width = grid > 1 ? 64 * grid : 19, height = grid > 1 ? 64 * grid : 14;
    uint8_t *samples = pattern(width, height, alpha ? 4 : 3);
    if (samples == NULL) return -1;
    ite_buffer buffer;
    int result = avif ? ite_encode_avif(samples, width, height, alpha, depth, orientation, 60, grid, grid, frames, &buffer)
                      : ite_encode_heif(samples, width, height, alpha, depth, av1, orientation, 60, &buffer);
    free(samples);
    if (result != 0) return -1;
    if (hostile_side != 0) {
        if (grid > 1) patch_ispe(&buffer, 64, 64, hostile_side, hostile_side);
        else patch_ispe(&buffer, width, height, hostile_side, hostile_side);
    }
    return save(directory, name, selector, &buffer);
}

/* Three frames with delays (0 included) and each disposal, the second beyond the screen. */
static int gif_disposal_seed(const char *directory, const char *name, uint8_t selector) {
    uint32_t width = 12, height = 10;
    uint8_t *indices = pattern(16, 16, 1);
    if (indices == NULL) return -1;
    for (size_t i = 0; i < 16 * 16; i++) indices[i] &= 0x0F;
    uint8_t colours[16 * 3];
    for (int i = 0; i < 16 * 3; i++) colours[i] = (uint8_t)(i * 7 + 1);
    ite_gif_frame frames[3] = {
        {indices, 0, 0, width, height, -1, 0, NULL, 0},
        {indices, 6, 5, 16, 16, 3, 0, NULL, 0},
        {indices, 1, 1, 4, 4, -1, 1, NULL, 0},
    };
    int delays[3] = {0, 5, 10};
    int disposals[3] = {2, 3, 1};
    ite_buffer buffer;
    int result = ite_encode_gif_animation(width, height, colours, 16, frames, delays, disposals, 3, &buffer);
    free(indices);
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
    failed |= exif_seed(d, "exif-right-be.jpg", 0x23, 0, 6, 1);
    failed |= exif_seed(d, "exif-down-le.jpg", 0x00, 0, 3, 0);
    failed |= exif_seed(d, "exif-transverse.png", 0x00, 1, 7, 1);
    failed |= webp_seed(d, "lossy.webp", 0x00, 0, 0);
    failed |= webp_seed(d, "lossy-scaled.webp", 0x32, 0, 0);
    failed |= webp_seed(d, "lossy-alpha.webp", 0x00, 1, 0);
    failed |= webp_seed(d, "lossless.webp", 0x00, 0, 1);
    failed |= webp_seed(d, "lossless-alpha.webp", 0x21, 1, 1);
    failed |= webp_animation_seed(d, "animated.webp", 0x11, 0);
    failed |= webp_animation_seed(d, "animated-placed.webp", 0x00, 1);
    failed |= gif_seed(d, "plain.gif", 0x00, -1, 0, 1, 0);
    failed |= gif_seed(d, "transparent-interlaced.gif", 0x00, 5, 1, 1, 0);
    failed |= gif_seed(d, "animated-local.gif", 0x00, 2, 0, 2, 1);
    failed |= heif_seed(d, "plain.heic", 0x00, 0, 0, 8, 0, 1, 1, 1, 0);
    failed |= heif_seed(d, "turned-10bit-alpha.heic", 0x00, 0, 0, 10, 1, 6, 1, 1, 0);
    failed |= heif_seed(d, "av1-mirrored.heif", 0x00, 0, 1, 8, 0, 5, 1, 1, 0);
    failed |= heif_seed(d, "plain.avif", 0x00, 1, 1, 8, 0, 1, 1, 1, 0);
    failed |= heif_seed(d, "12bit-alpha-turned.avif", 0x00, 1, 1, 12, 1, 7, 1, 1, 0);
    failed |= heif_seed(d, "grid.avif", 0x00, 1, 1, 8, 0, 3, 2, 1, 0);
    failed |= heif_seed(d, "sequence.avif", 0x00, 1, 1, 8, 0, 1, 1, 3, 0);
    failed |= heif_seed(d, "absurd-size.heic", 0x00, 0, 0, 8, 0, 1, 1, 1, 100000);
    failed |= heif_seed(d, "huge-tiles.avif", 0x00, 1, 1, 8, 0, 1, 2, 1, 6000);
    failed |= gif_disposal_seed(d, "animated-disposals.gif", 0x00);
    if (failed) {
        fprintf(stderr, "make_seed_corpus: could not write every seed to %s\n", d);
        return 1;
    }
    printf("make_seed_corpus: %d seeds in %s\n", written, d);
    return 0;
}
