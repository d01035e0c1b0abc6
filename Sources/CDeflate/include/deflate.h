/* zlib's compress2 and uncompress behind a small C API, for the kitty graphics protocol's
 * compressed transfers (`o=z`). */
#ifndef WATERFALL_DEFLATE_H
#define WATERFALL_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Compresses `size` bytes with zlib (deflate in a zlib wrapper, as kitty's `o=z` expects) at
 * `level` (1 fastest … 9 smallest). On success returns 0 and sets *out (release with free()) and
 * *out_size; -1 when memory runs out or zlib fails. */
int wf_deflate(const uint8_t *data, size_t size, int level, uint8_t **out, size_t *out_size);

/* Decompresses zlib data that must expand to exactly `expected_size` bytes into `out` (of that
 * size). Returns 0, or -1 when the data is corrupt or of another size. */
int wf_inflate(const uint8_t *data, size_t size, uint8_t *out, size_t expected_size);

#ifdef __cplusplus
}
#endif

#endif
