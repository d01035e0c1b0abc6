#include "image_test_encoders.h"

#include <stdlib.h>
#include <string.h>

#include <gif_lib.h>

/* The GIF being written, grown as giflib writes. */
struct gif_output {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
};

static int gif_write(GifFileType *gif, const GifByteType *data, int count) {
    struct gif_output *output = gif->UserData;
    if (count < 0) return 0;
    if (output->size + (size_t)count > output->capacity) {
        size_t capacity = output->capacity * 2 + (size_t)count + 256;
        uint8_t *bytes = realloc(output->bytes, capacity);
        if (bytes == NULL) return 0;
        output->bytes = bytes;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->size, data, (size_t)count);
    output->size += (size_t)count;
    return count;
}

/* A colour table of the entries (RGB triples), padded with black to a power of two; NULL
   when palette is NULL or memory is short. */
static ColorMapObject *colour_table(const uint8_t *palette, int entries) {
    if (palette == NULL || entries < 1 || entries > 256) return NULL;
    int size = 2;
    while (size < entries) size *= 2;
    ColorMapObject *table = GifMakeMapObject(size, NULL);
    if (table == NULL) return NULL;
    for (int i = 0; i < entries; i++) {
        table->Colors[i].Red = palette[i * 3];
        table->Colors[i].Green = palette[i * 3 + 1];
        table->Colors[i].Blue = palette[i * 3 + 2];
    }
    return table;
}

/* The row stored at position `written` of an interlaced frame of `height` rows. */
static uint32_t interlaced_row(uint32_t written, uint32_t height) {
    static const uint32_t starts[4] = {0, 4, 2, 1}, steps[4] = {8, 8, 4, 2};
    for (int pass = 0; pass < 4; pass++) {
        uint32_t rows = starts[pass] < height ? (height - starts[pass] + steps[pass] - 1) / steps[pass] : 0;
        if (written < rows) return starts[pass] + written * steps[pass];
        written -= rows;
    }
    return 0;
}

/* Writes one frame, after a graphic control extension when it has a transparent index or a
   delay (hundredths of a second, or -1 for none: then 10 with a transparent index) or a
   disposal is given. */
static int put_frame(GifFileType *gif, const ite_gif_frame *frame, int delay, int disposal) {
    if (frame->transparent_index >= 0 || delay >= 0) {
        GraphicsControlBlock control = {disposal, false, delay >= 0 ? delay : 10, frame->transparent_index};
        GifByteType extension[4];
        size_t length = EGifGCBToExtension(&control, extension);
        if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, (int)length, extension) == GIF_ERROR) return -1;
    }
    ColorMapObject *table = colour_table(frame->palette, frame->palette_entries);
    if (frame->palette != NULL && table == NULL) return -1;
    int result = EGifPutImageDesc(gif, (int)frame->left, (int)frame->top, (int)frame->width,
                                  (int)frame->height, frame->interlaced != 0, table) == GIF_ERROR ? -1 : 0;
    GifFreeMapObject(table);
    for (uint32_t written = 0; result == 0 && written < frame->height; written++) {
        uint32_t row = frame->interlaced ? interlaced_row(written, frame->height) : written;
        GifPixelType *line = (GifPixelType *)frame->indices + (size_t)row * frame->width;
        if (EGifPutLine(gif, line, (int)frame->width) == GIF_ERROR) result = -1;
    }
    return result;
}

static int put_loop_block(GifFileType *gif) {
    static const GifByteType loop[3] = {1, 0, 0};
    if (EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR) return -1;
    if (EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0") == GIF_ERROR) return -1;
    if (EGifPutExtensionBlock(gif, 3, loop) == GIF_ERROR) return -1;
    return EGifPutExtensionTrailer(gif) == GIF_ERROR ? -1 : 0;
}

/* ite_encode_gif and ite_encode_gif_animation: delays and disposals per frame, or NULL. */
static int encode(uint32_t screen_width, uint32_t screen_height, const uint8_t *palette,
                  int palette_entries, const ite_gif_frame *frames, const int *delays,
                  const int *disposals, int frame_count, ite_buffer *out) {
    out->bytes = NULL;
    out->size = 0;
    struct gif_output output = {NULL, 0, 0};
    int error;
    GifFileType *gif = EGifOpen(&output, gif_write, &error);
    if (gif == NULL) return -1;
    EGifSetGifVersion(gif, true);
    ColorMapObject *table = colour_table(palette, palette_entries);
    int result = palette != NULL && table == NULL ? -1 : 0;
    if (result == 0 && EGifPutScreenDesc(gif, (int)screen_width, (int)screen_height, 8, 0, table) == GIF_ERROR)
        result = -1;
    GifFreeMapObject(table);
    if (result == 0 && frame_count > 1) result = put_loop_block(gif);
    for (int i = 0; i < frame_count && result == 0; i++)
        result = put_frame(gif, &frames[i], delays != NULL ? delays[i] : -1,
                           disposals != NULL ? disposals[i] : DISPOSAL_UNSPECIFIED);
    if (EGifCloseFile(gif, &error) == GIF_ERROR) result = -1;
    if (result != 0) {
        free(output.bytes);
        return -1;
    }
    out->bytes = output.bytes;
    out->size = output.size;
    return 0;
}

int ite_encode_gif(uint32_t screen_width, uint32_t screen_height, const uint8_t *palette,
                   int palette_entries, const ite_gif_frame *frames, int frame_count,
                   ite_buffer *out) {
    return encode(screen_width, screen_height, palette, palette_entries, frames, NULL, NULL,
                  frame_count, out);
}

int ite_encode_gif_animation(uint32_t screen_width, uint32_t screen_height,
                             const uint8_t *palette, int palette_entries,
                             const ite_gif_frame *frames, const int *delays,
                             const int *disposals, int frame_count, ite_buffer *out) {
    return encode(screen_width, screen_height, palette, palette_entries, frames, delays,
                  disposals, frame_count, out);
}
