/*
 * buf.c: growable byte buffers in C memory, for the host's text (program output, protocol
 * messages, frames). Never held across a Lua call that can raise: a buffer that a run writes
 * into belongs to the sandbox or the server, not to a C frame that Lua could unwind.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "moonpy_int.h"

static void buf_grow(Buf *b, size_t need) {
    if (b->n + need <= b->cap) {
        return;
    }
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->n + need) {
        cap *= 2;
    }
    char *p = realloc(b->p, cap);
    if (!p) {
        fputs("moonpy: out of memory\n", stderr);
        abort();
    }
    b->p = p;
    b->cap = cap;
}

void buf_add(Buf *b, const void *s, size_t n) {
    if (n == 0) {
        return;
    }
    buf_grow(b, n);
    memcpy(b->p + b->n, s, n);
    b->n += n;
}

void buf_adds(Buf *b, const char *s) {
    buf_add(b, s, strlen(s));
}

void buf_addc(Buf *b, char c) {
    buf_grow(b, 1);
    b->p[b->n++] = c;
}

void buf_printf(Buf *b, const char *fmt, ...) {
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0) {
        return;
    }
    if ((size_t)n < sizeof tmp) {
        buf_add(b, tmp, (size_t)n);
        return;
    }
    buf_grow(b, (size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(b->p + b->n, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->n += (size_t)n;
}

void buf_drop(Buf *b, size_t n) {
    if (n >= b->n) {
        b->n = 0;
        return;
    }
    memmove(b->p, b->p + n, b->n - n);
    b->n -= n;
}

void buf_free(Buf *b) {
    free(b->p);
    b->p = NULL;
    b->n = b->cap = 0;
}
