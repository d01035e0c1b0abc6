#include "process_memory.h"

#include <limits.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int pm_fix_mmap_threshold(size_t bytes) {
#if defined(__GLIBC__)
    if (bytes > INT_MAX) return 0;
    return mallopt(M_MMAP_THRESHOLD, (int)bytes);
#else
    (void)bytes;
    return 0;
#endif
}

int pm_release_free_pages(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}
