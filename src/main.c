/*
 * main.c: the moonpy command line (lua.c's shape: parse arguments, then do the work in
 * functions that report errors and return a status).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "moonpy_int.h"
#include "mcp/mcp.h"
#include "repl.h"

#include "moonpy_version.h"

static const char *usage =
    "usage: moonpy <command> [options]\n"
    "\n"
    "commands:\n"
    "  run FILE|-         run a Python program, like python3 FILE\n"
    "  translate FILE|-   print the Lua that moonpy generates (--linemap adds the line map)\n"
    "  mcp                the MCP server on stdio (`moonpy mcp --help` lists its options)\n"
    "  repl               an interactive Python prompt (`moonpy repl --help`)\n"
    "  --help             this text\n"
    "  --version          the version\n"
    "\n"
    "limits (run):\n"
    "  --max-memory SIZE      memory cap, e.g. 256M (default 256M); MemoryError past it\n"
    "  --timeout SECONDS      wall-clock limit (default 30; 0 = none); TimeoutError past it\n"
    "  --max-operations N     operation budget: loop iterations (default 0 = unlimited)\n"
    "  --max-output SIZE      cap on what the program prints (default 16M; 0 = none)\n"
    "  --profile FILE         sample the Lua stack every millisecond of CPU time and write\n"
    "                         where the time went to FILE (- for stderr): a developer's tool\n"
    "SIZE is a number of bytes with an optional K, M or G: 4096, 64K, 256M, 1.5G.\n";

/* --help: the usage, then the modules that `import` finds (runtime/init.lua's allowlist). */
static void help(void) {
    fputs(usage, stdout);
    fputs("\nimportable modules (list_modules of `moonpy mcp` gives a summary of each):\n", stdout);
    size_t col = 0;
    for (const EmbeddedModule *m = moonpy_modules; m->name; m++) {
        size_t n = strlen(m->name) + (m[1].name ? 1 : 0);
        if (col && col + 1 + n > 96) {
            fputs("\n", stdout);
            col = 0;
        }
        col += (size_t)printf("%s%s%s", col ? " " : "  ", m->name, m[1].name ? "," : "");
    }
    fputs("\n", stdout);
}

static char *read_all(const char *path, size_t *len) {
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "moonpy: can't open file '%s': %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (n < cap) {
            break;
        }
        cap *= 2;
        char *nb = realloc(buf, cap + 1);
        if (!nb) {
            free(buf);
            buf = NULL;
        }
        buf = nb;
    }
    if (f != stdin) {
        fclose(f);
    }
    if (!buf) {
        fprintf(stderr, "moonpy: out of memory reading '%s'\n", path);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

static void write_stdout(void *ud, const char *s, size_t n) {
    fwrite(s, 1, n, stdout);
}

static const char *display_name(const char *path) {
    return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

static int cmd_translate(const char *path, int linemap) {
    size_t len;
    char *src = read_all(path, &len);
    if (!src) {
        return 2;
    }
    Compiler *c = cmp_new();
    const char *lua, *map, *err;
    size_t lualen;
    int status = 0;
    if (cmp_translate(c, src, len, display_name(path), &lua, &lualen, &map, &err)) {
        fwrite(lua, 1, lualen, stdout);
        if (linemap && map) {
            printf("\n-- linemap: %s\n", map);
        }
    } else {
        fputs(err, stderr);
        status = 1;
    }
    cmp_free(c);
    free(src);
    return status;
}

static int cmd_run(const char *path, const SbxLimits *lim, const char *profile) {
    size_t len;
    char *src = read_all(path, &len);
    if (!src) {
        return 2;
    }
    const char *name = display_name(path);
    Compiler *c = cmp_new();
    const char *lua, *map, *err;
    size_t lualen;
    double t0 = py_clock(); /* the time limit covers the translation and the run */
    if (!cmp_translate_opts(c, src, len, name, 0, lim->timeout > 0 ? t0 + lim->timeout : 0, &lua,
                            &lualen, &map, &err)) {
        fputs(err, stderr);
        cmp_free(c);
        free(src);
        return 1;
    }
    Sandbox *s = sbx_new(write_stdout, NULL);
    if (!s) {
        cmp_free(c);
        free(src);
        return 2;
    }
    SbxRequest q = {.lua = lua,
                    .lua_len = lualen,
                    .source = src,
                    .source_len = len,
                    .filename = name,
                    .limits = *lim,
                    .t0 = t0};
    SbxOutcome o;
    if (profile) {
        prof_start(1000);
    }
    int status = sbx_run(s, &q, &o);
    if (profile) {
        prof_stop(profile);
    }
    fflush(stdout);
    if (status && o.error.traceback.s) {
        fwrite(o.error.traceback.s, 1, o.error.traceback.n, stderr);
    }
#ifdef MOONPY_SANITIZE
    sbx_free(s); /* the leak checker sees everything given back */
    cmp_free(c);
    free(src);
#else
    /* the process ends now: closing the Lua states would only free, object by object, what
     * the exit gives back at once (a few percent of a short program's time) */
    (void)c;
#endif
    return status;
}

int main(int argc, char **argv) {
    SbxLimits lim = {256u * 1024 * 1024, 30.0, 0, 16u * 1024 * 1024, 0, 0};
    const char *cmd = NULL, *file = NULL;
    int linemap = 0;
    const char *profile = NULL;
    const Opt opts[] = {
        {"--max-memory", OPT_SIZE, &lim.max_memory, 0, 0, 0},
        {"--max-output", OPT_SIZE, &lim.max_output, 0, 0, 0},
        {"--timeout", OPT_SECONDS, &lim.timeout, 0, 0, 0},
        {"--max-operations", OPT_COUNT, &lim.max_ops, 0, 0, 0},
        {"--linemap", OPT_FLAG, &linemap, 0, 0, 0},
        {NULL, OPT_FLAG, NULL, 0, 0, 0},
    };
    if (argc > 1 && strcmp(argv[1], "mcp") == 0) {
        return mcp_main(argc - 2, argv + 2);
    }
    if (argc > 1 && strcmp(argv[1], "repl") == 0) {
        return repl_main(argc - 2, argv + 2);
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int got = opt_parse(opts, argc, argv, &i, "moonpy");
        if (got < 0) {
            return 2;
        } else if (got > 0) {
            continue;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            help();
            return 0;
        } else if (strcmp(a, "--profile") == 0 && i + 1 < argc) {
            profile = argv[++i];
        } else if (strcmp(a, "--version") == 0) {
            printf("moonpy %s%s%s\n", MOONPY_VERSION, MOONPY_GIT_COMMIT[0] ? " (git " : "",
                   MOONPY_GIT_COMMIT[0] ? MOONPY_GIT_COMMIT ")" : "");
            return 0;
        } else if (a[0] == '-' && a[1] == '-') {
            fprintf(stderr, "moonpy: unknown option %s\n\n%s", a, usage);
            return 2;
        } else if (!cmd) {
            cmd = a;
        } else if (!file) {
            file = a;
        } else {
            fprintf(stderr, "moonpy: unexpected argument %s\n", a);
            return 2;
        }
    }
    if (!cmd) {
        fputs(usage, stderr);
        return 2;
    }
    if (!file && (strcmp(cmd, "run") == 0 || strcmp(cmd, "translate") == 0)) {
        fprintf(stderr, "moonpy: %s needs a FILE or -\n", cmd);
        return 2;
    }
    if (strcmp(cmd, "run") == 0) {
        return cmd_run(file, &lim, profile);
    } else if (strcmp(cmd, "translate") == 0) {
        return cmd_translate(file, linemap);
    }
    fprintf(stderr, "moonpy: unknown command '%s'\n\n%s", cmd, usage);
    return 2;
}
