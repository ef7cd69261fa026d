/*
 * objcomplex.h: the numeric core of Python's complex (CPython 3.11 Objects/complexobject.c).
 * The Lua-visible functions are part of the `py.num` table (see objint.h).
 */
#ifndef MOONPY_OBJCOMPLEX_H
#define MOONPY_OBJCOMPLEX_H

#include "py.h"

typedef struct py_Complex {
    double re, im;
} py_Complex;

/* abs(z) as CPython: an infinite part wins over a NaN; *overflow is set when the result
 * overflows (abs() raises "absolute value too large", cmath.polar "math range error"). */
double py_complex_abs(py_Complex z, int *overflow);

/* a / b as CPython's _Py_c_quot; *zero is set when b is 0 (the result is then 0). */
py_Complex py_complex_quot(py_Complex a, py_Complex b, int *zero);

/* Adds the complex_* functions to the table on the top of the stack. */
void py_opencomplex(lua_State *L);

#endif
