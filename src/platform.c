/*
 * platform.c: the isolation of an MCP worker on Linux (platform.h): descriptors, prctl,
 * rlimits and the seccomp-bpf wall. The filter allows read and write on the worker's socket
 * only; brk, mmap/mprotect without PROT_EXEC, munmap, mremap, madvise (the allocator);
 * clock_gettime, gettimeofday (clocks, when the vDSO falls back), clock_nanosleep and
 * nanosleep (time.sleep), getrandom (random's seed, secrets); rt_sigreturn (the cancel
 * signal); setitimer (the time-limit watchdog); exit, exit_group. Anything else kills the
 * process (SIGSYS), which the server reports as a crash and answers with a fresh session.
 * Without MOONPY_SECCOMP (CMake option) there is no wall: plat_has_wall() says so.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>
#ifdef MOONPY_SECCOMP
#include <seccomp.h>
#endif
#include "platform.h"

#ifdef MOONPY_SECCOMP
struct PlatWall {
    scmp_filter_ctx filter;
};

/* Argument `arg` equals v. (libseccomp's SCMP_A0(SCMP_CMP_EQ, v) leaves datum_b out, which
 * clang's -Wextra reports.) */
static struct scmp_arg_cmp plat_arg_eq(unsigned arg, scmp_datum_t v) {
    return (struct scmp_arg_cmp){arg, SCMP_CMP_EQ, v, 0};
}

PlatWall *plat_wall_new(void) {
    scmp_filter_ctx f = seccomp_init(SCMP_ACT_KILL_PROCESS);
    if (!f) {
        return NULL;
    }
    int rc = 0;
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(read), 1, plat_arg_eq(0, PLAT_WORKER_FD));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(write), 1, plat_arg_eq(0, PLAT_WORKER_FD));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(brk), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(mmap), 1,
                           SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(mprotect), 1,
                           SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(munmap), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(mremap), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(madvise), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(clock_gettime), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(gettimeofday), 0);
    /* time.sleep (runtime/modtime.c) and the OS entropy of random, secrets and uuid4 */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(clock_nanosleep), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(nanosleep), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(getrandom), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(rt_sigreturn), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(setitimer), 0); /* the watchdog */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(exit), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(exit_group), 0);
#ifdef MOONPY_SANITIZE
    /* Sanitizer builds only (CMake's MOONPY_SANITIZE): what ASan and UBSan need in a worker.
     * ASan asks for the signal stack before every longjmp (Lua's errors); a report goes to
     * stderr (kept open, see plat_keep_only), names the process, and symbolizes itself by
     * opening the binary: those calls fail with EPERM instead of killing, so the report still
     * comes out, unsymbolized, and the worker exits with the sanitizer's status. */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(sigaltstack), 1, plat_arg_eq(0, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(write), 1, plat_arg_eq(0, STDERR_FILENO));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(getpid), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(gettid), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(sched_yield), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(futex), 0);
    static const int soft[] = {SCMP_SYS(open),       SCMP_SYS(openat),    SCMP_SYS(readlink),
                               SCMP_SYS(readlinkat), SCMP_SYS(pipe),      SCMP_SYS(pipe2),
                               SCMP_SYS(clone),      SCMP_SYS(fork),      SCMP_SYS(vfork),
                               SCMP_SYS(prctl),      SCMP_SYS(getrlimit), SCMP_SYS(prlimit64),
                               SCMP_SYS(ioctl)};
    for (size_t i = 0; i < sizeof soft / sizeof *soft; i++) {
        rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), soft[i], 0);
    }
#endif
    PlatWall *w = rc ? NULL : malloc(sizeof *w);
    if (!w) {
        seccomp_release(f);
        return NULL;
    }
    w->filter = f;
    return w;
}

void plat_wall_free(PlatWall *w) {
    if (w) {
        seccomp_release(w->filter);
        free(w);
    }
}

int plat_has_wall(void) {
    return 1;
}

int plat_wall_enter(PlatWall *w) {
    return !w || seccomp_load(w->filter) == 0;
}
#else
struct PlatWall {
    int none;
};

PlatWall *plat_wall_new(void) {
    return calloc(1, sizeof(PlatWall));
}

void plat_wall_free(PlatWall *w) {
    free(w);
}

int plat_has_wall(void) {
    return 0;
}

int plat_wall_enter(PlatWall *w) {
    (void)w;
    return 1;
}
#endif

int plat_keep_only(int fd, int keep_stderr) {
    if (fd != PLAT_WORKER_FD) {
        if (dup2(fd, PLAT_WORKER_FD) < 0) {
            return 0;
        }
    } else {
        fcntl(PLAT_WORKER_FD, F_SETFD, 0);
    }
    close(0);
    close(1);
    if (!keep_stderr) {
        close(2);
    }
    if (close_range(PLAT_WORKER_FD + 1, ~0U, 0) != 0) {
        for (int i = PLAT_WORKER_FD + 1; i < 65536; i++) {
            close(i);
        }
    }
    return 1;
}

int plat_die_with(pid_t server) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    return getppid() == server;
}

static void plat_limit(int res, rlim_t v) {
    struct rlimit rl = {v, v};
    setrlimit(res, &rl);
}

void plat_limits(size_t address_space, double cpu_seconds, int files_ok) {
    if (address_space) {
        plat_limit(RLIMIT_AS, address_space);
    }
    if (cpu_seconds > 0) {
        plat_limit(RLIMIT_CPU, (rlim_t)(cpu_seconds + 0.999));
    }
    plat_limit(RLIMIT_CORE, 0);
    if (!files_ok) {
        plat_limit(RLIMIT_FSIZE, 0);
    }
    plat_limit(RLIMIT_NOFILE, 0);
    plat_limit(RLIMIT_NPROC, 0);
    plat_limit(RLIMIT_MEMLOCK, 0);
    plat_limit(RLIMIT_MSGQUEUE, 0);
}
