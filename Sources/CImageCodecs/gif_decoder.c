/* ic_decode_gif: giflib's record-level API, reading the blocks up to the first image and
   decoding only its lines (never DGifSlurp, which would decode every frame). */

#include "image_codecs.h"

#include <stdlib.h>
#include <string.h>

#include <gif_lib.h>

#include "decode_job.h"
#include "gif_frame.h"

int ic_gif_read(GifFileType *gif, GifByteType *destination, int count) {
    struct gif_job *job = gif->UserData;
    size_t left = job->base.size - job->offset;
    size_t wanted = count < 0 ? 0 : (size_t)count;
    if (wanted > left) wanted = left;
    memcpy(destination, job->base.data + job->offset, wanted);
    job->offset += wanted;
    return (int)wanted;
}

ic_status ic_gif_failure(struct gif_job *job, int code) {
    ic_image *image = job->base.image;
    const char *text;
    switch (code) {
    case D_GIF_ERR_READ_FAILED:
    case D_GIF_ERR_EOF_TOO_SOON:
        ic_set_message(image, "the file ends before the image does");
        return IC_TRUNCATED;
    case D_GIF_ERR_NOT_ENOUGH_MEM:
        ic_set_message(image, "out of memory");
        return IC_OUT_OF_MEMORY;
    case D_GIF_ERR_NOT_GIF_FILE: text = "no GIF signature"; break;
    case D_GIF_ERR_NO_SCRN_DSCR: text = "no logical screen descriptor"; break;
    case D_GIF_ERR_NO_IMAG_DSCR: text = "no image descriptor"; break;
    case D_GIF_ERR_NO_COLOR_MAP: text = "no colour table"; break;
    case D_GIF_ERR_WRONG_RECORD: text = "a block of unknown type"; break;
    case D_GIF_ERR_DATA_TOO_BIG: text = "more image data than the frame has pixels"; break;
    case D_GIF_ERR_IMAGE_DEFECT: text = "the compressed image data is damaged"; break;
    default: text = "damaged GIF data"; break;
    }
    ic_set_message(image, text);
    return IC_CORRUPT;
}

/* The bytes of the frame's LZW sub-blocks, which start at the job's offset once
   DGifGetImageDesc has read the descriptor and the code size, up to their terminator or the
   end of the data. O(sub-blocks). */
static uint64_t frame_data_bytes(const struct gif_job *job) {
    size_t at = job->offset;
    while (at < job->base.size && job->base.data[at] != 0) at += 1 + (size_t)job->base.data[at];
    return (at < job->base.size ? at + 1 : job->base.size) - job->offset;
}

ic_status ic_gif_decode_frame(struct gif_job *job, int transparent) {
    GifFileType *gif = job->gif;
    ic_image *image = job->base.image;
    const GifImageDesc *frame = &gif->Image;
    if (frame->Left < 0 || frame->Top < 0 || frame->Width < 0 || frame->Height < 0)
        return ic_gif_failure(job, D_GIF_ERR_IMAGE_DEFECT);
    uint32_t left = (uint32_t)frame->Left, top = (uint32_t)frame->Top;
    uint32_t width = (uint32_t)frame->Width, height = (uint32_t)frame->Height;
    if (!ic_within_limits(job->base.request, width, height)) {
        image->source_width = width;
        image->source_height = height;
        ic_set_message(image, "the first frame is over the limit");
        return IC_TOO_MANY_PIXELS;
    }
    ic_status status = ic_check_proportion(&job->base, frame_data_bytes(job), width, height);
    if (status != IC_OK) return status;
    const ColorMapObject *colours = frame->ColorMap != NULL ? frame->ColorMap : gif->SColorMap;
    if (colours == NULL) return ic_gif_failure(job, D_GIF_ERR_NO_COLOR_MAP);
    if (width == 0 || height == 0) return IC_OK;
    job->line = malloc(width);
    if (job->line == NULL) return ic_gif_failure(job, D_GIF_ERR_NOT_ENOUGH_MEM);

    /* Interlaced frames store rows 0, 8, 16 …, then 4, 12 …, then 2, 6 …, then 1, 3 …. */
    static const uint32_t starts[4] = {0, 4, 2, 1}, steps[4] = {8, 8, 4, 2};
    int passes = frame->Interlace ? 4 : 1;
    uint32_t screen_width = image->width, screen_height = image->height;
    uint32_t visible = left < screen_width ? screen_width - left : 0;
    uint32_t count = width < visible ? width : visible;
    for (int pass = 0; pass < passes; pass++) {
        uint32_t step = frame->Interlace ? steps[pass] : 1;
        for (uint64_t row = frame->Interlace ? starts[pass] : 0; row < height; row += step) {
            /* Rows below the screen are never shown: a plain frame stops there. */
            if (!frame->Interlace && top + row >= screen_height) return IC_OK;
            if (DGifGetLine(gif, job->line, (int)width) == GIF_ERROR) return ic_gif_failure(job, gif->Error);
            if (top + row >= screen_height) continue;
            size_t start = (size_t)(top + row) * screen_width + left;
            uint8_t *destination = image->pixels + start * 3;
            for (uint32_t x = 0; x < count; x++, destination += 3) {
                int index = job->line[x];
                if (index == transparent || index >= colours->ColorCount) continue;
                const GifColorType *colour = &colours->Colors[index];
                destination[0] = colour->Red;
                destination[1] = colour->Green;
                destination[2] = colour->Blue;
                if (image->alpha != NULL) image->alpha[start + x] = 255;
            }
        }
    }
    return IC_OK;
}

/* The bytes of the signature, the logical screen descriptor and the global colour table its
   flags announce. */
static size_t screen_bytes(const struct gif_job *job) {
    enum { HEADER_BYTES = 13, FLAGS_AT = 10 };
    if (job->base.size <= FLAGS_AT) return HEADER_BYTES;
    uint8_t flags = job->base.data[FLAGS_AT];
    return HEADER_BYTES + ((flags & 0x80) ? 3u << ((flags & 7) + 1) : 0);
}

ic_status ic_gif_open(struct gif_job *job) {
    ic_image *image = job->base.image;
    int error = 0;
    job->gif = DGifOpen(job, ic_gif_read, &error);
    if (job->gif == NULL) {
        /* DGifOpen reports any failure to read the screen descriptor and the global colour
           table as D_GIF_ERR_NO_SCRN_DSCR, running out of data included. */
        if (error == D_GIF_ERR_NO_SCRN_DSCR && job->base.size < screen_bytes(job)) error = D_GIF_ERR_READ_FAILED;
        return ic_gif_failure(job, error);
    }
    GifFileType *gif = job->gif;
    if (gif->SWidth <= 0 || gif->SHeight <= 0) {
        ic_set_message(image, "the logical screen is empty");
        return IC_CORRUPT;
    }
    return ic_accept_source(&job->base, (uint32_t)gif->SWidth, (uint32_t)gif->SHeight, 0);
}

ic_status ic_gif_next_image(struct gif_job *job, GraphicsControlBlock *control, int *ended) {
    GifFileType *gif = job->gif;
    *control = (GraphicsControlBlock){DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR};
    *ended = 0;
    for (;;) {
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) return ic_gif_failure(job, gif->Error);
        if (type == TERMINATE_RECORD_TYPE) {
            *ended = 1;
            return IC_OK;
        }
        if (type == IMAGE_DESC_RECORD_TYPE) break;
        if (type != EXTENSION_RECORD_TYPE) return ic_gif_failure(job, D_GIF_ERR_WRONG_RECORD);
        int code;
        GifByteType *extension;
        if (DGifGetExtension(gif, &code, &extension) == GIF_ERROR) return ic_gif_failure(job, gif->Error);
        GraphicsControlBlock read;
        if (code == GRAPHICS_EXT_FUNC_CODE && extension != NULL &&
            DGifExtensionToGCB(extension[0], extension + 1, &read) == GIF_OK)
            *control = read;
        while (extension != NULL) {
            if (DGifGetExtensionNext(gif, &extension) == GIF_ERROR) return ic_gif_failure(job, gif->Error);
        }
    }
    if (DGifGetImageDesc(gif) == GIF_ERROR) return ic_gif_failure(job, gif->Error);
    return IC_OK;
}

static ic_status gif_decode(struct gif_job *job) {
    ic_image *image = job->base.image;
    ic_status status = ic_gif_open(job);
    if (status != IC_OK) return status;
    GraphicsControlBlock control;
    int ended;
    status = ic_gif_next_image(job, &control, &ended);
    if (status != IC_OK) return status;
    if (ended) {
        ic_set_message(image, "no image before the end of the file");
        return IC_CORRUPT;
    }
    uint32_t width = image->source_width, height = image->source_height;
    image->pixels = malloc((size_t)width * height * 3);
    image->alpha = calloc((size_t)width * height, 1);
    if (image->pixels == NULL || image->alpha == NULL) return ic_gif_failure(job, D_GIF_ERR_NOT_ENOUGH_MEM);
    const uint8_t *background = job->base.request->background;
    for (size_t i = 0; i < (size_t)width * height; i++) memcpy(image->pixels + i * 3, background, 3);
    image->width = width;
    image->height = height;
    status = ic_gif_decode_frame(job, control.TransparentColor);
    ic_drop_opaque_alpha(image, (size_t)width * height);
    return status;
}

ic_status ic_decode_gif(const uint8_t *data, size_t size, const ic_request *request,
                        ic_image *image) {
    ic_status status;
    struct gif_job *job = ic_start_job(sizeof *job, data, size, request, image, &status);
    if (job == NULL) return status;

    status = gif_decode(job);

    int close_error;
    if (job->gif != NULL) DGifCloseFile(job->gif, &close_error);
    free(job->line);
    return ic_finish_job(job, status, image);
}
