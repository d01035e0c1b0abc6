#define _GNU_SOURCE
#include "decoder_sandbox.h"
#include "proc_file.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#endif

/*
 * The zygote: a process forked from the program before it has a second thread, which forks
 * ready helpers on request. A helper forked from it starts with the program already loaded, in
 * about a millisecond, instead of loading the executable again. It runs only the C below (no
 * Swift, no allocation after start), so forking from it is as safe as forking a program that
 * has one thread. Its helpers return from ds_zygote_start into the program, which runs the
 * decoder there.
 */

#ifdef __linux__

/* Sends one message to the program (best effort: a program that is gone ends the zygote). */
static void tell(int control, int32_t kind, int32_t pid, int32_t value) {
    ds_zygote_message message = { .kind = kind, .pid = pid, .value = value };
    while (send(control, &message, sizeof message, MSG_NOSIGNAL) < 0 && errno == EINTR) {
    }
}

/* One request from the program. */
typedef struct request {
    /* 'S' (start a helper on the descriptor sent with it) or 'K' (kill helper `pid`). */
    char kind;
    int32_t pid;
} request;

/* Receives a request into `received`; returns the descriptor it carries (-1 when none), or -2 at
   the end (the program closed its side or is gone). */
static int receive_request(int control, request *received) {
    struct iovec vector = { .iov_base = received, .iov_len = sizeof *received };
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } ancillary;
    memset(&ancillary, 0, sizeof ancillary);
    memset(received, 0, sizeof *received);
    struct msghdr message = {
        .msg_iov = &vector, .msg_iovlen = 1, .msg_control = ancillary.space, .msg_controllen = sizeof ancillary.space
    };
    ssize_t count;
    do {
        count = recvmsg(control, &message, MSG_CMSG_CLOEXEC);
    } while (count < 0 && errno == EINTR);
    if (count <= 0) return -2;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    if (header == NULL || header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS
        || header->cmsg_len != CMSG_LEN(sizeof(int))) {
        return -1;
    }
    int descriptor = -1;
    memcpy(&descriptor, CMSG_DATA(header), sizeof descriptor);
    return descriptor;
}

/* Reports every helper that has ended (reaping it). */
static void report_ended(int control) {
    int status = 0;
    pid_t child;
    while ((child = waitpid(-1, &status, WNOHANG)) > 0) {
        tell(control, DS_ZYGOTE_ENDED, child, status);
    }
}

/* Empties the environment and overwrites the blocks of argument and environment strings the
   program was started with (fields arg_start to env_end of /proc/self/stat), so that no helper
   forked later holds a copy of the program's command line or environment. */
static void forget_command_line_and_environment(void) {
    clearenv();
    char text[2048];
    if (ds_read_proc_file("/proc/self/stat", text, sizeof text) != 0) return;
    char *field = strrchr(text, ')');
    if (field == NULL) return;
    /* After the ')' come fields 3, 4, …; arg_start, arg_end, env_start and env_end are 48 to 51. */
    unsigned long long bounds[4] = { 0, 0, 0, 0 };
    int number = 2;
    char *rest = NULL;
    for (char *token = strtok_r(field + 1, " ", &rest); token != NULL && number < 51; token = strtok_r(NULL, " ", &rest)) {
        number += 1;
        if (number >= 48) bounds[number - 48] = strtoull(token, NULL, 10);
    }
    for (int block = 0; block < 2; block += 1) {
        unsigned long long start = bounds[2 * block], end = bounds[2 * block + 1];
        if (start != 0 && end > start) memset((void *)(uintptr_t)start, 0, (size_t)(end - start));
    }
}

/* In a new helper: `channel` becomes standard input and output, /dev/null standard error; no
   other descriptor, default signals, nothing blocked, its own session (the command line and
   environment are already gone: see forget_command_line_and_environment). */
static void become_helper(int channel) {
    if (dup2(channel, 0) < 0 || dup2(channel, 1) < 0) _exit(126);
    int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (null < 0 || dup2(null, 2) < 0) _exit(126);
#if defined(SYS_close_range)
    syscall(SYS_close_range, 3U, ~0U, 0U);
#endif
    if (channel > 2) close(channel);
    if (null > 2) close(null);
    for (int signal = 1; signal < NSIG; signal += 1) {
        if (signal != SIGKILL && signal != SIGSTOP) (void)sigaction(signal, &(struct sigaction){ .sa_handler = SIG_DFL }, NULL);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    setsid();
}

/* The zygote's loop; returns only in a new helper (with its channel set up), else exits. */
static void serve(int control, pid_t program) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != program) _exit(0);
    prctl(PR_SET_NAME, "decode-zygote", 0, 0, 0);
    setsid();
    forget_command_line_and_environment();
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null >= 0) {
        dup2(null, 0);
        dup2(null, 1);
        dup2(null, 2);
        if (null > 2) close(null);
    }
    if (control != 3) {
        if (dup2(control, 3) < 0) _exit(0);
        close(control);
        control = 3;
    }
#if defined(SYS_close_range)
    syscall(SYS_close_range, 4U, ~0U, 0U);
#endif
    sigset_t children;
    sigemptyset(&children);
    sigaddset(&children, SIGCHLD);
    sigprocmask(SIG_BLOCK, &children, NULL);
    int ended = signalfd(-1, &children, SFD_CLOEXEC);
    if (ended < 0) _exit(0);
    struct pollfd watched[2] = { { .fd = control, .events = POLLIN }, { .fd = ended, .events = POLLIN } };
    while (1) {
        if (poll(watched, 2, -1) < 0) {
            if (errno == EINTR) continue;
            _exit(0);
        }
        if (watched[1].revents & POLLIN) {
            struct signalfd_siginfo information;
            (void)!read(ended, &information, sizeof information);
            report_ended(control);
        }
        if (watched[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            request received;
            int channel = receive_request(control, &received);
            if (channel == -2) _exit(0);
            if (received.kind == 'K') {
                /* Only a helper that is still this zygote's child (running, or ended and not yet
                   reaped) is killed: its pid cannot have been given to another process. */
                siginfo_t information = { 0 };
                if (received.pid > 0
                    && waitid(P_PID, (id_t)received.pid, &information, WEXITED | WNOHANG | WNOWAIT) == 0
                    && information.si_pid == 0) {
                    kill(received.pid, SIGKILL);
                }
                report_ended(control);
            }
            if (received.kind != 'S' || channel < 0) {
                if (channel >= 0) close(channel);
                continue;
            }
            pid_t helper = fork();
            if (helper == 0) {
                close(control);
                close(ended);
                become_helper(channel);
                return;
            }
            close(channel);
            if (helper < 0) {
                tell(control, DS_ZYGOTE_FAILED, 0, errno);
            } else {
                tell(control, DS_ZYGOTE_STARTED, helper, 0);
            }
        }
    }
}

int ds_zygote_start(ds_zygote *zygote) {
    zygote->control = -1;
    zygote->pid = 0;
    zygote->error = 0;
    if (ds_thread_count() != 1) {
        zygote->error = EBUSY;
        return -1;
    }
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0) {
        zygote->error = errno;
        return -1;
    }
    pid_t program = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        zygote->error = errno;
        close(ends[0]);
        close(ends[1]);
        return -1;
    }
    if (pid == 0) {
        close(ends[0]);
        serve(ends[1], program);
        return 0;
    }
    close(ends[1]);
    zygote->control = ends[0];
    zygote->pid = pid;
    return 1;
}

/* Sends `sent`, with `channel` when it is not negative. Returns 0 or an errno. */
static int send_request(int control, request sent, int channel) {
    struct iovec vector = { .iov_base = &sent, .iov_len = sizeof sent };
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } ancillary;
    memset(&ancillary, 0, sizeof ancillary);
    struct msghdr message = { .msg_iov = &vector, .msg_iovlen = 1 };
    if (channel >= 0) {
        message.msg_control = ancillary.space;
        message.msg_controllen = sizeof ancillary.space;
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(header), &channel, sizeof channel);
    }
    ssize_t count;
    do {
        count = sendmsg(control, &message, MSG_NOSIGNAL);
    } while (count < 0 && errno == EINTR);
    if (count < 0) return errno;
    return count == (ssize_t)sizeof sent ? 0 : EIO;
}

int ds_zygote_request(int control, int channel) {
    request sent = { .kind = 'S', .pid = 0 };
    return send_request(control, sent, channel);
}

int ds_zygote_kill(int control, pid_t helper) {
    request sent = { .kind = 'K', .pid = helper };
    return send_request(control, sent, -1);
}

#else

int ds_zygote_start(ds_zygote *zygote) {
    zygote->control = -1;
    zygote->pid = 0;
    zygote->error = ENOSYS;
    return -1;
}

int ds_zygote_request(int control, int channel) {
    (void)control;
    (void)channel;
    return ENOSYS;
}

int ds_zygote_kill(int control, pid_t helper) {
    (void)control;
    (void)helper;
    return ENOSYS;
}

#endif
