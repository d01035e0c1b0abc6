/* Opens pseudo-terminal pairs for the tests that play a terminal (tests only). */
#ifndef WATERFALL_TEST_PSEUDO_TERMINAL_H
#define WATERFALL_TEST_PSEUDO_TERMINAL_H

/* Opens a pseudo-terminal: *terminal is the side a test writes the terminal's answers to and
 * reads what the program sent; *program is the tty the program uses. Returns 0, or -1. */
int test_open_pseudo_terminal(int *terminal, int *program);

#endif
