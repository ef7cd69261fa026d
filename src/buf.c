/*
 * buf.c: growable byte buffers in C memory, for the host's text (program output, protocol
 * messages, frames). Never held across a Lua call that can raise: a buffer that a run writes
 * into belongs to the sandbox or the server, not to a C frame that Lua could unwind.
 */
#include <stdarg.h>
#include <stdint.h>
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

/* Length of the valid UTF-8 sequence at s (RFC 3629: no overlongs, no surrogates, at most
 * U+10FFFF), or 0 if the bytes there are not one. */
size_t utf8_seq(const unsigned char *s, size_t n) {
    unsigned c = s[0];
    if (c < 0x80) {
        return 1;
    }
    size_t len;
    unsigned min;
    uint32_t cp;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2, min = 0x80, cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3, min = 0x800, cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4, min = 0x10000, cp = c & 0x07;
    } else {
        return 0;
    }
    if (n < len) {
        return 0;
    }
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            return 0;
        }
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        return 0;
    }
    return len;
}

void buf_add_utf8(Buf *b, const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0, run = 0;
    while (i < n) {
        size_t k = p[i] == 0 ? 0 : p[i] < 0x80 ? 1 : utf8_seq(p + i, n - i);
        if (k) {
            i += k;
            continue;
        }
        buf_add(b, s + run, i - run);
        buf_adds(b, "\xEF\xBF\xBD");
        run = ++i;
    }
    buf_add(b, s + run, n - run);
}
