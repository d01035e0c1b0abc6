/* wf_deflate and wf_inflate: zlib for kitty's compressed transfers. */

#include "deflate.h"

#include <stdlib.h>

#include <zlib.h>

int wf_deflate(const uint8_t *data, size_t size, int level, uint8_t **out, size_t *out_size) {
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

int wf_inflate(const uint8_t *data, size_t size, uint8_t *out, size_t expected_size) {
    if (data == NULL || out == NULL) { return -1; }
    uLongf length = (uLongf)expected_size;
    if (uncompress(out, &length, data, (uLong)size) != Z_OK || length != expected_size) { return -1; }
    return 0;
}
