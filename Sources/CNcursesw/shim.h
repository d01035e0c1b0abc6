/*
 * C shim for the ncursesw system library, used only by WaterfallTUI/Backends/NcursesBackend*.swift
 * and, for its feature-test macros, by CTerminalSupport/terminal_support.c.
 *
 * SwiftPM drops the -D flags pkg-config reports for ncursesw (-D_DEFAULT_SOURCE
 * -D_XOPEN_SOURCE=600), so the wide-character API (cchar_t, setcchar, wadd_wch, wget_wch) is
 * enabled here before the header is included.
 * Function-like macros (attributes, mouse masks, KEY_F) and C globals (stdscr, LINES, COLS,
 * COLORS, stdout) are exposed through small static inline functions, which keeps Swift 6
 * strict concurrency away from C global variables.
 *
 * Stateless only: the signal flags and the saved terminal state live in the C target
 * CTerminalSupport.
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

#include <errno.h>
#include <locale.h>
#include <poll.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* Enters curses mode on the terminal description `name` (NULL: TERM's). */
static inline SCREEN *wf_newterm(const char *name) { return newterm(name, stdout, stdin); }

/* The number of colours of terminal description `name` (NULL: TERM's), read without entering
 * curses mode: -1 when it has none, -2 when the description is not found. */
static inline int wf_terminfo_colors(const char *name) {
    int error = 0;
    if (setupterm(name, STDOUT_FILENO, &error) != OK) { return -2; }
    int colors = tigetnum("colors");
    del_curterm(cur_term);
    return colors < 0 ? -1 : colors;
}

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

/* ---- Output ----------------------------------------------------------------------------- */

/* Writes all `length` bytes to standard output, retrying interrupted and partial writes (and
 * waiting while a non-blocking descriptor is full). Returns 0, or -1 when the terminal is gone. */
static inline int wf_write_all(const unsigned char *bytes, size_t length) {
    size_t done = 0;
    while (done < length) {
        ssize_t written = write(STDOUT_FILENO, bytes + done, length - done);
        if (written > 0) {
            done += (size_t)written;
        } else if (written < 0 && errno == EINTR) {
            continue;
        } else if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            struct pollfd descriptor = { .fd = STDOUT_FILENO, .events = POLLOUT, .revents = 0 };
            (void)poll(&descriptor, 1, 100);
        } else {
            return -1;
        }
    }
    return 0;
}

/* The size of one character cell in pixels from the kernel's window size (xterm, kitty, foot
 * and most terminals fill in ws_xpixel / ws_ypixel), rounded down; 0 when unknown. */
static inline int wf_kernel_cell_width(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col == 0) { return 0; }
    return size.ws_xpixel / size.ws_col;
}

static inline int wf_kernel_cell_height(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0) { return 0; }
    return size.ws_ypixel / size.ws_row;
}

/* ---- Input ------------------------------------------------------------------------------ */

/* Whether the terminal behind standard input is gone (hung up, closed or invalid), without
 * waiting. */
static inline int wf_input_hung_up(void) {
    struct pollfd descriptor = { .fd = STDIN_FILENO, .events = POLLIN, .revents = 0 };
    if (poll(&descriptor, 1, 0) < 0) { return 0; }
    return (descriptor.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

#endif
