#include "image_codecs.h"

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>
#include <png.h>
#include <zlib.h>

/* Progressive JPEGs with more scans than this are refused: real files have about ten, and
   crafted ones with thousands of scans make the decoder spin over the same pixels. */
#define IC_JPEG_MAX_SCANS 500

/* Memory libjpeg may use beyond the coefficients of the largest accepted image. */
#define IC_JPEG_MEMORY_MARGIN (64L * 1024 * 1024)

/* Largest ancillary PNG chunk libpng may allocate for (text, profiles are skipped anyway). */
#define IC_PNG_MAX_CHUNK_BYTES (4u * 1024 * 1024)

static void set_message(ic_image *image, const char *text) {
    snprintf(image->message, IC_MESSAGE_CAPACITY, "%s", text);
}

static void reset_image(ic_image *image) {
    image->pixels = NULL;
    image->width = 0;
    image->height = 0;
    image->source_width = 0;
    image->source_height = 0;
    image->message[0] = '\0';
}

/* Checks the arguments common to both decoders; writes the reason into image when it can. */
static ic_status check_arguments(const uint8_t *data, const ic_request *request,
                                 ic_image *image) {
    if (image == NULL) return IC_INVALID_ARGUMENT;
    reset_image(image);
    if (data == NULL || request == NULL) {
        set_message(image, "no data or no request");
        return IC_INVALID_ARGUMENT;
    }
    if (request->max_pixels == 0 || request->max_side == 0) {
        set_message(image, "the limits must be positive");
        return IC_INVALID_ARGUMENT;
    }
    return IC_OK;
}

void ic_image_release(ic_image *image) {
    if (image == NULL) return;
    free(image->pixels);
    image->pixels = NULL;
}

/* ---- What both decoders share -------------------------------------------------------- */

/* The first member of each decoder's job: the jump target of its errors, the status that jump
   returns, the input, the limits and the image being filled. A job outlives the function that
   calls setjmp, so nothing the cleanup needs lives in that function's locals. */
struct decode_job {
    jmp_buf jump;
    ic_status status;
    const uint8_t *data;
    size_t size;
    const ic_request *request;
    ic_image *image;
};

/* Checks the arguments, then allocates a zeroed job of job_bytes bytes (a struct whose first
   member is a struct decode_job) and fills that member in. Returns NULL with the reason in
   *status (and in image when there is one) when the arguments are bad or memory is short. */
static void *start_job(size_t job_bytes, const uint8_t *data, size_t size,
                       const ic_request *request, ic_image *image, ic_status *status) {
    *status = check_arguments(data, request, image);
    if (*status != IC_OK) return NULL;
    struct decode_job *job = calloc(1, job_bytes);
    if (job == NULL) {
        set_message(image, "out of memory");
        *status = IC_OUT_OF_MEMORY;
        return NULL;
    }
    job->data = data;
    job->size = size;
    job->request = request;
    job->image = image;
    job->status = IC_OK;
    return job;
}

/* Frees job (after the decoder has released what it owns) and, when status is a failure, the
   image's pixels, leaving it empty. Returns status. */
static ic_status finish_job(void *job, ic_status status, ic_image *image) {
    free(job);
    if (status != IC_OK) {
        ic_image_release(image);
        image->width = 0;
        image->height = 0;
    }
    return status;
}

/* Records the size the file claims; IC_TOO_MANY_PIXELS, with the reason in the image, when it
   is over the request's limits. */
static ic_status accept_source_size(struct decode_job *job, uint32_t width, uint32_t height) {
    ic_image *image = job->image;
    image->source_width = width;
    image->source_height = height;
    const ic_request *request = job->request;
    if (width <= request->max_side && height <= request->max_side &&
        (uint64_t)width * height <= request->max_pixels)
        return IC_OK;
    snprintf(image->message, IC_MESSAGE_CAPACITY, "image claims %u x %u pixels, over the limit",
             width, height);
    return IC_TOO_MANY_PIXELS;
}

/* malloc, or a jump back to the job's setjmp with IC_OUT_OF_MEMORY when it fails. */
static void *allocate_or_jump(struct decode_job *job, size_t bytes) {
    void *memory = malloc(bytes);
    if (memory != NULL) return memory;
    job->status = IC_OUT_OF_MEMORY;
    set_message(job->image, "out of memory for the pixels");
    longjmp(job->jump, 1);
}

/* ---- JPEG ---------------------------------------------------------------------------- */

/* Everything one JPEG decode owns (see struct decode_job). */
struct jpeg_job {
    struct decode_job base;
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    JSAMPLE *cmyk_row;
};

static void jpeg_fail(j_common_ptr cinfo, ic_status status) {
    struct jpeg_job *job = cinfo->client_data;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    job->base.status = status;
    set_message(job->base.image, text);
    longjmp(job->base.jump, 1);
}

static void jpeg_error_exit(j_common_ptr cinfo) {
    int code = cinfo->err->msg_code;
    int out_of_memory = code == JERR_OUT_OF_MEMORY || code == JERR_NO_BACKING_STORE;
    jpeg_fail(cinfo, out_of_memory ? IC_OUT_OF_MEMORY : IC_CORRUPT);
}

/* Warnings about damaged entropy data are tolerated (libjpeg fills in what it cannot read),
   but running out of data is an error: the picture would be partly grey. */
static void jpeg_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) jpeg_fail(cinfo, IC_TRUNCATED);
    cinfo->err->num_warnings++;
}

static void jpeg_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

static void jpeg_check_progress(j_common_ptr cinfo) {
    struct jpeg_job *job = cinfo->client_data;
    if (job->cinfo.input_scan_number <= IC_JPEG_MAX_SCANS) return;
    job->base.status = IC_CORRUPT;
    snprintf(job->base.image->message, IC_MESSAGE_CAPACITY, "more than %d progressive scans",
             IC_JPEG_MAX_SCANS);
    longjmp(job->base.jump, 1);
}

/* The image's size fitted into the box: one side equals the box's, the other is the exact
   proportion rounded to nearest, clamped to 1 … the box's side. */
static void fit_into_box(uint64_t width, uint64_t height, uint64_t box_width, uint64_t box_height,
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

/* The smallest scale n/8 whose output covers the target (or, with fit_target, the image
   fitted into the target box) in both dimensions; 8/8 when none does or when no target was
   given. */
static void choose_jpeg_scale(j_decompress_ptr cinfo, const ic_request *request) {
    cinfo->scale_denom = 8;
    cinfo->scale_num = 8;
    uint32_t target_width = request->target_width;
    uint32_t target_height = request->target_height;
    if (target_width == 0 && target_height == 0) return;
    if (request->fit_target && target_width > 0 && target_height > 0)
        fit_into_box(cinfo->image_width, cinfo->image_height, target_width, target_height,
                     &target_width, &target_height);
    for (unsigned int numerator = 1; numerator <= 8; numerator++) {
        cinfo->scale_num = numerator;
        jpeg_calc_output_dimensions(cinfo);
        if (cinfo->output_width >= target_width && cinfo->output_height >= target_height) return;
    }
}

/* CMYK to RGB by the usual naive rule (no colour profile). Adobe files store inverted
   values (255 = no ink); others store the ink. */
static void cmyk_row_to_rgb(const JSAMPLE *cmyk, uint8_t *rgb, JDIMENSION width, int inverted) {
    for (JDIMENSION x = 0; x < width; x++) {
        unsigned int c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        rgb[0] = (uint8_t)((c * k + 127) / 255);
        rgb[1] = (uint8_t)((m * k + 127) / 255);
        rgb[2] = (uint8_t)((y * k + 127) / 255);
        cmyk += 4;
        rgb += 3;
    }
}

static __attribute__((noinline)) ic_status jpeg_decode_guarded(struct jpeg_job *job) {
    if (setjmp(job->base.jump)) return job->base.status;

    j_decompress_ptr cinfo = &job->cinfo;
    ic_image *image = job->base.image;
    const ic_request *request = job->base.request;
    jpeg_create_decompress(cinfo);
    cinfo->progress = &job->progress;
    long coefficient_bytes = request->max_pixels > (uint64_t)(LONG_MAX / 16)
                                 ? LONG_MAX / 2
                                 : (long)request->max_pixels * 8;
    cinfo->mem->max_memory_to_use = coefficient_bytes + IC_JPEG_MEMORY_MARGIN;
    jpeg_mem_src(cinfo, job->base.data, (unsigned long)job->base.size);
    jpeg_read_header(cinfo, TRUE);
    ic_status size_status = accept_source_size(&job->base, cinfo->image_width, cinfo->image_height);
    if (size_status != IC_OK) return size_status;

    int cmyk = 0;
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        cinfo->out_color_space = JCS_RGB;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        cinfo->out_color_space = JCS_CMYK;
        cmyk = 1;
        break;
    default:
        snprintf(image->message, IC_MESSAGE_CAPACITY, "JPEG with %d colour components",
                 cinfo->num_components);
        return IC_UNSUPPORTED;
    }
    choose_jpeg_scale(cinfo, request);
    jpeg_start_decompress(cinfo);
    if (cinfo->output_components != (cmyk ? 4 : 3)) {
        set_message(image, "unexpected number of output components");
        return IC_UNSUPPORTED;
    }

    JDIMENSION width = cinfo->output_width;
    size_t row_bytes = (size_t)width * 3;
    image->pixels = allocate_or_jump(&job->base, row_bytes * cinfo->output_height);
    if (cmyk) job->cmyk_row = allocate_or_jump(&job->base, (size_t)width * 4);
    while (cinfo->output_scanline < cinfo->output_height) {
        uint8_t *destination = image->pixels + (size_t)cinfo->output_scanline * row_bytes;
        JSAMPROW row = cmyk ? job->cmyk_row : destination;
        if (jpeg_read_scanlines(cinfo, &row, 1) != 1) {
            set_message(image, "the decoder stopped before the last row");
            return IC_CORRUPT;
        }
        if (cmyk) cmyk_row_to_rgb(job->cmyk_row, destination, width, cinfo->saw_Adobe_marker);
    }
    image->width = width;
    image->height = cinfo->output_height;
    return IC_OK;
}

ic_status ic_decode_jpeg(const uint8_t *data, size_t size, const ic_request *request,
                         ic_image *image) {
    ic_status status;
    struct jpeg_job *job = start_job(sizeof *job, data, size, request, image, &status);
    if (job == NULL) return status;
    job->cinfo.err = jpeg_std_error(&job->errors);
    job->errors.error_exit = jpeg_error_exit;
    job->errors.emit_message = jpeg_emit_message;
    job->errors.output_message = jpeg_output_message;
    job->progress.progress_monitor = jpeg_check_progress;
    job->cinfo.client_data = job;

    status = jpeg_decode_guarded(job);

    jpeg_destroy_decompress(&job->cinfo);
    free(job->cmyk_row);
    return finish_job(job, status, image);
}

/* ---- PNG ----------------------------------------------------------------------------- */

/* Everything one PNG decode owns (see struct decode_job). */
struct png_job {
    struct decode_job base;
    png_structp png;
    png_infop info;
    size_t offset;
    png_bytep *rows;
};

static void png_fail(png_structp png, png_const_charp text) {
    struct png_job *job = png_get_error_ptr(png);
    if (job->base.status == IC_OK) {
        job->base.status = strstr(text, "ut of memory") != NULL ? IC_OUT_OF_MEMORY : IC_CORRUPT;
        set_message(job->base.image, text);
    }
    longjmp(job->base.jump, 1);
}

static void png_ignore_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void png_read_bytes(png_structp png, png_bytep destination, size_t count) {
    struct png_job *job = png_get_io_ptr(png);
    if (count > job->base.size - job->offset) {
        job->base.status = IC_TRUNCATED;
        set_message(job->base.image, "the file ends before the image does");
        png_error(png, "truncated");
    }
    memcpy(destination, job->base.data + job->offset, count);
    job->offset += count;
}

/* Composites RGBA onto the background into RGB, in place (the RGB output is never ahead of
   the RGBA input): out = (colour × alpha + background × (255 − alpha)) / 255, rounded. */
static void composite_in_place(uint8_t *pixels, size_t count, const uint8_t background[3]) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *source = pixels + i * 4;
        uint8_t *destination = pixels + i * 3;
        unsigned int alpha = source[3];
        unsigned int red = (source[0] * alpha + background[0] * (255 - alpha) + 127) / 255;
        unsigned int green = (source[1] * alpha + background[1] * (255 - alpha) + 127) / 255;
        unsigned int blue = (source[2] * alpha + background[2] * (255 - alpha) + 127) / 255;
        destination[0] = (uint8_t)red;
        destination[1] = (uint8_t)green;
        destination[2] = (uint8_t)blue;
    }
}

static __attribute__((noinline)) ic_status png_decode_guarded(struct png_job *job) {
    if (setjmp(job->base.jump)) return job->base.status;

    ic_image *image = job->base.image;
    job->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, job, png_fail, png_ignore_warning);
    if (job->png == NULL) {
        set_message(image, "out of memory for the PNG reader");
        return IC_OUT_OF_MEMORY;
    }
    png_structp png = job->png;
    job->info = png_create_info_struct(png);
    if (job->info == NULL) {
        set_message(image, "out of memory for the PNG reader");
        return IC_OUT_OF_MEMORY;
    }
    png_infop info = job->info;
    png_set_read_fn(png, job, png_read_bytes);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(png, IC_PNG_MAX_CHUNK_BYTES);
    /* Skip every chunk but IHDR, PLTE, tRNS, IDAT and IEND: text, profiles and gamma do not
       change the pixels as decoded here, so they are skipped without being stored. */
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    ic_status size_status = accept_source_size(&job->base, width, height);
    if (size_status != IC_OK) return size_status;

    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t channels = png_get_channels(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if ((channels != 3 && channels != 4) || row_bytes != (size_t)width * channels) {
        set_message(image, "unexpected PNG sample layout");
        return IC_UNSUPPORTED;
    }
    image->pixels = allocate_or_jump(&job->base, row_bytes * height);
    job->rows = allocate_or_jump(&job->base, sizeof(png_bytep) * height);
    for (png_uint_32 y = 0; y < height; y++) job->rows[y] = image->pixels + (size_t)y * row_bytes;
    png_read_image(png, job->rows);

    if (channels == 4)
        composite_in_place(image->pixels, (size_t)width * height, job->base.request->background);
    image->width = width;
    image->height = height;
    return IC_OK;
}

ic_status ic_decode_png(const uint8_t *data, size_t size, const ic_request *request,
                        ic_image *image) {
    ic_status status;
    struct png_job *job = start_job(sizeof *job, data, size, request, image, &status);
    if (job == NULL) return status;

    status = png_decode_guarded(job);

    png_destroy_read_struct(&job->png, &job->info, NULL);
    free(job->rows);
    return finish_job(job, status, image);
}

int ic_deflate(const uint8_t *data, size_t size, int level, uint8_t **out, size_t *out_size) {
    if (out == NULL || out_size == NULL || (data == NULL && size > 0)) { return -1; }
    uLongf bound = compressBound((uLong)size);
    uint8_t *buffer = malloc(bound > 0 ? bound : 1);
    if (buffer == NULL) { return -1; }
    if (compress2(buffer, &bound, data, (uLong)size, level) != Z_OK) {
        free(buffer);
        return -1;
    }
    *out = buffer;
    *out_size = bound;
    return 0;
}

int ic_inflate(const uint8_t *data, size_t size, uint8_t *out, size_t expected_size) {
    if (data == NULL || out == NULL) { return -1; }
    uLongf length = (uLongf)expected_size;
    if (uncompress(out, &length, data, (uLong)size) != Z_OK || length != expected_size) { return -1; }
    return 0;
}
