/*
 * repl_worker.c: `moonpy repl`'s requests, answered inside the session's worker process: the
 * same fork of the MCP template, behind the same walls (rlimits, seccomp: it reads and writes
 * its socket only), so what :lua shows is what runs there. The frames are described in
 * src/repl.h.
 *
 * An input is translated by transpiler/interactive.lua (cmp_interactive: incomplete, a
 * SyntaxError, or the Lua of one statement whose expression statements show their values) and
 * run by sbx_run as a plain program in the session's globals, its output streamed to the REPL
 * as it is printed. Tracebacks name the file "<stdin>" without source lines, as python3's
 * prompt does; :load runs a file under its own name, with its lines.
 */
#include <stdio.h>
#include <string.h>
#include "lauxlib.h"
#include "moonpy_int.h"
#include "repl.h"

#define REPL_COMPLETE_TIMEOUT 1.0

static void repl_write(void *ud, const char *s, size_t n) {
    Buf *f = ud;
    f->n = 0;
    size_t start = frm_begin(f, REPL_OUT);
    frm_bytes(f, s, n);
    frm_end(f, start);
    wk_send(f->p, f->n);
}

static void repl_discard(void *ud, const char *s, size_t n) {
    (void)ud, (void)s, (void)n;
}

static void repl_str(Buf *f, SbxStr s) {
    frm_u32(f, (uint32_t)(s.s ? s.n : 0));
    if (s.s) {
        frm_bytes(f, s.s, s.n);
    }
}

static void repl_cstr(Buf *f, const char *s) {
    repl_str(f, (SbxStr){s, s ? strlen(s) : 0});
}

static void repl_name(void *ud, const char *name, const char *summary) {
    (void)summary;
    buf_adds(ud, name);
    buf_addc(ud, '\n');
}

/* The names dir(expr) gives (dir() and the builtins for ""), one per line into out. The
 * expression runs as Python, under the limits (a __dir__ or a property may be user code). */
static void repl_complete(Sandbox *sbx, Compiler *c, const char *expr, size_t len, SbxLimits lim,
                          Buf *out) {
    Buf code = {0};
    buf_adds(&code, "dir(");
    if (len) {
        buf_add(&code, expr, len);
    }
    buf_adds(&code, ")");
    if (lim.timeout <= 0 || lim.timeout > REPL_COMPLETE_TIMEOUT) {
        lim.timeout = REPL_COMPLETE_TIMEOUT;
    }
    lim.max_result = 1024 * 1024;
    const char *lua, *map, *err;
    size_t lualen;
    double t0 = py_clock();
    if (cmp_translate_opts(c, code.p, code.n, "<stdin>", 1, t0 + lim.timeout, &lua, &lualen, &map,
                           &err)) {
        SbxRequest q = {.lua = lua,
                        .lua_len = lualen,
                        .source = code.p,
                        .source_len = code.n,
                        .filename = "<stdin>",
                        .cell = 1,
                        .limits = lim,
                        .t0 = t0};
        SbxOutcome o;
        sbx_set_writer(sbx, repl_discard, NULL);
        sbx_run(sbx, &q, &o);
        sbx_set_writer(sbx, NULL, NULL);
        lua_State *L = sbx_state(sbx);
        if (!o.failed && o.value && lua_istable(L, o.value)) {
            for (lua_Integer i = 1; lua_rawgeti(L, o.value, i) != LUA_TNIL; i++) {
                size_t n;
                const char *s = lua_tolstring(L, -1, &n);
                if (s && !memchr(s, '\n', n)) {
                    buf_add(out, s, n);
                    buf_addc(out, '\n');
                }
                lua_pop(L, 1);
            }
        }
        lua_settop(L, 0);
    }
    buf_free(&code);
    if (len == 0) {
        sbx_list_builtins(sbx, repl_name, out);
    }
}

void repl_serve(Template *t, double timeout, FrmReader *r) {
    unsigned op = frm_get8(r), flags = frm_get8(r);
    double mem = frm_getf64(r), ops = frm_getf64(r), outmax = frm_getf64(r);
    uint32_t fnlen = frm_get32(r);
    const char *fn = frm_getbytes(r, fnlen);
    size_t len;
    const char *src = frm_rest(r, &len);
    if (!src) {
        src = "", len = 0;
    }
    char filename[256];
    snprintf(filename, sizeof filename, "%.*s", fn ? (int)fnlen : 0, fn ? fn : "");
    if (!filename[0]) {
        snprintf(filename, sizeof filename, "<stdin>");
    }
    Sandbox *sbx = wk_sandbox(t);
    Compiler *c = wk_compiler(t);
    SbxLimits lim = {(size_t)mem, timeout, (long long)ops, (size_t)outmax, 0, 0};
    Buf frame = {0}, extra = {0};
    SbxOutcome o;
    memset(&o, 0, sizeof o);
    int incomplete = 0;
    if (op == REPL_RESET) {
        lua_settop(sbx_state(sbx), 0);
        sbx_session_fn(sbx, "reset");
        lua_pcall(sbx_state(sbx), 0, 0, 0);
        lua_settop(sbx_state(sbx), 0);
    } else if (op == REPL_COMPLETE) {
        repl_complete(sbx, c, src, len, lim, &extra);
    } else if (op == REPL_EXEC || op == REPL_FILE) {
        double t0 = py_clock();
        CmpInteractive ci;
        int st = cmp_interactive(c, src, len, filename,
                                 op == REPL_FILE       ? "exec"
                                 : flags & REPL_AT_END ? "last"
                                                       : "single",
                                 flags & REPL_SHOW_AST, timeout > 0 ? t0 + timeout : 0, &ci);
        if (st == 0) {
            incomplete = 1;
        } else {
            /* python3's prompt shows no source lines for <stdin>: none are given for an input */
            SbxRequest q = {.source = op == REPL_FILE ? src : "",
                            .source_len = op == REPL_FILE ? len : 0,
                            .filename = filename,
                            .limits = lim,
                            .t0 = t0};
            if (st < 0) {
                q.syntax_error = ci.err;
            } else {
                q.lua = ci.lua;
                q.lua_len = ci.lualen;
                if (flags & (REPL_SHOW_LUA | REPL_SHOW_AST)) {
                    size_t start = frm_begin(&frame, REPL_LUA);
                    repl_str(&frame, (SbxStr){flags & REPL_SHOW_LUA ? ci.lua : "",
                                              flags & REPL_SHOW_LUA ? ci.lualen : 0});
                    repl_cstr(&frame, ci.linemap ? ci.linemap : "identity");
                    if ((flags & REPL_SHOW_AST) && ci.ast) {
                        frm_bytes(&frame, ci.ast, strlen(ci.ast));
                    }
                    frm_end(&frame, start);
                    wk_send(frame.p, frame.n);
                    frame.n = 0;
                }
            }
            sbx_set_writer(sbx, repl_write, &frame);
            sbx_run(sbx, &q, &o);
            sbx_set_writer(sbx, NULL, NULL);
        }
    }
    /* a limit is said as the other faces say it: its size and the line */
    Buf limit_msg = {0}, limit_hint = {0}, limit_tb = {0};
    ToolsLimits tl = {lim, timeout};
    if (o.failed && tools_limit_words(&o, &tl, &limit_msg, &limit_hint)) {
        buf_add(&limit_tb, o.error.type.s, o.error.type.n);
        buf_adds(&limit_tb, ": ");
        buf_add(&limit_tb, limit_msg.p, limit_msg.n);
        buf_addc(&limit_tb, '\n');
        o.error.message = (SbxStr){limit_msg.p, limit_msg.n};
        o.error.traceback = (SbxStr){limit_tb.p, limit_tb.n};
    }
    frame.n = 0;
    size_t start = frm_begin(&frame, REPL_DONE);
    frm_u8(&frame, (unsigned)incomplete);
    frm_u32(&frame, (uint32_t)o.status);
    frm_u8(&frame, (unsigned)o.failed);
    frm_f64(&frame, (double)o.stats.operations);
    frm_f64(&frame, o.stats.wall_ms);
    frm_f64(&frame, (double)o.stats.memory_peak_bytes);
    repl_str(&frame, o.error.type);
    repl_str(&frame, o.error.message);
    repl_str(&frame, o.error.traceback);
    frm_bytes(&frame, extra.p ? extra.p : "", extra.n);
    frm_end(&frame, start);
    wk_send(frame.p, frame.n);
    lua_settop(sbx_state(sbx), 0);
    buf_free(&frame);
    buf_free(&extra);
    buf_free(&limit_msg);
    buf_free(&limit_hint);
    buf_free(&limit_tb);
}
