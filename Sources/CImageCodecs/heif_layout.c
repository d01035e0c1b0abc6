/* ic_start_heif_decode, ic_check_heif_layout, ic_apply_heif_layout: the HEIF and AVIF decoders'
   first and last steps around the codec: the boxes read and checked against the limits (the
   memory decoding needs included), and the crop and turn they say. */

#include "heif_boxes.h"

#include <stdio.h>
#include <string.h>

#include "decode_job.h"
#include "memory_estimate.h"

ic_status ic_start_heif_decode(struct decode_job *job, int avif, struct ic_heif_layout *layout) {
    ic_image *image = job->image;
    uint64_t needed = 0;
    switch (ic_read_heif_boxes(job->data, job->size, job->size, avif, layout, &needed, image->message)) {
    case IC_HEADER_OK:
        break;
    case IC_HEADER_NEED_MORE:
    case IC_HEADER_TOO_FAR:
        ic_set_message(image, "the file ends before the image's description does");
        return IC_TRUNCATED;
    case IC_HEADER_UNSUPPORTED:
        return IC_UNSUPPORTED;
    default:
        return IC_CORRUPT;
    }
    image->source_width = layout->width;
    image->source_height = layout->height;
    ic_status status = ic_check_heif_layout(layout, job->request, avif, image->message);
    return status != IC_OK ? status : ic_check_proportion(job, job->size, layout->width, layout->height);
}

ic_status ic_check_heif_layout(const struct ic_heif_layout *layout, const ic_request *request, int avif,
                               char *message) {
    const char *name = avif ? "AVIF" : "HEIF";
    if (!ic_within_limits(request, layout->width, layout->height)) {
        snprintf(message, IC_MESSAGE_CAPACITY, "image claims %u x %u pixels, over the limit", layout->width,
                 layout->height);
        return IC_TOO_MANY_PIXELS;
    }
    if (layout->tiles > IC_HEIF_MAX_TILES) {
        snprintf(message, IC_MESSAGE_CAPACITY, "%s grid of %u tiles (at most %u)", name, layout->tiles,
                 IC_HEIF_MAX_TILES);
        return IC_UNSUPPORTED;
    }
    uint64_t tile_pixels = (uint64_t)layout->tile_width * layout->tile_height;
    if (!ic_within_limits(request, layout->tile_width, layout->tile_height) ||
        tile_pixels * layout->tiles > 2 * request->max_pixels) {
        snprintf(message, IC_MESSAGE_CAPACITY, "%s grid of %u tiles of %u x %u pixels (over twice the pixel limit)",
                 name, layout->tiles, layout->tile_width, layout->tile_height);
        return IC_UNSUPPORTED;
    }
    if (layout->depth > IC_HEIF_MAX_DEPTH) {
        snprintf(message, IC_MESSAGE_CAPACITY, "%s with %u-bit samples (at most %u)", name, layout->depth,
                 IC_HEIF_MAX_DEPTH);
        return IC_UNSUPPORTED;
    }
    char what[40];
    if (layout->tiles > 1) snprintf(what, sizeof what, "%s grid of %u tiles", name, layout->tiles);
    else snprintf(what, sizeof what, "%s image", name);
    return ic_check_memory(request, ic_heif_peak_bytes(layout, avif), what, message);
}

ic_status ic_apply_heif_layout(const struct ic_heif_layout *layout, ic_image *image) {
    if (image->width != layout->coded_width || image->height != layout->coded_height) {
        ic_set_message(image, "the decoded image's size differs from its header (ispe)");
        return IC_CORRUPT;
    }
    if (layout->crop_width != layout->coded_width || layout->crop_height != layout->coded_height) {
        for (size_t y = 0; y < layout->crop_height; y++) {
            size_t from = (y + layout->crop_top) * layout->coded_width + layout->crop_left;
            memmove(image->pixels + y * layout->crop_width * 3, image->pixels + from * 3, (size_t)layout->crop_width * 3);
            if (image->alpha != NULL) memmove(image->alpha + y * layout->crop_width, image->alpha + from, layout->crop_width);
        }
        image->width = layout->crop_width;
        image->height = layout->crop_height;
    }
    return ic_apply_orientation(image, layout->orientation);
}
