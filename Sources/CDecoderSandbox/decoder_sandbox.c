#define _GNU_SOURCE
#include "decoder_sandbox.h"
#include "proc_file.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#ifdef __linux__
#include <grp.h>
#include <linux/audit.h>
#include <linux/capability.h>
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

/* As fail, for what this system lacks (the same for every helper): returns -2. */
static int unsupported(char *message, size_t capacity, const char *what, int code) {
    fail(message, capacity, what, code);
    return -2;
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

#ifdef __linux__
/* The number of threads of this process (from /proc/self/status), or -1. */
int ds_thread_count(void) {
    char text[4096];
    if (ds_read_proc_file("/proc/self/status", text, sizeof text) != 0) return -1;
    const char *line = strstr(text, "\nThreads:");
    if (line == NULL) return -1;
    int threads = -1;
    if (sscanf(line + 9, "%d", &threads) != 1) return -1;
    return threads;
}

/* Empties the capability bounding set (while CAP_SETPCAP allows it) and the ambient set. */
static void drop_bounding_and_ambient_sets(void) {
    for (int capability = 0; capability < 64; capability += 1) {
        if (prctl(PR_CAPBSET_READ, capability, 0, 0, 0) == 1) (void)prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
    }
    (void)prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
}

/* Empties the effective, permitted and inheritable capability sets. */
static int drop_capabilities(void) {
    struct __user_cap_header_struct header = { .version = _LINUX_CAPABILITY_VERSION_3, .pid = 0 };
    struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];
    memset(data, 0, sizeof data);
    return (int)syscall(SYS_capset, &header, data);
}

/*
 * Gives the helper an identity of its own, in which the kernel counts its tasks apart from
 * every other process, and no capability. As root: no supplementary groups, then the user and
 * group DS_HELPER_ID_BASE + pid (no other process has it; leaving uid 0 also empties the
 * capability sets). Otherwise, or where that id cannot be taken (root of a container whose ids
 * do not reach it): a user namespace of its own (its tasks are counted there), when the system
 * allows one. Sets `*counted` when its tasks are counted apart (so RLIMIT_NPROC bounds its
 * threads); neither is required. Returns 0, or the errno of emptying the capability sets.
 */
static int take_own_identity(int *counted) {
    *counted = 0;
    if (geteuid() == 0) {
        drop_bounding_and_ambient_sets();
        id_t own = (id_t)(DS_HELPER_ID_BASE + (unsigned)getpid());
        *counted = setgroups(0, NULL) == 0 && setresgid(own, own, own) == 0 && setresuid(own, own, own) == 0;
    }
    if (!*counted && unshare(CLONE_NEWUSER) == 0) {
        drop_bounding_and_ambient_sets();
        *counted = 1;
    }
    if (drop_capabilities() != 0) return errno;
    return 0;
}
#endif

int ds_enter(const ds_limits *limits, char *message, size_t capacity) {
    if (message != NULL && capacity > 0) message[0] = '\0';
    close_other_descriptors();
    if (chdir("/") != 0) return fail(message, capacity, "chdir /", errno);
#ifdef __linux__
    /* First, as changing credentials clears the parent-death signal. */
    int counted = 0;
    int identity = take_own_identity(&counted);
    if (identity != 0) return fail(message, capacity, "an identity of its own", identity);
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
#ifdef __linux__
    if (counted) {
        int threads = ds_thread_count();
        if (threads < 1) return fail(message, capacity, "/proc/self/status", EIO);
        rlim_t tasks = (rlim_t)threads + DS_HELPER_THREADS;
        if (limit(RLIMIT_NPROC, tasks, tasks) != 0) return fail(message, capacity, "RLIMIT_NPROC", errno);
    }
#endif
    if (limit(RLIMIT_NOFILE, 3, 3) != 0) return fail(message, capacity, "RLIMIT_NOFILE", errno);
#ifdef __linux__
#ifndef DS_AUDIT_ARCH
    return unsupported(message, capacity, "seccomp filter for this architecture", ENOSYS);
#else
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return unsupported(message, capacity, "PR_SET_NO_NEW_PRIVS", errno);
    ds_program program = { .length = 0 };
    build_filter(&program, getpid());
    if (program.length > sizeof program.code / sizeof program.code[0]) {
        return unsupported(message, capacity, "seccomp filter too long", E2BIG);
    }
    struct sock_fprog filter = { .len = program.length, .filter = program.code };
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter) != 0) {
        /* EINVAL: no seccomp filters in this kernel; EACCES, EFAULT: the filter refused. Either
           way no helper will do better; an allocation failure may pass. */
        int code = errno;
        return code == ENOMEM ? fail(message, capacity, "PR_SET_SECCOMP", code) : unsupported(message, capacity, "PR_SET_SECCOMP", code);
    }
    return 0;
#endif
#else
    return unsupported(message, capacity, "system-call filter (Linux seccomp only)", ENOSYS);
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

#ifdef __linux__
/* What the threads of ds_thread_bomb wait on. */
static pthread_mutex_t bomb_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t bomb_released = PTHREAD_COND_INITIALIZER;
static int bomb_is_released = 0;

static void *wait_for_release(void *unused) {
    (void)unused;
    pthread_mutex_lock(&bomb_lock);
    while (!bomb_is_released) pthread_cond_wait(&bomb_released, &bomb_lock);
    pthread_mutex_unlock(&bomb_lock);
    return NULL;
}
#endif

int ds_thread_bomb(int attempts, int *started) {
    *started = 0;
#ifdef __linux__
    pthread_t threads[256];
    if (attempts > (int)(sizeof threads / sizeof threads[0])) attempts = (int)(sizeof threads / sizeof threads[0]);
    int refusal = 0;
    for (int attempt = 0; attempt < attempts; attempt += 1) {
        int status = pthread_create(&threads[*started], NULL, wait_for_release, NULL);
        if (status != 0) {
            refusal = status;
            break;
        }
        *started += 1;
    }
    pthread_mutex_lock(&bomb_lock);
    bomb_is_released = 1;
    pthread_cond_broadcast(&bomb_released);
    pthread_mutex_unlock(&bomb_lock);
    for (int thread = 0; thread < *started; thread += 1) pthread_join(threads[thread], NULL);
    return refusal;
#else
    (void)attempts;
    return ENOSYS;
#endif
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
