#include "image_test_encoders.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>

void ite_buffer_release(ite_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->size = 0;
}

/* Ends an encoding: hands the encoded bytes to out when result is 0 and frees them otherwise,
   then frees the encoding itself. Returns result. */
static int finish_encoding(int result, uint8_t *bytes, size_t size, void *encoding,
                           ite_buffer *out) {
    if (result == 0) {
        out->bytes = bytes;
        out->size = size;
    } else {
        free(bytes);
    }
    free(encoding);
    return result;
}

/* ---- JPEG ---------------------------------------------------------------------------- */

struct jpeg_encoding {
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
    unsigned char *bytes;
    unsigned long size;
};

static void encoder_error_exit(j_common_ptr cinfo) {
    struct jpeg_encoding *encoding = cinfo->client_data;
    longjmp(encoding->jump, 1);
}

static void encoder_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

static __attribute__((noinline)) int encode_jpeg_guarded(struct jpeg_encoding *encoding,
                                                         const uint8_t *samples, uint32_t width,
                                                         uint32_t height, ite_jpeg_kind kind,
                                                         int quality, int flags) {
    if (setjmp(encoding->jump)) return -1;
    j_compress_ptr cinfo = &encoding->cinfo;
    jpeg_create_compress(cinfo);
    jpeg_mem_dest(cinfo, &encoding->bytes, &encoding->size);
    cinfo->image_width = width;
    cinfo->image_height = height;
    switch (kind) {
    case ITE_JPEG_GREY:
        cinfo->input_components = 1;
        cinfo->in_color_space = JCS_GRAYSCALE;
        break;
    case ITE_JPEG_RGB:
        cinfo->input_components = 3;
        cinfo->in_color_space = JCS_RGB;
        break;
    case ITE_JPEG_TWO_COMPONENTS:
        cinfo->input_components = 2;
        cinfo->in_color_space = JCS_UNKNOWN;
        break;
    case ITE_JPEG_CMYK_ADOBE:
    case ITE_JPEG_CMYK_PLAIN:
    case ITE_JPEG_YCCK_ADOBE:
        cinfo->input_components = 4;
        cinfo->in_color_space = JCS_CMYK;
        break;
    default:
        return -1;
    }
    jpeg_set_defaults(cinfo);
    if (kind == ITE_JPEG_YCCK_ADOBE) jpeg_set_colorspace(cinfo, JCS_YCCK);
    if (kind == ITE_JPEG_CMYK_PLAIN) cinfo->write_Adobe_marker = FALSE;
    jpeg_set_quality(cinfo, quality, TRUE);
    int sampling = (flags & ITE_JPEG_SUBSAMPLED) ? 2 : 1;
    for (int i = 0; i < cinfo->num_components; i++) {
        int luma = i == 0 || cinfo->jpeg_color_space == JCS_CMYK || i == 3;
        cinfo->comp_info[i].h_samp_factor = luma ? sampling : 1;
        cinfo->comp_info[i].v_samp_factor = luma ? sampling : 1;
    }
    if (flags & ITE_JPEG_PROGRESSIVE) jpeg_simple_progression(cinfo);
    jpeg_start_compress(cinfo, TRUE);
    size_t row_bytes = (size_t)width * (size_t)cinfo->input_components;
    while (cinfo->next_scanline < cinfo->image_height) {
        JSAMPROW row = (JSAMPROW)(samples + (size_t)cinfo->next_scanline * row_bytes);
        jpeg_write_scanlines(cinfo, &row, 1);
    }
    jpeg_finish_compress(cinfo);
    return 0;
}

int ite_encode_jpeg(const uint8_t *samples, uint32_t width, uint32_t height,
                    ite_jpeg_kind kind, int quality, int flags, ite_buffer *out) {
    out->bytes = NULL;
    out->size = 0;
    struct jpeg_encoding *encoding = calloc(1, sizeof *encoding);
    if (encoding == NULL) return -1;
    encoding->cinfo.err = jpeg_std_error(&encoding->errors);
    encoding->errors.error_exit = encoder_error_exit;
    encoding->errors.output_message = encoder_output_message;
    encoding->cinfo.client_data = encoding;
    int result = encode_jpeg_guarded(encoding, samples, width, height, kind, quality, flags);
    jpeg_destroy_compress(&encoding->cinfo);
    return finish_encoding(result, encoding->bytes, encoding->size, encoding, out);
}

/* ---- PNG ----------------------------------------------------------------------------- */

struct png_encoding {
    png_structp png;
    png_infop info;
    jmp_buf jump;
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    png_bytep *rows;
};

static void encoder_png_error(png_structp png, png_const_charp text) {
    (void)text;
    struct png_encoding *encoding = png_get_error_ptr(png);
    longjmp(encoding->jump, 1);
}

static void encoder_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void encoder_png_write(png_structp png, png_bytep data, size_t count) {
    struct png_encoding *encoding = png_get_io_ptr(png);
    if (encoding->size + count > encoding->capacity) {
        size_t capacity = encoding->capacity * 2 + count + 256;
        uint8_t *bytes = realloc(encoding->bytes, capacity);
        if (bytes == NULL) png_error(png, "out of memory");
        encoding->bytes = bytes;
        encoding->capacity = capacity;
    }
    memcpy(encoding->bytes + encoding->size, data, count);
    encoding->size += count;
}

static void encoder_png_flush(png_structp png) {
    (void)png;
}

static __attribute__((noinline)) int
encode_png_guarded(struct png_encoding *encoding, const uint8_t *rows, size_t rows_size,
                   uint32_t width, uint32_t height, int bit_depth, int color_type,
                   int interlaced, const uint8_t *palette, int palette_entries,
                   const uint8_t *alphas, int palette_alphas, const uint16_t *key) {
    if (setjmp(encoding->jump)) return -1;
    encoding->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, encoding, encoder_png_error,
                                            encoder_png_warning);
    if (encoding->png == NULL) return -1;
    png_structp png = encoding->png;
    encoding->info = png_create_info_struct(png);
    if (encoding->info == NULL) return -1;
    png_infop info = encoding->info;
    png_set_write_fn(png, encoding, encoder_png_write, encoder_png_flush);
    png_set_IHDR(png, info, width, height, bit_depth, color_type,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (palette != NULL) {
        png_color colours[256];
        if (palette_entries < 1 || palette_entries > 256) return -1;
        for (int i = 0; i < palette_entries; i++) {
            colours[i].red = palette[i * 3];
            colours[i].green = palette[i * 3 + 1];
            colours[i].blue = palette[i * 3 + 2];
        }
        png_set_PLTE(png, info, colours, palette_entries);
    }
    if (alphas != NULL) png_set_tRNS(png, info, alphas, palette_alphas, NULL);
    if (key != NULL) {
        png_color_16 colour = {0};
        colour.gray = key[0];
        colour.red = key[0];
        if (color_type == PNG_COLOR_TYPE_RGB) {
            colour.green = key[1];
            colour.blue = key[2];
        }
        png_set_tRNS(png, info, NULL, 0, &colour);
    }
    png_write_info(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes * height != rows_size) return -1;
    encoding->rows = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
    if (encoding->rows == NULL) return -1;
    for (uint32_t y = 0; y < height; y++) encoding->rows[y] = (png_bytep)rows + y * row_bytes;
    png_write_image(png, encoding->rows);
    png_write_end(png, NULL);
    return 0;
}

int ite_encode_png(const uint8_t *rows, size_t rows_size, uint32_t width, uint32_t height,
                   int bit_depth, int color_type, int interlaced, const uint8_t *palette,
                   int palette_entries, const uint8_t *alphas, int palette_alphas,
                   const uint16_t *key, ite_buffer *out) {
    out->bytes = NULL;
    out->size = 0;
    struct png_encoding *encoding = calloc(1, sizeof *encoding);
    if (encoding == NULL) return -1;
    int result = encode_png_guarded(encoding, rows, rows_size, width, height, bit_depth,
                                    color_type, interlaced, palette, palette_entries, alphas,
                                    palette_alphas, key);
    png_destroy_write_struct(&encoding->png, &encoding->info);
    free(encoding->rows);
    return finish_encoding(result, encoding->bytes, encoding->size, encoding, out);
}
