/*
 * C shim for the ncursesw system library, used only by WaterfallTUI/NcursesBackend.swift.
 *
 * SwiftPM drops the -D flags pkg-config reports for ncursesw (-D_DEFAULT_SOURCE
 * -D_XOPEN_SOURCE=600), so the wide-character API (cchar_t, setcchar, wadd_wch, wget_wch) is
 * enabled here before the header is included.
 * Function-like macros (attributes, mouse masks, KEY_F) and C globals (stdscr, LINES, COLS,
 * COLORS, stdout) are exposed through small static inline functions, which keeps Swift 6
 * strict concurrency away from C global variables.
 *
 * The signal flags and the saved terminal state are a static of this header (see wf_state):
 * they must be used from exactly one Swift source file (NcursesBackend.swift), so that one
 * object file holds the only copy.
 */
#ifndef WATERFALL_CNCURSESW_SHIM_H
#define WATERFALL_CNCURSESW_SHIM_H

/* _XOPEN_SOURCE itself must NOT be defined here: it renames glibc struct fields (fd_set's
 * __fds_bits) and the module would no longer match Swift's Glibc module. _DEFAULT_SOURCE is
 * what glibc assumes anyway; NCURSES_WIDECHAR alone turns on the wide-character API. */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* ---- Globals and function-like macros -------------------------------------------------- */

static inline WINDOW *wf_stdscr(void) { return stdscr; }
static inline WINDOW *wf_curscr(void) { return curscr; }
static inline int wf_lines(void) { return LINES; }
static inline int wf_cols(void) { return COLS; }
static inline int wf_colors(void) { return COLORS; }
static inline int wf_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t wf_attr_normal(void) { return A_NORMAL; }
static inline attr_t wf_attr_bold(void) { return A_BOLD; }
static inline attr_t wf_attr_dim(void) { return A_DIM; }
static inline attr_t wf_attr_reverse(void) { return A_REVERSE; }
static inline attr_t wf_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t wf_attr_italic(void) { return A_ITALIC; }

static inline mmask_t wf_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t wf_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t wf_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t wf_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t wf_button5_pressed(void) { return BUTTON5_PRESSED; }

static inline int wf_key_f(int n) { return KEY_F(n); }

/* Fills a cchar_t from a NUL-terminated wide string with an extended (int) colour pair. */
static inline int wf_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
    return setcchar(cell, text, attrs, (short)0, &pair);
}

/* ---- Locale and terminal probing ------------------------------------------------------- */

/* setlocale(LC_ALL, ""); if the resulting character set is not UTF-8, falls back to the
 * C.UTF-8 locale for LC_CTYPE so ncursesw can still emit wide characters. Returns 1 when the
 * final LC_CTYPE is UTF-8. */
static inline int wf_setup_locale(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) {
        return 1;
    }
    if (setlocale(LC_CTYPE, "C.UTF-8") != NULL) {
        return 1;
    }
    return 0;
}

/* Checks the terminal description without entering curses mode.
 * Returns 0 when usable, 1 when the terminal cannot address the cursor (hardcopy, dumb),
 * 2 when TERM is not in the terminfo database, 3 when the terminfo database is missing. */
static inline int wf_probe_terminal(void) {
    int error = 0;
    if (setupterm(NULL, STDOUT_FILENO, &error) != OK) {
        if (error == 1) { return 1; }
        if (error == 0) { return 2; }
        return 3;
    }
    char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return usable ? 0 : 1;
}

static inline SCREEN *wf_newterm(void) { return newterm(NULL, stdout, stdin); }

/* Rows and columns reported by the kernel for stdout, or 0 when unknown. */
static inline int wf_kernel_rows(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) { return 0; }
    return size.ws_row;
}

static inline int wf_kernel_cols(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) { return 0; }
    return size.ws_col;
}

/* ---- Terminal restoration and signals -------------------------------------------------- */

/* State lives in function-local statics: Swift's importer emits the definition of a static
 * inline function with its locals, but not file-scope static arrays or structs. */
typedef struct {
    volatile sig_atomic_t curses_active;
    volatile sig_atomic_t pending_terminate;
    volatile sig_atomic_t pending_suspend;
    int saved_termios_valid;
    int atexit_installed;
    struct termios saved_termios;
    size_t reset_sequence_length;
    char reset_sequence[256];
    struct sigaction previous_crash_actions[32];
} wf_state_t;

static inline wf_state_t *wf_state(void) {
    static wf_state_t state;
    return &state;
}

/* Saves the terminal modes before curses changes them (for the signal-safe restore). */
static inline void wf_save_terminal_modes(void) {
    wf_state()->saved_termios_valid = tcgetattr(STDIN_FILENO, &wf_state()->saved_termios) == 0;
}

static inline void wf_append_reset(const char *capability) {
    char *value = tigetstr((char *)capability);
    if (value == NULL || value == (char *)-1) { return; }
    size_t length = strlen(value);
    if (wf_state()->reset_sequence_length + length >= sizeof(wf_state()->reset_sequence)) { return; }
    memcpy(wf_state()->reset_sequence + wf_state()->reset_sequence_length, value, length);
    wf_state()->reset_sequence_length += length;
}

/* Captures the byte sequences that leave full-screen mode, once curses is initialised. */
static inline void wf_capture_reset_sequence(int mouse_enabled) {
    wf_state()->reset_sequence_length = 0;
    if (mouse_enabled) {
        static const char mouse_off[] = "\033[?1000l\033[?1002l\033[?1006l";
        memcpy(wf_state()->reset_sequence, mouse_off, sizeof(mouse_off) - 1);
        wf_state()->reset_sequence_length = sizeof(mouse_off) - 1;
    }
    wf_append_reset("sgr0");
    wf_append_reset("cnorm");
    wf_append_reset("rmcup");
}

/* Async-signal-safe last resort: restores the saved termios and writes the reset bytes. */
static void wf_restore_signal_safe(void) {
    if (!wf_state()->curses_active) { return; }
    if (wf_state()->saved_termios_valid) { tcsetattr(STDIN_FILENO, TCSANOW, &wf_state()->saved_termios); }
    if (wf_state()->reset_sequence_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, wf_state()->reset_sequence, wf_state()->reset_sequence_length);
        (void)ignored;
    }
    wf_state()->curses_active = 0;
}

/* SIGINT/SIGTERM/SIGHUP set a flag the event loop turns into a terminate event; a second
 * one while the first is still pending means the loop is stuck: restore and exit at once.
 * SIGTSTP sets the suspend flag; the event loop performs the suspension outside the handler. */
static void wf_on_signal(int signal_number) {
    if (signal_number == SIGTSTP) {
        wf_state()->pending_suspend = 1;
        return;
    }
    if (wf_state()->pending_terminate != 0) {
        wf_restore_signal_safe();
        _exit(128 + signal_number);
    }
    wf_state()->pending_terminate = signal_number;
}

static inline int wf_install_handler(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = wf_on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(signal_number, &action, NULL);
}

/* The signals of a crash: a Swift runtime trap (SIGILL / SIGTRAP), a bad memory access, abort. */
static inline const int *wf_crash_signals(int *count) {
    static const int signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV };
    *count = (int)(sizeof(signals) / sizeof(signals[0]));
    return signals;
}

/* A crash: give the terminal back first. A real fault then goes to the handler that was there
 * before (the Swift runtime's backtracer, or the default action), which reports it on a usable
 * terminal; a crash signal sent by another process (kill -SEGV) takes the default action, so the
 * process really ends instead of running on without its terminal. */
static void wf_on_crash(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    wf_restore_signal_safe();
    if (signal_number <= 0 || signal_number >= 32) { _exit(128 + signal_number); }
    int sent_by_process = info == NULL || info->si_code <= 0;
    if (sent_by_process) {
        signal(signal_number, SIG_DFL);
    } else {
        sigaction(signal_number, &wf_state()->previous_crash_actions[signal_number], NULL);
    }
    raise(signal_number);
}

static inline int wf_install_crash_handlers(void) {
    int count = 0;
    const int *signals = wf_crash_signals(&count);
    int failures = 0;
    for (int position = 0; position < count; position++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_sigaction = wf_on_crash;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        failures += sigaction(signals[position], &action, &wf_state()->previous_crash_actions[signals[position]]) != 0;
    }
    return failures;
}

/* Installs the SIGINT, SIGTERM, SIGHUP and SIGTSTP handlers (before curses starts, so that
 * ncurses keeps them instead of its own, which call _exit). Returns 0 on success. */
static inline int wf_install_signal_handlers(void) {
    int failures = 0;
    failures += wf_install_handler(SIGINT) != 0;
    failures += wf_install_handler(SIGTERM) != 0;
    failures += wf_install_handler(SIGHUP) != 0;
    failures += wf_install_handler(SIGTSTP) != 0;
    failures += wf_install_crash_handlers();
    return failures;
}

/* Read-and-clear as one atomic exchange, so a signal arriving in between is never lost. */
static inline int wf_take_pending_terminate(void) {
    return __atomic_exchange_n(&wf_state()->pending_terminate, 0, __ATOMIC_SEQ_CST);
}

static inline int wf_take_pending_suspend(void) {
    return __atomic_exchange_n(&wf_state()->pending_suspend, 0, __ATOMIC_SEQ_CST);
}

/* Whether the terminal behind standard input is gone (hung up, closed or invalid), without
 * waiting. */
static inline int wf_input_hung_up(void) {
    struct pollfd descriptor = { .fd = STDIN_FILENO, .events = POLLIN, .revents = 0 };
    if (poll(&descriptor, 1, 0) < 0) { return 0; }
    return (descriptor.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

static inline void wf_set_curses_active(int active) { wf_state()->curses_active = active; }
static inline int wf_is_curses_active(void) { return wf_state()->curses_active; }

/* Leaves curses mode if still in it; safe to call any number of times (not from a handler). */
static inline void wf_restore_terminal(void) {
    if (!wf_state()->curses_active) { return; }
    wf_state()->curses_active = 0;
    endwin();
    fflush(stdout);
}

static void wf_atexit_restore(void) { wf_restore_terminal(); }

/* Registers wf_restore_terminal with atexit, once. */
static inline void wf_install_atexit(void) {
    if (wf_state()->atexit_installed) { return; }
    wf_state()->atexit_installed = 1;
    atexit(wf_atexit_restore);
}

/* Stops the process with the default SIGTSTP action and reinstalls our handler once resumed. */
static inline void wf_stop_process(void) {
    /* The calling thread may block SIGTSTP (libdispatch's worker threads block every signal but
     * the synchronous ones), and a blocked raise would never stop anything: unblock it here for
     * the raise, which then stops the process before returning. */
    sigset_t stop, previous;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTSTP);
    signal(SIGTSTP, SIG_DFL);
    pthread_sigmask(SIG_UNBLOCK, &stop, &previous);
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    wf_install_handler(SIGTSTP);
}

#endif
