/*
 * repl.h: `moonpy repl` (src/repl.c, the terminal side) and its requests in the session's
 * worker (src/repl_worker.c), the same sandboxed process that runs an MCP session
 * (src/mcp/worker.c forks it and hands it the REPL's frames).
 *
 * The REPL's frames on the worker's socket (src/mcp/frame.c's codec):
 *   WK_REPL    REPL -> worker: f64 timeout, u8 op, u8 flags, f64 max_memory, f64 max_ops,
 *              f64 max_output, u32 filename length, filename, then the source (the rest)
 *   REPL_OUT   worker -> REPL: what the program printed, as it prints it
 *   REPL_LUA   worker -> REPL (before the run, when asked): u32 n, the Lua, u32 n, the line
 *              map ("identity" or "lua:python,..."), then the AST dump (the rest)
 *   REPL_DONE  worker -> REPL: u8 incomplete, i32 status, u8 failed, f64 operations,
 *              f64 wall_ms, f64 memory_peak_bytes, then u32-counted strings: error type,
 *              message, traceback, and the rest: completions (one per line) for REPL_COMPLETE
 */
#ifndef MOONPY_REPL_H
#define MOONPY_REPL_H

#include "mcp/mcp.h"

#define WK_REPL 'P'
#define REPL_OUT 'O'
#define REPL_LUA 'L'
#define REPL_DONE 'Q'

enum { REPL_EXEC = 'x', REPL_FILE = 'f', REPL_COMPLETE = 'c', REPL_RESET = 'r' };
enum { REPL_SHOW_LUA = 1, REPL_SHOW_AST = 2, REPL_AT_END = 4 }; /* AT_END: no more input */

/* In the worker: answers one WK_REPL frame (r is past its timeout). */
void repl_serve(Template *t, double timeout, FrmReader *r);

/* `moonpy repl [options]` */
int repl_main(int argc, char **argv);

#endif
