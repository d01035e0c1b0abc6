/*
 * Terminal state that must survive signals: the pending-signal flags, the terminal modes saved
 * before curses starts, and the bytes that leave full-screen mode. One copy lives in
 * terminal_support.c; NcursesBackend (Swift) is its user, and TerminalProber uses
 * wf_query_terminal (terminal_query.c).
 *
 * Signals whose default action ends the process either become a pending "terminate" flag that
 * the event loop turns into an orderly exit with status 128 + signal (SIGHUP, SIGINT, SIGQUIT,
 * SIGTERM, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO,
 * SIGPWR, SIGSTKFLT and the real-time signals nobody else handles), or, for crashes (SIGILL,
 * SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS), restore the terminal at once and then take
 * their course. SIGTSTP and SIGCONT set flags the event loop acts on.
 *
 * Before the handlers are installed (argument parsing, opening the catalog), SIGQUIT has its
 * default action: a constructor takes it back from the Swift runtime's backtracer when the
 * program is loaded, so Ctrl-\ quits (status 131) instead of printing a crash report and waiting
 * for a key. Every other signal keeps its default action until then.
 */
#ifndef WATERFALL_TERMINAL_SUPPORT_H
#define WATERFALL_TERMINAL_SUPPORT_H

#include <stddef.h>

/* Saves the terminal modes of standard input before curses changes them (for the
 * signal-safe restore). */
void wf_save_terminal_modes(void);

/* Captures the byte sequences that leave full-screen mode (mouse reporting off when
 * `mouse_enabled`, rmkx (keypad and cursor keys back to normal mode), sgr0, cnorm, rmcup), once
 * curses is initialised. */
void wf_capture_reset_sequence(int mouse_enabled);

/* Installs the handlers described above (before curses starts, so that ncurses keeps them
 * instead of its own). Returns the number of handlers that could not be installed. */
int wf_install_signal_handlers(void);

/* Puts back the actions that wf_install_signal_handlers replaced (default actions, the Swift
 * runtime's crash handlers), so that after the session a signal acts as it would on any program.
 * A flag set before this call stays pending for wf_take_pending_terminate. */
void wf_uninstall_signal_handlers(void);

/* Creates the wake-up pipe (once; later calls do nothing). Returns 0, or -1 when no pipe could
 * be made (waits then end only on input, signals interrupting them, or their timeout). */
int wf_wake_init(void);

/* Ends the event loop's current or next wf_wait_for_input early. Async-signal-safe and
 * thread-safe: signal handlers call it, and so do threads with news (a page or a picture done). */
void wf_wake(void);

/* Waits until standard input has something to read (or hung up), wf_wake is called, a signal
 * arrives, or `timeout_ms` milliseconds pass (negative: no limit). Returns 1 for input, 2 for a
 * wake-up or signal (the pipe is emptied), 0 on timeout. */
int wf_wait_for_input(int timeout_ms);

/* Installs a SIGWINCH handler that calls the one in place (ncurses', which makes the next read
 * return KEY_RESIZE) and then wakes the loop; call after curses starts.
 * wf_uninstall_signal_handlers puts the previous one back. Returns 0 on success. */
int wf_chain_resize_wakeup(void);

/* Read-and-clear the pending terminating signal (0 when none), as one atomic exchange. */
int wf_take_pending_terminate(void);

/* Read-and-clear whether SIGTSTP arrived. */
int wf_take_pending_suspend(void);

/* Read-and-clear whether SIGCONT arrived (the process was stopped and continued). */
int wf_take_pending_continue(void);

/* Marks whether curses currently owns the terminal (the restore functions act only then). */
void wf_set_curses_active(int active);

/* Whether curses currently owns the terminal. */
int wf_is_curses_active(void);

/* Leaves curses mode if still in it (endwin, then flushes standard output); safe to call any
 * number of times, not from a signal handler. */
void wf_restore_terminal(void);

/* Brackets a write to the terminal (a frame, raw bytes): returns 0, and writes nothing, once a
 * signal handler has begun to restore the terminal; else 1, and the caller calls
 * wf_end_output when done. A handler that restores waits (at most 250 ms) for a write in
 * progress to end, so that no frame byte lands after the bytes that give the shell its screen
 * back. */
int wf_begin_output(void);

/* Ends what wf_begin_output began. */
void wf_end_output(void);

/* Registers wf_restore_terminal with atexit, once. */
void wf_install_atexit(void);

/* Stops the process as the default SIGTSTP action would (even on a thread that blocks the
 * signal) and reinstalls the handler once the process is continued. */
void wf_stop_process(void);

/* Whether this process's group owns the terminal on standard input: 1 when it does (the job is
 * in the foreground, so it may change terminal modes and draw), 0 when another group does (the
 * job is in the background), -1 when the terminal is gone (it is no longer this session's
 * controlling terminal: the session leader, such as the shell, has died, or it was hung up). */
int wf_is_foreground(void);

/* Whether writing to standard output failed since the last call (EPIPE, EIO: the terminal is
 * gone); clears the error. */
int wf_take_output_error(void);

/* Asks the terminal on `fd` (a tty, read and written) a question and collects its answers:
 * switches it to raw mode (no echo, no canonical input), writes `query` in one write, then reads
 * into `reply` (at most `capacity` bytes) until the reply to DA1 (`ESC [ ? ... c`, the query's
 * last question, which every terminal answers in order; inside tmux, a DA1 passed through to
 * the terminal outside is answered by that terminal, after its other answers) has arrived, or
 * `budget_ms` milliseconds have passed; restores the mode and discards input that arrives later
 * (TCSAFLUSH). Returns the number of bytes read, or -1 when `fd` is not a terminal or its modes
 * cannot be set. */
long wf_query_terminal(int fd, const unsigned char *query, size_t length, unsigned char *reply, size_t capacity, int budget_ms);

#endif
