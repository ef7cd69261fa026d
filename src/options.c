/*
 * options.c: the one parser of command-line values, shared by `moonpy run` and `moonpy mcp`.
 *
 *   sizes     4096, 64K, 256M, 1.5G (K, M, G are powers of 1024; "i" and "B" may follow:
 *             256MiB, 1GB, 512b)
 *   seconds   30, 0.5
 *   counts    whole numbers: 0, 100000
 *
 * Each command describes its options in a table (Opt); opt_parse takes one option and its
 * value from argv. A bad or missing value is refused with a message that says what it expects,
 * and the command exits with status 2: no option is ever silently read as 0.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "moonpy_int.h"

#define OPT_SIZE_MAX 1e18

/* A decimal number: digits with an optional fraction (no sign, no exponent). Returns where it
 * ends, or NULL if s does not start with one. */
static const char *opt_number(const char *s, double *out) {
    const char *p = s;
    int digits = 0;
    while (*p >= '0' && *p <= '9') {
        p++;
        digits++;
    }
    if (*p == '.') {
        p++;
        while (*p >= '0' && *p <= '9') {
            p++;
            digits++;
        }
    }
    if (digits == 0) {
        return NULL;
    }
    char tmp[64];
    size_t n = (size_t)(p - s);
    if (n >= sizeof tmp) {
        return NULL;
    }
    memcpy(tmp, s, n);
    tmp[n] = '\0';
    *out = strtod(tmp, NULL);
    return p;
}

int opt_size(const char *s, size_t *out) {
    double v;
    const char *p = opt_number(s, &v);
    if (!p) {
        return 0;
    }
    double unit = 1;
    switch (*p) {
    case 'k':
    case 'K':
        unit = 1024.0;
        break;
    case 'm':
    case 'M':
        unit = 1024.0 * 1024;
        break;
    case 'g':
    case 'G':
        unit = 1024.0 * 1024 * 1024;
        break;
    default:
        break;
    }
    if (unit > 1) {
        p++;
        if (*p == 'i') {
            p++;
        }
    }
    if (*p == 'B' || *p == 'b') {
        p++;
    }
    v *= unit;
    if (*p || v > OPT_SIZE_MAX) {
        return 0;
    }
    *out = (size_t)v;
    return 1;
}

int opt_seconds(const char *s, double *out) {
    double v;
    const char *p = opt_number(s, &v);
    if (!p || *p || !isfinite(v)) {
        return 0;
    }
    *out = v;
    return 1;
}

int opt_count(const char *s, long long *out) {
    if (*s < '0' || *s > '9') {
        return 0;
    }
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (*end || errno == ERANGE) {
        return 0;
    }
    *out = v;
    return 1;
}

/* What an option of this kind expects, for the refusal message. */
static void opt_refuse(const char *prog, const Opt *o, const char *v) {
    char range[96] = "";
    if (o->min_excl) {
        snprintf(range, sizeof range, " above %g", o->min);
    } else if (o->min > 0 && o->max > 0) {
        snprintf(range, sizeof range, " from %g to %g", o->min, o->max);
    } else if (o->min > 0) {
        snprintf(range, sizeof range, " of at least %g", o->min);
    } else if (o->max > 0) {
        snprintf(range, sizeof range, " of at most %g", o->max);
    }
    const char *noun = o->kind == OPT_SIZE      ? "a size"
                       : o->kind == OPT_SECONDS ? "seconds"
                                                : "a whole number";
    const char *example = o->kind == OPT_SIZE      ? ", such as 4096, 64K, 256M or 1.5G"
                          : o->kind == OPT_SECONDS ? ", such as 30 or 0.5"
                                                   : "";
    if (!v) {
        fprintf(stderr, "%s: %s needs a value (%s%s%s)\n", prog, o->name, noun, range, example);
    } else {
        fprintf(stderr, "%s: bad value for %s: '%s' (expected %s%s%s)\n", prog, o->name, v, noun,
                range, example);
    }
}

static int opt_in_range(const Opt *o, double v) {
    if (o->min_excl ? !(v > o->min) : v < o->min) {
        return 0;
    }
    return o->max <= 0 || v <= o->max;
}

int opt_parse(const Opt *opts, int argc, char **argv, int *i, const char *prog) {
    const char *a = argv[*i];
    const Opt *o = opts;
    while (o->name && strcmp(o->name, a) != 0) {
        o++;
    }
    if (!o->name) {
        return 0;
    }
    if (o->kind == OPT_FLAG) {
        *(int *)o->dst = 1;
        return 1;
    }
    const char *v = *i + 1 < argc ? argv[*i + 1] : NULL;
    if (!v) {
        opt_refuse(prog, o, NULL);
        return -1;
    }
    int ok = 0;
    size_t size = 0;
    double secs = 0;
    long long count = 0;
    switch (o->kind) {
    case OPT_SIZE:
        ok = opt_size(v, &size) && opt_in_range(o, (double)size);
        if (ok) {
            *(size_t *)o->dst = size;
        }
        break;
    case OPT_SECONDS:
        ok = opt_seconds(v, &secs) && opt_in_range(o, secs);
        if (ok) {
            *(double *)o->dst = secs;
        }
        break;
    case OPT_COUNT:
        ok = opt_count(v, &count) && opt_in_range(o, (double)count);
        if (ok) {
            *(long long *)o->dst = count;
        }
        break;
    case OPT_INT:
        ok = opt_count(v, &count) && count <= INT_MAX && opt_in_range(o, (double)count);
        if (ok) {
            *(int *)o->dst = (int)count;
        }
        break;
    default:
        break;
    }
    if (!ok) {
        opt_refuse(prog, o, v);
        return -1;
    }
    (*i)++;
    return 1;
}
