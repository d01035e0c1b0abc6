/*
 * libFuzzer entry point for Sources/CImageCodecs: every input goes through both decoders.
 * The first byte picks the JPEG target size, the second whether it is a box to fit the image
 * into (bit 0) and the PNG background; the rest is the file.
 * Built and run by Scripts/fuzz-image-codecs.sh; not part of the Swift package.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "image_codecs.h"

/* Small limits keep each input fast; the limit checks themselves are under test too. */
#define FUZZ_MAX_PIXELS (1u << 22)
#define FUZZ_MAX_SIDE 8192u

/* Stops the run (libFuzzer reports it as a crash) when a decoder broke its contract. */
static void require(int condition) {
    if (!condition) abort();
}

/* The size the JPEG decoder must cover: the target, or the image fitted into the target box. */
static void needed_size(const ic_image *image, const ic_request *request, uint64_t *width, uint64_t *height) {
    uint64_t w = image->source_width, h = image->source_height;
    uint64_t box_width = request->target_width, box_height = request->target_height;
    *width = box_width;
    *height = box_height;
    if (!request->fit_target || box_width == 0 || box_height == 0) return;
    if (w * box_height <= box_width * h) {
        uint64_t fitted = (w * box_height * 2 + h) / (h * 2);
        *width = fitted < 1 ? 1 : fitted > box_width ? box_width : fitted;
    } else {
        uint64_t fitted = (h * box_width * 2 + w) / (w * 2);
        *height = fitted < 1 ? 1 : fitted > box_height ? box_height : fitted;
    }
}

static void check(ic_status status, const ic_image *image, const ic_request *request, int scaled) {
    require(memchr(image->message, '\0', IC_MESSAGE_CAPACITY) != NULL);
    if (status != IC_OK) {
        require(image->pixels == NULL && image->width == 0 && image->height == 0);
        if (status == IC_TOO_MANY_PIXELS) {
            require(image->source_width > request->max_side || image->source_height > request->max_side ||
                    (uint64_t)image->source_width * image->source_height > request->max_pixels);
        }
        return;
    }
    require(image->pixels != NULL && image->width > 0 && image->height > 0);
    require(image->source_width <= request->max_side && image->source_height <= request->max_side);
    require((uint64_t)image->source_width * image->source_height <= request->max_pixels);
    require(image->width <= image->source_width && image->height <= image->source_height);
    if (scaled) {
        uint64_t needed_width, needed_height;
        needed_size(image, request, &needed_width, &needed_height);
        int covers = image->width >= needed_width && image->height >= needed_height;
        int full = image->width == image->source_width && image->height == image->source_height;
        require(covers || full);
    } else {
        require(image->width == image->source_width && image->height == image->source_height);
    }
    /* Touch every byte, so AddressSanitizer sees a buffer shorter than width × height × 3. */
    size_t count = (size_t)image->width * image->height * 3;
    unsigned int sum = 0;
    for (size_t i = 0; i < count; i++) sum += image->pixels[i];
    require(sum <= 255u * count);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    uint8_t selector = data[0];
    uint8_t options = data[1];
    ic_request request;
    memset(&request, 0, sizeof request);
    request.max_pixels = FUZZ_MAX_PIXELS;
    request.max_side = FUZZ_MAX_SIDE;
    request.target_width = (uint32_t)(selector & 0x0F) * 9;
    request.target_height = (uint32_t)(selector >> 4) * 7;
    request.fit_target = options & 1;
    request.background[0] = selector;
    request.background[1] = options;
    request.background[2] = (uint8_t)(0xFF - selector);

    ic_image image;
    ic_status status = ic_decode_jpeg(data + 2, size - 2, &request, &image);
    check(status, &image, &request, request.target_width > 0 || request.target_height > 0);
    ic_image_release(&image);

    status = ic_decode_png(data + 2, size - 2, &request, &image);
    check(status, &image, &request, 0);
    ic_image_release(&image);
    return 0;
}
