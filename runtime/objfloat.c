/*
 * objfloat.c: Python float semantics on Lua floats, after CPython 3.11's
 * Objects/floatobject.c: repr, float(str), floor division and modulo, pow, round, hash.
 * Decimal conversions rely on the C library being exact (glibc's printf and strtod are
 * correctly rounded, ties to even) and on the "C" numeric locale.
 */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "objfloat.h"
#include "objint.h"

#define HASH_BITS 61
#define HASH_MODULUS (((uint64_t)1 << HASH_BITS) - 1)
#define HASH_INF 314159

/* CPython's Py_ISSPACE: the ASCII whitespace of the C locale. */
#define ISSPACE(c) ((c) == ' ' || ((c) >= '\t' && (c) <= '\r'))
#define ISDIGIT(c) ((c) >= '0' && (c) <= '9')

/* float round(): beyond these x rounds to itself or to a signed zero. */
#define NDIGITS_MAX ((int)((DBL_MANT_DIG - DBL_MIN_EXP) * 0.30103))
#define NDIGITS_MIN (-(int)((DBL_MAX_EXP + 1) * 0.30103))

/* ---------------------------------------------------------------- repr */

/* x > 0 finite, printed with prec significant digits; 1 when it reads back as x. */
static int float_tryprec(double x, int prec, char *tmp) {
    snprintf(tmp, 40, "%.*e", prec - 1, x);
    return strtod(tmp, NULL) == x;
}

/* The digits of "d.ddde+XX" without the point and trailing zeros; returns the exponent. */
static int float_split(const char *tmp, char *dig, int *ndig) {
    int n = 0;
    const char *p = tmp;
    for (; *p != 'e'; p++) {
        if (ISDIGIT(*p)) {
            dig[n++] = *p;
        }
    }
    while (n > 1 && dig[n - 1] == '0') {
        n--;
    }
    *ndig = n;
    return atoi(p + 1);
}

/* The usual float of a program, x = m / 10**k exactly as IEEE division rounds it, with m an
 * integer of at most 15 digits: its digits without a printf or strtod, or -1000 when x is not
 * such a float. Tried for k = 0, 1, 2, ...: the first k that reads back is the shortest. Such
 * a decimal is the only one of its length within half an ulp of x (15 digits are DBL_DIG), so
 * it is also the nearest; and |x * 10**k - m| is far below 1/2 (m < 2**50), so llround finds
 * m whenever it exists. */
static int float_shortest_fast(double x, char *dig, int *ndig) {
    static const double p10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                 1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    for (int k = 0; k <= 22; k++) {
        double y = x * p10[k];
        if (y >= 1e15) {
            break;
        }
        long long m = llround(y);
        if (m > 0 && (double)m / p10[k] == x) {
            char buf[24];
            int n = 0, len;
            for (long long q = m; q > 0; q /= 10) {
                n++;
            }
            for (int i = n - 1; i >= 0; i--, m /= 10) {
                buf[i] = (char)('0' + m % 10);
            }
            len = n;
            while (len > 1 && buf[len - 1] == '0') {
                len--;
            }
            memcpy(dig, buf, (size_t)len);
            *ndig = len;
            return n - 1 - k;
        }
    }
    return -1000;
}

/* Shortest digit string that reads back as x (x > 0 finite), the nearest among those,
 * like CPython's repr (dtoa mode 0). Returns the decimal exponent of the first digit. */
static int float_shortest(double x, char *dig, int *ndig) {
    char tmp[48];
    int prec;
    int e = x >= DBL_MIN ? float_shortest_fast(x, dig, ndig) : -1000;
    if (e != -1000) {
        return e;
    }
    if (x < DBL_MIN) {
        /* subnormal: few significant bits, so search every length */
        for (prec = 1; prec < 17; prec++) {
            if (float_tryprec(x, prec, tmp)) {
                break;
            }
        }
        float_tryprec(x, prec, tmp);
        return float_split(tmp, dig, ndig);
    }
    /* Normal doubles: if any string of <= 15 digits reads back, the correctly rounded
     * 15-digit one does (DBL_DIG), and stripping its zeros gives the shortest. */
    if (float_tryprec(x, 15, tmp) || float_tryprec(x, 16, tmp)) {
        return float_split(tmp, dig, ndig);
    }
    {
        /* At a power of two the gap below x is half the gap above: the nearest 16-digit
         * string may fail while the next one up reads back. */
        char up[24];
        int e;
        long long m = 0;
        const char *p;
        for (p = tmp; *p != 'e'; p++) {
            if (ISDIGIT(*p)) {
                m = m * 10 + (*p - '0');
            }
        }
        e = atoi(p + 1);
        m++;
        if (m == 10000000000000000LL) {
            m /= 10;
            e++;
        }
        snprintf(up, sizeof up, "%lld", m);
        snprintf(tmp, sizeof tmp, "%c.%se%d", up[0], up + 1, e);
        if (strtod(tmp, NULL) == x) {
            return float_split(tmp, dig, ndig);
        }
    }
    float_tryprec(x, 17, tmp);
    return float_split(tmp, dig, ndig);
}

int py_float_repr(double x, char *buf) {
    char dig[24];
    char *p = buf;
    int n, e;
    if (isnan(x)) {
        strcpy(buf, "nan");
        return 3;
    }
    if (signbit(x)) {
        *p++ = '-';
        x = -x;
    }
    if (isinf(x)) {
        strcpy(p, "inf");
        return (int)(p - buf) + 3;
    }
    if (x == 0) {
        strcpy(p, "0.0");
        return (int)(p - buf) + 3;
    }
    e = float_shortest(x, dig, &n);
    if (e < -4 || e >= 16) {
        *p++ = dig[0];
        if (n > 1) {
            *p++ = '.';
            memcpy(p, dig + 1, n - 1);
            p += n - 1;
        }
        p += sprintf(p, "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    } else if (e >= 0) {
        if (n <= e + 1) {
            memcpy(p, dig, n);
            p += n;
            memset(p, '0', e + 1 - n);
            p += e + 1 - n;
            *p++ = '.';
            *p++ = '0';
        } else {
            memcpy(p, dig, e + 1);
            p += e + 1;
            *p++ = '.';
            memcpy(p, dig + e + 1, n - e - 1);
            p += n - e - 1;
        }
    } else {
        *p++ = '0';
        *p++ = '.';
        memset(p, '0', -e - 1);
        p += -e - 1;
        memcpy(p, dig, n);
        p += n;
    }
    *p = '\0';
    return (int)(p - buf);
}

/* ---------------------------------------------------------------- float(str) */

static int float_matchword(const char *p, size_t n, const char *word) {
    size_t i;
    if (n != strlen(word)) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        if ((p[i] | 0x20) != word[i]) {
            return 0;
        }
    }
    return 1;
}

int py_float_parse(const char *s, size_t len, double *out) {
    const char *p = s, *e = s + len, *num;
    int neg = 0, nd = 0;
    while (p < e && ISSPACE(*p)) {
        p++;
    }
    while (e > p && ISSPACE(e[-1])) {
        e--;
    }
    num = p;
    if (p < e && (*p == '+' || *p == '-')) {
        neg = *p == '-';
        p++;
    }
    if (float_matchword(p, e - p, "inf") || float_matchword(p, e - p, "infinity")) {
        *out = neg ? -HUGE_VAL : HUGE_VAL;
        return 1;
    }
    if (float_matchword(p, e - p, "nan")) {
        *out = neg ? -NAN : NAN;
        return 1;
    }
    for (; p < e && ISDIGIT(*p); p++) {
        nd++;
    }
    if (p < e && *p == '.') {
        for (p++; p < e && ISDIGIT(*p); p++) {
            nd++;
        }
    }
    if (nd == 0) {
        return 0;
    }
    if (p < e && (*p == 'e' || *p == 'E')) {
        p++;
        if (p < e && (*p == '+' || *p == '-')) {
            p++;
        }
        if (p == e || !ISDIGIT(*p)) {
            return 0;
        }
        while (p < e && ISDIGIT(*p)) {
            p++;
        }
    }
    if (p != e) {
        return 0;
    }
    /* The validated text is followed by whitespace or the string's terminating NUL, where
     * strtod stops; overflow gives +-inf and underflow 0, as in CPython. */
    *out = strtod(num, NULL);
    return 1;
}

/* ---------------------------------------------------------------- arithmetic */

void py_float_divmod(double vx, double wx, double *floordiv, double *mod) {
    double div, m = fmod(vx, wx);
    div = (vx - m) / wx;
    if (m != 0) {
        if ((wx < 0) != (m < 0)) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = copysign(0.0, wx);
    }
    if (div != 0) {
        *floordiv = floor(div);
        if (div - *floordiv > 0.5) {
            *floordiv += 1.0;
        }
    } else {
        *floordiv = copysign(0.0, vx / wx);
    }
    *mod = m;
}

double py_float_mod(double vx, double wx) {
    double m = fmod(vx, wx);
    if (m != 0) {
        if ((wx < 0) != (m < 0)) {
            m += wx;
        }
    } else {
        m = copysign(0.0, wx);
    }
    return m;
}

static int float_isodd(double w) {
    return fabs(fmod(w, 2.0)) == 1.0;
}

double py_float_pow(lua_State *L, double iv, double iw) {
    int negate = 0;
    double ix;
    if (iw == 0) {
        return 1.0;
    }
    if (isnan(iv)) {
        return iv;
    }
    if (isnan(iw)) {
        return iv == 1.0 ? 1.0 : iw;
    }
    if (isinf(iw)) {
        iv = fabs(iv);
        if (iv == 1.0) {
            return 1.0;
        }
        return ((iw > 0.0) == (iv > 1.0)) ? fabs(iw) : 0.0;
    }
    if (isinf(iv)) {
        int odd = float_isodd(iw);
        if (iw > 0.0) {
            return odd ? iv : fabs(iv);
        }
        return odd ? copysign(0.0, iv) : 0.0;
    }
    if (iv == 0.0) {
        if (iw < 0.0) {
            py_raise(L, "ZeroDivisionError", "0.0 cannot be raised to a negative power");
        }
        return float_isodd(iw) ? iv : 0.0;
    }
    if (iv < 0.0) {
        if (iw != floor(iw)) {
            /* a complex result: the float pow of objint.c makes it before calling here */
            py_raise(L, "ValueError", "math domain error");
        }
        iv = -iv;
        negate = float_isodd(iw);
    }
    if (iv == 1.0) {
        return negate ? -1.0 : 1.0;
    }
    errno = 0;
    ix = pow(iv, iw);
    if (isinf(ix)) {
        py_raise_errno(L, "OverflowError", 34, "Numerical result out of range");
    }
    return negate ? -ix : ix;
}

/* ---------------------------------------------------------------- hash */

lua_Integer py_float_hash(double v) {
    int e, sign = 1;
    double m;
    uint64_t x = 0, y;
    if (!isfinite(v)) {
        if (isinf(v)) {
            return v > 0 ? HASH_INF : -HASH_INF;
        }
        return 0;
    }
    m = frexp(v, &e);
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    while (m != 0) {
        x = ((x << 28) & HASH_MODULUS) | x >> (HASH_BITS - 28);
        m *= 268435456.0; /* 2**28 */
        e -= 28;
        y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= HASH_MODULUS) {
            x -= HASH_MODULUS;
        }
    }
    e = e >= 0 ? e % HASH_BITS : HASH_BITS - 1 - ((-1 - e) % HASH_BITS);
    x = ((x << e) & HASH_MODULUS) | x >> (HASH_BITS - e);
    x = x * (uint64_t)(int64_t)sign;
    if (x == (uint64_t)-1) {
        x = (uint64_t)-2;
    }
    return (lua_Integer)x;
}

/* ---------------------------------------------------------------- round */

/* Round |x| to a multiple of 10**k (k >= 1), ties to even, exactly: returns the digits of
 * the multiplier in q (a decimal string). */
static void float_round_digits(double ax, int k, char *q) {
    char ip[400];
    double fl = floor(ax);
    int sticky = ax != fl, len, head, up, i;
    if (fl == 0) {
        strcpy(q, "0");
        return;
    }
    len = snprintf(ip, sizeof ip, "%.0f", fl); /* exact: fl is an integer */
    if (len <= 0 || k > len) {
        strcpy(q, "0");
        return;
    }
    head = len - k;
    /* compare the tail ip[head..] with 5000... */
    if (ip[head] != '5') {
        up = ip[head] > '5';
    } else {
        int rest = sticky;
        for (i = head + 1; i < len && !rest; i++) {
            rest = ip[i] != '0';
        }
        up = rest || (head > 0 && (ip[head - 1] - '0') % 2 == 1);
    }
    if (head <= 0) {
        strcpy(q, up ? "1" : "0");
        return;
    }
    memcpy(q + 1, ip, head);
    q[0] = '0';
    q[head + 1] = '\0';
    if (up) {
        for (i = head; q[i] == '9'; i--) {
            q[i] = '0';
        }
        q[i]++;
    }
    if (q[0] == '0') {
        memmove(q, q + 1, head + 1);
    }
}

double py_float_round(lua_State *L, double x, lua_Integer ndigits) {
    char buf[800];
    double r;
    if (!isfinite(x) || ndigits > NDIGITS_MAX) {
        return x;
    }
    if (ndigits < NDIGITS_MIN) {
        return 0.0 * x;
    }
    if (ndigits >= 0) {
        snprintf(buf, sizeof buf, "%.*f", (int)ndigits, x); /* exact, ties to even */
    } else {
        char q[400];
        float_round_digits(fabs(x), (int)-ndigits, q);
        snprintf(buf, sizeof buf, "%s%se%d", signbit(x) ? "-" : "", q, (int)-ndigits);
    }
    r = strtod(buf, NULL);
    if (isinf(r)) {
        py_raise(L, "OverflowError", "rounded value too large to represent");
    }
    return r;
}

/* ---------------------------------------------------------------- Lua functions */

static int float_repr(lua_State *L) {
    char buf[PY_FLOAT_REPR_SIZE];
    int n;
    if (lua_type(L, 1) != LUA_TNUMBER) {
        return 0;
    }
    n = py_float_repr(lua_tonumber(L, 1), buf);
    lua_pushlstring(L, buf, n);
    return 1;
}

static int float_bad(lua_State *L, const char *orig, size_t len) {
    py_pushstrrepr(L, orig, len, 0);
    return py_raise(L, "ValueError", "could not convert string to float: %s", lua_tostring(L, -1));
}

static int float_fromstring(lua_State *L) {
    size_t olen, len;
    const char *orig, *s;
    double d;
    if (lua_type(L, 1) != LUA_TSTRING) {
        return 0;
    }
    orig = lua_tolstring(L, 1, &olen);
    len = olen;
    if (len > 4096) {
        py_charge(L, (long long)len / 4);
    }
    s = py_num_asciify(L, orig, &len);
    if (memchr(s, '_', len) != NULL) {
        /* underscores only between digits (CPython's _Py_string_to_number_with_underscores) */
        luaL_Buffer b;
        char *out = luaL_buffinitsize(L, &b, len);
        size_t i, n = 0;
        char prev = '\0';
        for (i = 0; i < len; i++) {
            char c = s[i];
            if (c == '\0') {
                return float_bad(L, orig, olen);
            }
            if (c == '_') {
                if (!ISDIGIT(prev)) {
                    return float_bad(L, orig, olen);
                }
            } else {
                if (prev == '_' && !ISDIGIT(c)) {
                    return float_bad(L, orig, olen);
                }
                out[n++] = c;
            }
            prev = c;
        }
        if (prev == '_') {
            return float_bad(L, orig, olen);
        }
        luaL_pushresultsize(&b, n);
        s = lua_tolstring(L, -1, &len);
    }
    if (!py_float_parse(s, len, &d)) {
        return float_bad(L, orig, olen);
    }
    lua_pushnumber(L, d);
    return 1;
}

/* float.hex(x), after CPython's float_hex: "[-]0x<d>.<13 hex digits>p<sign><exp>". */
static int float_hex(lua_State *L) {
    static const char digits[] = "0123456789abcdef";
    char s[32];
    double x = luaL_checknumber(L, 1), m;
    int e, shift, i, si = 0;
    if (!isfinite(x)) {
        lua_pushstring(L, isnan(x) ? "nan" : x > 0 ? "inf" : "-inf");
        return 1;
    }
    if (x == 0.0) {
        lua_pushstring(L, signbit(x) ? "-0x0.0p+0" : "0x0.0p+0");
        return 1;
    }
    m = frexp(fabs(x), &e);
    shift = 1 - (DBL_MIN_EXP - e > 0 ? DBL_MIN_EXP - e : 0);
    m = ldexp(m, shift);
    e -= shift;
    s[si++] = digits[(int)m];
    m -= (int)m;
    s[si++] = '.';
    for (i = 0; i < (DBL_MANT_DIG - 1) / 4; i++) {
        m *= 16.0;
        s[si++] = digits[(int)m];
        m -= (int)m;
    }
    s[si] = '\0';
    lua_pushfstring(L, "%s0x%sp%c%d", x < 0.0 ? "-" : "", s, e < 0 ? '-' : '+', e < 0 ? -e : e);
    return 1;
}

static int float_badhex(lua_State *L) {
    return py_raise(L, "ValueError", "invalid hexadecimal floating-point string");
}

/* s[0..n) is word (lower case), ignoring ASCII case. */
static int float_isword(const char *s, size_t n, const char *word) {
    size_t i;
    if (n != strlen(word)) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        char c = s[i];
        if ((c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c) != word[i]) {
            return 0;
        }
    }
    return 1;
}

#define ISXDIGIT(c) (ISDIGIT(c) || ((c) >= 'a' && (c) <= 'f') || ((c) >= 'A' && (c) <= 'F'))

/* float.fromhex(s), CPython's grammar: [ws][sign](inf|infinity|nan|[0x]hex[.hex][p[sign]dec])[ws].
 * The checked string is handed to strtod, which rounds hexadecimal input exactly. */
static int float_fromhex(lua_State *L) {
    size_t len, i = 0, end, ndig = 0;
    const char *s = luaL_checklstring(L, 1, &len);
    int neg = 0;
    luaL_Buffer b;
    double d;
    if (len > 4096) {
        py_charge(L, (long long)len / 4);
    }
    while (i < len && ISSPACE(s[i])) {
        i++;
    }
    end = len;
    while (end > i && ISSPACE(s[end - 1])) {
        end--;
    }
    if (i < end && (s[i] == '+' || s[i] == '-')) {
        neg = s[i++] == '-';
    }
    if (float_isword(s + i, end - i, "inf") || float_isword(s + i, end - i, "infinity")) {
        lua_pushnumber(L, neg ? -HUGE_VAL : HUGE_VAL);
        return 1;
    }
    if (float_isword(s + i, end - i, "nan")) {
        lua_pushnumber(L, neg ? -NAN : NAN);
        return 1;
    }
    if (end - i >= 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        i += 2;
    }
    luaL_buffinit(L, &b);
    luaL_addstring(&b, neg ? "-0x" : "0x");
    for (; i < end && ISXDIGIT(s[i]); i++, ndig++) {
        luaL_addchar(&b, s[i]);
    }
    if (i < end && s[i] == '.') {
        luaL_addchar(&b, s[i++]);
        for (; i < end && ISXDIGIT(s[i]); i++, ndig++) {
            luaL_addchar(&b, s[i]);
        }
    }
    if (ndig == 0) {
        return float_badhex(L);
    }
    luaL_addchar(&b, 'p');
    if (i < end && (s[i] == 'p' || s[i] == 'P')) {
        size_t start;
        i++;
        if (i < end && (s[i] == '+' || s[i] == '-')) {
            luaL_addchar(&b, s[i++]);
        }
        for (start = i; i < end && ISDIGIT(s[i]); i++) {
            luaL_addchar(&b, s[i]);
        }
        if (i == start) {
            return float_badhex(L);
        }
    } else {
        luaL_addchar(&b, '0');
    }
    if (i != end) {
        return float_badhex(L);
    }
    luaL_pushresult(&b);
    d = strtod(lua_tostring(L, -1), NULL);
    if (isinf(d)) {
        return py_raise(L, "OverflowError", "hexadecimal value too large to represent as a float");
    }
    lua_pushnumber(L, d);
    return 1;
}

static const luaL_Reg float_funcs[] = {{"float_fromhex", float_fromhex},
                                       {"float_fromstring", float_fromstring},
                                       {"float_hex", float_hex},
                                       {"float_repr", float_repr},
                                       {NULL, NULL}};

void py_openfloat(lua_State *L) {
    luaL_setfuncs(L, float_funcs, 0);
}
