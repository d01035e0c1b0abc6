/* ic_encode_png: RGB pixels and tEXt chunks to a PNG in memory, through libpng's writer with a
   memory callback. libpng's setjmp/longjmp error handling stays in this file. */

#include "image_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

/* The growing output buffer and the error, for libpng's callbacks. */
struct png_writing {
    ic_png_output *output;
    size_t capacity;
    int out_of_memory;
    char message[IC_MESSAGE_CAPACITY];
};

static void write_bytes(png_structp png, png_bytep data, png_size_t length) {
    struct png_writing *writing = png_get_io_ptr(png);
    ic_png_output *output = writing->output;
    if (length > SIZE_MAX - output->size) {
        writing->out_of_memory = 1;
        png_error(png, "output too large");
    }
    if (output->size + length > writing->capacity) {
        size_t capacity = writing->capacity ? writing->capacity : 4096;
        while (capacity < output->size + length) {
            if (capacity > SIZE_MAX / 2) {
                capacity = output->size + length;
                break;
            }
            capacity *= 2;
        }
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) {
            writing->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        output->bytes = grown;
        writing->capacity = capacity;
    }
    memcpy(output->bytes + output->size, data, length);
    output->size += length;
}

static void flush_bytes(png_structp png) {
    (void)png;
}

static void on_error(png_structp png, png_const_charp text) {
    struct png_writing *writing = png_get_error_ptr(png);
    snprintf(writing->message, sizeof writing->message, "%s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/* Whether keyword follows PNG's rules: 1 … 79 printable Latin-1 bytes, no leading, trailing or
   consecutive spaces. */
static int valid_keyword(const char *keyword) {
    size_t length = keyword == NULL ? 0 : strlen(keyword);
    if (length < 1 || length > 79 || keyword[0] == ' ' || keyword[length - 1] == ' ') return 0;
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)keyword[i];
        if (!((c >= 32 && c <= 126) || c >= 161)) return 0;
        if (c == ' ' && keyword[i + 1] == ' ') return 0;
    }
    return 1;
}

static ic_status refuse(ic_png_output *output, ic_status status, const char *text) {
    snprintf(output->message, IC_MESSAGE_CAPACITY, "%s", text);
    return status;
}

/* The libpng part, apart so that nothing it keeps lives across the longjmp. */
static int write_png(png_structp png, png_infop info, const uint8_t *samples, uint32_t channels,
                     uint32_t width, uint32_t height, png_text *chunks, size_t text_count) {
    if (setjmp(png_jmpbuf(png))) return 0;
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, 6);
    if (text_count > 0) png_set_text(png, info, chunks, (int)text_count);
    png_write_info(png, info);
    size_t row_bytes = (size_t)width * channels;
    for (uint32_t row = 0; row < height; row++) {
        png_write_row(png, (png_const_bytep)(samples + row * row_bytes));
    }
    png_write_end(png, info);
    return 1;
}

ic_status ic_encode_png(const uint8_t *samples, uint32_t channels, uint32_t width, uint32_t height,
                        uint32_t max_side, const ic_png_text *texts, size_t text_count,
                        ic_png_output *output) {
    if (output == NULL) return IC_INVALID_ARGUMENT;
    memset(output, 0, sizeof *output);
    if (samples == NULL || width == 0 || height == 0 || width > max_side || height > max_side)
        return refuse(output, IC_INVALID_ARGUMENT, "no pixels, or more than the largest side");
    if (channels != 3 && channels != 4) return refuse(output, IC_INVALID_ARGUMENT, "neither RGB nor RGBA");
    if (text_count > 0 && texts == NULL) return refuse(output, IC_INVALID_ARGUMENT, "no texts");
    if (text_count > 64) return refuse(output, IC_INVALID_ARGUMENT, "more than 64 texts");
    png_text chunks[64];
    for (size_t i = 0; i < text_count; i++) {
        if (!valid_keyword(texts[i].keyword) || texts[i].text == NULL)
            return refuse(output, IC_INVALID_ARGUMENT, "a text keyword that PNG does not allow");
        memset(&chunks[i], 0, sizeof chunks[i]);
        chunks[i].compression = PNG_TEXT_COMPRESSION_NONE;
        chunks[i].key = (png_charp)texts[i].keyword;
        chunks[i].text = (png_charp)texts[i].text;
        chunks[i].text_length = strlen(texts[i].text);
    }
    struct png_writing writing;
    memset(&writing, 0, sizeof writing);
    writing.output = output;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writing, on_error, on_warning);
    if (png == NULL) return refuse(output, IC_OUT_OF_MEMORY, "out of memory");
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return refuse(output, IC_OUT_OF_MEMORY, "out of memory");
    }
    png_set_write_fn(png, &writing, write_bytes, flush_bytes);
    int written = write_png(png, info, samples, channels, width, height, chunks, text_count);
    png_destroy_write_struct(&png, &info);
    if (written) return IC_OK;
    ic_png_output_release(output);
    output->size = 0;
    if (writing.out_of_memory) return refuse(output, IC_OUT_OF_MEMORY, "out of memory");
    return refuse(output, IC_CORRUPT, writing.message);
}

void ic_png_output_release(ic_png_output *output) {
    if (output == NULL) return;
    free(output->bytes);
    output->bytes = NULL;
}
