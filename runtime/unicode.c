/*
 * unicode.c: the Unicode helpers of unicode.h over the generated tables of
 * data/unicodectype.h (binary searches; the tables are sorted).
 */
#include "unicode.h"
#include "data/unicodectype.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Is c in one of the n sorted {first, last} ranges r? */
static int in_ranges(const unsigned int (*r)[2], size_t n, unsigned int c) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (c < r[mid][0]) {
            hi = mid;
        } else if (c > r[mid][1]) {
            lo = mid + 1;
        } else {
            return 1;
        }
    }
    return 0;
}

int py_unicode_decimal(unsigned int c) {
    size_t lo = 0, hi = COUNT(uni_decimal_zeros);
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (c < uni_decimal_zeros[mid]) {
            hi = mid;
        } else if (c >= uni_decimal_zeros[mid] + 10) {
            lo = mid + 1;
        } else {
            return (int)(c - uni_decimal_zeros[mid]);
        }
    }
    return -1;
}

int py_unicode_isspace(unsigned int c) {
    return in_ranges(uni_space, COUNT(uni_space), c);
}

int py_unicode_isprintable(unsigned int c) {
    return in_ranges(uni_printable, COUNT(uni_printable), c);
}

int py_utf8_decode(const unsigned char *s, size_t n, unsigned int *cp) {
    unsigned int c = s[0];
    int len, i;
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    if (c >= 0xc2 && c <= 0xdf) {
        len = 2;
        c &= 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        c &= 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        c &= 0x07;
    } else {
        return 0;
    }
    if (n < (size_t)len) {
        return 0;
    }
    for (i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80) {
            return 0;
        }
        c = (c << 6) | (s[i] & 0x3f);
    }
    if ((len == 3 && c < 0x800) || (len == 4 && (c < 0x10000 || c > 0x10ffff))) {
        return 0;
    }
    *cp = c;
    return len;
}
