/* How many tests Swift Testing runs at once in this test bundle: at most 3 unless the
 * environment already says. Swift Testing runs tests concurrently on the shared cooperative
 * executor, as many at a time as it can start; on a machine with two cores a few long
 * synchronous tests (property tests, pictures decoded on the test's thread) take both of the
 * executor's threads, and the many other tests already started wait — their time limits and
 * their own deadlines running — for minutes. Bounding the width keeps a test from starting until
 * a slot is free, so every time limit measures the test itself. The variable is read by Swift
 * Testing when it starts, after the bundle is loaded: this constructor runs at load. */
#include "test_parallelism.h"

#include <stdlib.h>

static const char variable[] = "SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH";

__attribute__((constructor)) static void bound_parallelism(void) {
    setenv(variable, "3", 0);
}

const char *wf_test_parallelism_width(void) {
    return getenv(variable);
}
