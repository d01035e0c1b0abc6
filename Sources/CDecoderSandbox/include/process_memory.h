#ifndef WATERFALL_PROCESS_MEMORY_H
#define WATERFALL_PROCESS_MEMORY_H

/*
 * glibc's malloc tuned for a process that decodes pictures (see ProcessMemory in
 * WaterfallPictures): a fixed mmap threshold, and the free pages of every arena handed back to
 * the system on request. Both do nothing where malloc is not glibc's.
 */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Fixes malloc's mmap threshold at `bytes` (glibc no longer raises it as mapped blocks are
 * freed). Returns 1 when malloc took it, 0 otherwise. */
int pm_fix_mmap_threshold(size_t bytes);

/* Hands the free pages of every malloc arena back to the system (malloc_trim(0)). Returns 1 when
 * some memory was released, 0 otherwise. */
int pm_release_free_pages(void);

#ifdef __cplusplus
}
#endif

#endif
