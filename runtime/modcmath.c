/*
 * modcmath.c: the functions of cmath on pairs of Lua floats, with the algorithms of CPython
 * 3.11's Modules/cmathmodule.c (so that ordinary inputs give its results to the last bit on
 * the same C library): rescaling against spurious overflow and underflow, log1p near |z| = 1,
 * the identities asin(z) = -i asinh(iz) and friends. Infinite and NaN inputs take the values of
 * C99 Annex G, as the C library's complex functions compute them (with CPython's choices where
 * the standard leaves a sign or a value open). Each function reports
 * CPython's errno: EDOM is ValueError "math domain error", ERANGE OverflowError "math range
 * error". The Lua part (modcmath.lua) converts the arguments and makes the complex results.
 */
#include <complex.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include "objcomplex.h"

typedef py_Complex Cplx;

enum { OK, DOM, RANGE };

#define LN2 0.6931471805599453094
#define LN10 2.302585092994045684
#define PI 3.14159265358979323846
#define E_ 2.7182818284590452354
/* past these, formulas are rearranged to avoid overflow (CPython's CM_LARGE_DOUBLE family) */
#define LARGE (DBL_MAX / 4.)
#define SQRT_LARGE (sqrt(LARGE))
#define LOG_LARGE (log(LARGE))
#define SQRT_DBL_MIN (sqrt(DBL_MIN))
/* scaling that makes subnormal parts normal, for sqrt: 2**53 up and 2**-27 down */
#define SCALE_UP (2 * (DBL_MANT_DIG / 2) + 1)
#define SCALE_DOWN (-(SCALE_UP + 1) / 2)

static Cplx mk(double re, double im) {
    Cplx r;
    r.re = re;
    r.im = im;
    return r;
}

static Cplx from_c(double complex w) {
    return mk(creal(w), cimag(w));
}

/* the C library's complex argument: a NaN's sign says nothing here (CPython's special values
 * do not look at it; the C library's would copy it into the result) */
static double complex to_c(Cplx z) {
    /* parts stored as they are (C11 lays a complex out as double[2]); x + I*y would make a NaN of
     * an infinite part, and CMPLX is not there with every compiler (clang's fuzz build) */
    double complex w;
    double *p = (double *)&w;
    p[0] = isnan(z.re) ? fabs(z.re) : z.re;
    p[1] = isnan(z.im) ? fabs(z.im) : z.im;
    return w;
}

static int finite2(Cplx z) {
    return isfinite(z.re) && isfinite(z.im);
}

/* i * z and -i * z */
static Cplx times_i(Cplx z) {
    return mk(-z.im, z.re);
}

static Cplx times_minus_i(Cplx z) {
    return mk(z.im, -z.re);
}

static Cplx c_sqrt(Cplx z, int *err) {
    double s, d, ax, ay;
    *err = OK;
    if (!finite2(z)) {
        return from_c(csqrt(to_c(z)));
    }
    if (z.re == 0. && z.im == 0.) {
        return mk(0., z.im);
    }
    ax = fabs(z.re);
    ay = fabs(z.im);
    if (ax < DBL_MIN && ay < DBL_MIN) {
        ax = ldexp(ax, SCALE_UP);
        s = ldexp(sqrt(ax + hypot(ax, ldexp(ay, SCALE_UP))), SCALE_DOWN);
    } else {
        ax /= 8.;
        s = 2. * sqrt(ax + hypot(ax, ay / 8.));
    }
    d = ay / (2. * s);
    if (z.re >= 0.) {
        return mk(s, copysign(d, z.im));
    }
    return mk(d, copysign(s, z.im));
}

static Cplx c_acos(Cplx z, int *err) {
    Cplx s1, s2, r;
    *err = OK;
    if (!finite2(z)) {
        r = from_c(cacos(to_c(z)));
        if (isinf(z.re) && isnan(z.im)) { /* C99 leaves the sign of the infinity open */
            r.im = HUGE_VAL;
        }
        return r;
    }
    if (fabs(z.re) > LARGE || fabs(z.im) > LARGE) {
        r.re = atan2(fabs(z.im), z.re);
        r.im = -copysign(log(hypot(z.re / 2., z.im / 2.)) + LN2 * 2., z.im);
    } else {
        s1 = c_sqrt(mk(1. - z.re, -z.im), err);
        s2 = c_sqrt(mk(1. + z.re, z.im), err);
        r.re = 2. * atan2(s1.re, s2.re);
        r.im = asinh(s2.re * s1.im - s2.im * s1.re);
    }
    *err = OK;
    return r;
}

static Cplx c_acosh(Cplx z, int *err) {
    Cplx s1, s2, r;
    *err = OK;
    if (!finite2(z)) {
        if (z.re == 0. && isnan(z.im)) {
            return mk(NAN, NAN);
        }
        return from_c(cacosh(to_c(z)));
    }
    if (fabs(z.re) > LARGE || fabs(z.im) > LARGE) {
        r.re = log(hypot(z.re / 2., z.im / 2.)) + LN2 * 2.;
        r.im = atan2(z.im, z.re);
    } else {
        s1 = c_sqrt(mk(z.re - 1., z.im), err);
        s2 = c_sqrt(mk(z.re + 1., z.im), err);
        r.re = asinh(s1.re * s2.re + s1.im * s2.im);
        r.im = 2. * atan2(s1.im, s2.re);
    }
    *err = OK;
    return r;
}

static Cplx c_asinh(Cplx z, int *err) {
    Cplx s1, s2, r;
    *err = OK;
    if (!finite2(z)) {
        return from_c(casinh(to_c(z)));
    }
    if (fabs(z.re) > LARGE || fabs(z.im) > LARGE) {
        double l = log(hypot(z.re / 2., z.im / 2.)) + LN2 * 2.;
        r.re = z.im >= 0. ? copysign(l, z.re) : -copysign(l, -z.re);
        r.im = atan2(z.im, fabs(z.re));
    } else {
        s1 = c_sqrt(mk(1. + z.im, -z.re), err);
        s2 = c_sqrt(mk(1. - z.im, z.re), err);
        r.re = asinh(s1.re * s2.im - s2.re * s1.im);
        r.im = atan2(z.im, s1.re * s2.re - s1.im * s2.im);
    }
    *err = OK;
    return r;
}

static Cplx c_asin(Cplx z, int *err) {
    return times_minus_i(c_asinh(times_i(z), err));
}

static Cplx c_atanh(Cplx z, int *err) {
    Cplx r;
    double ay, h;
    *err = OK;
    if (!finite2(z)) {
        return from_c(catanh(to_c(z)));
    }
    if (z.re < 0.) { /* atanh(z) = -atanh(-z) */
        r = c_atanh(mk(-z.re, -z.im), err);
        return mk(-r.re, -r.im);
    }
    ay = fabs(z.im);
    if (z.re > SQRT_LARGE || ay > SQRT_LARGE) {
        /* |z| large: atanh(z) is about 1/z +- i pi/2 */
        h = hypot(z.re / 2., z.im / 2.);
        r.re = z.re / 4. / h / h;
        r.im = copysign(PI / 2., z.im);
    } else if (z.re == 1. && ay < SQRT_DBL_MIN) {
        if (ay == 0.) { /* atanh(1 +- 0i) = inf +- 0i, a pole */
            *err = DOM;
            return mk(HUGE_VAL, z.im);
        }
        r.re = -log(sqrt(ay) / sqrt(hypot(ay, 2.)));
        r.im = copysign(atan2(2., -ay) / 2, z.im);
    } else {
        r.re = log1p(4. * z.re / ((1 - z.re) * (1 - z.re) + ay * ay)) / 4.;
        r.im = -atan2(-2. * z.im, (1 - z.re) * (1 + z.re) - ay * ay) / 2.;
    }
    return r;
}

static Cplx c_atan(Cplx z, int *err) {
    return times_minus_i(c_atanh(times_i(z), err));
}

/* cosh, sinh and exp of an infinite real part and a finite nonzero imaginary part: an
 * infinity (or, for exp(-inf + iy), a zero) in the direction of cos(y) + i sin(y) */
static Cplx c_cosh(Cplx z, int *err) {
    Cplx r;
    if (!finite2(z)) {
        if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
            r.re = copysign(HUGE_VAL, cos(z.im));
            r.im = copysign(HUGE_VAL, sin(z.im));
            if (z.re < 0) {
                r.im = -r.im;
            }
        } else if (isnan(z.re) && z.im == 0.) {
            r = mk(NAN, 0.);
        } else {
            r = from_c(ccosh(to_c(z)));
        }
        *err = isinf(z.im) && !isnan(z.re) ? DOM : OK;
        return r;
    }
    if (fabs(z.re) > LOG_LARGE) { /* cosh(x) overflows where cosh(z) may not */
        double xm1 = z.re - copysign(1., z.re);
        r.re = cos(z.im) * cosh(xm1) * E_;
        r.im = sin(z.im) * sinh(xm1) * E_;
    } else {
        r.re = cos(z.im) * cosh(z.re);
        r.im = sin(z.im) * sinh(z.re);
    }
    *err = isinf(r.re) || isinf(r.im) ? RANGE : OK;
    return r;
}

static Cplx c_cos(Cplx z, int *err) {
    return c_cosh(times_i(z), err);
}

static Cplx c_sinh(Cplx z, int *err) {
    Cplx r;
    if (!finite2(z)) {
        if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
            r.re = copysign(HUGE_VAL, cos(z.im));
            r.im = copysign(HUGE_VAL, sin(z.im));
            if (z.re < 0) {
                r.re = -r.re;
            }
        } else if (z.re == 0. && !isfinite(z.im)) {
            r = mk(0., NAN);
        } else {
            r = from_c(csinh(to_c(z)));
        }
        *err = isinf(z.im) && !isnan(z.re) ? DOM : OK;
        return r;
    }
    if (fabs(z.re) > LOG_LARGE) {
        double xm1 = z.re - copysign(1., z.re);
        r.re = cos(z.im) * sinh(xm1) * E_;
        r.im = sin(z.im) * cosh(xm1) * E_;
    } else {
        r.re = cos(z.im) * sinh(z.re);
        r.im = sin(z.im) * cosh(z.re);
    }
    *err = isinf(r.re) || isinf(r.im) ? RANGE : OK;
    return r;
}

static Cplx c_sin(Cplx z, int *err) {
    return times_minus_i(c_sinh(times_i(z), err));
}

static Cplx c_tanh(Cplx z, int *err) {
    Cplx r;
    *err = OK;
    if (!finite2(z)) {
        if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
            r.re = z.re > 0 ? 1.0 : -1.0;
            r.im = copysign(0., 2. * sin(z.im) * cos(z.im));
        } else if (isinf(z.re) && !isfinite(z.im)) {
            r = mk(copysign(1., z.re), 0.);
        } else if (z.re == 0.) {
            r = mk(NAN, NAN);
        } else {
            r = from_c(ctanh(to_c(z)));
        }
        *err = isinf(z.im) && isfinite(z.re) ? DOM : OK;
        return r;
    }
    if (fabs(z.re) > LOG_LARGE) { /* 2 * z.re would overflow */
        r.re = copysign(1., z.re);
        r.im = 4. * sin(z.im) * cos(z.im) * exp(-2. * fabs(z.re));
    } else {
        /* (tanh(x)(1 + tan(y)^2) + i tan(y)(1 - tanh(x)^2)) / (1 + tan(y)^2 tanh(x)^2),
         * with 1 - tanh(x)^2 as 1 / cosh(x)^2 */
        double tx = tanh(z.re), ty = tan(z.im), cx = 1. / cosh(z.re);
        double txty = tx * ty, denom = 1. + txty * txty;
        r.re = tx * (1. + ty * ty) / denom;
        r.im = ((ty / denom) * cx) * cx;
    }
    return r;
}

static Cplx c_tan(Cplx z, int *err) {
    return times_minus_i(c_tanh(times_i(z), err));
}

static Cplx c_exp(Cplx z, int *err) {
    Cplx r;
    double l;
    if (!finite2(z)) {
        if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
            double mag = z.re > 0 ? HUGE_VAL : 0.;
            r.re = copysign(mag, cos(z.im));
            r.im = copysign(mag, sin(z.im));
        } else if (z.re < 0 && isinf(z.re) && !isfinite(z.im)) {
            r = mk(0., 0.);
        } else {
            r = from_c(cexp(to_c(z)));
        }
        *err = isinf(z.im) && (isfinite(z.re) || (isinf(z.re) && z.re > 0)) ? DOM : OK;
        return r;
    }
    if (z.re > LOG_LARGE) {
        l = exp(z.re - 1.);
        r.re = l * cos(z.im) * E_;
        r.im = l * sin(z.im) * E_;
    } else {
        l = exp(z.re);
        r.re = l * cos(z.im);
        r.im = l * sin(z.im);
    }
    *err = isinf(r.re) || isinf(r.im) ? RANGE : OK;
    return r;
}

static Cplx c_log(Cplx z, int *err) {
    Cplx r;
    double ax, ay;
    *err = OK;
    if (!finite2(z)) {
        return from_c(clog(to_c(z)));
    }
    ax = fabs(z.re);
    ay = fabs(z.im);
    if (ax > LARGE || ay > LARGE) { /* |z| may exceed DBL_MAX */
        r.re = log(hypot(ax / 2., ay / 2.)) + LN2;
    } else if (ax < DBL_MIN && ay < DBL_MIN) {
        if (ax == 0. && ay == 0.) { /* log(0): a pole */
            *err = DOM;
            return mk(-HUGE_VAL, atan2(z.im, z.re));
        }
        /* a subnormal |z|, scaled to keep its precision */
        r.re = log(hypot(ldexp(ax, DBL_MANT_DIG), ldexp(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * LN2;
    } else {
        double h = hypot(ax, ay);
        if (0.71 <= h && h <= 1.73) { /* near |z| = 1: log1p keeps the digits */
            double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
            r.re = log1p((am - 1) * (am + 1) + an * an) / 2.;
        } else {
            r.re = log(h);
        }
    }
    r.im = atan2(z.im, z.re);
    return r;
}

static Cplx c_log10(Cplx z, int *err) {
    Cplx r = c_log(z, err);
    return mk(r.re / LN10, r.im / LN10);
}

/* rect(r, phi) follows exp(log(r) + i phi) for a positive-signed r and its negation for a
 * negative-signed one (CPython's reading of C99's spirit) */
static Cplx c_rect(double r, double phi, int *err) {
    *err = OK;
    if (!isfinite(r) || !isfinite(phi)) {
        if (r != 0. && !isnan(r) && isinf(phi)) {
            *err = DOM;
        }
        if (isinf(r) && isfinite(phi) && phi != 0.) {
            double re = copysign(HUGE_VAL, cos(phi)), im = copysign(HUGE_VAL, sin(phi));
            return r > 0 ? mk(re, im) : mk(-re, -im);
        }
        if (isnan(r)) {
            return mk(NAN, phi == 0. ? 0. : NAN);
        }
        if (r == 0.) {
            return mk(0., 0.);
        }
        if (isinf(r)) {
            if (phi == 0.) {
                return mk(r, r > 0 ? phi : -phi);
            }
            return mk(HUGE_VAL, NAN);
        }
        return mk(NAN, NAN); /* finite nonzero r, phi infinite or NaN */
    }
    if (phi == 0.0) {
        return mk(r, r * phi);
    }
    return mk(r * cos(phi), r * sin(phi));
}

/* ---------------------------------------------------------------- Lua functions */

static int raise_err(lua_State *L, int err) {
    if (err == DOM) {
        return py_raise(L, "ValueError", "math domain error");
    }
    return py_raise(L, "OverflowError", "math range error");
}

static Cplx arg(lua_State *L, int idx) {
    return mk(luaL_checknumber(L, idx), luaL_checknumber(L, idx + 1));
}

static int push(lua_State *L, Cplx r, int err) {
    if (err != OK) {
        return raise_err(L, err);
    }
    lua_pushnumber(L, r.re);
    lua_pushnumber(L, r.im);
    return 2;
}

#define FUNC1(name)                                                                                \
    static int cmath_##name(lua_State *L) {                                                        \
        int err;                                                                                   \
        Cplx r = c_##name(arg(L, 1), &err);                                                        \
        return push(L, r, err);                                                                    \
    }

FUNC1(acos)
FUNC1(acosh)
FUNC1(asin)
FUNC1(asinh)
FUNC1(atan)
FUNC1(atanh)
FUNC1(cos)
FUNC1(cosh)
FUNC1(exp)
FUNC1(log10)
FUNC1(sin)
FUNC1(sinh)
FUNC1(sqrt)
FUNC1(tan)
FUNC1(tanh)

/* log(xr, xi[, br, bi]): log(x), divided by log(base) when a base is given; errno as
 * CPython's: the base's log decides, then the division may say EDOM */
static int cmath_log(lua_State *L) {
    int err, zero = 0;
    Cplx r = c_log(arg(L, 1), &err);
    if (!lua_isnoneornil(L, 3)) {
        Cplx b = c_log(arg(L, 3), &err);
        r = py_complex_quot(r, b, &zero);
        if (zero) {
            err = DOM;
        }
    }
    return push(L, r, err);
}

/* phase(re, im): atan2, whose underflow CPython reports as an OverflowError */
static int cmath_phase(lua_State *L) {
    Cplx z = arg(L, 1);
    double phi;
    errno = 0;
    phi = atan2(z.im, z.re);
    if (errno != 0) {
        return raise_err(L, errno == EDOM ? DOM : RANGE);
    }
    lua_pushnumber(L, phi);
    return 1;
}

/* polar(re, im) -> r, phi */
static int cmath_polar(lua_State *L) {
    Cplx z = arg(L, 1);
    int overflow = 0;
    double phi = atan2(z.im, z.re), r = py_complex_abs(z, &overflow);
    if (overflow) {
        return raise_err(L, RANGE);
    }
    lua_pushnumber(L, r);
    lua_pushnumber(L, phi);
    return 2;
}

static int cmath_rect(lua_State *L) {
    int err;
    Cplx r = c_rect(luaL_checknumber(L, 1), luaL_checknumber(L, 2), &err);
    return push(L, r, err);
}

/* isclose(ar, ai, br, bi, rel_tol, abs_tol) */
static int cmath_isclose(lua_State *L) {
    Cplx a = arg(L, 1), b = arg(L, 3);
    double rel = luaL_checknumber(L, 5), abs_tol = luaL_checknumber(L, 6), diff;
    int o = 0;
    if (rel < 0.0 || abs_tol < 0.0) {
        return py_raise(L, "ValueError", "tolerances must be non-negative");
    }
    if (a.re == b.re && a.im == b.im) {
        lua_pushboolean(L, 1); /* also two equal infinities */
        return 1;
    }
    if (isinf(a.re) || isinf(a.im) || isinf(b.re) || isinf(b.im)) {
        lua_pushboolean(L, 0);
        return 1;
    }
    diff = py_complex_abs(mk(a.re - b.re, a.im - b.im), &o);
    lua_pushboolean(L, diff <= rel * py_complex_abs(b, &o) || diff <= rel * py_complex_abs(a, &o) ||
                           diff <= abs_tol);
    return 1;
}

static const luaL_Reg cmath_funcs[] = {
    {"acos", cmath_acos},       {"acosh", cmath_acosh}, {"asin", cmath_asin},
    {"asinh", cmath_asinh},     {"atan", cmath_atan},   {"atanh", cmath_atanh},
    {"cos", cmath_cos},         {"cosh", cmath_cosh},   {"exp", cmath_exp},
    {"isclose", cmath_isclose}, {"log", cmath_log},     {"log10", cmath_log10},
    {"phase", cmath_phase},     {"polar", cmath_polar}, {"rect", cmath_rect},
    {"sin", cmath_sin},         {"sinh", cmath_sinh},   {"sqrt", cmath_sqrt},
    {"tan", cmath_tan},         {"tanh", cmath_tanh},   {NULL, NULL},
};

int luaopen_py_cmath(lua_State *L) {
    luaL_newlib(L, cmath_funcs);
    return 1;
}
