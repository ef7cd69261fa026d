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

const char *buf_commas(size_t v, char out[32]) {
    char tmp[32];
    int n = snprintf(tmp, sizeof tmp, "%zu", v), k = 0;
    for (int i = 0; i < n; i++) {
        if (i && (n - i) % 3 == 0) {
            out[k++] = ',';
        }
        out[k++] = tmp[i];
    }
    out[k] = '\0';
    return out;
}

void buf_add_cut(Buf *b, const char *head, size_t hn, const char *tail, size_t tn, size_t total,
                 const char *what) {
    const unsigned char *h = (const unsigned char *)head, *t = (const unsigned char *)tail;
    /* end the head after a newline in its last quarter, and start the tail after one in its
     * first quarter: whole lines read better; else cut at a UTF-8 character boundary */
    for (size_t i = hn; i > hn - hn / 4; i--) {
        if (h[i - 1] == '\n') {
            hn = i;
            break;
        }
    }
    if (hn && h[hn - 1] != '\n') { /* drop a character the cut left incomplete */
        size_t p = hn - 1;
        while (p > 0 && hn - p < 4 && (h[p] & 0xC0) == 0x80) {
            p--;
        }
        size_t len = h[p] >= 0xF0 ? 4 : h[p] >= 0xE0 ? 3 : h[p] >= 0xC0 ? 2 : 1;
        if (p + len > hn) {
            hn = p;
        }
    }
    size_t skip = 0;
    for (size_t i = 0; i < tn / 4; i++) {
        if (t[i] == '\n') {
            skip = i + 1;
            break;
        }
    }
    while (skip < tn && (t[skip] & 0xC0) == 0x80) {
        skip++;
    }
    t += skip;
    tn -= skip;
    char a[32], c[32], d[32], e[32];
    buf_add(b, head, hn);
    if (hn && h[hn - 1] != '\n') {
        buf_addc(b, '\n');
    }
    buf_printf(b,
               "[... %s bytes of %s cut here: %s in all, the first %s and the last %s shown ...]\n",
               buf_commas(total - hn - tn, a), what, buf_commas(total, c), buf_commas(hn, d),
               buf_commas(tn, e));
    buf_add(b, t, tn);
}

void buf_add_clipped(Buf *b, const char *s, size_t n, size_t max, const char *what) {
    if (max == 0 || n <= max) {
        buf_add(b, s, n);
        return;
    }
    buf_add_cut(b, s, max / 2, s + n - max / 2, max / 2, n, what);
}
