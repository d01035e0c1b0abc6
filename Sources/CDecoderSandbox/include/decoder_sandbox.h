#ifndef WATERFALL_DECODER_SANDBOX_H
#define WATERFALL_DECODER_SANDBOX_H

/*
 * The process side of decoding pictures in helper processes: starting a helper with nothing of
 * the browser's but one socket (the parent's side, ds_spawn), and the helper shutting itself in
 * (ds_enter: no other descriptors, the root directory, resource limits, death with its parent,
 * and on Linux a seccomp filter that allows reading and writing its socket, memory, futexes,
 * clocks and exiting, and refuses everything else with EPERM).
 */

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Starts `path` with `argv` and `envp` (NULL-terminated) as a helper: `channel` becomes its
 * standard input and output, /dev/null its standard error, and every other descriptor is closed;
 * every signal has its default action and none is blocked; it runs in a new session (no
 * controlling terminal, so the terminal's signals never reach it). The child's pid goes to
 * `pid`. Returns 0, or the errno of the failure (including the exec's: ENOENT, EACCES, …).
 */
int ds_spawn(const char *path, char *const argv[], char *const envp[], int channel, pid_t *pid);

/* What ds_enter limits. */
typedef struct ds_limits {
    /* Bytes of address space (RLIMIT_AS) and of data (RLIMIT_DATA) the helper may add to what
       it has when it enters; 0 for no limit. */
    uint64_t memory_bytes;
    /* Seconds of processor time (RLIMIT_CPU: SIGXCPU at this, SIGKILL a second later); 0 for no
       limit. */
    uint32_t cpu_seconds;
    /* The process that must be this one's parent (it dies with it: PR_SET_PDEATHSIG); 0 to
       check nothing. */
    int32_t parent_pid;
} ds_limits;

/*
 * Shuts the calling process in: closes every descriptor above 2, changes to "/", names itself
 * "decode-worker" (what ps and /proc/PID/comm show), dies with its
 * parent (SIGKILL, after checking the parent is still `limits->parent_pid`), sets the limits
 * (and no core files, no new descriptors or processes), sets no_new_privs and,
 * on Linux, installs the seccomp filter. Irreversible. Returns 0, or -1 with a short reason
 * (NUL-terminated, at most `capacity` bytes) in `message`.
 */
int ds_enter(const ds_limits *limits, char *message, size_t capacity);

/* The processor time this process has used, in nanoseconds. */
uint64_t ds_cpu_nanoseconds(void);

/* What ds_probe tries. */
typedef enum ds_probe_kind {
    /* open("/etc/passwd") */
    DS_PROBE_OPEN_FILE = 0,
    /* socket(AF_INET, SOCK_STREAM) */
    DS_PROBE_OPEN_SOCKET = 1,
    /* fork() */
    DS_PROBE_START_PROCESS = 2,
    /* execve("/bin/true") */
    DS_PROBE_EXECUTE = 3,
    /* kill(parent, 0) */
    DS_PROBE_SIGNAL_PARENT = 4,
    /* mmap of executable memory */
    DS_PROBE_EXECUTABLE_MEMORY = 5,
    /* write to descriptor 0 (the input) */
    DS_PROBE_WRITE_INPUT = 6
} ds_probe_kind;

/* Number of ds_probe_kind values. */
#define DS_PROBE_COUNT 7

/*
 * Tries one thing a sandboxed helper must not be able to do (for the helper's self-test).
 * Returns 0 when it was allowed (and undoes it where it can), else the errno it failed with.
 * `parent` is the pid DS_PROBE_SIGNAL_PARENT signals (with signal 0, which only checks).
 */
int ds_probe(ds_probe_kind kind, pid_t parent);

/* What ds_fault does. */
typedef enum ds_fault_kind {
    /* Write through a null pointer (SIGSEGV). */
    DS_FAULT_CRASH = 0,
    /* Loop forever without a system call. */
    DS_FAULT_SPIN = 1
} ds_fault_kind;

/* Misbehaves as a broken decoder would; used only by the helper's fault injection, which only
   an environment the caller builds on purpose turns on. Never returns. */
void ds_fault(ds_fault_kind kind) __attribute__((noreturn));

#ifdef __cplusplus
}
#endif

#endif
