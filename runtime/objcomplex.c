/*
 * objcomplex.c: the numeric core of Python's complex, after CPython 3.11's
 * Objects/complexobject.c: division, powers, abs, repr, hash and complex(str), on pairs of
 * Lua floats. The complex object itself (a table) and its protocol are runtime/objcomplex.lua;
 * these functions are part of the `py.num` table.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "objcomplex.h"
#include "objfloat.h"
#include "objint.h"

#define ISSPACE(c) ((c) == ' ' || ((c) >= '\t' && (c) <= '\r'))
#define ISDIGIT(c) ((c) >= '0' && (c) <= '9')

/* CPython's _PyHASH_IMAG */
#define HASH_IMAG 1000003

typedef py_Complex Cplx;

static Cplx cplx_arg(lua_State *L, int idx) {
    Cplx c;
    c.re = luaL_checknumber(L, idx);
    c.im = luaL_checknumber(L, idx + 1);
    return c;
}

static int cplx_push(lua_State *L, Cplx c) {
    lua_pushnumber(L, c.re);
    lua_pushnumber(L, c.im);
    return 2;
}

static Cplx cplx_prod(Cplx a, Cplx b) {
    Cplx r;
    r.re = a.re * b.re - a.im * b.im;
    r.im = a.re * b.im + a.im * b.re;
    return r;
}

/* a / b scaled by the larger part of b (Smith's method, as CPython); *zero is set when b is 0 */
Cplx py_complex_quot(Cplx a, Cplx b, int *zero) {
    Cplx r;
    double abr = fabs(b.re), abi = fabs(b.im);
    if (abr >= abi) {
        if (abr == 0.0) {
            *zero = 1;
            r.re = r.im = 0.0;
        } else {
            double ratio = b.im / b.re;
            double denom = b.re + b.im * ratio;
            r.re = (a.re + a.im * ratio) / denom;
            r.im = (a.im - a.re * ratio) / denom;
        }
    } else if (abi >= abr) {
        double ratio = b.re / b.im;
        double denom = b.re * ratio + b.im;
        r.re = (a.re * ratio + a.im) / denom;
        r.im = (a.im * ratio - a.re) / denom;
    } else { /* a NaN in b */
        r.re = r.im = NAN;
    }
    return r;
}

/* x ** n for n >= 0 by squaring */
static Cplx cplx_powu(Cplx x, long n) {
    Cplx r = {1.0, 0.0}, p = x;
    long mask = 1;
    while (mask > 0 && n >= mask) {
        if (n & mask) {
            r = cplx_prod(r, p);
        }
        mask <<= 1;
        p = cplx_prod(p, p);
    }
    return r;
}

/* a ** b through the polar form; *zero is set for 0 to a negative or complex power */
static Cplx cplx_pow(Cplx a, Cplx b, int *zero) {
    Cplx r;
    if (b.re == 0.0 && b.im == 0.0) {
        r.re = 1.0;
        r.im = 0.0;
    } else if (a.re == 0.0 && a.im == 0.0) {
        if (b.im != 0.0 || b.re < 0.0) {
            *zero = 1;
        }
        r.re = r.im = 0.0;
    } else {
        double vabs = hypot(a.re, a.im);
        double len = pow(vabs, b.re);
        double at = atan2(a.im, a.re);
        double phase = at * b.re;
        if (b.im != 0.0) {
            len /= exp(at * b.im);
            phase += b.im * log(vabs);
        }
        r.re = len * cos(phase);
        r.im = len * sin(phase);
    }
    return r;
}

/* complex_div(ar, ai, br, bi) -> re, im */
static int complex_div(lua_State *L) {
    Cplx a = cplx_arg(L, 1), b = cplx_arg(L, 3);
    int zero = 0;
    Cplx r = py_complex_quot(a, b, &zero);
    if (zero) {
        return py_raise(L, "ZeroDivisionError", "complex division by zero");
    }
    return cplx_push(L, r);
}

/* complex_pow(ar, ai, br, bi) -> re, im */
static int complex_pow(lua_State *L) {
    Cplx a = cplx_arg(L, 1), b = cplx_arg(L, 3), r;
    int zero = 0;
    if (b.im == 0.0 && b.re == floor(b.re) && fabs(b.re) <= 100.0) {
        long n = (long)b.re;
        if (n > 0) {
            r = cplx_powu(a, n);
        } else {
            Cplx one = {1.0, 0.0};
            r = py_complex_quot(one, cplx_powu(a, -n), &zero);
        }
    } else {
        r = cplx_pow(a, b, &zero);
    }
    if (zero) {
        return py_raise(L, "ZeroDivisionError", "0.0 to a negative or complex power");
    }
    if (isinf(r.re) || isinf(r.im)) {
        return py_raise(L, "OverflowError", "complex exponentiation");
    }
    return cplx_push(L, r);
}

double py_complex_abs(Cplx z, int *overflow) {
    double r;
    if (isinf(z.re)) {
        return fabs(z.re);
    }
    if (isinf(z.im)) {
        return fabs(z.im);
    }
    if (isnan(z.re) || isnan(z.im)) {
        return NAN;
    }
    r = hypot(z.re, z.im);
    if (isinf(r)) {
        *overflow = 1;
    }
    return r;
}

/* complex_abs(re, im) -> float */
static int complex_abs(lua_State *L) {
    int overflow = 0;
    double r = py_complex_abs(cplx_arg(L, 1), &overflow);
    if (overflow) {
        return py_raise(L, "OverflowError", "absolute value too large");
    }
    lua_pushnumber(L, r);
    return 1;
}

/* repr of one part: the float's repr without the ".0" of an integral value, signed when asked */
static size_t part_repr(double x, int sign, char *out) {
    char buf[PY_FLOAT_REPR_SIZE];
    int n = py_float_repr(x, buf);
    size_t k = 0;
    if (n >= 2 && buf[n - 2] == '.' && buf[n - 1] == '0') {
        n -= 2;
    }
    if (sign && buf[0] != '-') {
        out[k++] = '+';
    }
    memcpy(out + k, buf, (size_t)n);
    return k + (size_t)n;
}

/* complex_repr(re, im) -> str: "2j", "(1+2j)", "(-0-1j)", "(nan+infj)" */
static int complex_repr(lua_State *L) {
    Cplx z = cplx_arg(L, 1);
    char buf[2 * PY_FLOAT_REPR_SIZE + 8];
    size_t n = 0;
    if (z.re == 0.0 && !signbit(z.re)) {
        n = part_repr(z.im, 0, buf);
        buf[n++] = 'j';
    } else {
        buf[n++] = '(';
        n += part_repr(z.re, 0, buf + n);
        n += part_repr(z.im, 1, buf + n);
        buf[n++] = 'j';
        buf[n++] = ')';
    }
    lua_pushlstring(L, buf, n);
    return 1;
}

/* complex_hash(re, im) -> int, equal to the hash of an equal int or float */
static int complex_hash(lua_State *L) {
    Cplx z = cplx_arg(L, 1);
    uint64_t hr = (uint64_t)py_float_hash(z.re), hi = (uint64_t)py_float_hash(z.im);
    uint64_t h = hr + HASH_IMAG * hi;
    if (h == (uint64_t)-1) {
        h = (uint64_t)-2;
    }
    lua_pushinteger(L, (lua_Integer)h);
    return 1;
}

static int matchword(const char *p, const char *e, const char *word) {
    size_t i, n = strlen(word);
    if ((size_t)(e - p) < n) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        if ((p[i] | 0x20) != word[i]) {
            return 0;
        }
    }
    return 1;
}

/* The length of the longest float at p (sign, digits with a point, exponent, inf, infinity,
 * nan), 0 when none; its value in *out. */
static size_t float_prefix(lua_State *L, const char *p, const char *e, double *out) {
    const char *q = p;
    int nd = 0;
    if (q < e && (*q == '+' || *q == '-')) {
        q++;
    }
    if (matchword(q, e, "infinity")) {
        q += 8;
    } else if (matchword(q, e, "inf") || matchword(q, e, "nan")) {
        q += 3;
    } else {
        for (; q < e && ISDIGIT(*q); q++) {
            nd++;
        }
        if (q < e && *q == '.') {
            for (q++; q < e && ISDIGIT(*q); q++) {
                nd++;
            }
        }
        if (nd == 0) {
            return 0;
        }
        if (q < e && (*q == 'e' || *q == 'E')) {
            const char *x = q + 1;
            if (x < e && (*x == '+' || *x == '-')) {
                x++;
            }
            if (x < e && ISDIGIT(*x)) {
                while (x < e && ISDIGIT(*x)) {
                    x++;
                }
                q = x;
            }
        }
    }
    {
        /* parsed from its own NUL-terminated copy: strtod must not read past it */
        size_t n = (size_t)(q - p), len;
        const char *s;
        lua_pushlstring(L, p, n);
        s = lua_tolstring(L, -1, &len);
        if (!py_float_parse(s, len, out)) {
            *out = 0.0;
        }
        lua_pop(L, 1);
        return n;
    }
}

/* CPython's complex_from_string_inner on ASCII text: 1 and the parts, or 0 when malformed */
static int parse_complex(lua_State *L, const char *s, size_t len, Cplx *out) {
    const char *p = s, *e = s + len;
    double x = 0.0, y = 0.0, z;
    int bracket = 0;
    size_t n;
    while (p < e && ISSPACE(*p)) {
        p++;
    }
    if (p < e && *p == '(') {
        bracket = 1;
        p++;
        while (p < e && ISSPACE(*p)) {
            p++;
        }
    }
    n = float_prefix(L, p, e, &z);
    if (n > 0) {
        p += n;
        if (p < e && (*p == '+' || *p == '-')) {
            x = z;
            n = float_prefix(L, p, e, &y);
            if (n > 0) {
                p += n;
            } else {
                y = *p == '+' ? 1.0 : -1.0;
                p++;
            }
            if (!(p < e && (*p == 'j' || *p == 'J'))) {
                return 0;
            }
            p++;
        } else if (p < e && (*p == 'j' || *p == 'J')) {
            p++;
            y = z;
        } else {
            x = z;
        }
    } else {
        if (p < e && (*p == '+' || *p == '-')) {
            y = *p == '+' ? 1.0 : -1.0;
            p++;
        } else {
            y = 1.0;
        }
        if (!(p < e && (*p == 'j' || *p == 'J'))) {
            return 0;
        }
        p++;
    }
    while (p < e && ISSPACE(*p)) {
        p++;
    }
    if (bracket) {
        if (!(p < e && *p == ')')) {
            return 0;
        }
        p++;
        while (p < e && ISSPACE(*p)) {
            p++;
        }
    }
    if (p != e) {
        return 0;
    }
    out->re = x;
    out->im = y;
    return 1;
}

/* complex_fromstring(s) -> re, im; raises CPython's ValueError */
static int complex_fromstring(lua_State *L) {
    size_t olen, len, i;
    const char *orig = luaL_checklstring(L, 1, &olen), *s;
    Cplx c;
    len = olen;
    if (len > 4096) {
        py_charge(L, (long long)len / 4);
    }
    s = py_num_asciify(L, orig, &len);
    if (memchr(s, '\0', len) != NULL) {
        return py_raise(L, "ValueError", "complex() arg is a malformed string");
    }
    if (memchr(s, '_', len) != NULL) {
        /* underscores only between digits (CPython's _Py_string_to_number_with_underscores) */
        luaL_Buffer b;
        char *out = luaL_buffinitsize(L, &b, len);
        size_t n = 0;
        char prev = '\0';
        int bad = 0;
        for (i = 0; i < len && !bad; i++) {
            char ch = s[i];
            if (ch == '_') {
                bad = !ISDIGIT(prev);
            } else {
                bad = prev == '_' && !ISDIGIT(ch);
                out[n++] = ch;
            }
            prev = ch;
        }
        if (bad || prev == '_') {
            py_pushstrrepr(L, orig, olen, 0);
            return py_raise(L, "ValueError", "could not convert string to complex: %s",
                            lua_tostring(L, -1));
        }
        luaL_pushresultsize(&b, n);
        s = lua_tolstring(L, -1, &len);
    }
    if (!parse_complex(L, s, len, &c)) {
        return py_raise(L, "ValueError", "complex() arg is a malformed string");
    }
    return cplx_push(L, c);
}

static const luaL_Reg complex_funcs[] = {{"complex_abs", complex_abs},
                                         {"complex_div", complex_div},
                                         {"complex_fromstring", complex_fromstring},
                                         {"complex_hash", complex_hash},
                                         {"complex_pow", complex_pow},
                                         {"complex_repr", complex_repr},
                                         {NULL, NULL}};

void py_opencomplex(lua_State *L) {
    luaL_setfuncs(L, complex_funcs, 0);
}
