/*
 * objcomplex.h: the numeric core of Python's complex (CPython 3.11 Objects/complexobject.c).
 * The Lua-visible functions are part of the `py.num` table (see objint.h).
 */
#ifndef MOONPY_OBJCOMPLEX_H
#define MOONPY_OBJCOMPLEX_H

#include "py.h"

/* abs(complex(re, im)) as CPython: an infinite part wins over a NaN; raises OverflowError
 * "absolute value too large". */
double py_complex_abs(lua_State *L, double re, double im);

/* Adds the complex_* functions to the table on the top of the stack. */
void py_opencomplex(lua_State *L);

#endif
