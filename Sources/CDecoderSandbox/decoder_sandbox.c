#define _GNU_SOURCE
#include "decoder_sandbox.h"
#include "proc_file.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#ifdef __linux__
#include <linux/audit.h>
#include <sched.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

int ds_spawn(const char *path, char *const argv[], char *const envp[], int channel, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int status = posix_spawn_file_actions_init(&actions);
    if (status != 0) return status;
    status = posix_spawnattr_init(&attributes);
    if (status != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return status;
    }
    sigset_t all, none;
    sigfillset(&all);
    sigdelset(&all, SIGKILL);
    sigdelset(&all, SIGSTOP);
    sigemptyset(&none);
    short flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
#ifdef POSIX_SPAWN_SETSID
    flags |= POSIX_SPAWN_SETSID;
#endif
    if ((status = posix_spawn_file_actions_adddup2(&actions, channel, 0)) == 0
        && (status = posix_spawn_file_actions_adddup2(&actions, channel, 1)) == 0
        && (status = posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)) == 0
#if defined(__GLIBC__) && defined(__GLIBC_PREREQ)
#if __GLIBC_PREREQ(2, 34)
        && (status = posix_spawn_file_actions_addclosefrom_np(&actions, 3)) == 0
#endif
#endif
        && (status = posix_spawnattr_setsigdefault(&attributes, &all)) == 0
        && (status = posix_spawnattr_setsigmask(&attributes, &none)) == 0
        && (status = posix_spawnattr_setflags(&attributes, flags)) == 0) {
        status = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    }
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return status;
}

/* Writes "what: strerror(code)" into message. */
static int fail(char *message, size_t capacity, const char *what, int code) {
    if (message != NULL && capacity > 0) {
        snprintf(message, capacity, "%s: %s", what, strerror(code));
    }
    return -1;
}

/* Closes every descriptor above 2. */
static void close_other_descriptors(void) {
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, 3U, ~0U, 0U) == 0) return;
#endif
    long most = sysconf(_SC_OPEN_MAX);
    if (most < 0 || most > 65536) most = 65536;
    for (int descriptor = 3; descriptor < most; descriptor += 1) {
        close(descriptor);
    }
}

int ds_read_proc_file(const char *path, char *text, size_t capacity) {
    if (capacity == 0) return -1;
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    ssize_t count;
    do {
        count = read(descriptor, text, capacity - 1);
    } while (count < 0 && errno == EINTR);
    close(descriptor);
    if (count <= 0) return -1;
    text[count] = '\0';
    return 0;
}

#ifdef __linux__
/* The address space and data size of this process now, in bytes, from /proc/self/statm. */
static int current_memory(uint64_t *address_space, uint64_t *data) {
    char text[256];
    if (ds_read_proc_file("/proc/self/statm", text, sizeof text) != 0) return -1;
    unsigned long long size = 0, resident = 0, shared = 0, code = 0, library = 0, data_pages = 0;
    if (sscanf(text, "%llu %llu %llu %llu %llu %llu", &size, &resident, &shared, &code, &library, &data_pages) != 6) {
        return -1;
    }
    uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
    *address_space = (uint64_t)size * page;
    *data = (uint64_t)data_pages * page;
    return 0;
}
#endif

/* Sets soft and hard limit of `resource`. */
static int limit(int resource, rlim_t soft, rlim_t hard) {
    struct rlimit value = { .rlim_cur = soft, .rlim_max = hard };
    return setrlimit(resource, &value);
}

#ifdef __linux__

#if defined(__x86_64__)
#define DS_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define DS_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

#define DS_ALLOW SECCOMP_RET_ALLOW
#define DS_REFUSE (SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA))
#define DS_NOT_THERE (SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA))
/* The flags glibc's pthread_create passes to clone: a thread of this process, never another
   process. */
#define DS_THREAD_FLAGS                                                                            \
    (CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS | \
     CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)
#define DS_ARG_LOW(index) (offsetof(struct seccomp_data, args) + (index) * sizeof(uint64_t))

/* The filter under construction. */
typedef struct ds_program {
    struct sock_filter code[128];
    unsigned short length;
} ds_program;

static void emit(ds_program *program, struct sock_filter instruction) {
    if (program->length < sizeof program->code / sizeof program->code[0]) {
        program->code[program->length] = instruction;
    }
    program->length += 1;
}

/* Allows system call `number` outright. */
static void allow(ds_program *program, long number) {
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)number, 0, 1));
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, DS_ALLOW));
}

/* Allows system call `number` when its argument `index` is `first` or `second`. */
static void allow_argument(ds_program *program, long number, int index, uint32_t first, uint32_t second) {
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)number, 0, 5));
    emit(program, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, DS_ARG_LOW(index)));
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, first, 2, 0));
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, second, 1, 0));
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, DS_REFUSE));
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, DS_ALLOW));
}

/* Allows system call `number` when argument `index` has none of the bits of `mask`. */
static void allow_without_bits(ds_program *program, long number, int index, uint32_t mask) {
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)number, 0, 4));
    emit(program, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, DS_ARG_LOW(index)));
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, mask, 0, 1));
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, DS_REFUSE));
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, DS_ALLOW));
}

/*
 * The allow-list. Anything from another architecture (or the x32 ABI) kills the process; any
 * system call not listed fails with EPERM.
 */
static void build_filter(ds_program *program, pid_t self) {
    emit(program, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)));
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, DS_AUDIT_ARCH, 1, 0));
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
    emit(program, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
#if defined(__x86_64__)
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U, 0, 1));
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
#endif
    /* The socket to the browser: requests in on 0, answers out on 1; 2 is /dev/null. */
    allow_argument(program, SYS_read, 0, 0, 0);
    allow_argument(program, SYS_write, 0, 1, 2);
    /* Memory, never executable. */
    allow_without_bits(program, SYS_mmap, 2, PROT_EXEC);
    allow_without_bits(program, SYS_mprotect, 2, PROT_EXEC);
    allow(program, SYS_munmap);
    allow(program, SYS_mremap);
    allow(program, SYS_madvise);
    allow(program, SYS_brk);
    /* Locks, clocks, randomness (hashing seeds). */
    allow(program, SYS_futex);
    allow(program, SYS_sched_yield);
    allow(program, SYS_clock_gettime);
    allow(program, SYS_clock_getres);
    allow(program, SYS_gettimeofday);
    allow(program, SYS_getrandom);
    /* Ending, also by abort(): its own signals only. */
    allow(program, SYS_getpid);
    allow(program, SYS_gettid);
    allow(program, SYS_rt_sigprocmask);
    allow(program, SYS_rt_sigaction);
    allow(program, SYS_rt_sigreturn);
    allow(program, SYS_restart_syscall);
    allow_argument(program, SYS_tgkill, 0, (uint32_t)self, (uint32_t)self);
    allow(program, SYS_exit);
    allow(program, SYS_exit_group);
    /* Threads, for the HEIF decoders (libheif starts a libde265 worker thread, and dav1d its
       own): clone only with exactly the flags of a thread; clone3, whose flags sit in memory a
       filter cannot read, fails as if the kernel lacked it, so glibc falls back to clone; a new
       thread's set_robust_list and rseq. */
    allow_argument(program, SYS_clone, 0, DS_THREAD_FLAGS, DS_THREAD_FLAGS);
    emit(program, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1));
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, DS_NOT_THERE));
    allow(program, SYS_set_robust_list);
    allow(program, SYS_rseq);
    emit(program, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, DS_REFUSE));
}
#endif

int ds_enter(const ds_limits *limits, char *message, size_t capacity) {
    if (message != NULL && capacity > 0) message[0] = '\0';
    close_other_descriptors();
    if (chdir("/") != 0) return fail(message, capacity, "chdir /", errno);
#ifdef __linux__
    prctl(PR_SET_NAME, "decode-worker", 0, 0, 0);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return fail(message, capacity, "PR_SET_PDEATHSIG", errno);
    if (limits->parent_pid != 0 && getppid() != limits->parent_pid) {
        return fail(message, capacity, "parent", ESRCH);
    }
    if (limits->memory_bytes != 0) {
        uint64_t address_space = 0, data = 0;
        if (current_memory(&address_space, &data) != 0) return fail(message, capacity, "/proc/self/statm", errno ? errno : EIO);
        rlim_t most_space = (rlim_t)(address_space + limits->memory_bytes);
        rlim_t most_data = (rlim_t)(data + limits->memory_bytes);
        if (limit(RLIMIT_AS, most_space, most_space) != 0) return fail(message, capacity, "RLIMIT_AS", errno);
        if (limit(RLIMIT_DATA, most_data, most_data) != 0) return fail(message, capacity, "RLIMIT_DATA", errno);
    }
#else
    if (limits->memory_bytes != 0) {
        rlim_t most = (rlim_t)limits->memory_bytes;
        if (limit(RLIMIT_DATA, most, most) != 0) return fail(message, capacity, "RLIMIT_DATA", errno);
    }
#endif
    if (limits->cpu_seconds != 0
        && limit(RLIMIT_CPU, (rlim_t)limits->cpu_seconds, (rlim_t)limits->cpu_seconds + 1) != 0) {
        return fail(message, capacity, "RLIMIT_CPU", errno);
    }
    if (limit(RLIMIT_CORE, 0, 0) != 0) return fail(message, capacity, "RLIMIT_CORE", errno);
    if (limit(RLIMIT_NOFILE, 3, 3) != 0) return fail(message, capacity, "RLIMIT_NOFILE", errno);
#ifdef __linux__
#ifndef DS_AUDIT_ARCH
    return fail(message, capacity, "seccomp filter for this architecture", ENOSYS);
#else
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return fail(message, capacity, "PR_SET_NO_NEW_PRIVS", errno);
    ds_program program = { .length = 0 };
    build_filter(&program, getpid());
    if (program.length > sizeof program.code / sizeof program.code[0]) {
        return fail(message, capacity, "seccomp filter too long", E2BIG);
    }
    struct sock_fprog filter = { .len = program.length, .filter = program.code };
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter) != 0) return fail(message, capacity, "PR_SET_SECCOMP", errno);
    return 0;
#endif
#else
    return fail(message, capacity, "system-call filter (Linux seccomp only)", ENOSYS);
#endif
}

uint64_t ds_cpu_nanoseconds(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) != 0) return 0;
    return (uint64_t)now.tv_sec * 1000000000ULL + (uint64_t)now.tv_nsec;
}

int ds_probe(ds_probe_kind kind, pid_t parent) {
    switch (kind) {
    case DS_PROBE_OPEN_FILE: {
        int descriptor = open("/etc/passwd", O_RDONLY | O_CLOEXEC);
        if (descriptor < 0) return errno;
        close(descriptor);
        return 0;
    }
    case DS_PROBE_OPEN_SOCKET: {
        int descriptor = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (descriptor < 0) return errno;
        close(descriptor);
        return 0;
    }
    case DS_PROBE_START_PROCESS: {
        pid_t child = fork();
        if (child < 0) return errno;
        if (child == 0) _exit(0);
        return 0;
    }
    case DS_PROBE_EXECUTE: {
        char *const argv[] = { "true", NULL };
        char *const envp[] = { NULL };
        execve("/bin/true", argv, envp);
        return errno;
    }
    case DS_PROBE_SIGNAL_PARENT:
        return kill(parent, 0) == 0 ? 0 : errno;
    case DS_PROBE_EXECUTABLE_MEMORY: {
        void *memory = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED) return errno;
        munmap(memory, 4096);
        return 0;
    }
    case DS_PROBE_WRITE_INPUT: {
        char byte = 0;
        return write(0, &byte, 0) >= 0 ? 0 : errno;
    }
    }
    return EINVAL;
}

void ds_fault(ds_fault_kind kind) {
    if (kind == DS_FAULT_CRASH) {
        volatile int *nowhere = NULL;
        *nowhere = 1;
    }
    for (;;) {
        __asm__ volatile("" ::: "memory");
    }
}
