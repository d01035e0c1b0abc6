/* First, so that its feature-test macros come before any system header (Package.swift puts
   the CNcursesw folder on this target's header search path). */
#include "shim.h"

#include "terminal_support.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Everything a signal handler may touch. */
static volatile sig_atomic_t curses_active;
static volatile sig_atomic_t pending_terminate;
static volatile sig_atomic_t pending_suspend;
static volatile sig_atomic_t pending_continue;
/* A write to the terminal in progress (wf_begin_output), and whether a handler has stopped them. */
static int output_in_progress;
static int output_stopped;
static int saved_termios_valid;
static int atexit_installed;
static struct termios saved_termios;
static size_t reset_sequence_length;
static char reset_sequence[256];
/* The actions in force before wf_install_signal_handlers, restored by wf_uninstall_signal_handlers;
 * `replaced` marks the signals whose action was replaced. */
static struct sigaction previous_actions[65];
static unsigned char replaced[65];
/* The wake-up pipe: [0] is read by the event loop's wait, [1] written by signal handlers and by
 * any thread with news (a page or a picture finished); -1 until wf_wake_init. */
static int wake_pipe[2] = { -1, -1 };
/* SIGWINCH's action before wf_chain_resize_wakeup (ncurses' handler), called first by ours. */
static struct sigaction previous_winch;
static int winch_chained;

static const int terminating_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGXFSZ, SIGIO, SIGPWR,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};

static const int crash_signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS };

#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))

/* Runs when the program is loaded, right after the Swift runtime has started. The runtime's
 * backtracer claims SIGQUIT as if it were a crash: it prints a backtrace and, on a terminal, waits
 * 30 s for a key. Ctrl-\ means "quit", so SIGQUIT gets its default action back (the process ends
 * with status 131) until wf_install_signal_handlers turns it into an orderly exit; an ignored
 * SIGQUIT stays ignored. */
__attribute__((constructor)) static void quit_without_backtrace(void) {
    struct sigaction current;
    if (sigaction(SIGQUIT, NULL, &current) != 0) { return; }
    int has_handler = (current.sa_flags & SA_SIGINFO) ? current.sa_sigaction != NULL
                                                      : current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN;
    if (!has_handler) { return; }
    struct sigaction fallback;
    memset(&fallback, 0, sizeof(fallback));
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(SIGQUIT, &fallback, NULL);
}

void wf_save_terminal_modes(void) {
    saved_termios_valid = tcgetattr(STDIN_FILENO, &saved_termios) == 0;
}

static void append_reset(const char *capability) {
    char *value = tigetstr((char *)capability);
    if (value == NULL || value == (char *)-1) { return; }
    size_t length = strlen(value);
    if (reset_sequence_length + length >= sizeof(reset_sequence)) { return; }
    memcpy(reset_sequence + reset_sequence_length, value, length);
    reset_sequence_length += length;
}

void wf_capture_reset_sequence(int mouse_enabled) {
    reset_sequence_length = 0;
    if (mouse_enabled) {
        static const char mouse_off[] = "\033[?1000l\033[?1002l\033[?1006l";
        memcpy(reset_sequence, mouse_off, sizeof(mouse_off) - 1);
        reset_sequence_length = sizeof(mouse_off) - 1;
    }
    append_reset("rmkx");
    append_reset("sgr0");
    append_reset("cnorm");
    append_reset("rmcup");
}

/* Stops writes to the terminal and waits, at most 250 ms, for one in progress on another thread
 * to end (async-signal-safe: atomics and nanosleep). A write the handler itself interrupted never
 * ends: the wait runs out. */
static void stop_output_signal_safe(void) {
    __atomic_store_n(&output_stopped, 1, __ATOMIC_SEQ_CST);
    struct timespec pause = { .tv_sec = 0, .tv_nsec = 5 * 1000 * 1000 };
    for (int tries = 0; tries < 50 && __atomic_load_n(&output_in_progress, __ATOMIC_SEQ_CST); tries++) {
        nanosleep(&pause, NULL);
    }
}

/* Async-signal-safe last resort: restores the saved modes and writes the reset bytes, after any
 * frame being written (or an orderly restore under way) has ended. */
static void restore_signal_safe(void) {
    stop_output_signal_safe();
    if (!curses_active) { return; }
    if (saved_termios_valid) { tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios); }
    if (reset_sequence_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, reset_sequence, reset_sequence_length);
        (void)ignored;
    }
    curses_active = 0;
}

int wf_wake_init(void) {
    if (wake_pipe[0] >= 0) { return 0; }
    int ends[2];
    if (pipe(ends) != 0) { return -1; }
    for (int end = 0; end < 2; end++) {
        fcntl(ends[end], F_SETFD, FD_CLOEXEC);
        fcntl(ends[end], F_SETFL, fcntl(ends[end], F_GETFL) | O_NONBLOCK);
    }
    wake_pipe[0] = ends[0];
    wake_pipe[1] = ends[1];
    return 0;
}

void wf_wake(void) {
    int saved_errno = errno;
    if (wake_pipe[1] >= 0) {
        /* A full pipe already holds a wake-up: EAGAIN is fine. */
        const char byte = 1;
        ssize_t ignored = write(wake_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

/* Empties the wake-up pipe (its bytes carry no meaning beyond "look again"). */
static void drain_wake_pipe(void) {
    char buffer[64];
    while (wake_pipe[0] >= 0 && read(wake_pipe[0], buffer, sizeof(buffer)) > 0) {}
}

int wf_wait_for_input(int timeout_ms) {
    struct pollfd fds[2];
    fds[0].fd = STDIN_FILENO;
    fds[0].events = POLLIN;
    fds[0].revents = 0;
    fds[1].fd = wake_pipe[0];
    fds[1].events = POLLIN;
    fds[1].revents = 0;
    int ready = poll(fds, wake_pipe[0] >= 0 ? 2 : 1, timeout_ms < 0 ? -1 : timeout_ms);
    if (ready < 0) { return errno == EINTR ? 2 : 1; }
    if (ready == 0) { return 0; }
    if (fds[1].revents != 0) {
        drain_wake_pipe();
        if (fds[0].revents == 0) { return 2; }
    }
    return 1;
}

/* The terminal was resized: ncurses' own handler records it (the next read returns KEY_RESIZE),
 * then the event loop's wait is ended so that read happens now. */
static void on_resize(int signal_number) {
    if (previous_winch.sa_handler != SIG_DFL && previous_winch.sa_handler != SIG_IGN
        && !(previous_winch.sa_flags & SA_SIGINFO)) {
        previous_winch.sa_handler(signal_number);
    }
    wf_wake();
}

int wf_chain_resize_wakeup(void) {
    if (winch_chained) { return 0; }
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = on_resize;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGWINCH, &action, &previous_winch) != 0) { return 1; }
    winch_chained = 1;
    return 0;
}

/* A terminating signal sets a flag the event loop turns into an orderly exit; a second one while
 * the first is still pending means the loop is stuck: restore and exit at once. Every flag set
 * also ends the event loop's wait. */
static void on_signal(int signal_number) {
    if (signal_number == SIGTSTP) {
        pending_suspend = 1;
        wf_wake();
        return;
    }
    if (signal_number == SIGCONT) {
        pending_continue = 1;
        wf_wake();
        return;
    }
    /* Check and store in one atomic step (lock-free, so async-signal-safe): with two steps, a
     * handler interrupted between them by another signal's handler would let both pass as the
     * first. */
    int none = 0;
    if (!__atomic_compare_exchange_n(&pending_terminate, &none, signal_number, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
        restore_signal_safe();
        _exit(128 + signal_number);
    }
    wf_wake();
}

/* A crash: give the terminal back first. A real fault then goes to the handler that was there
 * before (the Swift runtime's backtracer, or the default action), which reports it on a usable
 * terminal; a crash signal sent by another process (kill -SEGV) takes the default action, so the
 * process really ends instead of running on without its terminal. */
static void on_crash(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    restore_signal_safe();
    if (signal_number <= 0 || signal_number >= COUNT(previous_actions)) { _exit(128 + signal_number); }
    int sent_by_process = info == NULL || info->si_code <= 0;
    if (sent_by_process) {
        signal(signal_number, SIG_DFL);
    } else {
        sigaction(signal_number, &previous_actions[signal_number], NULL);
    }
    raise(signal_number);
}

/* Installs `action` for `signal_number`, keeping the action it replaces (the first time) for
 * wf_uninstall_signal_handlers. Returns 1 on failure. */
static int replace_action(int signal_number, const struct sigaction *action) {
    if (signal_number <= 0 || signal_number >= COUNT(previous_actions)) { return 1; }
    struct sigaction previous;
    if (sigaction(signal_number, action, &previous) != 0) { return 1; }
    if (!replaced[signal_number]) {
        previous_actions[signal_number] = previous;
        replaced[signal_number] = 1;
    }
    return 0;
}

static int install_handler(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    return replace_action(signal_number, &action);
}

/* Installs the flag handler only where the signal still has its default action, so that a
 * handler someone else installed (a runtime, a debugger's helper) is left alone. */
static int install_handler_if_default(int signal_number) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) { return 1; }
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler != SIG_DFL) { return 0; }
    if ((current.sa_flags & SA_SIGINFO) && current.sa_sigaction != NULL) { return 0; }
    return install_handler(signal_number);
}

int wf_install_signal_handlers(void) {
    int failures = 0;
    for (int position = 0; position < COUNT(terminating_signals); position++) {
        failures += install_handler(terminating_signals[position]);
    }
    for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX; signal_number++) {
        failures += install_handler_if_default(signal_number);
    }
    failures += install_handler(SIGTSTP);
    failures += install_handler(SIGCONT);
    for (int position = 0; position < COUNT(crash_signals); position++) {
        int signal_number = crash_signals[position];
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_sigaction = on_crash;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        failures += replace_action(signal_number, &action);
    }
    return failures;
}

void wf_uninstall_signal_handlers(void) {
    if (winch_chained) {
        sigaction(SIGWINCH, &previous_winch, NULL);
        winch_chained = 0;
    }
    for (int signal_number = 1; signal_number < COUNT(previous_actions); signal_number++) {
        if (!replaced[signal_number]) { continue; }
        sigaction(signal_number, &previous_actions[signal_number], NULL);
        replaced[signal_number] = 0;
    }
}

int wf_take_pending_terminate(void) {
    return __atomic_exchange_n(&pending_terminate, 0, __ATOMIC_SEQ_CST);
}

int wf_take_pending_suspend(void) {
    return __atomic_exchange_n(&pending_suspend, 0, __ATOMIC_SEQ_CST);
}

int wf_take_pending_continue(void) {
    return __atomic_exchange_n(&pending_continue, 0, __ATOMIC_SEQ_CST);
}

void wf_set_curses_active(int active) { curses_active = active; }

int wf_is_curses_active(void) { return curses_active; }

/* Without an alternate screen (vt100, linux: no smcup/rmcup) the last frame stays on the
 * terminal and the shell's prompt comes up on its bottom line, over the status line: blank that
 * line first, so the prompt starts on a clean one. */
static void clear_last_line_without_alternate_screen(void) {
    char *leave = tigetstr("rmcup");
    if (leave != NULL && leave != (char *)-1 && leave[0] != 0) { return; }
    if (stdscr == NULL || LINES < 1) { return; }
    move(LINES - 1, 0);
    clrtoeol();
    refresh();
}

void wf_restore_terminal(void) {
    if (!curses_active || !wf_begin_output()) { return; }
    curses_active = 0;
    clear_last_line_without_alternate_screen();
    endwin();
    fflush(stdout);
    wf_end_output();
}

int wf_begin_output(void) {
    __atomic_store_n(&output_in_progress, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&output_stopped, __ATOMIC_SEQ_CST)) {
        __atomic_store_n(&output_in_progress, 0, __ATOMIC_SEQ_CST);
        return 0;
    }
    return 1;
}

void wf_end_output(void) { __atomic_store_n(&output_in_progress, 0, __ATOMIC_SEQ_CST); }

static void restore_at_exit(void) { wf_restore_terminal(); }

void wf_install_atexit(void) {
    if (atexit_installed) { return; }
    atexit_installed = 1;
    atexit(restore_at_exit);
}

void wf_stop_process(void) {
    /* The calling thread may block SIGTSTP (libdispatch's worker threads block every signal but
     * the synchronous ones), and a blocked raise would never stop anything: unblock it for the
     * raise, which then stops the process before returning. */
    sigset_t stop, previous;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTSTP);
    signal(SIGTSTP, SIG_DFL);
    pthread_sigmask(SIG_UNBLOCK, &stop, &previous);
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    install_handler(SIGTSTP);
}

int wf_is_foreground(void) {
    pid_t owner = tcgetpgrp(STDIN_FILENO);
    if (owner == -1) { return -1; }
    return owner == getpgrp();
}

int wf_take_output_error(void) {
    int failed = ferror(stdout) != 0;
    clearerr(stdout);
    return failed;
}
