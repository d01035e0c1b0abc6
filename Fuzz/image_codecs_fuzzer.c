/*
 * libFuzzer entry point for Sources/CImageCodecs: every input goes through the four decoders
 * (JPEG, PNG, WebP, GIF) and the header reader for each format. The first byte picks the
 * target size (JPEG, WebP), the second whether it is a box to fit the image into (bit 0), the
 * background and where the header reader's prefix is cut; the rest is the file.
 * GIF and WebP inputs also go through the animation reader, frame by frame.
 * Besides each call's contract, it checks that a header and a decode of the same file agree
 * on the size, and that a header read from a prefix is the whole file's header or a request
 * for more bytes than the prefix has.
 * Built and run by Scripts/fuzz-image-codecs.sh; not part of the Swift package.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "image_animation.h"
#include "image_codecs.h"

/* At most this many frames of an animation are read (a caller's frame limit). */
#define FUZZ_MAX_FRAMES 64

/* Small limits keep each input fast; the limit checks themselves are under test too. */
#define FUZZ_MAX_PIXELS (1u << 22)
#define FUZZ_MAX_SIDE 8192u
/* The header reader looks at most this far into a file. */
#define FUZZ_MAX_SCAN ((size_t)1 << 20)

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
        require(image->pixels == NULL && image->alpha == NULL && image->width == 0 && image->height == 0);
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
    /* Touch every byte, so AddressSanitizer sees a buffer shorter than width × height × 3 (and
       an alpha shorter than width × height, which must hold a value below 255 when present). */
    size_t count = (size_t)image->width * image->height * 3;
    unsigned int sum = 0;
    for (size_t i = 0; i < count; i++) sum += image->pixels[i];
    require(sum <= 255u * count);
    if (image->alpha != NULL) {
        int translucent = 0;
        for (size_t i = 0; i < count / 3; i++) translucent |= image->alpha[i] != 255;
        require(translucent);
    }
}

/* EXIF facts: terminated texts, and a date that is either absent or a valid one. */
static void check_exif_facts(const ic_exif_facts *facts) {
    require(memchr(facts->make, '\0', IC_EXIF_TEXT_CAPACITY) != NULL);
    require(memchr(facts->model, '\0', IC_EXIF_TEXT_CAPACITY) != NULL);
    require(memchr(facts->lens_make, '\0', IC_EXIF_TEXT_CAPACITY) != NULL);
    require(memchr(facts->lens_model, '\0', IC_EXIF_TEXT_CAPACITY) != NULL);
    if (facts->year == 0) {
        require(facts->month == 0 && facts->day == 0 && facts->hour == 0 && facts->minute == 0 && facts->second == 0);
    } else {
        require(facts->month >= 1 && facts->month <= 12 && facts->day >= 1 && facts->day <= 31);
        require(facts->hour <= 23 && facts->minute <= 59 && facts->second <= 59);
    }
}

/* The header reader on the whole file and on a prefix of `cut` bytes. Returns the whole
   file's status, its header in *header. */
static ic_header_status check_header(ic_format format, const uint8_t *data, size_t size, size_t cut,
                                     ic_header *header) {
    ic_header_status status = ic_read_header(format, data, size, FUZZ_MAX_SCAN, header);
    require(memchr(header->message, '\0', IC_MESSAGE_CAPACITY) != NULL);
    if (status == IC_HEADER_NEED_MORE) require(header->needed_bytes > size && header->needed_bytes <= FUZZ_MAX_SCAN);
    if (status == IC_HEADER_OK) {
        require(header->width > 0 && header->height > 0);
        require(header->orientation >= 1 && header->orientation <= 8);
        check_exif_facts(&header->exif);
    }
    ic_header partial;
    ic_header_status partial_status = ic_read_header(format, data, cut < size ? cut : size, FUZZ_MAX_SCAN, &partial);
    if (partial_status == IC_HEADER_OK) {
        require(status == IC_HEADER_OK);
        require(partial.width == header->width && partial.height == header->height &&
                partial.orientation == header->orientation);
    }
    if (partial_status == IC_HEADER_NEED_MORE) require(partial.needed_bytes > (cut < size ? cut : size));
    return status;
}

/* A decode whose header was read must report the header's size as the source's. */
static void check_agreement(ic_status status, const ic_image *image, ic_header_status header_status,
                            const ic_header *header) {
    if (header_status != IC_HEADER_OK) return;
    if (status == IC_OK || status == IC_DISPROPORTIONATE)
        require(image->source_width == header->width && image->source_height == header->height);
}

/* The frames of a GIF or WebP animation, read one by one up to FUZZ_MAX_FRAMES: each the same
   canvas size within the limits, the header's size when the header was read, every pixel
   readable, a terminated message when a frame fails (and nothing read after it). */
static void check_animation(ic_format format, const uint8_t *data, size_t size, const ic_request *request,
                            ic_header_status header_status, const ic_header *header) {
    ic_animation *animation = NULL;
    uint32_t announced = 0;
    ic_image image;
    ic_status status = ic_animation_open(format, data, size, request, &animation, &announced, &image);
    require(memchr(image.message, '\0', IC_MESSAGE_CAPACITY) != NULL);
    if (status != IC_OK) {
        require(animation == NULL);
        return;
    }
    require(animation != NULL);
    if (header_status == IC_HEADER_OK) require(image.source_width == header->width && image.source_height == header->height);
    for (int read = 0; read < FUZZ_MAX_FRAMES; read++) {
        ic_animation_frame frame;
        int ended = 0;
        status = ic_animation_next(animation, &frame, &ended, &image);
        require(memchr(image.message, '\0', IC_MESSAGE_CAPACITY) != NULL);
        if (status != IC_OK || ended) break;
        require(frame.width == image.source_width && frame.height == image.source_height);
        require((uint64_t)frame.width * frame.height <= request->max_pixels);
        uint32_t sum = 0;
        for (size_t i = 0; i < (size_t)frame.width * frame.height * 3; i++) sum += frame.pixels[i];
        for (size_t i = 0; frame.alpha != NULL && i < (size_t)frame.width * frame.height; i++) sum += frame.alpha[i];
        (void)sum;
    }
    ic_animation_close(animation);
}

typedef ic_status (*decoder)(const uint8_t *, size_t, const ic_request *, ic_image *);

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
    const uint8_t *file = data + 2;
    size_t file_size = size - 2;
    size_t cut = (size_t)options * 61 % (file_size + 1);

    static const struct {
        ic_format format;
        decoder decode;
        int scales;
    } codecs[] = {
        {IC_FORMAT_JPEG, ic_decode_jpeg, 1},
        {IC_FORMAT_PNG, ic_decode_png, 0},
        {IC_FORMAT_WEBP, ic_decode_webp, 1},
        {IC_FORMAT_GIF, ic_decode_gif, 0},
        {IC_FORMAT_HEIF, ic_decode_heif, 0},
        {IC_FORMAT_AVIF, ic_decode_avif, 0},
    };
    int targeted = request.target_width > 0 || request.target_height > 0;
    for (size_t i = 0; i < sizeof codecs / sizeof codecs[0]; i++) {
        ic_header header;
        ic_header_status header_status = check_header(codecs[i].format, file, file_size, cut, &header);
        ic_image image;
        ic_status status = codecs[i].decode(file, file_size, &request, &image);
        check(status, &image, &request, codecs[i].scales && targeted);
        check_agreement(status, &image, header_status, &header);
        ic_image_release(&image);
        if (codecs[i].format == IC_FORMAT_GIF || codecs[i].format == IC_FORMAT_WEBP)
            check_animation(codecs[i].format, file, file_size, &request, header_status, &header);
    }
    return 0;
}
