#define _XOPEN_SOURCE 600
#include "test_pseudo_terminal.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int test_open_pseudo_terminal(int *terminal, int *program) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) { return -1; }
    if (grantpt(master) != 0 || unlockpt(master) != 0) { close(master); return -1; }
    const char *name = ptsname(master);
    if (name == NULL) { close(master); return -1; }
    int slave = open(name, O_RDWR | O_NOCTTY);
    if (slave < 0) { close(master); return -1; }
    *terminal = master;
    *program = slave;
    return 0;
}
