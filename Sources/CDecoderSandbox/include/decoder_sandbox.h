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

/* The most threads a helper may start besides those it has when it shuts itself in (the
   decoders need one or two: libde265's worker, dav1d's). */
#define DS_HELPER_THREADS 4

/* A helper started as root becomes user and group DS_HELPER_ID_BASE + its pid: an identity no
   other process has (pids stay below 2^22), above the ranges systems hand to users and
   containers. */
#define DS_HELPER_ID_BASE 0x7FC00000U

/*
 * Shuts the calling process in: closes every descriptor above 2, changes to "/", takes an
 * identity of its own with no capability (as root: no supplementary groups, user and group
 * DS_HELPER_ID_BASE + pid, an empty bounding set; otherwise, or where that id cannot be taken, a
 * user namespace of its own when the system allows one), names itself "decode-worker" (what ps
 * and /proc/PID/comm show), dies with its parent (SIGKILL, after checking the parent is still `limits->parent_pid`), sets the limits
 * (no core files, no new descriptors and, where its tasks are counted apart, at most
 * DS_HELPER_THREADS more threads: RLIMIT_NPROC), sets no_new_privs and, on Linux, installs the
 * seccomp filter (which lets threads start, never processes). Irreversible. Returns 0; or -1
 * with a short reason (NUL-terminated, at most `capacity` bytes) in `message` when this helper
 * could not (another may); or -2, with the reason, when no helper can on this system (no
 * no_new_privs or seccomp filters, the filter refused, another architecture or system).
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

/*
 * Starts up to `attempts` threads (at most 256) that wait, then lets them end and joins them:
 * how many a helper can start (for the helper's self-test). The number started goes to
 * `started`. Returns 0 when all started, else the error of the first that could not (EAGAIN at
 * the thread bound).
 */
int ds_thread_bomb(int attempts, int *started);

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

/*
 * The zygote (decoder_zygote.c): a process forked from the program while it has one thread,
 * which forks ready helpers on request, so that a helper starts without loading the executable
 * again. Linux only.
 */
typedef struct ds_zygote {
    /* The program's end of the zygote's socket (SOCK_SEQPACKET, close-on-exec). */
    int control;
    /* The zygote's pid. */
    pid_t pid;
    /* Why it was not started (EBUSY: the program already has more than one thread). */
    int error;
} ds_zygote;

/* What the zygote says, one message per packet. */
typedef struct ds_zygote_message {
    /* DS_ZYGOTE_STARTED, DS_ZYGOTE_FAILED or DS_ZYGOTE_ENDED. */
    int32_t kind;
    /* The helper's pid (0 for DS_ZYGOTE_FAILED). */
    int32_t pid;
    /* The errno of DS_ZYGOTE_FAILED; the wait status of DS_ZYGOTE_ENDED. */
    int32_t value;
} ds_zygote_message;

/* A helper was forked for the last request. */
#define DS_ZYGOTE_STARTED 1
/* No helper could be forked for the last request. */
#define DS_ZYGOTE_FAILED 2
/* A helper ended (the zygote reaped it). */
#define DS_ZYGOTE_ENDED 3

/*
 * Forks the zygote, only when the calling process has exactly one thread. Returns 1 in the
 * program (with `zygote` filled in), -1 when it was not started (`zygote->error` says why), and
 * 0 in a helper the zygote forked later: standard input and output are then its socket to the
 * program, and the caller must serve as a decoder helper and never return to the program's work.
 * The zygote dies with the program (PR_SET_PDEATHSIG) or when the program closes `control`; its
 * helpers die with it.
 */
int ds_zygote_start(ds_zygote *zygote);

/*
 * Asks the zygote on `control` for a helper whose standard input and output are `channel` (the
 * helper's end of a socket pair; the caller still closes its own copy). Returns 0 or an errno;
 * the answer (DS_ZYGOTE_STARTED or DS_ZYGOTE_FAILED) comes as a ds_zygote_message on `control`.
 */
int ds_zygote_request(int control, int channel);

/*
 * Asks the zygote on `control` to kill (SIGKILL) its helper `helper`, if that helper has not
 * been reaped yet (so the pid cannot belong to another process by then). Returns 0 or an errno;
 * its end comes as DS_ZYGOTE_ENDED.
 */
int ds_zygote_kill(int control, pid_t helper);

#ifdef __cplusplus
}
#endif

#endif
