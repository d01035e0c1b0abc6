/* ic_decode_png: libpng's push reader, fed the file a piece at a time and stopped as soon as
   the last row is in, so data after the image (a decompression bomb in the IDAT stream) is
   never inflated. Turned by the eXIf orientation. */

#include "image_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

#include "decode_job.h"

/* Largest ancillary PNG chunk libpng may allocate for (text, profiles are skipped anyway). */
#define IC_PNG_MAX_CHUNK_BYTES (4u * 1024 * 1024)

/* The file is handed to libpng in pieces of this size; after each, decoding stops if the
   image is complete. */
#define IC_PNG_FEED_BYTES 16384u

/* Everything one PNG decode owns (see struct decode_job). */
struct png_job {
    struct decode_job base;
    png_structp png;
    png_infop info;
    int orientation;
    /* Set by the info callback once the pixels are allocated. */
    int interlaced;
    size_t row_bytes;
    size_t channels;
    /* Set by the row callback with the image's last row, as it stops the decode. */
    int complete;
};

/* The standard chunk names libpng puts before its messages: these may be repeated, any other
   name came from the file and is not. */
static const char *const known_chunks[] = {
    "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP",
    "tEXt", "zTXt", "iTXt", "bKGD", "hIST", "pHYs", "sPLT", "eXIf", "tIME", "oFFs", "pCAL",
    "sCAL", "acTL", "fcTL", "fdAT",
};

/* libpng's message without the name of an unknown chunk: "xYzW: unknown critical chunk"
   becomes "a chunk: unknown critical chunk". */
static void set_png_message(ic_image *image, const char *text) {
    if (strlen(text) > 6 && text[4] == ':' && text[5] == ' ') {
        for (size_t i = 0; i < sizeof known_chunks / sizeof known_chunks[0]; i++) {
            if (strncmp(text, known_chunks[i], 4) == 0) {
                ic_set_message(image, text);
                return;
            }
        }
        char message[IC_MESSAGE_CAPACITY];
        snprintf(message, sizeof message, "a chunk: %s", text + 6);
        ic_set_message(image, message);
        return;
    }
    ic_set_message(image, text);
}

static void png_fail(png_structp png, png_const_charp text) {
    struct png_job *job = png_get_error_ptr(png);
    if (job->base.status == IC_OK) {
        job->base.status = strstr(text, "ut of memory") != NULL ? IC_OUT_OF_MEMORY : IC_CORRUPT;
        set_png_message(job->base.image, text);
    }
    longjmp(job->base.jump, 1);
}

static void png_ignore_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/* Leaves libpng and the decode with `status` (a failure's reason already in the image). */
static void png_stop(struct png_job *job, ic_status status) {
    job->base.status = status;
    longjmp(job->base.jump, 1);
}

/* After IHDR and the chunks before the image data: checks the size, sets the transformations
   to 8-bit RGB or RGBA and allocates the pixels. */
static void png_info_ready(png_structp png, png_infop info) {
    struct png_job *job = png_get_progressive_ptr(png);
    ic_image *image = job->base.image;
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int transposes = ic_orientation_transposes(job->orientation);
    ic_status status = ic_accept_source(&job->base, transposes ? height : width,
                                        transposes ? width : height, job->base.size);
    if (status != IC_OK) png_stop(job, status);

    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    job->interlaced = png_set_interlace_handling(png) > 1;
    png_read_update_info(png, info);

    job->channels = png_get_channels(png, info);
    job->row_bytes = png_get_rowbytes(png, info);
    if ((job->channels != 3 && job->channels != 4) || job->row_bytes != (size_t)width * job->channels) {
        ic_set_message(image, "PNG with an unexpected sample layout");
        png_stop(job, IC_UNSUPPORTED);
    }
    image->pixels = ic_allocate_or_jump(&job->base, job->row_bytes * height);
    image->width = width;
    image->height = height;
}

/* Each row of each pass (NULL when a pass leaves the row as it is): merged into the pixels.
   With the last one the image is complete, and the decode leaves libpng at once (as its errors
   do): nothing after the last row is inflated. (png_process_data_pause would let libpng go on
   with the rest of the IDAT chunk, and in libpng 1.6.39 it can then loop forever on a
   damaged file.) */
static void png_row_ready(png_structp png, png_bytep row, png_uint_32 row_number, int pass) {
    struct png_job *job = png_get_progressive_ptr(png);
    ic_image *image = job->base.image;
    if (image->pixels == NULL || row_number >= image->height) return;
    png_progressive_combine_row(png, image->pixels + (size_t)row_number * job->row_bytes, row);
    int last_pass = !job->interlaced || pass == 6;
    if (last_pass && row_number == image->height - 1) {
        job->complete = 1;
        png_stop(job, IC_OK);
    }
}

static __attribute__((noinline)) ic_status png_decode_guarded(struct png_job *job) {
    if (setjmp(job->base.jump)) return job->base.status;

    ic_image *image = job->base.image;
    job->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, job, png_fail, png_ignore_warning);
    if (job->png == NULL) {
        ic_set_message(image, "out of memory for the PNG reader");
        return IC_OUT_OF_MEMORY;
    }
    png_structp png = job->png;
    job->info = png_create_info_struct(png);
    if (job->info == NULL) {
        ic_set_message(image, "out of memory for the PNG reader");
        return IC_OUT_OF_MEMORY;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(png, IC_PNG_MAX_CHUNK_BYTES);
    /* Skip every chunk but IHDR, PLTE, tRNS, IDAT and IEND: text, profiles and gamma do not
       change the pixels as decoded here, so they are skipped without being stored. */
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_progressive_read_fn(png, job, png_info_ready, png_row_ready, NULL);

    png_bytep data = (png_bytep)job->base.data;
    size_t size = job->base.size;
    size_t offset = 0;
    while (offset < size && !job->complete) {
        size_t piece = size - offset < IC_PNG_FEED_BYTES ? size - offset : IC_PNG_FEED_BYTES;
        job->base.image->consumed_bytes = offset + piece;
        png_process_data(png, job->info, data + offset, piece);
        offset += piece;
    }
    if (!job->complete) {
        ic_set_message(image, "the file ends before the image does");
        return IC_TRUNCATED;
    }
    return IC_OK;
}

ic_status ic_decode_png(const uint8_t *data, size_t size, const ic_request *request,
                        ic_image *image) {
    ic_status status;
    struct png_job *job = ic_start_job(sizeof *job, data, size, request, image, &status);
    if (job == NULL) return status;
    ic_header header;
    job->orientation =
        ic_read_header(IC_FORMAT_PNG, data, size, size, &header) == IC_HEADER_OK ? header.orientation : 1;

    status = png_decode_guarded(job);

    png_destroy_read_struct(&job->png, &job->info, NULL);
    if (status == IC_OK && job->channels == 4)
        status = ic_composite_keeping_alpha(image, (size_t)image->width * image->height, request->background);
    if (status == IC_OK) status = ic_apply_orientation(image, job->orientation);
    return ic_finish_job(job, status, image);
}
