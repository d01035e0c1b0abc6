/* Bounds how many tests run at once in the test bundle (see parallelism.c). */
#ifndef WATERFALL_TEST_PARALLELISM_H
#define WATERFALL_TEST_PARALLELISM_H

/* The bound in force: the value of SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH. */
const char *wf_test_parallelism_width(void);

#endif
