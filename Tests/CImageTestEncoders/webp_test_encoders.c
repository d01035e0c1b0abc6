#include "image_test_encoders.h"

#include <stdlib.h>
#include <string.h>

#include <webp/encode.h>
#include <webp/mux.h>

/* Copies bytes libwebp allocated into out (malloc'd, as ite_buffer_release frees), then frees
   them with WebPFree. Returns 0, or -1 when there are none or memory is short. */
static int take_webp_bytes(uint8_t *bytes, size_t size, ite_buffer *out) {
    if (bytes == NULL || size == 0) {
        WebPFree(bytes);
        return -1;
    }
    out->bytes = malloc(size);
    if (out->bytes != NULL) {
        memcpy(out->bytes, bytes, size);
        out->size = size;
    }
    WebPFree(bytes);
    return out->bytes != NULL ? 0 : -1;
}

int ite_encode_webp(const uint8_t *samples, uint32_t width, uint32_t height, int alpha,
                    int lossless, int quality, ite_buffer *out) {
    out->bytes = NULL;
    out->size = 0;
    int stride = (int)width * (alpha ? 4 : 3);
    uint8_t *bytes = NULL;
    size_t size;
    if (lossless) {
        size = alpha ? WebPEncodeLosslessRGBA(samples, (int)width, (int)height, stride, &bytes)
                     : WebPEncodeLosslessRGB(samples, (int)width, (int)height, stride, &bytes);
    } else {
        size = alpha ? WebPEncodeRGBA(samples, (int)width, (int)height, stride, (float)quality, &bytes)
                     : WebPEncodeRGB(samples, (int)width, (int)height, stride, (float)quality, &bytes);
    }
    return take_webp_bytes(bytes, size, out);
}

/* Adds one frame, encoded as a still WebP, to mux. Returns 0, or -1. */
static int push_frame(WebPMux *mux, const ite_webp_frame *frame) {
    ite_buffer still;
    if (ite_encode_webp(frame->rgba, frame->width, frame->height, 1, frame->lossless, 90, &still) != 0)
        return -1;
    WebPMuxFrameInfo info;
    memset(&info, 0, sizeof info);
    info.bitstream.bytes = still.bytes;
    info.bitstream.size = still.size;
    info.x_offset = (int)frame->x_offset;
    info.y_offset = (int)frame->y_offset;
    info.duration = (int)frame->duration_ms;
    info.id = WEBP_CHUNK_ANMF;
    info.dispose_method = WEBP_MUX_DISPOSE_NONE;
    info.blend_method = WEBP_MUX_BLEND;
    int result = WebPMuxPushFrame(mux, &info, 1) == WEBP_MUX_OK ? 0 : -1;
    ite_buffer_release(&still);
    return result;
}

int ite_encode_webp_animation(uint32_t canvas_width, uint32_t canvas_height,
                              const ite_webp_frame *frames, int frame_count, ite_buffer *out) {
    out->bytes = NULL;
    out->size = 0;
    WebPMux *mux = WebPMuxNew();
    if (mux == NULL) return -1;
    int result = 0;
    for (int i = 0; i < frame_count && result == 0; i++) result = push_frame(mux, &frames[i]);
    WebPMuxAnimParams params = {0xFFFFFFFFu, 0};
    if (result == 0 && WebPMuxSetAnimationParams(mux, &params) != WEBP_MUX_OK) result = -1;
    if (result == 0 && WebPMuxSetCanvasSize(mux, (int)canvas_width, (int)canvas_height) != WEBP_MUX_OK)
        result = -1;
    WebPData assembled = {NULL, 0};
    if (result == 0 && WebPMuxAssemble(mux, &assembled) != WEBP_MUX_OK) result = -1;
    WebPMuxDelete(mux);
    if (result != 0) {
        WebPDataClear(&assembled);
        return -1;
    }
    return take_webp_bytes((uint8_t *)assembled.bytes, assembled.size, out);
}
