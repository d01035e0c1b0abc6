/* ic_decode_jpeg: libjpeg-turbo, at the smallest DCT scale that covers the request, turned by
   the EXIF orientation. */

#include "image_codecs.h"

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <jerror.h>
#include <jpeglib.h>

#include "decode_job.h"

/* Progressive JPEGs with more scans than this are refused: real files have about ten, and
   crafted ones with thousands of scans make the decoder spin over the same pixels. */
#define IC_JPEG_MAX_SCANS 500

/* Memory libjpeg may use beyond the coefficients of the largest accepted image. */
#define IC_JPEG_MEMORY_MARGIN (64L * 1024 * 1024)

/* Everything one JPEG decode owns (see struct decode_job). */
struct jpeg_job {
    struct decode_job base;
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    JSAMPLE *cmyk_row;
    int orientation;
};

static void jpeg_fail(j_common_ptr cinfo, ic_status status) {
    struct jpeg_job *job = cinfo->client_data;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    job->base.status = status;
    ic_set_message(job->base.image, text);
    longjmp(job->base.jump, 1);
}

static void jpeg_error_exit(j_common_ptr cinfo) {
    int code = cinfo->err->msg_code;
    if (code == JERR_SOF_UNSUPPORTED) {
        struct jpeg_job *job = cinfo->client_data;
        job->base.status = IC_UNSUPPORTED;
        ic_set_message(job->base.image, "lossless or hierarchical JPEG");
        longjmp(job->base.jump, 1);
    }
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

/* The smallest scale n/8 whose output covers the needed size (see ic_needed_size) in both
   dimensions; 8/8 when none does or when the request asks for the full size. */
static void choose_jpeg_scale(j_decompress_ptr cinfo, const ic_request *request, int orientation) {
    cinfo->scale_denom = 8;
    cinfo->scale_num = 8;
    uint32_t needed_width, needed_height;
    ic_needed_size(request, orientation, cinfo->image_width, cinfo->image_height, &needed_width,
                   &needed_height);
    if (needed_width == 0 && needed_height == 0) return;
    for (unsigned int numerator = 1; numerator <= 8; numerator++) {
        cinfo->scale_num = numerator;
        jpeg_calc_output_dimensions(cinfo);
        if (cinfo->output_width >= needed_width && cinfo->output_height >= needed_height) return;
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
    int transposes = ic_orientation_transposes(job->orientation);
    ic_status source_status = ic_accept_source(
        &job->base, transposes ? cinfo->image_height : cinfo->image_width,
        transposes ? cinfo->image_width : cinfo->image_height, job->base.size);
    if (source_status != IC_OK) return source_status;

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
    choose_jpeg_scale(cinfo, request, job->orientation);
    jpeg_start_decompress(cinfo);
    if (cinfo->output_components != (cmyk ? 4 : 3)) {
        ic_set_message(image, "JPEG with an unexpected number of output components");
        return IC_UNSUPPORTED;
    }

    JDIMENSION width = cinfo->output_width;
    size_t row_bytes = (size_t)width * 3;
    image->pixels = ic_allocate_or_jump(&job->base, row_bytes * cinfo->output_height);
    if (cmyk) job->cmyk_row = ic_allocate_or_jump(&job->base, (size_t)width * 4);
    while (cinfo->output_scanline < cinfo->output_height) {
        uint8_t *destination = image->pixels + (size_t)cinfo->output_scanline * row_bytes;
        JSAMPROW row = cmyk ? job->cmyk_row : destination;
        if (jpeg_read_scanlines(cinfo, &row, 1) != 1) {
            ic_set_message(image, "the decoder stopped before the last row");
            return IC_CORRUPT;
        }
        if (cmyk) cmyk_row_to_rgb(job->cmyk_row, destination, width, cinfo->saw_Adobe_marker);
    }
    image->width = width;
    image->height = cinfo->output_height;
    return IC_OK;
}

/* The EXIF orientation in the file's APP1 block before its frame header; 1 without one. */
static int jpeg_orientation(const uint8_t *data, size_t size) {
    ic_header header;
    if (ic_read_header(IC_FORMAT_JPEG, data, size, size, &header) != IC_HEADER_OK) return 1;
    return header.orientation;
}

ic_status ic_decode_jpeg(const uint8_t *data, size_t size, const ic_request *request,
                         ic_image *image) {
    ic_status status;
    struct jpeg_job *job = ic_start_job(sizeof *job, data, size, request, image, &status);
    if (job == NULL) return status;
    job->cinfo.err = jpeg_std_error(&job->errors);
    job->errors.error_exit = jpeg_error_exit;
    job->errors.emit_message = jpeg_emit_message;
    job->errors.output_message = jpeg_output_message;
    job->progress.progress_monitor = jpeg_check_progress;
    job->cinfo.client_data = job;
    job->orientation = jpeg_orientation(data, size);

    status = jpeg_decode_guarded(job);

    jpeg_destroy_decompress(&job->cinfo);
    free(job->cmyk_row);
    job->cmyk_row = NULL;
    if (status == IC_OK) status = ic_apply_orientation(image, job->orientation);
    return ic_finish_job(job, status, image);
}
