/*
 * objstr.c: the hot paths of str's methods (runtime/strmethods.lua keeps the definitions).
 *
 * A Python str is a Lua string holding UTF-8. Searching and splitting on a separator work on
 * bytes whatever the text (a UTF-8 sequence never matches inside another); case mapping,
 * whitespace and character classes are exact here only for ASCII, so those functions return
 * nil when they meet a byte >= 0x80 and strmethods.lua takes its Unicode path. The functions
 * do not check their arguments' types: strmethods.lua calls them after its own checks.
 * Work beyond a few KiB is charged to the operation budget before it is done.
 */
#define _GNU_SOURCE /* memmem */
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include "objint.h"

#define CHARGE_MIN 4096

static void charge(lua_State *L, size_t n) {
    if (n >= CHARGE_MIN) {
        py_charge(L, (long long)(n / 64));
    }
}

/* the first x (m bytes, m > 0) in the n bytes at p, or NULL: memchr for one byte (memmem's
 * setup costs more than a short match, and replace/count/split call it per occurrence) */
static const char *find_sub(const char *p, size_t n, const char *x, size_t m) {
    if (m > n) {
        return NULL;
    }
    if (m == 1) {
        return memchr(p, x[0], n);
    }
    return memmem(p, n, x, m);
}

/* 1 if none of the n bytes at p has its high bit set */
static int ascii_bytes(const unsigned char *p, size_t n) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        if (w & UINT64_C(0x8080808080808080)) {
            return 0;
        }
    }
    for (; i < n; i++) {
        if (p[i] & 0x80) {
            return 0;
        }
    }
    return 1;
}

/* Python's whitespace among the ASCII bytes: \t \n \v \f \r, \x1c-\x1f and the space */
static int is_ws(unsigned char c) {
    return c == ' ' || (c >= 9 && c <= 13) || (c >= 28 && c <= 31);
}

static int is_upper(unsigned char c) {
    return c >= 'A' && c <= 'Z';
}
static int is_lower(unsigned char c) {
    return c >= 'a' && c <= 'z';
}

/* isascii(s) -> bool */
static int s_isascii(lua_State *L) {
    if (lua_type(L, 1) == LUA_TSTRING) { /* the VM keeps a long string's answer */
        lua_pushboolean(L, lua_mp_isascii(L, 1));
        return 1;
    }
    size_t n;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, 1, &n);
    charge(L, n);
    lua_pushboolean(L, ascii_bytes(p, n));
    return 1;
}

/* split_ws(s [, maxsplit]) -> the words of s (a Lua array), at most maxsplit splits (< 0 or
 * none: all; the rest after the last keeps its trailing whitespace), or nil when s is not
 * ASCII */
static int split_ws_push(lua_State *L, const unsigned char *p, size_t n, lua_Integer maxs) {
    size_t i = 0;
    lua_Integer k = 0;
    charge(L, n);
    if (!ascii_bytes(p, n)) {
        return 0;
    }
    lua_createtable(L, 4, 0);
    while (i < n) {
        while (i < n && is_ws(p[i])) {
            i++;
        }
        if (i == n) {
            break;
        }
        if (maxs >= 0 && k == maxs) {
            lua_pushlstring(L, (const char *)p + i, n - i);
            lua_rawseti(L, -2, ++k);
            break;
        }
        size_t a = i;
        while (i < n && !is_ws(p[i])) {
            i++;
        }
        lua_pushlstring(L, (const char *)p + a, i - a);
        lua_rawseti(L, -2, ++k);
        if ((k & 0xFFF) == 0) {
            py_charge(L, 0x400); /* a string made per word: the deadline is checked */
        }
    }
    return 1;
}
static int s_split_ws(lua_State *L) {
    size_t n;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, 1, &n);
    return split_ws_push(L, p, n, luaL_optinteger(L, 2, -1));
}

/* split_sep(s, sep, maxsplit) -> the parts of s between occurrences of sep (not ""), at most
 * maxsplit splits (< 0: all), as a Lua array */
static int split_sep_push(lua_State *L, const char *s, size_t n, const char *sep, size_t m,
                          lua_Integer maxs) {
    lua_Integer k = 0;
    const char *pos = s, *end = s + n;
    charge(L, n);
    lua_createtable(L, 4, 0);
    while (maxs < 0 || k < maxs) {
        const char *q =
            (size_t)(end - pos) >= m ? find_sub(pos, (size_t)(end - pos), sep, m) : NULL;
        if (q == NULL) {
            break;
        }
        lua_pushlstring(L, pos, (size_t)(q - pos));
        lua_rawseti(L, -2, ++k);
        pos = q + m;
        if ((k & 0xFFF) == 0) {
            py_charge(L, 0x400);
        }
    }
    lua_pushlstring(L, pos, (size_t)(end - pos));
    lua_rawseti(L, -2, ++k);
    return 1;
}
static int s_split_sep(lua_State *L) {
    size_t n, m;
    const char *s = lua_tolstring(L, 1, &n), *sep = lua_tolstring(L, 2, &m);
    return split_sep_push(L, s, n, sep, m, lua_tointeger(L, 3));
}

/* strip_ws(s, left, right) -> s without its leading and/or trailing whitespace, or nil when a
 * byte >= 0x80 is where the whitespace would end (it may start a Unicode space) */
static int s_strip_ws(lua_State *L) {
    size_t n, i = 0, j;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, 1, &n);
    j = n;
    if (lua_toboolean(L, 2)) {
        while (i < n && is_ws(p[i])) {
            i++;
        }
        if (i < n && p[i] >= 0x80) {
            return 0;
        }
    }
    if (lua_toboolean(L, 3)) {
        while (j > i && is_ws(p[j - 1])) {
            j--;
        }
        if (j > i && p[j - 1] >= 0x80) {
            return 0;
        }
    }
    if (i == 0 && j == n) {
        lua_settop(L, 1);
    } else {
        lua_pushlstring(L, (const char *)p + i, j - i);
    }
    return 1;
}

/* strip_chars(s, chars, left, right) -> s without its leading and/or trailing bytes that are in
 * chars, an ASCII str (so the bytes of s's other code points, all >= 0x80, are never stripped) */
static int s_strip_chars(lua_State *L) {
    size_t n, nc, i = 0, j;
    const unsigned char *p = (const unsigned char *)luaL_checklstring(L, 1, &n);
    const unsigned char *c = (const unsigned char *)luaL_checklstring(L, 2, &nc);
    unsigned char set[256] = {0};
    for (size_t k = 0; k < nc; k++) {
        set[c[k]] = 1;
    }
    j = n;
    if (lua_toboolean(L, 3)) {
        while (i < n && set[p[i]]) {
            i++;
        }
    }
    if (lua_toboolean(L, 4)) {
        while (j > i && set[p[j - 1]]) {
            j--;
        }
    }
    if (i == 0 && j == n) {
        lua_settop(L, 1);
    } else {
        lua_pushlstring(L, (const char *)p + i, j - i);
    }
    return 1;
}

/* The case mappings of an ASCII str into a buffer: mode 't' title, 'c' capitalize; nil when
 * s is not ASCII */
static int case_map(lua_State *L, int mode) {
    size_t n, i;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, 1, &n);
    luaL_Buffer b;
    charge(L, n);
    if (!ascii_bytes(p, n)) {
        return 0;
    }
    char *out = luaL_buffinitsize(L, &b, n);
    int prev_cased = 0;
    for (i = 0; i < n; i++) {
        unsigned char c = p[i];
        int up = mode == 't' ? !prev_cased : i == 0;
        if (is_lower(c) && up) {
            c = (unsigned char)(c - 32);
        } else if (is_upper(c) && !up) {
            c = (unsigned char)(c + 32);
        }
        prev_cased = is_upper(c) || is_lower(c);
        out[i] = (char)c;
    }
    luaL_pushresultsize(&b, n);
    return 1;
}

static int s_title(lua_State *L) {
    return case_map(L, 't');
}
static int s_capitalize(lua_State *L) {
    return case_map(L, 'c');
}

/* isupper(s) / islower(s) -> bool, or nil when s is not ASCII */
static int case_test(lua_State *L, int upper) {
    size_t n, i;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, 1, &n);
    int cased = 0;
    charge(L, n);
    for (i = 0; i < n; i++) {
        unsigned char c = p[i];
        if (c >= 0x80) {
            return 0;
        }
        if (upper ? is_lower(c) : is_upper(c)) {
            lua_pushboolean(L, 0);
            return 1;
        }
        cased |= upper ? is_upper(c) : is_lower(c);
    }
    lua_pushboolean(L, cased);
    return 1;
}

static int s_isupper(lua_State *L) {
    return case_test(L, 1);
}
static int s_islower(lua_State *L) {
    return case_test(L, 0);
}

/* affix(s, x, isend) -> whether s starts (ends) with str x, or with one of the strs of the
 * Lua array x; nil when an item of x is not a str */
static int s_affix(lua_State *L) {
    size_t n, m;
    const char *s = lua_tolstring(L, 1, &n);
    int isend = lua_toboolean(L, 3);
    lua_Integer k, count = 1;
    int tuple = lua_type(L, 2) == LUA_TTABLE;
    if (tuple) {
        count = (lua_Integer)lua_rawlen(L, 2);
        for (k = 1; k <= count; k++) {
            int t = lua_rawgeti(L, 2, k);
            lua_pop(L, 1);
            if (t != LUA_TSTRING) {
                return 0;
            }
        }
    }
    for (k = 1; k <= count; k++) {
        if (tuple) {
            lua_rawgeti(L, 2, k);
        } else {
            lua_pushvalue(L, 2);
        }
        const char *x = lua_tolstring(L, -1, &m);
        int hit = m <= n && memcmp(isend ? s + n - m : s, x, m) == 0;
        lua_pop(L, 1);
        if (hit) {
            lua_pushboolean(L, 1);
            return 1;
        }
    }
    lua_pushboolean(L, 0);
    return 1;
}

/* find(s, x) -> the code point index of the first x in s, or -1 */
static int s_find(lua_State *L) {
    size_t n, m, i, cps = 0;
    const char *s = lua_tolstring(L, 1, &n), *x = lua_tolstring(L, 2, &m);
    charge(L, n);
    const char *q = m <= n ? find_sub(s, n, x, m) : NULL;
    if (q == NULL) {
        lua_pushinteger(L, -1);
        return 1;
    }
    for (i = 0; i < (size_t)(q - s); i++) {
        cps += ((unsigned char)s[i] & 0xC0) != 0x80;
    }
    lua_pushinteger(L, (lua_Integer)cps);
    return 1;
}

/* count(s, x) -> the non-overlapping occurrences of x (not "") in s */
static int s_count(lua_State *L) {
    size_t n, m;
    const char *s = lua_tolstring(L, 1, &n), *x = lua_tolstring(L, 2, &m);
    const char *pos = s, *end = s + n;
    lua_Integer c = 0;
    charge(L, n);
    while ((size_t)(end - pos) >= m) {
        const char *q = find_sub(pos, (size_t)(end - pos), x, m);
        if (q == NULL) {
            break;
        }
        c++;
        pos = q + m;
        if ((c & 0xFFFF) == 0) {
            py_charge(L, 0x4000);
        }
    }
    lua_pushinteger(L, c);
    return 1;
}

/* replace(s, old, new, count) -> s with the first count (< 0: every) old (not "") replaced. The
 * occurrences are counted first (the deadline checked every 64 Ki of them), then the result is
 * written into one buffer of its final size. */
static int s_replace(lua_State *L) {
    size_t n, m, r;
    const char *s = lua_tolstring(L, 1, &n), *old = lua_tolstring(L, 2, &m);
    const char *rep = lua_tolstring(L, 3, &r);
    lua_Integer count = lua_tointeger(L, 4), k = 0;
    const char *pos = s, *end = s + n, *q;
    luaL_Buffer b;
    charge(L, n);
    if (m == 1 && count < 0) { /* one byte, every occurrence: a plain scan */
        char c = old[0];
        for (size_t i = 0; i < n; i++) {
            k += s[i] == c;
        }
        if (k == 0) {
            lua_settop(L, 1);
            return 1;
        }
        if (r > 1 && (size_t)k > (SIZE_MAX - n) / (r - 1)) {
            return py_limit(L, "MemoryError", "memory limit exceeded");
        }
        size_t total = n - (size_t)k + (size_t)k * r;
        charge(L, total);
        char *out = luaL_buffinitsize(L, &b, total), *o = out;
        for (size_t i = 0; i < n; i++) {
            if (s[i] == c) {
                memcpy(o, rep, r);
                o += r;
            } else {
                *o++ = s[i];
            }
        }
        luaL_pushresultsize(&b, total);
        return 1;
    }
    while ((count < 0 || k < count) && (size_t)(end - pos) >= m &&
           (q = find_sub(pos, (size_t)(end - pos), old, m)) != NULL) {
        k++;
        pos = q + m;
        if ((k & 0xFFFF) == 0) {
            py_charge(L, 0x4000);
        }
    }
    if (k == 0) {
        lua_settop(L, 1);
        return 1;
    }
    if (r > m && (size_t)k > (SIZE_MAX - n) / (r - m)) {
        return py_limit(L, "MemoryError", "memory limit exceeded");
    }
    size_t total = n - (size_t)k * m + (size_t)k * r;
    charge(L, total);
    char *out = luaL_buffinitsize(L, &b, total), *o = out;
    pos = s;
    for (lua_Integer i = 0; i < k; i++) {
        q = find_sub(pos, (size_t)(end - pos), old, m);
        memcpy(o, pos, (size_t)(q - pos));
        o += q - pos;
        memcpy(o, rep, r);
        o += r;
        pos = q + m;
    }
    memcpy(o, pos, (size_t)(end - pos));
    luaL_pushresultsize(&b, total);
    return 1;
}

/* The length of the line break at p (before end), 0 if none: \n \r \r\n \v \f \x1c-\x1e, and
 * U+0085, U+2028, U+2029 in UTF-8 */
static size_t eol_len(const unsigned char *p, const unsigned char *end) {
    switch (*p) {
    case '\n':
    case 11:
    case 12:
    case 28:
    case 29:
    case 30:
        return 1;
    case '\r':
        return p + 1 < end && p[1] == '\n' ? 2 : 1;
    case 0xC2:
        return p + 1 < end && p[1] == 0x85 ? 2 : 0;
    case 0xE2:
        return p + 2 < end && p[1] == 0x80 && (p[2] == 0xA8 || p[2] == 0xA9) ? 3 : 0;
    default:
        return 0;
    }
}

/* splitlines(s, keepends) -> the lines of s (a Lua array) */
static int s_splitlines(lua_State *L) {
    size_t n;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, 1, &n);
    const unsigned char *end = p + n, *line = p, *q = p;
    int keep = lua_toboolean(L, 2);
    lua_Integer k = 0;
    charge(L, n);
    lua_createtable(L, 4, 0);
    while (q < end) {
        size_t e = eol_len(q, end);
        if (e == 0) {
            q++;
            continue;
        }
        lua_pushlstring(L, (const char *)line, (size_t)(q - line) + (keep ? e : 0));
        lua_rawseti(L, -2, ++k);
        q += e;
        line = q;
        if ((k & 0xFFF) == 0) {
            py_charge(L, 0x400);
        }
    }
    if (line < end) {
        lua_pushlstring(L, (const char *)line, (size_t)(end - line));
        lua_rawseti(L, -2, ++k);
    }
    return 1;
}

/* ---- format(v, spec) for ints, floats and strs with the common specs ---- */

typedef struct Spec {
    char fill, align, sign, type, sep;
    int alt, width, prec, gsize, zero, fill_given;
} Spec;

/* parses [[fill]align][sign][#][0][width][,|_][.prec][type] with an ASCII fill; 0 for anything
 * else (z, a non-ASCII fill, widths past 10^6, a precision past 99, an unknown form): the Lua
 * path decides, with CPython's errors */
static int parse_spec(const char *p, size_t n, Spec *sp) {
    const char *end = p + n;
    memset(sp, 0, sizeof *sp);
    sp->fill = ' ';
    sp->prec = -1;
    if (n >= 2 && strchr("<>=^", p[1]) && p[1] != '\0') {
        if ((unsigned char)p[0] >= 0x80) {
            return 0;
        }
        sp->fill = p[0];
        sp->fill_given = 1;
        sp->align = p[1];
        p += 2;
    } else if (n >= 1 && strchr("<>=^", p[0]) && p[0] != '\0') {
        sp->align = *p++;
    }
    if (p < end && (*p == '+' || *p == '-' || *p == ' ')) {
        sp->sign = *p++;
    }
    if (p < end && *p == 'z') {
        return 0;
    }
    if (p < end && *p == '#') {
        sp->alt = 1;
        p++;
    }
    if (p < end && *p == '0') {
        sp->zero = 1; /* a '0' fill unless one was given; '=' for numbers without an align */
        if (!sp->fill_given) {
            sp->fill = '0';
        }
        p++;
    }
    while (p < end && *p >= '0' && *p <= '9') {
        sp->width = sp->width * 10 + (*p++ - '0');
        if (sp->width > 1000000) {
            return 0;
        }
    }
    if (p < end && (*p == ',' || *p == '_')) {
        sp->sep = *p++;
        if (p < end && (*p == ',' || *p == '_')) {
            return 0;
        }
    }
    if (p < end && *p == '.') {
        p++;
        if (p == end || *p < '0' || *p > '9') {
            return 0;
        }
        sp->prec = 0;
        while (p < end && *p >= '0' && *p <= '9') {
            sp->prec = sp->prec * 10 + (*p++ - '0');
            if (sp->prec > 99) {
                return 0;
            }
        }
    }
    if (p < end) {
        sp->type = *p++;
    }
    return p == end;
}

/* sign, prefix, digits grouped by sp, remainder, laid out in sp's width */
static void layout(luaL_Buffer *b, const Spec *sp, const char *sign, const char *prefix,
                   const char *digits, size_t nd, const char *rem, size_t nrem, char align) {
    size_t ns = strlen(sign), np = strlen(prefix), ng = nd;
    if (sp->sep && nd > 0) {
        ng = nd + (nd - 1) / (size_t)sp->gsize;
    }
    size_t total = ns + np + ng + nrem;
    size_t npad = (size_t)sp->width > total ? (size_t)sp->width - total : 0, left = 0;
    if (align == '>') {
        left = npad;
    } else if (align == '^') {
        left = npad / 2;
    }
    if (align != '=') {
        for (size_t i = 0; i < left; i++) {
            luaL_addchar(b, sp->fill);
        }
    }
    luaL_addlstring(b, sign, ns);
    luaL_addlstring(b, prefix, np);
    if (align == '=') {
        for (size_t i = 0; i < npad; i++) {
            luaL_addchar(b, sp->fill);
        }
    }
    if (sp->sep && nd > 0) {
        for (size_t i = 0; i < nd; i++) {
            if (i > 0 && (nd - i) % (size_t)sp->gsize == 0) {
                luaL_addchar(b, sp->sep);
            }
            luaL_addchar(b, digits[i]);
        }
    } else {
        luaL_addlstring(b, digits, nd);
    }
    luaL_addlstring(b, rem, nrem);
    if (align == '<' || align == '^') {
        for (size_t i = 0; i < npad - left; i++) {
            luaL_addchar(b, sp->fill);
        }
    }
}

static const char *sign_of(int neg, const Spec *sp) {
    return neg ? "-" : sp->sign == '+' ? "+" : sp->sign == ' ' ? " " : "";
}

/* printf's "%.<prec>f" (with '#': "%#.<prec>f") of a finite x below 1e15 and prec at most
 * 17, exactly as glibc writes it (the binary value rounded half-even at the last digit), from
 * integers: x = m * 2^-k, so x * 10^prec = m * 10^prec / 2^k, and m * 10^prec < 2^110. Returns
 * the length written to buf (at least 40 bytes), or -1 where printf must do it. */
static int fixed_exact(double x, int prec, int alt, char *buf) {
    if (!(fabs(x) < 1e15) || prec < 0 || prec > 17) {
        return -1;
    }
    int e;
    double fr = frexp(fabs(x), &e); /* |x| = fr * 2^e, 0.5 <= fr < 1 */
    uint64_t m = (uint64_t)ldexp(fr, 53);
    int k = 53 - e; /* |x| = m / 2^k */
    unsigned __int128 n = m, q;
    for (int i = 0; i < prec; i++) {
        n *= 10;
    }
    if (m == 0) {
        q = 0;
    } else if (k <= 0) {
        q = n << -k; /* an integer: |x| < 1e15, so this fits */
    } else if (k < 127) {
        q = n >> k;
        unsigned __int128 r = n - (q << k), half = (unsigned __int128)1 << (k - 1);
        if (r > half || (r == half && (q & 1))) {
            q++;
        }
    } else {
        q = 0; /* |x| < 2^-73: far below half a unit of the 17th decimal */
    }
    char digits[48];
    int nd = 0;
    while (q > UINT64_MAX) { /* (128-bit division is a library call: only while needed) */
        digits[nd++] = (char)('0' + (int)(q % 10));
        q /= 10;
    }
    uint64_t q64 = (uint64_t)q;
    do {
        digits[nd++] = (char)('0' + (int)(q64 % 10));
        q64 /= 10;
    } while (q64 > 0);
    while (nd < prec + 1) {
        digits[nd++] = '0';
    }
    int len = 0;
    if (signbit(x)) {
        buf[len++] = '-';
    }
    for (int i = nd - 1; i >= 0; i--) {
        buf[len++] = digits[i];
        if (i == prec && (prec > 0 || alt)) {
            buf[len++] = '.';
        }
    }
    buf[len] = '\0';
    return len;
}

/* a float with type f F e E % */
static int fmt_float(lua_State *L, double x, Spec *sp) {
    char buf[512], f[16];
    int pct = sp->type == '%';
    if (!isfinite(x)) {
        return 0;
    }
    if (pct) {
        x *= 100;
    }
    if (!isfinite(x)) {
        return 0;
    }
    char conv = pct ? 'f' : sp->type;
    int prec = sp->prec < 0 ? 6 : sp->prec;
    int len = conv == 'f' || conv == 'F' ? fixed_exact(x, prec, sp->alt, buf) : -1;
    if (len < 0) {
        snprintf(f, sizeof f, "%%%s.%d%c", sp->alt ? "#" : "", prec, conv);
        len = snprintf(buf, sizeof buf - 1, f, x);
    }
    if (len <= 0 || len >= (int)sizeof buf - 2) {
        return 0;
    }
    if (pct) {
        buf[len++] = '%';
        buf[len] = '\0';
    }
    const char *s = buf;
    int neg = *s == '-';
    if (neg) {
        s++;
    }
    size_t nd = strspn(s, "0123456789");
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    layout(&b, sp, sign_of(neg, sp), "", s, nd, s + nd, strlen(s + nd),
           sp->align ? sp->align : '>');
    luaL_pushresult(&b);
    return 1;
}

/* an int (a Lua integer) with type d x X o b or none */
static int fmt_int(lua_State *L, lua_Integer v, Spec *sp) {
    char digits[80];
    const char *prefix = "";
    lua_Unsigned u = v < 0 ? (lua_Unsigned)0 - (lua_Unsigned)v : (lua_Unsigned)v;
    int base = 10, nd = 0;
    switch (sp->type) {
    case '\0':
    case 'd':
        base = 10;
        break;
    case 'x':
        base = 16;
        prefix = sp->alt ? "0x" : "";
        break;
    case 'X':
        base = 16;
        prefix = sp->alt ? "0X" : "";
        break;
    case 'o':
        base = 8;
        prefix = sp->alt ? "0o" : "";
        break;
    case 'b':
        base = 2;
        prefix = sp->alt ? "0b" : "";
        break;
    default:
        return 0;
    }
    if (sp->sep == ',' && base != 10) {
        return 0; /* CPython's ValueError, from the Lua path */
    }
    if (sp->sep) {
        sp->gsize = base == 10 ? 3 : 4;
    }
    const char *xd = sp->type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    char tmp[80];
    do {
        tmp[nd++] = xd[u % (lua_Unsigned)base];
        u /= (lua_Unsigned)base;
    } while (u > 0);
    for (int i = 0; i < nd; i++) {
        digits[i] = tmp[nd - 1 - i];
    }
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    layout(&b, sp, sign_of(v < 0, sp), prefix, digits, (size_t)nd, "", 0,
           sp->align ? sp->align : '>');
    luaL_pushresult(&b);
    return 1;
}

/* fmt(v, spec) -> format(v, spec) for a Lua integer, a float or a str, or nil when the spec is
 * not one of the common forms (strmethods/format.lua then formats, or raises CPython's error) */
static int s_fmt(lua_State *L) {
    size_t n;
    const char *spec = lua_tolstring(L, 2, &n);
    Spec sp;
    if (spec == NULL || !parse_spec(spec, n, &sp)) {
        return 0;
    }
    sp.gsize = 3;
    switch (lua_type(L, 1)) {
    case LUA_TNUMBER:
        if (sp.zero && !sp.align) {
            sp.align = '=';
        }
        if (sp.sep && sp.fill == '0' && sp.align == '=') {
            return 0; /* zero padding through the separators: the Lua path */
        }
        if (lua_isinteger(L, 1)) {
            if (sp.type == 'f' || sp.type == 'F' || sp.type == 'e' || sp.type == 'E' ||
                sp.type == '%') {
                if (sp.sep == '_') {
                    return 0;
                }
                return fmt_float(L, (double)lua_tointeger(L, 1), &sp);
            }
            if (sp.prec >= 0) {
                return 0;
            }
            return fmt_int(L, lua_tointeger(L, 1), &sp);
        }
        if (!(sp.type == 'f' || sp.type == 'F' || sp.type == 'e' || sp.type == 'E' ||
              sp.type == '%') ||
            sp.sep == '_') {
            return 0;
        }
        return fmt_float(L, lua_tonumber(L, 1), &sp);
    case LUA_TSTRING: {
        size_t len, cps = 0, i, cut;
        const char *s = lua_tolstring(L, 1, &len);
        if ((sp.type && sp.type != 's') || sp.sign || sp.alt || sp.sep || sp.align == '=') {
            return 0;
        }
        cut = len;
        for (i = 0; i < len; i++) {
            if (((unsigned char)s[i] & 0xC0) != 0x80) {
                if (sp.prec >= 0 && cps == (size_t)sp.prec) {
                    cut = i;
                    break;
                }
                cps++;
            }
        }
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        Spec ss = sp;
        ss.sep = 0;
        /* the width counts code points: pad as if the text had cps bytes */
        size_t npad = (size_t)ss.width > cps ? (size_t)ss.width - cps : 0, left = 0;
        char align = ss.align ? ss.align : '<';
        if (align == '>') {
            left = npad;
        } else if (align == '^') {
            left = npad / 2;
        }
        for (i = 0; i < left; i++) {
            luaL_addchar(&b, ss.fill);
        }
        luaL_addlstring(&b, s, cut);
        for (i = 0; i < npad - left; i++) {
            luaL_addchar(&b, ss.fill);
        }
        luaL_pushresult(&b);
        return 1;
    }
    default:
        return 0;
    }
}

/* ---------------------------------------------------------------- methods in C
 * fast(id, fallback, ListMT) -> str method `id` as a C function: the common call (a Lua
 * string, the usual arguments, ASCII where the answer depends on it) answered here, any other
 * call handed to the Lua method (fallback) with its arguments as they came (its errors, its
 * argument counts, str subclasses). */
enum {
    F_LOWER = 1,
    F_UPPER,
    F_STRIP,
    F_LSTRIP,
    F_RSTRIP,
    F_ISDIGIT,
    F_ISALPHA,
    F_ISALNUM,
    F_ISSPACE,
    F_STARTSWITH,
    F_ENDSWITH,
    F_REPLACE,
    F_SPLIT
};

static int is_alpha(unsigned char c) {
    return is_upper(c) || is_lower(c);
}
static int is_digit(unsigned char c) {
    return c >= '0' && c <= '9';
}

/* the answer of a predicate over every byte of an ASCII str (False for "") */
static int all_bytes(lua_State *L, int (*pred)(unsigned char)) {
    size_t n;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, 1, &n);
    if (!lua_mp_isascii(L, 1)) {
        return 0;
    }
    charge(L, n);
    size_t i = 0;
    while (i < n && pred(p[i])) {
        i++;
    }
    lua_pushboolean(L, n > 0 && i == n);
    return 1;
}
static int is_alnum(unsigned char c) {
    return is_alpha(c) || is_digit(c);
}

/* lower/upper of an ASCII str: s itself when no byte changes */
static int ascii_case(lua_State *L, int upper) {
    size_t n, i = 0;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, 1, &n);
    if (!lua_mp_isascii(L, 1)) {
        return 0;
    }
    charge(L, n);
    while (i < n && !(upper ? is_lower(p[i]) : is_upper(p[i]))) {
        i++;
    }
    if (i == n) {
        lua_settop(L, 1);
        return 1;
    }
    luaL_Buffer b;
    char *out = luaL_buffinitsize(L, &b, n);
    memcpy(out, p, i);
    for (; i < n; i++) {
        unsigned char c = p[i];
        out[i] = (char)(upper ? (is_lower(c) ? c - 32 : c) : (is_upper(c) ? c + 32 : c));
    }
    luaL_pushresultsize(&b, n);
    return 1;
}

static int affix_match(lua_State *L, int end) {
    size_t n, m;
    const char *p = lua_tolstring(L, 1, &n), *a = lua_tolstring(L, 2, &m);
    lua_pushboolean(L, m <= n && memcmp(end ? p + n - m : p, a, m) == 0);
    return 1;
}

static int fast_method(lua_State *L, int id, int n) {
    switch (id) {
    case F_LOWER:
    case F_UPPER:
        return n == 1 && ascii_case(L, id == F_UPPER);
    case F_STRIP:
    case F_LSTRIP:
    case F_RSTRIP:
        if (n != 1) {
            return 0;
        }
        lua_pushboolean(L, id != F_RSTRIP);
        lua_pushboolean(L, id != F_LSTRIP);
        if (s_strip_ws(L)) {
            return 1;
        }
        lua_settop(L, 1);
        return 0;
    case F_ISDIGIT:
        return n == 1 && all_bytes(L, is_digit);
    case F_ISALPHA:
        return n == 1 && all_bytes(L, is_alpha);
    case F_ISALNUM:
        return n == 1 && all_bytes(L, is_alnum);
    case F_ISSPACE:
        return n == 1 && all_bytes(L, is_ws);
    case F_STARTSWITH:
    case F_ENDSWITH:
        return n == 2 && lua_type(L, 2) == LUA_TSTRING && affix_match(L, id == F_ENDSWITH);
    case F_REPLACE:
        if (n != 3 || lua_type(L, 2) != LUA_TSTRING || lua_type(L, 3) != LUA_TSTRING ||
            lua_rawlen(L, 2) == 0) {
            return 0;
        }
        lua_pushinteger(L, -1);
        return s_replace(L);
    case F_SPLIT: { /* split(), split(sep), split(sep, maxsplit) with sep a str or nil */
        lua_Integer maxs = -1;
        size_t len, m;
        const char *p = lua_tolstring(L, 1, &len);
        if (n > 3 || (n == 3 && !lua_isinteger(L, 3))) {
            return 0;
        }
        if (n == 3) {
            maxs = lua_tointeger(L, 3);
        }
        if (n >= 2 && lua_type(L, 2) == LUA_TSTRING) {
            const char *sep = lua_tolstring(L, 2, &m);
            if (m == 0) {
                return 0;
            }
            split_sep_push(L, p, len, sep, m, maxs);
        } else if ((n >= 2 && !lua_isnil(L, 2)) ||
                   !split_ws_push(L, (const unsigned char *)p, len, maxs)) {
            return 0;
        }
        lua_pushvalue(L, lua_upvalueindex(3));
        lua_setmetatable(L, -2);
        return 1;
    }
    default:
        return 0;
    }
}

static int s_method(lua_State *L) {
    int n = lua_gettop(L);
    if (n >= 1 && lua_type(L, 1) == LUA_TSTRING &&
        fast_method(L, (int)lua_tointeger(L, lua_upvalueindex(1)), n)) {
        return 1;
    }
    lua_settop(L, n);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    return lua_gettop(L);
}

static int s_fast(lua_State *L) {
    luaL_checkinteger(L, 1);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    luaL_checktype(L, 3, LUA_TTABLE);
    lua_settop(L, 3);
    lua_pushcclosure(L, s_method, 3);
    return 1;
}

static const luaL_Reg str_funcs[] = {{"fmt", s_fmt},
                                     {"fast", s_fast},
                                     {"splitlines", s_splitlines},
                                     {"isascii", s_isascii},
                                     {"split_ws", s_split_ws},
                                     {"split_sep", s_split_sep},
                                     {"strip_ws", s_strip_ws},
                                     {"strip_chars", s_strip_chars},
                                     {"title", s_title},
                                     {"capitalize", s_capitalize},
                                     {"isupper", s_isupper},
                                     {"islower", s_islower},
                                     {"affix", s_affix},
                                     {"find", s_find},
                                     {"count", s_count},
                                     {"replace", s_replace},
                                     {NULL, NULL}};

/* the `str` table of the py.num module (the table at the top of the stack) */
void py_openstr(lua_State *L) {
    luaL_newlib(L, str_funcs);
    lua_setfield(L, -2, "str");
}
