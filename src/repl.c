/*
 * repl.c: `moonpy repl`, the interactive prompt for debugging translations (the terminal
 * side; the code runs in a worker, src/repl_worker.c).
 *
 * It behaves like python3's prompt: ">>> " and "... ", an open block is incomplete rather
 * than an error (transpiler/interactive.lua decides, as CPython does), a blank line ends it,
 * expression statements echo their repr and set `_`, tracebacks as CPython prints them on
 * stderr, Ctrl-C cancels the input or interrupts the running code (the worker is told with
 * SIGUSR1, as the MCP server cancels a call; killed if it does not stop), Ctrl-D exits.
 * Line editing, persistent history and tab completion come from libedit. On a pipe it
 * prints no prompts and reads the same way, so it can be scripted.
 *
 * The code runs in a worker forked from the MCP server's template, with the same walls
 * (rlimits, seccomp) and limits, in its own process group (the terminal's Ctrl-C reaches
 * only this process). A worker that dies is reported and replaced by a fresh session.
 */
#define _GNU_SOURCE
#include "repl.h"
#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <wchar.h>
#include "moonpy.h"
#include "moonpy_int.h"

#define REPL_KILL_GRACE 2.0 /* seconds from a Ctrl-C or a deadline to SIGKILL */
#define REPL_HISTORY_SIZE 1000

static const char *repl_usage =
    "usage: moonpy repl [options]\n"
    "\n"
    "An interactive Python prompt; each input runs in a sandboxed worker, as `moonpy mcp`\n"
    "runs a call. On a pipe it reads the same way without prompts.\n"
    "\n"
    "options:\n"
    "  --timeout SECONDS      per input (default 30; 0 = none)\n"
    "  --max-memory SIZE      memory cap of the session (default 256M)\n"
    "  --max-operations N     operation budget per input (default 0 = unlimited)\n"
    "  --max-output SIZE      output per input (default 16M; 0 = none)\n"
    "  --history FILE         history file (default $MOONPY_HISTORY, else ~/.moonpy_history;\n"
    "                         '' for none)\n"
    "  --no-seccomp           no seccomp filter in the worker (debugging only)\n";

static const char *repl_help =
    "Type Python; a blank line ends a block. Ctrl-C cancels the input or stops the running\n"
    "code; Ctrl-D (or exit()) leaves. Tab completes names and attributes.\n"
    "commands:\n"
    "  :lua           toggle showing the Lua of each input (and its line map)\n"
    "  :ast           show the AST (CPython's ast.dump) of the next input\n"
    "  :reset         forget all names\n"
    "  :limits [--timeout S] [--max-memory SIZE] [--max-operations N] [--max-output SIZE]\n"
    "                 show the limits, or set them\n"
    "  :time          toggle the time, operation count and memory peak of each input\n"
    "  :load FILE     run a file into the session\n"
    "  :help          this text\n";

/* Python's keywords, completed like names */
static const char *const repl_keywords[] = {
    "False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
    "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
    "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
    "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield",    NULL};

typedef struct Repl {
    WkLimits wk;
    Template *tpl;
    pid_t pid;
    int fd;
    int tty;
    int show_lua, show_ast, show_time;
    EditLine *el;
    History *hist;
    char history_path[1024];
    const char *prompt;
    Buf in;   /* frames from the worker */
    Buf line; /* a line being read without libedit */
} Repl;

static volatile sig_atomic_t repl_sigint;

static void repl_on_sigint(int sig) {
    (void)sig;
    repl_sigint = 1;
}

/* ---- the worker ---- */

static void repl_kill(Repl *r) {
    if (r->pid > 0) {
        kill(r->pid, SIGKILL);
        waitpid(r->pid, NULL, 0);
        close(r->fd);
    }
    r->pid = 0;
    r->fd = -1;
    r->in.n = 0;
}

static int repl_spawn(Repl *r) {
    r->pid = wk_spawn(r->tpl, &r->fd);
    if (r->pid <= 0) {
        r->pid = 0;
        fputs("moonpy repl: cannot start a worker\n", stderr);
        return 0;
    }
    setpgid(r->pid, r->pid); /* the terminal's Ctrl-C is ours: the worker is told by SIGUSR1 */
    fcntl(r->fd, F_SETFL, fcntl(r->fd, F_GETFL) & ~O_NONBLOCK);
    return 1;
}

static void repl_send(Repl *r, int op, int flags, const char *filename, const char *src,
                      size_t len) {
    Buf f = {0};
    size_t start = frm_begin(&f, WK_REPL);
    frm_f64(&f, r->wk.run.timeout);
    frm_u8(&f, (unsigned)op);
    frm_u8(&f, (unsigned)flags);
    frm_f64(&f, (double)r->wk.run.max_memory);
    frm_f64(&f, (double)r->wk.run.max_ops);
    frm_f64(&f, (double)r->wk.run.max_output);
    frm_u32(&f, (uint32_t)strlen(filename));
    frm_bytes(&f, filename, strlen(filename));
    frm_bytes(&f, src, len);
    frm_end(&f, start);
    const char *p = f.p;
    size_t n = f.n;
    while (n) {
        ssize_t k = write(r->fd, p, n);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k <= 0) {
            break; /* the worker is gone: reading its answer says so */
        }
        p += k;
        n -= (size_t)k;
    }
    buf_free(&f);
}

typedef struct Answer {
    int ok; /* 0: the worker died or was killed */
    int incomplete, status, failed;
    double ops, wall_ms, mem;
    Buf type, message, traceback, extra;
} Answer;

static void answer_free(Answer *a) {
    buf_free(&a->type);
    buf_free(&a->message);
    buf_free(&a->traceback);
    buf_free(&a->extra);
}

static void repl_getstr(FrmReader *fr, Buf *b) {
    uint32_t n = frm_get32(fr);
    const char *s = frm_getbytes(fr, n);
    b->n = 0;
    if (s) {
        buf_add(b, s, n);
    }
}

/* Handles one frame; returns 1 when it was the answer. */
static int repl_frame(Repl *r, int type, FrmReader *fr, Answer *a) {
    if (type == REPL_OUT) {
        size_t n;
        const char *s = frm_rest(fr, &n);
        if (n) {
            fwrite(s, 1, n, stdout);
            fflush(stdout);
        }
        return 0;
    }
    if (type == REPL_LUA) {
        Buf lua = {0}, map = {0};
        repl_getstr(fr, &lua);
        repl_getstr(fr, &map);
        size_t n;
        const char *ast = frm_rest(fr, &n);
        if (n) {
            printf("-- AST:\n%.*s\n", (int)n, ast);
        }
        if (lua.n) {
            printf("-- Lua:\n%.*s", (int)lua.n, lua.p);
            if (map.n && !(map.n == 8 && memcmp(map.p, "identity", 8) == 0)) {
                printf("-- line map (lua:python): %.*s\n", (int)map.n, map.p);
            }
            printf("--\n");
        }
        fflush(stdout);
        buf_free(&lua);
        buf_free(&map);
        return 0;
    }
    if (type == REPL_DONE) {
        a->ok = 1;
        a->incomplete = (int)frm_get8(fr);
        a->status = (int)(int32_t)frm_get32(fr);
        a->failed = (int)frm_get8(fr);
        a->ops = frm_getf64(fr);
        a->wall_ms = frm_getf64(fr);
        a->mem = frm_getf64(fr);
        repl_getstr(fr, &a->type);
        repl_getstr(fr, &a->message);
        repl_getstr(fr, &a->traceback);
        size_t n;
        const char *s = frm_rest(fr, &n);
        if (n) {
            buf_add(&a->extra, s, n);
        }
        return 1;
    }
    return 0;
}

/* Waits for the answer, printing the output as it comes. Ctrl-C cancels the run; a second
 * one, or a run that outlives its deadline (or the cancel) by REPL_KILL_GRACE, is killed. */
static void repl_wait(Repl *r, Answer *a, int interruptible) {
    memset(a, 0, sizeof *a);
    double t0 = py_clock();
    double kill_at = r->wk.run.timeout > 0 ? t0 + r->wk.run.timeout + REPL_KILL_GRACE : 0;
    int cancelled = 0;
    for (;;) {
        int type;
        FrmReader fr;
        size_t size;
        int got = frm_next(r->in.p, r->in.n, &type, &fr, &size);
        if (got < 0) {
            break;
        }
        if (got > 0) {
            int done = repl_frame(r, type, &fr, a);
            buf_drop(&r->in, size);
            if (done) {
                return;
            }
            continue;
        }
        if (repl_sigint && interruptible) {
            repl_sigint = 0;
            if (cancelled) {
                break; /* a second Ctrl-C: kill it */
            }
            cancelled = 1;
            kill(r->pid, SIGUSR1);
            double k = py_clock() + REPL_KILL_GRACE;
            if (!kill_at || k < kill_at) {
                kill_at = k;
            }
        }
        int wait_ms = -1;
        if (kill_at) {
            double left = kill_at - py_clock();
            if (left <= 0) {
                break;
            }
            wait_ms = (int)(left * 1000) + 1;
        }
        struct pollfd p = {r->fd, POLLIN, 0};
        int pr = poll(&p, 1, wait_ms);
        if (pr < 0 && errno == EINTR) {
            continue;
        }
        if (pr > 0) {
            char buf[65536];
            ssize_t k = read(r->fd, buf, sizeof buf);
            if (k < 0 && errno == EINTR) {
                continue;
            }
            if (k <= 0) {
                break; /* the worker died */
            }
            buf_add(&r->in, buf, (size_t)k);
        }
    }
    /* the worker died, was cancelled and did not stop, or outlived its deadline */
    int wstatus = 0;
    int dead = r->pid > 0 && waitpid(r->pid, &wstatus, WNOHANG) == r->pid;
    if (dead) {
        r->pid = 0;
        close(r->fd);
    }
    repl_kill(r);
    a->ok = 0;
    a->failed = 1;
    a->status = 1;
    buf_adds(&a->type, cancelled ? "KeyboardInterrupt" : "SystemError");
    if (cancelled) {
        buf_adds(&a->traceback, "KeyboardInterrupt (the code did not stop: the session was "
                                "reset)\n");
    } else if (dead && WIFSIGNALED(wstatus)) {
        buf_printf(&a->traceback,
                   "SystemError: the session's worker was killed by signal %d "
                   "(the session was reset)\n",
                   WTERMSIG(wstatus));
    } else {
        buf_adds(&a->traceback, "SystemError: the session's worker stopped answering (the "
                                "session was reset)\n");
    }
    repl_spawn(r);
}

/* Runs a request and shows its outcome; returns 1 if the input was incomplete. */
static int repl_request(Repl *r, int op, int flags, const char *filename, const char *src,
                        size_t len, int *exit_status) {
    if (r->pid <= 0 && !repl_spawn(r)) {
        return 0;
    }
    repl_send(r, op, flags, filename, src, len);
    Answer a;
    repl_wait(r, &a, 1);
    fflush(stdout);
    if (a.ok && a.incomplete) {
        answer_free(&a);
        return 1;
    }
    if (a.failed) {
        if (a.type.n == 9 && memcmp(a.type.p, "Cancelled", 9) == 0) {
            fputs("KeyboardInterrupt\n", stderr); /* python3 says so for a Ctrl-C */
        } else if (a.type.n == 10 && memcmp(a.type.p, "SystemExit", 10) == 0) {
            if (a.traceback.n) {
                fwrite(a.traceback.p, 1, a.traceback.n, stderr); /* exit("message") */
            }
            *exit_status = a.status;
        } else if (a.traceback.n) {
            fwrite(a.traceback.p, 1, a.traceback.n, stderr);
        }
        fflush(stderr);
    }
    if (r->show_time && a.ok) {
        fprintf(stderr, "[%.3f ms, %.0f operations, memory peak %.0f bytes]\n", a.wall_ms, a.ops,
                a.mem);
    }
    answer_free(&a);
    return 0;
}

/* ---- completion ---- */

static int repl_cmp(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int is_word(int c) {
    return c == '_' || c == '.' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z') ||
           (c & 0x80);
}

static unsigned char repl_complete(EditLine *el, int ch) {
    (void)ch;
    Repl *r;
    el_get(el, EL_CLIENTDATA, &r);
    const LineInfo *li = el_line(el);
    const char *end = li->cursor, *start = end;
    while (start > li->buffer && is_word((unsigned char)start[-1])) {
        start--;
    }
    if (start == end) { /* nothing to complete: indent, as python3's prompt does with a tab */
        for (const char *p = li->buffer; p < end; p++) {
            if (*p != ' ' && *p != '\t') {
                return CC_ERROR;
            }
        }
        el_insertstr(el, "    ");
        return CC_REFRESH;
    }
    const char *dot = NULL;
    for (const char *p = start; p < end; p++) {
        if (*p == '.') {
            dot = p;
        }
    }
    const char *prefix = dot ? dot + 1 : start;
    size_t plen = (size_t)(end - prefix);
    if (r->pid <= 0 && !repl_spawn(r)) {
        return CC_ERROR;
    }
    repl_send(r, REPL_COMPLETE, 0, "<stdin>", start, dot ? (size_t)(dot - start) : 0);
    Answer a;
    repl_wait(r, &a, 0);
    if (!a.ok) {
        answer_free(&a);
        return CC_ERROR;
    }
    if (!dot) {
        for (const char *const *k = repl_keywords; *k; k++) {
            buf_adds(&a.extra, *k);
            buf_addc(&a.extra, '\n');
        }
    }
    /* the candidates: names that start with the prefix (_names only for a _ prefix) */
    size_t nc = 0, cap = 64;
    char **cand = malloc(cap * sizeof *cand);
    buf_addc(&a.extra, '\0');
    for (char *p = a.extra.p, *nl; cand && p && *p; p = nl ? nl + 1 : NULL) {
        nl = strchr(p, '\n');
        if (nl) {
            *nl = '\0';
        }
        if (strncmp(p, prefix, plen) != 0 || (p[0] == '_' && (plen == 0 || prefix[0] != '_'))) {
            continue;
        }
        if (nc && strcmp(cand[nc - 1], p) == 0) {
            continue;
        }
        if (nc == cap) {
            cap *= 2;
            char **nb = realloc(cand, cap * sizeof *cand);
            if (!nb) {
                break;
            }
            cand = nb;
        }
        cand[nc++] = p;
    }
    unsigned char rc = CC_ERROR;
    if (cand && nc) {
        qsort(cand, nc, sizeof *cand, repl_cmp);
        size_t common = strlen(cand[0]);
        for (size_t i = 1; i < nc; i++) {
            size_t j = 0;
            while (j < common && cand[i][j] == cand[0][j]) {
                j++;
            }
            common = j;
        }
        if (common > plen) {
            char *ins = strndup(cand[0] + plen, common - plen);
            if (ins) {
                el_insertstr(el, ins);
                free(ins);
            }
            rc = CC_REFRESH;
        } else if (nc > 1) {
            fputs("\n", stdout);
            size_t col = 0;
            for (size_t i = 0; i < nc; i++) {
                size_t w = strlen(cand[i]) + 2;
                if (col && col + w > 78) {
                    fputs("\n", stdout);
                    col = 0;
                }
                printf("%s  ", cand[i]);
                col += w;
            }
            fputs("\n", stdout);
            fflush(stdout);
            rc = CC_REDISPLAY;
        } else {
            rc = CC_REFRESH;
        }
    }
    free(cand);
    answer_free(&a);
    return rc;
}

/* ---- reading lines ---- */

static char *repl_prompt(EditLine *el) {
    Repl *r;
    el_get(el, EL_CLIENTDATA, &r);
    return (char *)r->prompt;
}

/* libedit's input: a UTF-8 character from stdin; -1 (the line is abandoned) on Ctrl-C */
static int repl_getc(EditLine *el, wchar_t *wc) {
    (void)el;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    for (;;) {
        char c;
        ssize_t k = read(STDIN_FILENO, &c, 1);
        if (k < 0 && errno == EINTR) {
            if (repl_sigint) {
                return -1;
            }
            continue;
        }
        if (k <= 0) {
            return 0;
        }
        size_t got = mbrtowc(wc, &c, 1, &st);
        if (got == (size_t)-2) {
            continue; /* more bytes of this character */
        }
        if (got == (size_t)-1) {
            memset(&st, 0, sizeof st);
            *wc = 0xFFFD;
        }
        return 1;
    }
}

/* The next line (without its newline) in r->line; 0 at the end of input, -1 on Ctrl-C. */
static int repl_readline(Repl *r, const char *prompt) {
    r->line.n = 0;
    r->prompt = prompt;
    if (r->el) {
        int count = 0;
        repl_sigint = 0;
        const char *s = el_gets(r->el, &count);
        if (repl_sigint) {
            repl_sigint = 0;
            el_reset(r->el);
            return -1;
        }
        if (!s || count <= 0) {
            return 0;
        }
        buf_add(&r->line, s, (size_t)count);
    } else {
        int c;
        for (;;) {
            c = getchar();
            if (c == EOF && ferror(stdin) && errno == EINTR) {
                clearerr(stdin);
                if (repl_sigint) {
                    repl_sigint = 0;
                    return -1;
                }
                continue;
            }
            if (c == EOF) {
                if (r->line.n == 0) {
                    return 0;
                }
                break;
            }
            buf_addc(&r->line, (char)c);
            if (c == '\n') {
                break;
            }
        }
    }
    while (r->line.n && (r->line.p[r->line.n - 1] == '\n' || r->line.p[r->line.n - 1] == '\r')) {
        r->line.n--;
    }
    buf_addc(&r->line, '\0');
    r->line.n--;
    return 1;
}

static void repl_history_add(Repl *r, const char *line) {
    if (r->hist && line[strspn(line, " \t")]) {
        HistEvent ev;
        history(r->hist, &ev, H_ENTER, line);
        if (r->history_path[0]) {
            history(r->hist, &ev, H_SAVE, r->history_path);
        }
    }
}

/* ---- commands ---- */

static void repl_show_size(const char *name, size_t v) {
    if (v == 0) {
        printf("  %-16s none\n", name);
    } else if (v % (1024 * 1024) == 0) {
        printf("  %-16s %zuM\n", name, v / (1024 * 1024));
    } else if (v % 1024 == 0) {
        printf("  %-16s %zuK\n", name, v / 1024);
    } else {
        printf("  %-16s %zu\n", name, v);
    }
}

static void repl_limits(Repl *r, char *args) {
    char *argv[16];
    int argc = 0;
    char opt[16][40];
    for (char *tok = strtok(args, " \t"); tok && argc < 16; tok = strtok(NULL, " \t")) {
        if (tok[0] != '-' && argc % 2 == 0) { /* `timeout 5` as `--timeout 5` */
            snprintf(opt[argc], sizeof opt[argc], "--%s", tok);
            argv[argc] = opt[argc];
            argc++;
        } else {
            argv[argc++] = tok;
        }
    }
    SbxLimits lim = r->wk.run;
    const Opt opts[] = {
        {"--max-memory", OPT_SIZE, &lim.max_memory, 0, 0, 0},
        {"--max-output", OPT_SIZE, &lim.max_output, 0, 0, 0},
        {"--timeout", OPT_SECONDS, &lim.timeout, 0, 0, 0},
        {"--max-operations", OPT_COUNT, &lim.max_ops, 0, 0, 0},
        {NULL, OPT_FLAG, NULL, 0, 0, 0},
    };
    for (int i = 0; i < argc; i++) {
        int got = opt_parse(opts, argc, argv, &i, ":limits");
        if (got < 0) {
            return;
        }
        if (got == 0) {
            fprintf(stderr, ":limits: unknown limit %s (see :help)\n", argv[i]);
            return;
        }
    }
    if (lim.max_memory && lim.max_memory > r->wk.address_space / 2) {
        fprintf(stderr, ":limits: --max-memory is at most %zuM in this session\n",
                r->wk.address_space / 2 / (1024 * 1024));
        return;
    }
    r->wk.run = lim;
    if (lim.timeout > 0) {
        printf("  %-16s %g s\n", "timeout", lim.timeout);
    } else {
        printf("  %-16s none\n", "timeout");
    }
    repl_show_size("max-memory", lim.max_memory);
    if (lim.max_ops) {
        printf("  %-16s %lld\n", "max-operations", lim.max_ops);
    } else {
        printf("  %-16s none\n", "max-operations");
    }
    repl_show_size("max-output", lim.max_output);
}

static char *repl_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, ":load: can't open file '%s': %s\n", path, strerror(errno));
        return NULL;
    }
    Buf b = {0};
    char chunk[65536];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, f)) > 0) {
        buf_add(&b, chunk, k);
    }
    fclose(f);
    *len = b.n;
    buf_addc(&b, '\0');
    return b.p;
}

/* Returns 1 to leave the REPL. */
static int repl_command(Repl *r, char *line, int *exit_status) {
    char *cmd = line + 1, *args = cmd + strcspn(cmd, " \t");
    if (*args) {
        *args++ = '\0';
        args += strspn(args, " \t");
    }
    if (strcmp(cmd, "lua") == 0) {
        r->show_lua = !r->show_lua;
        printf("showing the Lua of each input: %s\n", r->show_lua ? "on" : "off");
    } else if (strcmp(cmd, "ast") == 0) {
        r->show_ast = 1;
        printf("the next input's AST will be shown\n");
    } else if (strcmp(cmd, "reset") == 0) {
        repl_request(r, REPL_RESET, 0, "<stdin>", "", 0, exit_status);
        printf("the session's names are forgotten\n");
    } else if (strcmp(cmd, "limits") == 0) {
        repl_limits(r, args);
    } else if (strcmp(cmd, "time") == 0) {
        r->show_time = !r->show_time;
        printf("timing each input: %s\n", r->show_time ? "on" : "off");
    } else if (strcmp(cmd, "load") == 0) {
        size_t len;
        char *src = *args ? repl_read_file(args, &len) : NULL;
        if (!*args) {
            fputs(":load needs a FILE\n", stderr);
        }
        if (src) {
            repl_request(r, REPL_FILE, r->show_lua ? REPL_SHOW_LUA : 0, args, src, len,
                         exit_status);
            free(src);
        }
    } else if (strcmp(cmd, "help") == 0) {
        fputs(repl_help, stdout);
    } else if (strcmp(cmd, "quit") == 0 || strcmp(cmd, "exit") == 0) {
        return 1;
    } else {
        fprintf(stderr, "unknown command :%s (:help lists them)\n", cmd);
    }
    fflush(stdout);
    fflush(stderr);
    return *exit_status >= 0;
}

/* ---- the loop ---- */

static void repl_setup_editline(Repl *r) {
    r->el = el_init("moonpy", stdin, stdout, stderr);
    if (!r->el) {
        return;
    }
    el_set(r->el, EL_CLIENTDATA, r);
    el_set(r->el, EL_PROMPT, repl_prompt);
    el_set(r->el, EL_EDITOR, "emacs");
    el_set(r->el, EL_GETCFN, repl_getc);
    /* the wide form: libedit keeps these strings as they are (el_set copies them and never
     * frees the copies) */
    el_wset(r->el, EL_ADDFN, L"moonpy-complete", L"complete a name or an attribute", repl_complete);
    el_set(r->el, EL_BIND, "^I", "moonpy-complete", NULL);
    r->hist = history_init();
    if (r->hist) {
        HistEvent ev;
        history(r->hist, &ev, H_SETSIZE, REPL_HISTORY_SIZE);
        history(r->hist, &ev, H_SETUNIQUE, 1);
        if (r->history_path[0]) {
            history(r->hist, &ev, H_LOAD, r->history_path);
        }
        el_set(r->el, EL_HIST, history, r->hist);
    }
}

int repl_main(int argc, char **argv) {
    Repl rr, *r = &rr;
    memset(r, 0, sizeof *r);
    r->fd = -1;
    r->wk.run = (SbxLimits){256u * 1024 * 1024, 30.0, 0, 16u * 1024 * 1024, 0, 0};
    r->wk.seccomp = 1;
    const char *history_opt = NULL;
    int no_seccomp = 0, help = 0;
    const char *hist_env = getenv("MOONPY_HISTORY");
    const Opt opts[] = {
        {"--max-memory", OPT_SIZE, &r->wk.run.max_memory, 0, 0, 0},
        {"--max-output", OPT_SIZE, &r->wk.run.max_output, 0, 0, 0},
        {"--timeout", OPT_SECONDS, &r->wk.run.timeout, 0, 0, 0},
        {"--max-operations", OPT_COUNT, &r->wk.run.max_ops, 0, 0, 0},
        {"--no-seccomp", OPT_FLAG, &no_seccomp, 0, 0, 0},
        {"--help", OPT_FLAG, &help, 0, 0, 0},
        {"-h", OPT_FLAG, &help, 0, 0, 0},
        {NULL, OPT_FLAG, NULL, 0, 0, 0},
    };
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--history") == 0 && i + 1 < argc) {
            history_opt = argv[++i];
            continue;
        }
        int got = opt_parse(opts, argc, argv, &i, "moonpy repl");
        if (got < 0) {
            return 2;
        }
        if (got == 0) {
            fprintf(stderr, "moonpy repl: unknown option %s\n\n%s", argv[i], repl_usage);
            return 2;
        }
    }
    if (help) {
        fputs(repl_usage, stdout);
        return 0;
    }
    if (no_seccomp) {
        r->wk.seccomp = 0;
    }
    /* the worker's address space: room for the largest memory cap :limits may set */
    size_t cap = r->wk.run.max_memory ? r->wk.run.max_memory : 4096u * 1024 * 1024;
    r->wk.address_space = 2 * (cap > 1024u * 1024 * 1024 ? cap : 1024u * 1024 * 1024) + (1u << 30);
    r->tty = isatty(STDIN_FILENO);
    if (history_opt) {
        snprintf(r->history_path, sizeof r->history_path, "%s", history_opt);
    } else if (hist_env) {
        snprintf(r->history_path, sizeof r->history_path, "%s", hist_env);
    } else if (getenv("HOME")) {
        snprintf(r->history_path, sizeof r->history_path, "%s/.moonpy_history", getenv("HOME"));
    }
    signal(SIGPIPE, SIG_IGN);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = repl_on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL); /* no SA_RESTART: a read is interrupted */
    r->tpl = wk_template_new(&r->wk);
    if (!r->tpl || !repl_spawn(r)) {
        fputs("moonpy repl: cannot initialize\n", stderr);
        wk_template_free(r->tpl);
        return 2;
    }
    if (r->tty) {
        if (!setlocale(LC_CTYPE, "") || MB_CUR_MAX == 1) {
            setlocale(LC_CTYPE, "C.UTF-8");
        }
        repl_setup_editline(r);
        printf("moonpy %s: Python 3.11 in a sandbox (:help for the commands)\n", MOONPY_VERSION);
        fflush(stdout);
    }
    Buf input = {0}; /* the lines of the input so far, joined by "\n" */
    int exit_status = -1;
    while (exit_status < 0) {
        int got = repl_readline(r, !r->tty ? "" : input.n ? "... " : ">>> ");
        if (got < 0) {
            fputs("\nKeyboardInterrupt\n", stderr);
            input.n = 0;
            continue;
        }
        if (got == 0) {
            if (input.n) { /* the end of input ends an open block */
                buf_addc(&input, '\n');
                repl_request(r, REPL_EXEC, REPL_AT_END, "<stdin>", input.p, input.n, &exit_status);
            }
            if (r->tty) {
                fputs("\n", stdout);
            }
            break;
        }
        char *line = r->line.p;
        if (input.n == 0 && line[0] == ':') {
            repl_history_add(r, line);
            if (repl_command(r, line, &exit_status)) {
                break;
            }
            continue;
        }
        if (input.n == 0 && !line[strspn(line, " \t\f")]) {
            continue; /* a blank line at ">>> " */
        }
        repl_history_add(r, line);
        if (input.n) {
            buf_addc(&input, '\n');
        }
        buf_add(&input, line, r->line.n);
        int flags = (r->show_lua ? REPL_SHOW_LUA : 0) | (r->show_ast ? REPL_SHOW_AST : 0);
        if (!repl_request(r, REPL_EXEC, flags, "<stdin>", input.p, input.n, &exit_status)) {
            input.n = 0;
            r->show_ast = 0;
        }
    }
    buf_free(&input);
    if (r->el) {
        el_end(r->el);
    }
    if (r->hist) {
        history_end(r->hist);
    }
    repl_kill(r);
    wk_template_free(r->tpl);
    buf_free(&r->in);
    buf_free(&r->line);
    return exit_status < 0 ? 0 : exit_status;
}
