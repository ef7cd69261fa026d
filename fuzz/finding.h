/*
 * finding.h: how a target reports a finding of its oracle: its words and the text that shows
 * it on stderr, then abort(), so that libFuzzer keeps the input (crash-<sha1>). A target
 * defines FUZZ_TARGET (its name) before including it.
 */
#ifndef MOONPY_FUZZ_FINDING_H
#define MOONPY_FUZZ_FINDING_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* detail: n bytes (NULL: none), at most 4000 of them shown */
static inline void finding(const char *what, const char *detail, size_t n) {
    fprintf(stderr, "%s: %s\n", FUZZ_TARGET, what);
    if (detail) {
        fwrite(detail, 1, n > 4000 ? 4000 : n, stderr);
        fputc('\n', stderr);
    }
    abort();
}

/* the same with a C string */
static inline void finding_s(const char *what, const char *detail) {
    finding(what, detail, detail ? strlen(detail) : 0);
}

#endif
