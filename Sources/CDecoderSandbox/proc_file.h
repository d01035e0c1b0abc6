/* Reading the small text files of /proc (shared by decoder_sandbox.c and decoder_zygote.c). */
#ifndef WATERFALL_PROC_FILE_H
#define WATERFALL_PROC_FILE_H

#include <stddef.h>

/* Reads the file at `path` (one read: the files of /proc/self this target reads are produced
   whole) into `text`, NUL-terminated, at most `capacity - 1` bytes. Returns 0, or -1 when it
   cannot be opened or read or is empty. Uses no memory allocation. */
int ds_read_proc_file(const char *path, char *text, size_t capacity);

/* The number of threads of this process (from /proc/self/status), or -1. Linux only. */
int ds_thread_count(void);

#endif
