/*
 * unicode.h: the Unicode helpers the C runtime shares: the one UTF-8 decoder, and the character
 * classes that int()/float() parsing and str repr() need, exact for Unicode 14.0.0 (CPython
 * 3.11's tables, generated into runtime/data/unicodectype.h by tools/gen_unicode.py).
 */
#ifndef MOONPY_UNICODE_H
#define MOONPY_UNICODE_H

#include <stddef.h>

/* Decodes one UTF-8 sequence at s (n > 0 bytes left) into *cp: returns its length, or 0 when
 * it is not valid UTF-8 (a stray or truncated sequence, an overlong form, past U+10FFFF). */
int py_utf8_decode(const unsigned char *s, size_t n, unsigned int *cp);

/* The decimal digit value of code point c (str.isdecimal), or -1. */
int py_unicode_decimal(unsigned int c);

/* str.isspace() and str.isprintable() of code point c. */
int py_unicode_isspace(unsigned int c);
int py_unicode_isprintable(unsigned int c);

#endif
