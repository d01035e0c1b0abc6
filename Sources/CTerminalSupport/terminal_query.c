#include "terminal_support.h"

#include <errno.h>
#include <poll.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

/* Milliseconds on a monotonic clock. */
static long long now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* Whether `reply[0..<length]` holds a complete DA1 answer: ESC [ ? digits/semicolons c. */
static int has_da1(const unsigned char *reply, size_t length) {
    for (size_t start = 0; start + 3 < length; start++) {
        if (reply[start] != 0x1B || reply[start + 1] != '[' || reply[start + 2] != '?') { continue; }
        size_t index = start + 3;
        while (index < length && ((reply[index] >= '0' && reply[index] <= '9') || reply[index] == ';')) { index++; }
        if (index < length && reply[index] == 'c') { return 1; }
    }
    return 0;
}

long wf_query_terminal(int fd, const unsigned char *query, size_t length, unsigned char *reply, size_t capacity, int budget_ms) {
    if (!isatty(fd)) { return -1; }
    struct termios saved;
    if (tcgetattr(fd, &saved) != 0) { return -1; }
    struct termios raw = saved;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(fd, TCSANOW, &raw) != 0) { return -1; }

    size_t written = 0;
    long long deadline = now_ms() + budget_ms;
    while (written < length) {
        ssize_t count = write(fd, query + written, length - written);
        if (count > 0) { written += (size_t)count; }
        else if (count < 0 && errno == EINTR) { continue; }
        else { break; }
    }
    size_t received = 0;
    while (written == length && received < capacity && !has_da1(reply, received)) {
        long long left = deadline - now_ms();
        if (left <= 0) { break; }
        struct pollfd descriptor = { .fd = fd, .events = POLLIN, .revents = 0 };
        int ready = poll(&descriptor, 1, (int)left);
        if (ready < 0 && errno == EINTR) { continue; }
        if (ready <= 0 || (descriptor.revents & POLLIN) == 0) { break; }
        ssize_t count = read(fd, reply + received, capacity - received);
        if (count > 0) { received += (size_t)count; }
        else if (count < 0 && errno == EINTR) { continue; }
        else { break; }
    }
    tcsetattr(fd, TCSAFLUSH, &saved);
    return (long)received;
}
